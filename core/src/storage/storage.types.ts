import type { StorageError } from './storage.errors.js'
import type { Validator } from './validators.js'

/**
 * Where raw strings are kept: `localStorage`, cookies, or memory. Synchronous on purpose: both
 * browser back ends are synchronous, and a synchronous read lets the machines decide their first
 * state (e.g. `connecting` when the stored status is `connected`) before anything renders, with no
 * loading flash and no promise to await during server rendering. An adapter may throw; the typed
 * store built by `createStorage` catches everything.
 *
 * @example
 * const adapter: StorageAdapter = memoryStorage()
 * adapter.setItem('foyer:email', '"ada@example.com"')
 */
export interface StorageAdapter {
  /** The raw string under `key`, or `null` when there is none. */
  getItem(key: string): string | null
  /** Stores `value` under `key`; may throw (quota, cookie size, private mode). */
  setItem(key: string, value: string): void
  /** Removes `key`; removing a missing key does nothing. */
  removeItem(key: string): void
  /** Every key currently stored, Foyer's or not. */
  keys(): string[]
}

/**
 * A key name under the `foyer:` prefix, so Foyer can clear its own keys and leave the site's.
 *
 * @example
 * store.clear('foyer:connection-status:' satisfies FoyerKeyName)
 */
export type FoyerKeyName = `foyer:${string}`

/**
 * A typed storage key: a stable name and the validator that decides whether a stored value still
 * has the right shape.
 *
 * @example
 * const email: StorageKey<string> = storageKeys.email
 */
export type StorageKey<value> = {
  readonly name: FoyerKeyName
  readonly validate: Validator<value>
}

/**
 * One entry of a cache: the cached value plus when it was written (epoch ms), so a reader can
 * apply the cache's time to live.
 *
 * @example
 * const entry: Cached<{ balance: string; symbol: string }> = { balance: '1.5', symbol: 'ETH', timestamp: 0 }
 */
export type Cached<entry> = entry & { timestamp: number }

/**
 * A cache's stored value: entries by id (an address, a CAIP-10 account or a name).
 *
 * @example
 * const fresh: CacheRecord<{ name?: string; avatar?: string }> = store.readFresh(storageKeys.identityCache)
 */
export type CacheRecord<entry> = Partial<Record<string, Cached<entry>>>

/**
 * A storage key that holds a cache with a time to live; read it with `store.readFresh`.
 *
 * @example
 * const ttl = storageKeys.identityCache.ttlMs // 300_000
 */
export type CacheKey<entry> = StorageKey<CacheRecord<entry>> & { readonly ttlMs: number }

/**
 * Options of `createStorage`.
 *
 * @example
 * createStorage(localStorageAdapter(), { onError: (error) => console.warn(error.code) })
 */
export type StorageOptions = {
  /** Called instead of throwing when a read or write fails (full storage, blocked cookies, …). */
  onError?: (error: StorageError) => void
}

/**
 * The typed store. Values are JSON: `set` stores `JSON.stringify(value)`, `get` parses and validates.
 * Nothing here throws.
 *
 * @example
 * const store = createStorage(memoryStorage())
 * store.set(storageKeys.activeNamespace, 'solana')
 * store.get(storageKeys.activeNamespace) // 'solana'
 */
export type TypedStorage = {
  /** The stored value, or `undefined` when missing, unreadable or of the wrong shape (then removed). */
  get<value>(key: StorageKey<value>): value | undefined
  /** Stores `value`; returns whether it was written (failures go to `onError`). */
  set<value>(key: StorageKey<value>, value: NoInfer<value>): boolean
  /** Removes the key's value; only its name is needed. */
  remove(key: Pick<StorageKey<unknown>, 'name'>): void
  /** Removes every Foyer key (names starting with `prefix`, default `foyer:`); other keys stay. */
  clear(prefix?: FoyerKeyName): void
  /** The cache's entries younger than its TTL at `now`; older ones are removed from storage. */
  readFresh<entry>(key: CacheKey<entry>, now?: number): CacheRecord<entry>
  /** Adds or replaces one cache entry stamped with `now`, dropping expired ones; returns whether written. */
  writeFresh<entry>(key: CacheKey<entry>, id: string, entry: NoInfer<entry>, now?: number): boolean
}
