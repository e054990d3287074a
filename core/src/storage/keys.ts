import { isCaipNetworkId } from '../networks/caip.js'
import { type Namespace, namespaces } from '../networks/network.types.js'
import {
  cacheKey,
  type isConnectionStatus,
  type isRecentWallet,
  isTimestamp,
  key,
  rootKeys,
} from './root-keys.js'
import type { StorageKey } from './storage.types.js'
import {
  anyOf,
  arrayOf,
  type Infer,
  isBoolean,
  isNaturalNumber,
  isNonEmptyString,
  isNumber,
  isString,
  oneOf,
  optional,
  record,
  shape,
} from './validators.js'

export { FOYER_PREFIX, NATIVE_BALANCE_CACHE_TTL_MS, RECENT_WALLETS_CAP } from './root-keys.js'

/**
 * Time to live of the token-balance ("portfolio") cache, SPEC §9.
 *
 * @example
 * store.readFresh(storageKeys.balanceCache) // entries younger than BALANCE_CACHE_TTL_MS
 */
export const BALANCE_CACHE_TTL_MS = 30_000

/**
 * Time to live of the ENS cache, SPEC §9.
 *
 * @example
 * storageKeys.ensCache.ttlMs === ENS_CACHE_TTL_MS // true
 */
export const ENS_CACHE_TTL_MS = 300_000

/**
 * Time to live of the identity (name and avatar) cache, SPEC §9.
 *
 * @example
 * storageKeys.identityCache.ttlMs === IDENTITY_CACHE_TTL_MS // true
 */
export const IDENTITY_CACHE_TTL_MS = 300_000

/**
 * Time to live of the account-names cache. SPEC §9 gives none; it is a name lookup like ENS, so it
 * takes ENS's 5 minutes.
 *
 * @example
 * storageKeys.nameCache.ttlMs === NAME_CACHE_TTL_MS // true
 */
export const NAME_CACHE_TTL_MS = ENS_CACHE_TTL_MS

// A light check only: the email flow validates addresses properly before they are stored.
function isEmail(value: unknown): value is string {
  return isString(value) && value.length <= 254 && /^[^\s@]+@[^\s@]+$/.test(value)
}

const isPreferredAccountType = oneOf('eoa', 'smartAccount', 'payment')
const isAccountType = oneOf('eoa', 'smartAccount', 'payment', 'ordinal')
const isDeepLinkChoice = shape({ href: isNonEmptyString, name: isString })
const isStoredConnection = shape({
  connectorId: isNonEmptyString,
  accounts: arrayOf(shape({ address: isNonEmptyString, type: isAccountType })),
  caipNetworkId: optional(isCaipNetworkId),
  auth: optional(shape({ name: isString })),
})
const isCachedTokenBalance = shape({
  name: isString,
  symbol: isString,
  chainId: isString,
  address: optional(isString),
  value: optional(isNumber),
  price: optional(isNumber),
  iconUrl: optional(isString),
  quantity: shape({ decimals: isString, numeric: isString }),
})

// The types below are derived from the validators, so the two cannot drift apart.

/**
 * A namespace's stored connection status (SPEC §4): `'connecting' | 'connected' | 'disconnected'`.
 *
 * @example
 * const status: ConnectionStatus = store.get(storageKeys.connectionStatus('eip155')) ?? 'disconnected'
 */
export type ConnectionStatus = Infer<typeof isConnectionStatus>

/**
 * The account type a visitor prefers in a namespace (SPEC §6): `'eoa' | 'smartAccount' | 'payment'`.
 *
 * @example
 * const type: PreferredAccountType = store.get(storageKeys.preferredAccountType('eip155')) ?? 'smartAccount'
 */
export type PreferredAccountType = Infer<typeof isPreferredAccountType>

/**
 * The type of a connected account; Bitcoin also has ordinal accounts (SPEC §3).
 *
 * @example
 * const account: { address: string; type: AccountType } = { address: 'bc1q…', type: 'ordinal' }
 */
export type AccountType = Infer<typeof isAccountType>

/**
 * A wallet the visitor connected recently (SPEC §3): `{ id: string; rdns?: string }`.
 *
 * @example
 * const wallet: RecentWallet = { id: 'metamask', rdns: 'io.metamask' }
 */
export type RecentWallet = Infer<typeof isRecentWallet>

/**
 * The mobile link the visitor chose for a WalletConnect deep link: `{ href: string; name: string }`.
 *
 * @example
 * const choice: DeepLinkChoice = { href: 'https://metamask.app.link', name: 'MetaMask' }
 */
export type DeepLinkChoice = Infer<typeof isDeepLinkChoice>

/**
 * A stored connection of the multi-wallet list (SPEC §3), enough to reconnect it:
 * `{ connectorId; accounts: { address; type }[]; caipNetworkId?; auth?: { name } }`.
 *
 * @example
 * const stored: StoredConnection = { connectorId: 'io.metamask', accounts: [{ address: '0xab…', type: 'eoa' }] }
 */
export type StoredConnection = Infer<typeof isStoredConnection>

/**
 * A cached token balance of the portfolio (SPEC §3 Token); quantities are decimal strings.
 *
 * @example
 * const usdc: CachedTokenBalance = { name: 'USD Coin', symbol: 'USDC', chainId: 'eip155:1', quantity: { decimals: '6', numeric: '12.5' } }
 */
export type CachedTokenBalance = Infer<typeof isCachedTokenBalance>

/**
 * Every item of SPEC §3's local-storage list as a typed key. Per-namespace items are functions of
 * the namespace, one key each, so a corrupt value in one namespace is dropped without touching the
 * others, and two namespaces never read-modify-write the same value. The root's machines' keys are
 * made in root-keys.ts (`rootKeys`, the same objects), so a page bundles only those.
 *
 * @example
 * store.set(storageKeys.connectionStatus('eip155'), 'connected')
 * store.get(storageKeys.recentWallets) // RecentWallet[] | undefined
 */
export const storageKeys = {
  /** Id of the wallet connected last (directory id or connector id). */
  lastWallet: rootKeys.lastWallet,
  /** The namespace of the active network. */
  activeNamespace: rootKeys.activeNamespace,
  /** CAIP-2 id of the active network, e.g. `eip155:8453`. */
  activeNetworkId: rootKeys.activeNetworkId,
  /** The theme mode the visitor chose (`FOYER.SET_THEME`); it wins over the site's `themeMode`. */
  themeMode: rootKeys.themeMode,
  /** Wallets connected recently, newest first; at most `RECENT_WALLETS_CAP` are written. */
  recentWallets: rootKeys.recentWallets,
  /** Id of the connector connected in a namespace. */
  connectedConnectorId: rootKeys.connectedConnectorId,
  /** Social provider of the embedded-wallet login (google, x, …); checked against the config by the reader. */
  connectedSocialProvider: key('connected-social-provider', isNonEmptyString),
  /** Username the social provider reported. */
  connectedSocialUsername: key('connected-social-username', isString),
  /** A namespace's connection status; `connected` makes the namespace start as `connecting`. */
  connectionStatus: rootKeys.connectionStatus,
  /**
   * The address of the account the visitor picked as active in the stored connection, where the
   * namespace's visitors pick it (the adapter's `accountPick`, Polkadot): a reload restores it. Written
   * and read by that pick alone (`visitorPick`), which names it itself so that no other page downloads it.
   */
  activeAccount: (namespace: Namespace) => key(`active-account:${namespace}`, isNonEmptyString),
  /** Namespaces with a connection. */
  connectedNamespaces: rootKeys.connectedNamespaces,
  /** The WalletConnect deep link the visitor chose. */
  deepLinkChoice: key('deep-link-choice', isDeepLinkChoice),
  /**
   * Sign-in (SIWX) session token. Unused by Foyer itself: no Foyer service issues one, and the sign-in
   * sessions that spare the visitor a second signature are kept per account by the SIWX storage
   * (`foyer:siwx-sessions:…`, the signed message and signature). Declared for a site's own SIWX storage.
   */
  authToken: key('auth-token', isNonEmptyString),
  /** Portfolio token balances by CAIP-10 account. */
  balanceCache: cacheKey(
    'balance-cache',
    shape({ balances: arrayOf(isCachedTokenBalance) }),
    BALANCE_CACHE_TTL_MS,
  ),
  /**
   * Native balance by CAIP-10 account; the amount is a decimal string. Written after every read; not
   * read back for the chain read, which follows a connect or a wallet event (the balance may just have
   * changed) or a refresh after a transaction.
   */
  nativeBalanceCache: rootKeys.nativeBalanceCache,
  /**
   * Name resolution (ENS-style names as receivers): by name, the addresses it points to by coin type,
   * and its avatar.
   */
  ensCache: cacheKey(
    'ens-cache',
    shape({ addresses: record(isNonEmptyString), avatar: optional(isString) }),
    ENS_CACHE_TTL_MS,
  ),
  /** Identity lookup by address: profile name and avatar (absent when there is none). */
  identityCache: cacheKey(
    'identity-cache',
    shape({ name: optional(isString), avatar: optional(isString) }),
    IDENTITY_CACHE_TTL_MS,
  ),
  /**
   * Account names (e.g. `*.reown.id`) registered to an address. Not read: the account's name comes with
   * its identity (the identity cache), which falls back to the names registered when the identity
   * service fails; no other request asks for names by address.
   */
  nameCache: cacheKey('name-cache', shape({ names: arrayOf(isNonEmptyString) }), NAME_CACHE_TTL_MS),
  /** The account type the visitor prefers in a namespace. */
  preferredAccountType: (namespace: Namespace) =>
    key(`preferred-account-type:${namespace}`, isPreferredAccountType),
  /** A namespace's multi-wallet connections. */
  connections: (namespace: Namespace) => key(`connections:${namespace}`, arrayOf(isStoredConnection)),
  /** Connectors the visitor disconnected in a namespace, so they are not reconnected on load. */
  disconnectedConnectorIds: (namespace: Namespace) =>
    key(`disconnected-connector-ids:${namespace}`, arrayOf(isNonEmptyString)),
  /** Email of the embedded-wallet login. */
  email: key('email', isEmail),
  /** Chain id the embedded wallet used last; answers the frame's chain-id requests (SPEC §7). */
  lastChainId: key('last-chain-id', anyOf(isNaturalNumber, isNonEmptyString)),
  /** When an email login started (epoch ms); removed when it succeeds. */
  lastEmailLoginTime: key('last-email-login-time', isTimestamp),
  /** Whether an email login ever succeeded, so the login frame is created eagerly. */
  emailLoginUsed: key('email-login-used', isBoolean),
  /** EVM chain ids on which the embedded wallet offers smart accounts. */
  smartAccountEnabledNetworks: key('smart-account-enabled-networks', arrayOf(isNaturalNumber)),
  /** Social provider chosen inside Telegram, kept across the Telegram redirect. */
  telegramSocialProvider: key('telegram-social-provider', isNonEmptyString),
} as const

/**
 * The auth cache that SPEC §4 clears on disconnect: login flag, email, last chain, social username
 * (the connection machine removes them by name: `authCacheNames` in root-keys.ts).
 *
 * @example
 * for (const key of authCacheKeys) store.remove(key)
 */
export const authCacheKeys: readonly StorageKey<unknown>[] = [
  storageKeys.emailLoginUsed,
  storageKeys.email,
  storageKeys.lastChainId,
  storageKeys.connectedSocialUsername,
]

/**
 * Every concrete key, per-namespace keys expanded for each namespace.
 *
 * @example
 * everyStorageKey().map((key) => key.name) // ['foyer:last-wallet', …]
 */
export function everyStorageKey(): StorageKey<unknown>[] {
  return Object.values(storageKeys).flatMap((item): StorageKey<unknown>[] =>
    typeof item === 'function' ? namespaces.map((namespace) => item(namespace)) : [item],
  )
}
