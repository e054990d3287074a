// The public API of @foyer/core. Named exports only, so that bundlers drop what a site does not use.
export * from '../api/index.js'
export type * from '../chains/adapter.types.js'
// Pure link building; the WalletConnect client itself is `@foyer/core/walletconnect`.
export { deepLinkFor, walletConnectLink, walletLinkFor } from '../chains/walletconnect/deep-link.js'
export type * from '../chains/walletconnect/walletconnect.types.js'
export { timings, toastLimits } from '../config/constants.js'
export * from '../config/features.js'
export { SDK_TYPE, SDK_VERSION } from '../config/sdk.js'
export * from '../connectors/index.js'
export {
  type ConnectionActor,
  type CreateFoyerOptions,
  createFoyer,
  type Foyer,
  type FoyerEmitted,
  type FoyerState,
} from '../create-foyer.js'
export * from '../errors/index.js'
export * from '../machines/connection/index.js'
export * from '../machines/foyer/index.js'
export * from '../machines/lazy-actor/index.js'
export * from '../machines/modal/index.js'
export * from '../machines/network/index.js'
export * from '../machines/pairing/index.js'
export * from '../machines/recommended-wallets/index.js'
export * from '../machines/router/index.js'
export * from '../machines/snack/index.js'
export * from '../machines/toaster/index.js'
export * from '../machines/wallet-list/index.js'
export * from '../networks/index.js'
export * from '../storage/index.js'
export * from '../utils/index.js'
