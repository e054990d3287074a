/**
 * Typed storage of `@foyer/core`: the keys of SPEC §3's local-storage list, a store that never
 * throws and drops corrupt values, and adapters for localStorage, memory and cookies.
 *
 * @example
 * import { createStorage, localStorageAdapter, storageKeys } from './storage/index.js'
 * const store = createStorage(localStorageAdapter())
 * store.get(storageKeys.activeNetworkId) // `${Namespace}:${string}` | undefined
 */
export {
  type CookieOptions,
  type CookieStorageOptions,
  cookieStorage,
  DEFAULT_COOKIE_MAX_AGE,
  parseCookieHeader,
  serializeCookie,
} from './cookie.js'
export {
  type AccountType,
  authCacheKeys,
  BALANCE_CACHE_TTL_MS,
  type CachedTokenBalance,
  type ConnectionStatus,
  type DeepLinkChoice,
  ENS_CACHE_TTL_MS,
  everyStorageKey,
  FOYER_PREFIX,
  IDENTITY_CACHE_TTL_MS,
  NAME_CACHE_TTL_MS,
  NATIVE_BALANCE_CACHE_TTL_MS,
  type PreferredAccountType,
  RECENT_WALLETS_CAP,
  type RecentWallet,
  type StoredConnection,
  storageKeys,
} from './keys.js'
export { leftConnected } from './left-connected.js'
export { localStorageAdapter } from './local-storage.js'
export { memoryStorage } from './memory.js'
export { isQuotaError, StorageError, type StorageErrorCode } from './storage.errors.js'
export { createStorage } from './storage.js'
export type {
  Cached,
  CacheKey,
  CacheRecord,
  FoyerKeyName,
  StorageAdapter,
  StorageKey,
  StorageOptions,
  TypedStorage,
} from './storage.types.js'
export {
  anyOf,
  arrayOf,
  type Infer,
  isBoolean,
  isNaturalNumber,
  isNonEmptyString,
  isNumber,
  isPlainObject,
  isString,
  type OptionalValidator,
  oneOf,
  optional,
  record,
  shape,
  type Validator,
} from './validators.js'
