/** Options every Foyer error accepts besides its code and message. */
export type BaseErrorOptions = {
  /** The underlying error, kept for debugging; never shown to visitors. */
  cause?: unknown
  /** Technical detail for developers (appended to `message`, not to `shortMessage`). */
  details?: string
}

/**
 * The one error class of Foyer. `code` is stable across versions and is what code should branch on;
 * `shortMessage` is the SPEC's exact text and is what the UI shows.
 *
 * @example
 * class ConnectionRejectedError extends BaseError<'CONNECTION_REJECTED'> {
 *   constructor(options?: BaseErrorOptions) { super('CONNECTION_REJECTED', 'Connection rejected', options) }
 * }
 */
export class BaseError<code extends string = string> extends Error {
  override name = 'FoyerError'
  readonly code: code
  readonly shortMessage: string
  readonly details: string | undefined

  constructor(code: code, shortMessage: string, options: BaseErrorOptions = {}) {
    const details = options.details ?? causeDetails(options.cause)
    super(details ? `${shortMessage}\n\nDetails: ${details}` : shortMessage, { cause: options.cause })
    this.code = code
    this.shortMessage = shortMessage
    this.details = details
  }
}

/**
 * Whether `value` is a Foyer error, optionally with the given code.
 *
 * @example
 * if (isFoyerError(error, 'CONNECTION_REJECTED')) showRetry()
 */
export function isFoyerError<code extends string>(value: unknown, code?: code): value is BaseError<code> {
  return value instanceof BaseError && (code === undefined || value.code === code)
}

function causeDetails(cause: unknown): string | undefined {
  if (cause instanceof BaseError) return cause.details ?? cause.shortMessage
  if (cause instanceof Error) return cause.message
  return undefined
}
