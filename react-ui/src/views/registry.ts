import type { ViewName } from '@foyer/core'
import { AccountView } from './Account/AccountView.js'
import { ConnectView } from './Connect/ConnectView.js'
import { ConnectingExternalView } from './ConnectingExternal/ConnectingExternalView.js'
import { GetWalletView } from './GetWallet/GetWalletView.js'
import { lazyView } from './lazy-view.js'
import { NetworksView } from './Networks/NetworksView.js'
import { SwitchActiveChainView } from './SwitchActiveChain/SwitchActiveChainView.js'
import { SwitchNetworkView } from './SwitchNetwork/SwitchNetworkView.js'
import { UnsupportedChainView } from './UnsupportedChain/UnsupportedChainView.js'
import type { ViewComponent } from './view.types.js'

// Optional views (SPEC §2) load only when shown, each from its own chunk. None is built yet, so they
// share one lazily loaded placeholder; building one means pointing its line at its folder, e.g.
//   Swap: lazyView(() => import('./Swap/SwapView.js').then((m) => m.SwapView)),
// The directory grid (with its virtualizer) and the QR code views are loaded when first shown: a site
// whose visitors use browser wallets never downloads them.
const AllWalletsView = lazyView(() => import('./AllWallets/AllWalletsView.js').then((m) => m.AllWalletsView))
const ConnectingWalletConnectView = lazyView(() =>
  import('./ConnectingWalletConnect/ConnectingWalletConnectView.js').then(
    (m) => m.ConnectingWalletConnectView,
  ),
)
const ConnectingWalletConnectBasicView = lazyView(() =>
  import('./ConnectingWalletConnectBasic/ConnectingWalletConnectBasicView.js').then(
    (m) => m.ConnectingWalletConnectBasicView,
  ),
)

// Only sites with sign-in show it; it reads the sign-in machine's selectors from `@foyer/core/siwx`.
const SiwxSignMessageView = lazyView(() =>
  import('./SIWXSignMessage/SiwxSignMessageView.js').then((m) => m.SiwxSignMessageView),
)

// Only sites with the multi-wallet module show it.
const ProfileWalletsView = lazyView(() =>
  import('./ProfileWallets/ProfileWalletsView.js').then((m) => m.ProfileWalletsView),
)

// Only sites that ask for transactions to be approved (the transaction-approval module) show it.
const ApproveTransactionView = lazyView(() =>
  import('./ApproveTransaction/ApproveTransactionView.js').then((m) => m.ApproveTransactionView),
)

// Only sites with the embedded wallet's email login show it; it reads `@foyer/core/embedded-wallet`.
const EmailLoginView = lazyView(() => import('./EmailLogin/EmailLoginView.js').then((m) => m.EmailLoginView))

const UpdateEmailWalletView = lazyView(() =>
  import('./UpdateEmailWallet/UpdateEmailWalletView.js').then((m) => m.UpdateEmailWalletView),
)

// Only sites with the account names module show them.
const RegisterAccountNameView = lazyView(() =>
  import('./RegisterAccountName/RegisterAccountNameView.js').then((m) => m.RegisterAccountNameView),
)
const RegisterAccountNameSuccessView = lazyView(() =>
  import('./RegisterAccountName/RegisterAccountNameSuccessView.js').then(
    (m) => m.RegisterAccountNameSuccessView,
  ),
)

const ConnectingSocialView = lazyView(() =>
  import('./ConnectingSocial/ConnectingSocialView.js').then((m) => m.ConnectingSocialView),
)
const ConnectingFarcasterView = lazyView(() =>
  import('./ConnectingFarcaster/ConnectingFarcasterView.js').then((m) => m.ConnectingFarcasterView),
)
const optionalPending = lazyView(() =>
  import('./OptionalPending/OptionalPendingView.js').then((m) => m.OptionalPendingView),
)

/**
 * Which component renders each view. Typed as a record over every `ViewName`, so adding a view to
 * the router without a line here is a type error.
 *
 * @example
 * const Component = viewComponents[view.name] as ViewComponent
 * return <Component view={view} />
 */
export const viewComponents: { readonly [name in ViewName]: ViewComponent<name> } = {
  Connect: ConnectView,
  Account: AccountView,
  AllWallets: AllWalletsView,
  ConnectingWalletConnectBasic: ConnectingWalletConnectBasicView,
  ConnectingWalletConnect: ConnectingWalletConnectView,
  ConnectingExternal: ConnectingExternalView,
  Networks: NetworksView,
  GetWallet: GetWalletView,
  ProfileWallets: ProfileWalletsView,
  UnsupportedChain: UnsupportedChainView,
  RegisterAccountName: RegisterAccountNameView,
  RegisterAccountNameSuccess: RegisterAccountNameSuccessView,
  SwitchNetwork: SwitchNetworkView,
  SwitchActiveChain: SwitchActiveChainView,
  SIWXSignMessage: SiwxSignMessageView,
  ApproveTransaction: ApproveTransactionView,
  // Optional views, lazy (their feature must be enabled for the router to show them).
  EmailLogin: EmailLoginView,
  UpdateEmailWallet: UpdateEmailWalletView,
  ConnectingFarcaster: ConnectingFarcasterView,
  ConnectingSocial: ConnectingSocialView,
  Swap: optionalPending,
  Send: optionalPending,
  Receive: optionalPending,
  OnRampProviders: optionalPending,
  Activity: optionalPending,
  Pay: optionalPending,
}
