// The public API of @foyer/core. Named exports only, so that bundlers drop what a site does not use.

export { cancelConnect } from '../actions/cancel-connect.js'
export { cancelRequest } from '../actions/cancel-request.js'
export { close } from '../actions/close.js'
export { type ConnectOptions, connect } from '../actions/connect.js'
export { type DisconnectOptions, disconnect } from '../actions/disconnect.js'
export { getConnection, getConnections } from '../actions/get-connection.js'
export { type FoyerState, getState, watchState } from '../actions/get-state.js'
export { type FoyerEmitted, on } from '../actions/on.js'
export { open } from '../actions/open.js'
export { retryConnect } from '../actions/retry-connect.js'
export { selectAccount } from '../actions/select-account.js'
export { signMessage } from '../actions/sign-message.js'
export { closeSnack, type ShowSnackOptions, showSnack } from '../actions/snack.js'
export {
  cancelSwitchNetwork,
  confirmSwitchActiveChain,
  retrySwitchNetwork,
  switchNetwork,
} from '../actions/switch-network.js'
export * from '../api/index.js'
export type * from '../chains/adapter.types.js'
export type { NamespaceKit } from '../chains/kit.types.js'
export { kitOf } from '../chains/kits.js'
// Pure link building; the WalletConnect client itself is `@foyer/core/walletconnect`.
export { deepLinkFor, walletConnectLink, walletLinkFor } from '../chains/walletconnect/deep-link.js'
export type * from '../chains/walletconnect/walletconnect.types.js'
export { timings, toastLimits } from '../config/constants.js'
export * from '../config/features.js'
export { SDK_TYPE, SDK_VERSION } from '../config/sdk.js'
export * from '../connectors/index.js'
export { type CreateFoyerOptions, createFoyer, type Foyer, type FoyerFacade } from '../create-foyer.js'
export * from '../errors/index.js'
export * from '../machines/connection/index.js'
export * from '../machines/foyer/index.js'
export * from '../machines/lazy-actor/index.js'
export * from '../machines/modal/index.js'
export * from '../machines/multi-wallet/index.js'
export * from '../machines/network/index.js'
export * from '../machines/pairing/index.js'
export * from '../machines/recommended-wallets/index.js'
export * from '../machines/router/index.js'
export * from '../machines/snack/index.js'
export * from '../machines/toaster/index.js'
export * from '../machines/wallet-list/index.js'
export type {
  AnyFoyerModule,
  FoyerActor,
  FoyerCore,
  FoyerModule,
  ModuleActionsOf,
  ModuleActor,
  ModuleContext,
  ModulePlug,
} from '../modules/module.types.js'
export * from '../modules/multi-wallet/index.js'
export { dismissToast, type ToastsActions, toast, toasts, updateToast } from '../modules/toasts/index.js'
export {
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
export * from '../networks/index.js'
export * from '../storage/index.js'
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
export * from '../utils/index.js'
