import { FOYER_PREFIX } from './root-keys.js'
import { isQuotaError, StorageError } from './storage.errors.js'
import type {
  CacheKey,
  CacheRecord,
  FoyerKeyName,
  StorageAdapter,
  StorageKey,
  StorageOptions,
  TypedStorage,
} from './storage.types.js'

/**
 * Builds the typed store over an adapter. Values are stored as JSON text. Reading never throws:
 * a value that is missing, unparseable or of the wrong shape reads as `undefined`, and a bad one
 * is removed so it cannot fail again on every load. Writing never throws either: failures (full
 * storage, oversized cookie, a value its key rejects) go to `onError` and `set` returns `false`,
 * because a lost cache must not break connecting a wallet.
 *
 * @example
 * const store = createStorage(localStorageAdapter(), { onError: (error) => console.warn(error) })
 * store.set(storageKeys.connectionStatus('eip155'), 'connected')
 * store.get(storageKeys.connectionStatus('eip155')) // 'connected'
 */
export function createStorage(adapter: StorageAdapter, options: StorageOptions = {}): TypedStorage {
  const report = (error: StorageError) => {
    // A throwing callback must not turn a handled failure into a crash.
    try {
      options.onError?.(error)
    } catch {}
  }

  const removeRaw = (name: string) => {
    try {
      adapter.removeItem(name)
    } catch (cause) {
      report(new StorageError('STORAGE_WRITE_FAILED', name, { cause }))
    }
  }

  const get = <value>(key: StorageKey<value>): value | undefined => {
    let raw: string | null
    try {
      raw = adapter.getItem(key.name)
    } catch (cause) {
      report(new StorageError('STORAGE_READ_FAILED', key.name, { cause }))
      return undefined
    }
    if (raw === null) return undefined
    const parsed = parse(raw)
    if (parsed.ok && key.validate(parsed.value)) return parsed.value
    // Corrupt, foreign or from an incompatible version: drop it so the next load starts clean.
    removeRaw(key.name)
    return undefined
  }

  const set = <value>(key: StorageKey<value>, value: value): boolean => {
    let text: string
    try {
      text = JSON.stringify(value)
      // Check what `get` will see (JSON drops undefined, turns NaN into null) so nothing is written
      // that the next read would throw away.
      if (!key.validate(JSON.parse(text))) throw new TypeError('value does not match the key')
    } catch (cause) {
      report(new StorageError('STORAGE_INVALID_VALUE', key.name, { cause }))
      return false
    }
    try {
      adapter.setItem(key.name, text)
      return true
    } catch (cause) {
      const code = isQuotaError(cause) ? 'STORAGE_QUOTA_EXCEEDED' : 'STORAGE_WRITE_FAILED'
      report(new StorageError(code, key.name, { cause }))
      return false
    }
  }

  const clear = (prefix: FoyerKeyName = FOYER_PREFIX) => {
    // The type already says so; this guards plain-JavaScript callers from wiping the site's keys.
    if (!prefix.startsWith(FOYER_PREFIX)) return
    let names: string[]
    try {
      names = adapter.keys()
    } catch (cause) {
      report(new StorageError('STORAGE_READ_FAILED', prefix, { cause }))
      return
    }
    for (const name of names) if (name.startsWith(prefix)) removeRaw(name)
  }

  const readFresh = <entry>(key: CacheKey<entry>, now = Date.now()): CacheRecord<entry> => {
    const stored = get(key)
    if (stored === undefined) return {}
    const fresh = freshEntries(stored, key.ttlMs, now)
    if (Object.keys(fresh).length === 0) removeRaw(key.name)
    else if (Object.keys(fresh).length < Object.keys(stored).length) set(key, fresh)
    return fresh
  }

  const writeFresh = <entry>(key: CacheKey<entry>, id: string, entry: entry, now = Date.now()): boolean =>
    set(key, { ...readFresh(key, now), [id]: { ...entry, timestamp: now } })

  return { get, set, remove: (key) => removeRaw(key.name), clear, readFresh, writeFresh }
}

function parse(raw: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(raw) }
  } catch {
    return { ok: false }
  }
}

// Fresh means written at most `ttlMs` ago and not in the future: a future timestamp is a foreign
// or clock-skewed value that would otherwise never expire.
function freshEntries<entry>(stored: CacheRecord<entry>, ttlMs: number, now: number): CacheRecord<entry> {
  const fresh: CacheRecord<entry> = {}
  for (const [id, cached] of Object.entries(stored)) {
    if (cached !== undefined && cached.timestamp <= now && now - cached.timestamp < ttlMs) fresh[id] = cached
  }
  return fresh
}
