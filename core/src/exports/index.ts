// The public API of @foyer/core, listed: what a site calls (createFoyer, the actions, the modules),
// networks, errors, storage adapters, the view-model selectors a UI renders, and the types of
// everything. The machines, rules and actors behind it (for module authors and tests) are
// `@foyer/core/advanced`.
// Every name that can run is listed here, none comes through `export *`: a value added to a folder's
// index becomes public only once it is listed here, so what a site can call changes only where this
// file does. (The types of the machines, adapters and storage come whole through `export type *`.)

export {
  type AccountDataSource,
  type ActiveAccount,
  type BalancesRequest,
  blockchainApiSource,
  type ChainNft,
  type ChainSourceOptions,
  type CollectionLists,
  chainSource,
  exactAmount,
  type HistoryRequest,
  type ListedCollection,
  type ListedToken,
  type NftReader,
  type OwnedNft,
  readsNfts,
  readsTokenBalances,
  smallestUnits,
  type TokenBalanceReader,
  type TokenLists,
} from '../account-data/index.js'
export { cancelConnect } from '../actions/cancel-connect.js'
export { cancelRequest } from '../actions/cancel-request.js'
export { close } from '../actions/close.js'
export { type ConnectOptions, connect } from '../actions/connect.js'
export { type DisconnectOptions, disconnect } from '../actions/disconnect.js'
export { dismissAlert } from '../actions/dismiss-alert.js'
export { getAccountRows } from '../actions/get-account-rows.js'
export { getConnection, getConnections } from '../actions/get-connection.js'
export { type FoyerState, getState, watchState } from '../actions/get-state.js'
export { goBack, pushView, resetView } from '../actions/navigate.js'
export { type FoyerEmitted, on } from '../actions/on.js'
export { open, openAsShown } from '../actions/open.js'
export { retryConnect } from '../actions/retry-connect.js'
export { selectAccount } from '../actions/select-account.js'
export { setTheme, type ThemeChange } from '../actions/set-theme.js'
export { signMessage } from '../actions/sign-message.js'
export { closeSnack, type ShowSnackOptions, showSnack } from '../actions/snack.js'
export {
  cancelSwitchNetwork,
  confirmSwitchActiveChain,
  retrySwitchNetwork,
  switchNetwork,
} from '../actions/switch-network.js'
export {
  type AccountIdentity,
  type AccountTransaction,
  type AccountTransfer,
  type BadgeType,
  type BlockchainApi,
  type BlockchainApiOptions,
  type CheckOriginInput,
  checkOrigin,
  createBlockchainApi,
  createHttpClient,
  createImageCache,
  createWalletDirectory,
  type DirectoryWallet,
  type FetchFn,
  fetchAllowedOrigins,
  fetchRemoteFeatures,
  type GetWalletsQuery,
  type HistoryPage,
  type HttpClient,
  type HttpClientOptions,
  type HttpRequest,
  type ImageCache,
  type ImageCacheOptions,
  isOriginAllowed,
  type LoadFeaturesOptions,
  loadFeatures,
  type NameSuggestion,
  type OriginsRequest,
  parseDirectoryWallet,
  parseRemoteConfig,
  parseWalletsPage,
  type QueryValue,
  type RegisteredName,
  type RemoteConfigResponse,
  type RemoteFeatureEntry,
  type RemoteFeatureId,
  type SdkRequest,
  type SupportedChains,
  sdkParams,
  type TokenBalance,
  type TokenQuantity,
  type TransactionStatus,
  type TransferDirection,
  type WalletDirectory,
  type WalletDirectoryClient,
  type WalletDirectoryOptions,
  type WalletListRequest,
  type WalletsPage,
} from '../api/index.js'
// Which of a connection's accounts is the active one (a Bitcoin connection's is its payment account).
export { activeAccountOf } from '../chains/account.js'
export type * from '../chains/adapter.types.js'
export type { LandedOutcome, NamespaceKit, SentTransaction, WaitUntilLanded } from '../chains/kit.types.js'
export { type AnyNamespaceKit, kitOf, kitsOf, type NamespaceKits } from '../chains/kits.js'
// The site's networks a connection does not reach (a Cosmos chain the visitor refused), and why.
export { missingNetworksOf } from '../chains/missing-networks.js'
export type * from '../chains/transfer.types.js'
export type { CustomWallet, InvalidCustomWalletError } from '../chains/walletconnect/custom-wallets.js'
// Pure link building; the WalletConnect client itself is `@foyer/core/walletconnect`.
export { deepLinkFor, walletConnectLink, walletLinkFor } from '../chains/walletconnect/deep-link.js'
export type * from '../chains/walletconnect/walletconnect.types.js'
export {
  basicRemoteFeatures,
  defaultLocalFeatures,
  defaultRemoteFeatures,
  type Features,
  type FeaturesOptions,
  type LocalFeatures,
  type OnrampProvider,
  onrampProviders,
  type RemoteFeatures,
  type RemoteFeaturesResult,
  type ResolvedFeatures,
  type ResolveFeaturesInput,
  remoteFeatureKeys,
  type SocialProvider,
  type SwapProvider,
  socialProviders,
  swapProviders,
  type WalletFeature,
} from '../config/features.js'
export { resolveFeatures } from '../config/resolve-features.js'
export { SDK_TYPE, SDK_VERSION } from '../config/sdk.js'
export { socialDisplayOrder } from '../config/social-display-order.js'
export {
  type ConnectMethod,
  type Connector,
  type ConnectorGroup,
  type ConnectorGroupEntry,
  type ConnectorType,
  connectMethodOrder,
  defaultConnectorGroupOrder,
  groupConnectors,
} from '../connectors/index.js'
export { type CreateFoyerOptions, createFoyer, type Foyer, type FoyerFacade } from '../create-foyer.js'
export {
  AccountNotInConnectionError,
  ActionNotAllowedError,
  AdapterNotFoundError,
  AddressOrAuthConnectorNotFoundError,
  type Alert,
  type AlertDefinition,
  type AlertId,
  type AlertVariant,
  alerts,
  apiReason,
  BaseError,
  type BaseErrorOptions,
  ConnectFailedError,
  ConnectionConnectorNotFoundError,
  ConnectionRejectedError,
  ConnectorChainsNotSupportedError,
  defineError,
  EmailThrottledError,
  endsWithModal,
  FarcasterConnectError,
  type FoyerErrorClass,
  FrameAbortedError,
  FrameDependencyLoadError,
  FrameLoadTimeoutError,
  FrameMessageTooLargeError,
  FrameNotSetError,
  FrameRequestAbortedError,
  FrameRequestError,
  FrameRequestTimeoutError,
  FrameUrlRefusedError,
  HttpStatusError,
  HttpTimeoutError,
  InvalidConnectionStatusError,
  InvalidProjectIdError,
  InvalidResponseError,
  isFoyerError,
  isUserRejection,
  NameRegistrationError,
  NameSuggestionsError,
  NetworkNotFoundError,
  NoActiveCaipAddressError,
  NoAuthConnectorError,
  NoConnectionClientError,
  NotConnectedToAuthError,
  PopupClosedError,
  RateLimitedError,
  RequestAbortedError,
  RequestPendingError,
  type RpcCodeEntry,
  RpcMethodNotAllowedError,
  rpcCodes,
  rpcErrorMessage,
  ServerError,
  SmartAccountNotSupportedError,
  SocialConnectionInitError,
  signingMessages,
  TokenBalanceUnavailableError,
  toRpcError,
  UnsupportedChainNamespaceError,
  UnverifiedDomainError,
  unknownRpcErrorMessage,
  userRejectionCodes,
  type ViemRpcErrorClass,
  WalletRpcError,
} from '../errors/index.js'
// Why `foyer.pay(request)` rejected, one class per `code`.
export {
  PayBusyError,
  PayClosedError,
  type PayError,
  PayFailedOnChainError,
  PayInsufficientFundsError,
  PayInvalidRequestError,
  PayNetworkNotConnectedError,
  PayNetworkNotSupportedError,
  PayNotConfirmedError,
  PayNotSentError,
  PayRejectedError,
  PayTransactionMismatchError,
} from '../errors/pay.js'
// Transaction errors are branched on by their `code` (`isFoyerError(error, 'INSUFFICIENT_FUNDS')`); the
// classes load with each namespace's sending code, so only their union type is exported.
export type { TransactionError } from '../errors/transaction.js'
// The machines' types and view models (types only), each with the selectors that build the view models
// a UI renders and the rules it shows them by: a selector reads one actor's snapshot
// (`foyer.modal.getSnapshot()`, `foyer.getActor('pairing')?.getSnapshot()`) and returns plain data, so
// a custom UI renders what Foyer's React skin renders and calls the same intents. The machines, their
// rules and actors (for module authors and tests) are `@foyer/core/advanced`.
export type * from '../machines/activity/index.js'
export { selectActivityView, showsActivity } from '../machines/activity/index.js'
export type * from '../machines/connection/index.js'
export {
  selectAccountView,
  selectConnectingView,
  selectMissingNetworks,
} from '../machines/connection/index.js'
// Errors thrown while starting Foyer, for `instanceof` checks.
export { DuplicateAdapterError, WalletDirectoryNotConfiguredError } from '../machines/foyer/foyer.errors.js'
export type * from '../machines/foyer/index.js'
export {
  selectAlertView,
  selectConnectingNamespace,
  selectConnectView,
  selectFeatures,
  selectIsEmbedded,
  selectTheme,
} from '../machines/foyer/index.js'
export type * from '../machines/identity/index.js'
export { selectIdentityView } from '../machines/identity/index.js'
export type * from '../machines/lazy-actor/index.js'
export { selectLoadedActor } from '../machines/lazy-actor/index.js'
export type * from '../machines/modal/index.js'
export { selectModalView } from '../machines/modal/index.js'
export type * from '../machines/multi-wallet/index.js'
export type * from '../machines/name-registration/index.js'
export {
  nameSuffixes,
  offersNameRegistration,
  selectRegisterNameView,
} from '../machines/name-registration/index.js'
export type * from '../machines/network/index.js'
export {
  selectActiveNamespace,
  selectNetworkGroups,
  selectNetworksView,
  selectSwitchActiveChainView,
  selectSwitchNetworkView,
} from '../machines/network/index.js'
export type * from '../machines/nft-gallery/index.js'
export { selectNftsView } from '../machines/nft-gallery/index.js'
export type * from '../machines/pairing/index.js'
export { selectConnectingWalletConnectView } from '../machines/pairing/index.js'
export {
  type PayActor,
  type PayEvent,
  type PayerRow,
  type PayRequest,
  type PaySnapshot,
  type PayStatus,
  type PayViewModel,
  selectPayView,
} from '../machines/pay/index.js'
export type * from '../machines/portfolio/index.js'
export { selectTokensView } from '../machines/portfolio/index.js'
export type * from '../machines/recommended-wallets/index.js'
export { selectDirectoryWalletGroups, selectGetWalletView } from '../machines/recommended-wallets/index.js'
export type * from '../machines/relay/index.js'
export type * from '../machines/router/index.js'
export { selectOpensAsHeld, selectRouterView } from '../machines/router/index.js'
export {
  type SendActor,
  type SendEmitted,
  type SendEvent,
  type SendProblem,
  type SendSnapshot,
  type SendToken,
  type SendViewModel,
  selectSendView,
  sendTokensOf,
  sendUsdOf,
  sendValueOf,
} from '../machines/send/index.js'
export type * from '../machines/snack/index.js'
export { selectSnackView } from '../machines/snack/index.js'
export {
  SWAP_NEEDS_EVM_ACCOUNT,
  type SwapActor,
  type SwapCheck,
  type SwapEvent,
  type SwapFailure,
  type SwapMismatch,
  type SwapPreset,
  type SwapProblemMessage,
  type SwapResultMessage,
  type SwapSnapshot,
  type SwapStatus,
  type SwapViewModel,
  type SwapWalletPrompt,
  selectSwapView,
} from '../machines/swap/index.js'
export type * from '../machines/toaster/index.js'
export { selectToasterView } from '../machines/toaster/index.js'
export { TOAST_EXIT_MS, toastLimits } from '../machines/toaster/toaster.constants.js'
export type * from '../machines/transaction-approval/index.js'
export { selectApproveTransactionView } from '../machines/transaction-approval/index.js'
export type * from '../machines/wallet-list/index.js'
export { selectAllWalletsView } from '../machines/wallet-list/index.js'
export {
  type AccountDataActions,
  type AccountDataModuleOptions,
  accountData,
  refreshAccountData,
} from '../modules/account-data/index.js'
export type { AccountNamesActions } from '../modules/account-names/account-names.module.js'
export { type AccountNamesOptions, accountNames } from '../modules/account-names/index.js'
export {
  addWallet,
  deleteRecentConnection,
  disconnectConnection,
  getProfileWalletsView,
  getRecentConnections,
  getWalletConnections,
  type MultiWalletActions,
  multiWallet,
  type SwitchConnectionResult,
  type SwitchConnectionTarget,
  switchConnection,
  type WalletConnectionTarget,
} from '../modules/multi-wallet/index.js'
export { type PayActions, pay, requestPayment } from '../modules/pay/index.js'
export { type ReceiveViewModel, receive, receiveViewOf } from '../modules/receive/index.js'
export { type SendActions, send } from '../modules/send/index.js'
export { type SwapActions, type SwapOptions, swap } from '../modules/swap/index.js'
export { type ToasterGestures, toasterGestures } from '../modules/toasts/actions/toaster-gestures.js'
export { dismissToast, type ToastsActions, toast, toasts, updateToast } from '../modules/toasts/index.js'
export {
  type ApprovalAsk,
  requestApproval,
  type TransactionApprovalActions,
  TransactionApprovalMissingError,
  transactionApproval,
} from '../modules/transaction-approval/index.js'
export {
  assetImage,
  currencyImage,
  tokenImage,
  type WalletDirectoryActions,
  type WalletDirectoryModuleOptions,
  walletDirectory,
  walletImage,
} from '../modules/wallet-directory/index.js'
export {
  connectWalletConnect,
  rememberDeepLink,
  selectDirectoryWallet,
} from '../modules/walletconnect/index.js'
export type { WalletConnectActions } from '../modules/walletconnect/walletconnect.module.js'
export {
  arbitrum,
  avalanche,
  type BlockExplorer,
  base,
  bitcoin,
  bitcoinTestnet,
  bsc,
  type CaipAddress,
  type CaipIssue,
  type CaipNetworkId,
  cosmosHub,
  type DefineNetworksOptions,
  DuplicateNetworkError,
  defineNetwork,
  defineNetworks,
  EmptyNetworkListError,
  evmChainIdToCoinType,
  findNetwork,
  formatCaipAddress,
  formatCaipNetworkId,
  fromViemChain,
  getNetworkName,
  InvalidCaipAddressError,
  InvalidCaipNetworkIdError,
  InvalidCoinTypeChainIdError,
  InvalidNetworkError,
  InvalidRpcUrlError,
  type IsEvmAddressOptions,
  isAddressFor,
  isCaipAddress,
  isCaipNetworkId,
  isEvmAddress,
  isNamespace,
  isSolanaAddress,
  isValidCoinTypeChainId,
  kusama,
  mainnet,
  type Namespace,
  type NativeCurrency,
  type Network,
  type NetworkWithId,
  namespaces,
  networks,
  optimism,
  osmosis,
  type ParsedCaipAddress,
  type ParsedCaipNetworkId,
  parseCaipAddress,
  parseCaipNetworkId,
  polkadot,
  polygon,
  RpcOverrideNetworkNotFoundError,
  type RpcOverrides,
  type ShortenAddressOptions,
  safeParseCaipAddress,
  safeParseCaipNetworkId,
  shortenAddress,
  solana,
  solanaDevnet,
  solanaTestnet,
  UNKNOWN_NETWORK_NAME,
  westend,
  withRpcUrls,
  zksync,
} from '../networks/index.js'
export type * from '../storage/index.js'
// Where Foyer keeps what it remembers; the keys and validators are `@foyer/core/advanced`.
export {
  type CookieOptions,
  type CookieStorageOptions,
  cookieStorage,
  DEFAULT_COOKIE_MAX_AGE,
  FOYER_PREFIX,
  isQuotaError,
  leftConnected,
  localStorageAdapter,
  memoryStorage,
  parseCookieHeader,
  StorageError,
  type StorageErrorCode,
  serializeCookie,
} from '../storage/index.js'
export type { AccountRow, AccountRowsSource } from '../system/account-rows.types.js'
// The active namespace's connection, read from Foyer's actors.
export { type ActiveConnection, selectActiveConnection } from '../system/active-connection.js'
export type {
  AnyFoyerModule,
  FoyerActor,
  FoyerCore,
  FoyerModule,
  ModuleActionsOf,
  ModuleActor,
  ModuleContext,
  ModulePlug,
} from '../system/module.types.js'
export type {
  ConnectionActor,
  FoyerSystemActors,
  SystemActorOf,
  SystemActors,
} from '../system/system.actors.js'
export type {
  ConnectionSystemId,
  FoyerSystemEvents,
  SystemEventOf,
  SystemEvents,
  SystemId,
} from '../system/system.events.js'
export {
  getSystemActor,
  type HasSystem,
  type SystemSnapshotOf,
  sendToSystem,
  watchSystemActor,
} from '../system/system.js'
export type { AmountFigure } from '../utils/amount-figure.js'
