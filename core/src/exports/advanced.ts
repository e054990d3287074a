// @foyer/core/advanced: what Foyer is built from, for custom UIs, module authors and tests. The
// machines with their selectors (a custom UI renders the view models they build), rules and actors,
// the storage keys and validators, and small utilities, listed. Their types are exported by
// `@foyer/core` itself. A site that only renders Foyer's React skin or calls its actions needs none
// of this.

export {
  connectActor,
  disconnectActor,
  getBalanceActor,
  isShowingConnectingView,
  reconnectActor,
  watchAccountActor,
  watchConnectingViewActor,
  watchConnectorsActor,
} from '../machines/connection/connection.actors.js'
export { connectionMachine } from '../machines/connection/connection.machine.js'
export {
  caipAddressOf,
  connectErrorOf,
  connectedNamespacesAfter,
  connectionWithAccounts,
  networkOfConnection,
  recentWalletsAfterConnect,
  startPlan,
} from '../machines/connection/connection.rules.js'
export {
  type ConnectionSnapshot,
  explorerAddressUrl,
  networkBadge,
  selectAccountView,
  selectConnectingView,
  selectConnectionStatus,
} from '../machines/connection/connection.selectors.js'
export {
  type ConnectViewDirectory,
  type ConnectViewModel,
  selectConnectView,
} from '../machines/foyer/foyer.connect-view.selectors.js'
export { DuplicateAdapterError, WalletDirectoryNotConfiguredError } from '../machines/foyer/foyer.errors.js'
export { foyerMachine } from '../machines/foyer/foyer.machine.js'
export {
  allNetworks,
  assertOneAdapterPerNamespace,
  type ConnectGroupEntry,
  connectGroupsOf,
  connectorsAfterReport,
  type DirectoryGroupEntry,
  enabledOptionalFeatures,
  isBasicMode,
  mergeConnectors,
  routerEnvOf,
} from '../machines/foyer/foyer.rules.js'
export {
  type AlertViewModel,
  type FoyerSnapshot,
  selectAlertView,
  selectConnectingNamespace,
  selectFeatures,
  selectIsEmbedded,
  selectMergedConnectors,
  selectTheme,
} from '../machines/foyer/foyer.selectors.js'
export { lazyActorMachine } from '../machines/lazy-actor/lazy-actor.machine.js'
export { type LazyActorSnapshot, selectLoadedActor } from '../machines/lazy-actor/lazy-actor.selectors.js'
export { modalMachine } from '../machines/modal/modal.machine.js'
export { isCloseLocked } from '../machines/modal/modal.rules.js'
export { type ModalViewModel, selectModalView } from '../machines/modal/modal.selectors.js'
export { watchActiveConnectionsActor } from '../machines/multi-wallet/multi-wallet.actors.js'
export { multiWalletMachine } from '../machines/multi-wallet/multi-wallet.machine.js'
export {
  heldConnectionOf,
  nextActiveConnection,
  storedConnectionOf,
  walletStatusOf,
  walletsAfterActiveChanged,
  walletsAfterDelete,
  walletsAfterDisconnect,
} from '../machines/multi-wallet/multi-wallet.rules.js'
export {
  type MultiWalletSnapshot,
  selectProfileWalletsView,
  selectWalletConnections,
  selectWalletStatus,
  type WalletConnection,
} from '../machines/multi-wallet/multi-wallet.selectors.js'
export { networkMachine, switchNetworkActor } from '../machines/network/network.machine.js'
export {
  type ConnectionChange,
  connectionChange,
  initialActiveNetwork,
  isActiveUnsupported,
  isConnectedOn,
  isUnsupportedNetwork,
  namespaceOf,
  type SwitchPlan,
  switchErrorOf,
  switchPlan,
} from '../machines/network/network.rules.js'
export {
  type NetworkSnapshot,
  selectActiveNamespace,
  selectActiveNetworkId,
  selectNetworksView,
  selectSwitchActiveChainView,
  selectSwitchNetworkView,
} from '../machines/network/network.selectors.js'
export {
  isShowingPairingView,
  pairActor,
  pairingErrorMessage,
  watchPairingViewActor,
} from '../machines/pairing/pairing.actors.js'
export { pairingMachine } from '../machines/pairing/pairing.machine.js'
export {
  type ConnectingWalletConnectViewOptions,
  type PairingSnapshot,
  pairingWalletOf,
  selectConnectingWalletConnectView,
} from '../machines/pairing/pairing.selectors.js'
export { fetchRecommendedActor } from '../machines/recommended-wallets/recommended-wallets.actors.js'
export { recommendedWalletsMachine } from '../machines/recommended-wallets/recommended-wallets.machine.js'
export {
  type RecommendedWalletsSnapshot,
  selectDirectoryWalletGroups,
} from '../machines/recommended-wallets/recommended-wallets.selectors.js'
export { defaultRouterEnv, routerMachine } from '../machines/router/router.machine.js'
export {
  defaultOpenView,
  isViewAvailable,
  lockableViews,
  optionalViewFeature,
  stackAfterBack,
  stackAfterClose,
  stackAfterPush,
  stackAfterReplace,
  toView,
} from '../machines/router/router.rules.js'
export { type RouterViewModel, selectRouterView } from '../machines/router/router.selectors.js'
export { snackMachine } from '../machines/snack/snack.machine.js'
export { snackOf } from '../machines/snack/snack.rules.js'
export { type SnackSnapshot, selectSnackView } from '../machines/snack/snack.selectors.js'
export { toastMachine } from '../machines/toaster/toast.machine.js'
export {
  hasToastTimer,
  isDismissingSwipe,
  mergeToastContent,
  toastContentOf,
} from '../machines/toaster/toast.rules.js'
export { type ToastSnapshot, toastStateOf } from '../machines/toaster/toast.selectors.js'
export { watchPageVisibilityActor } from '../machines/toaster/toaster.actors.js'
export { layoutToasts, TOAST_SCALE_STEP } from '../machines/toaster/toaster.layout.js'
export { toasterMachine } from '../machines/toaster/toaster.machine.js'
export { selectToasterView, type ToasterSnapshot } from '../machines/toaster/toaster.selectors.js'
export { fetchWalletsActor } from '../machines/wallet-list/wallet-list.actors.js'
export { walletListMachine } from '../machines/wallet-list/wallet-list.machine.js'
export {
  appendWallets,
  hasMoreWallets,
  WALLETS_LOAD_FAILED_MESSAGE,
  walletsErrorMessage,
} from '../machines/wallet-list/wallet-list.rules.js'
export {
  selectAllWalletsView,
  selectWalletDirectory,
  type WalletListSnapshot,
  walletTileOf,
} from '../machines/wallet-list/wallet-list.selectors.js'
export {
  type CookieOptions,
  type CookieStorageOptions,
  cookieStorage,
  DEFAULT_COOKIE_MAX_AGE,
  parseCookieHeader,
  serializeCookie,
} from '../storage/cookie.js'
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
} from '../storage/keys.js'
export { localStorageAdapter } from '../storage/local-storage.js'
export { memoryStorage } from '../storage/memory.js'
export { isQuotaError, StorageError, type StorageErrorCode } from '../storage/storage.errors.js'
export { createStorage } from '../storage/storage.js'
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
} from '../storage/validators.js'
export { formatBalance } from '../utils/format-balance.js'
export { type DeviceEnv, isMobileDevice } from '../utils/is-mobile.js'
export { isRecord } from '../utils/is-record.js'
