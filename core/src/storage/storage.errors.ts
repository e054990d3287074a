import { BaseError, type BaseErrorOptions } from '../errors/base.js'

/**
 * The stable codes of storage failures.
 *
 * @example
 * const code: StorageErrorCode = 'STORAGE_QUOTA_EXCEEDED'
 */
export type StorageErrorCode =
  | 'STORAGE_QUOTA_EXCEEDED'
  | 'STORAGE_WRITE_FAILED'
  | 'STORAGE_READ_FAILED'
  | 'STORAGE_INVALID_VALUE'

const shortMessages: Record<StorageErrorCode, string> = {
  STORAGE_QUOTA_EXCEEDED: 'Storage is full',
  STORAGE_WRITE_FAILED: 'Failed to write to storage',
  STORAGE_READ_FAILED: 'Failed to read from storage',
  STORAGE_INVALID_VALUE: 'Invalid value for storage key',
}

/**
 * A storage read or write that failed. Never thrown by the typed store: it is handed to the
 * `onError` option, because losing a cached value must not break connecting a wallet.
 *
 * @example
 * createStorage(adapter, { onError: (error) => { if (error.code === 'STORAGE_QUOTA_EXCEEDED') prune() } })
 */
export class StorageError extends BaseError<StorageErrorCode> {
  override name = 'StorageError'
  /** The key being read or written. */
  readonly key: string

  constructor(code: StorageErrorCode, key: string, options: BaseErrorOptions = {}) {
    super(code, shortMessages[code], {
      ...options,
      details: options.details ?? detailsOf(key, options.cause),
    })
    this.key = key
  }
}

/**
 * Whether `error` means the storage is full: a `QuotaExceededError` DOMException (code 22), Firefox's
 * `NS_ERROR_DOM_QUOTA_REACHED` (code 1014), or an adapter's own `STORAGE_QUOTA_EXCEEDED`.
 *
 * @example
 * try { localStorage.setItem(k, v) } catch (error) { if (isQuotaError(error)) prune() }
 */
export function isQuotaError(error: unknown): boolean {
  if (error instanceof StorageError) return error.code === 'STORAGE_QUOTA_EXCEEDED'
  if (typeof error !== 'object' || error === null) return false
  const { name, code } = error as { name?: unknown; code?: unknown }
  return (
    name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' || code === 22 || code === 1014
  )
}

function detailsOf(key: string, cause: unknown): string {
  const reason = cause instanceof Error ? `: ${cause.message}` : ''
  return `key "${key}"${reason}`
}
