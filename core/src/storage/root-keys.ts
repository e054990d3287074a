import { themePreferences } from '../config/theme.js'
import { isCaipNetworkId } from '../networks/caip.js'
import { type Namespace, namespaces } from '../networks/network.types.js'
import type { Cached, CacheKey, FoyerKeyName, StorageKey } from './storage.types.js'
import {
  arrayOf,
  isNaturalNumber,
  isNonEmptyString,
  isString,
  oneOf,
  optional,
  record,
  shape,
  type Validator,
} from './validators.js'

// The keys the root's machines (Foyer, network, connection) read and write on every page, apart from
// `storageKeys` (keys.ts), which lists every key: a page downloads a module whole once it imports from
// it, so the keys only capabilities and lazily loaded machines use stay out of the page's first download.

/**
 * The prefix of every Foyer key: `clear()` removes only names that start with it.
 *
 * @example
 * localStorage.getItem(`${FOYER_PREFIX}email`)
 */
export const FOYER_PREFIX = 'foyer:'

/**
 * How many recent wallets the Connect view lists (SPEC §9); the writer trims, readers accept more.
 *
 * @example
 * store.set(storageKeys.recentWallets, [wallet, ...recent].slice(0, RECENT_WALLETS_CAP))
 */
export const RECENT_WALLETS_CAP = 2

/**
 * Time to live of the native-balance cache, SPEC §9.
 *
 * @example
 * storageKeys.nativeBalanceCache.ttlMs === NATIVE_BALANCE_CACHE_TTL_MS // true
 */
export const NATIVE_BALANCE_CACHE_TTL_MS = 30_000

/** A stored namespace. */
export const isNamespace: Validator<Namespace> = oneOf(...namespaces)

/** A stored time (epoch ms). */
export const isTimestamp = isNaturalNumber
/** A namespace's stored connection status. */
export const isConnectionStatus = oneOf('connecting', 'connected', 'disconnected')
/** A stored recent wallet. */
export const isRecentWallet = shape({ id: isNonEmptyString, rdns: optional(isString) })

/**
 * A typed key named `foyer:<name>`.
 *
 * @example
 * const email = key('email', isString) // { name: 'foyer:email', validate: isString }
 */
export function key<value>(name: string, validate: Validator<value>): StorageKey<value> {
  return { name: `${FOYER_PREFIX}${name}` as FoyerKeyName, validate }
}

/**
 * A typed cache key: entries by id, each stamped with when it was written, read within `ttlMs`.
 *
 * @example
 * const ens = cacheKey('ens-cache', shape({ address: isString }), 300_000)
 */
export function cacheKey<entry>(name: string, entry: Validator<entry>, ttlMs: number): CacheKey<entry> {
  const isEntry = (value: unknown): value is Cached<entry> =>
    entry(value) && isTimestamp((value as { timestamp?: unknown }).timestamp)
  return { ...key(name, record(isEntry)), ttlMs }
}

/**
 * The keys of SPEC §3's local-storage list that the root's machines use; `storageKeys` holds these
 * same keys among all the others (described there).
 *
 * @example
 * store.get(rootKeys.activeNetworkId) // `${Namespace}:${string}` | undefined
 */
export const rootKeys = {
  lastWallet: key('last-wallet', isNonEmptyString),
  activeNamespace: key('active-namespace', isNamespace),
  activeNetworkId: key('active-network-id', isCaipNetworkId),
  themeMode: key('theme-mode', oneOf(...themePreferences)),
  recentWallets: key('recent-wallets', arrayOf(isRecentWallet)),
  connectedConnectorId: (namespace: Namespace) => key(`connected-connector:${namespace}`, isNonEmptyString),
  connectionStatus: (namespace: Namespace) => key(`connection-status:${namespace}`, isConnectionStatus),
  connectedNamespaces: key('connected-namespaces', arrayOf(isNamespace)),
  nativeBalanceCache: cacheKey(
    'native-balance-cache',
    shape({ balance: isString, symbol: isString }),
    NATIVE_BALANCE_CACHE_TTL_MS,
  ),
} as const

/**
 * The names of the auth cache that SPEC §4 clears on disconnect: login flag, email, last chain, social
 * username. Removing a value needs only its key's name, so the page carries the names; the keys, with
 * the validators their readers use, are `storageKeys`' (`authCacheKeys` in keys.ts lists them).
 *
 * @example
 * for (const name of authCacheNames) store.remove({ name })
 */
export const authCacheNames: readonly FoyerKeyName[] = [
  `${FOYER_PREFIX}email-login-used`,
  `${FOYER_PREFIX}email`,
  `${FOYER_PREFIX}last-chain-id`,
  `${FOYER_PREFIX}connected-social-username`,
]
