import type { View, ViewName } from '../router/router.types.js'

/**
 * Whether the router shows the ConnectingExternal view of `connectorId` on top.
 *
 * @example
 * isShowingConnectingView(selectTopView(router.getSnapshot()), 'io.metamask') // true
 */
export function isShowingConnectingView(top: View, connectorId: string | undefined): boolean {
  return top.name === 'ConnectingExternal' && top.params.connectorId === connectorId
}

/**
 * The views of connecting (choosing a wallet, waiting for it, logging in, moving to a namespace not
 * connected yet): a connection completing closes the modal on them, since the connection is what
 * they were for.
 */
export type ViewOfConnecting =
  | 'Connect'
  | 'AllWallets'
  | 'GetWallet'
  | 'ConnectingWalletConnect'
  | 'ConnectingWalletConnectBasic'
  | 'ConnectingExternal'
  | 'ConnectingFarcaster'
  | 'ConnectingSocial'
  | 'EmailLogin'
  | 'UnsupportedChain'
  | 'SwitchActiveChain'

/**
 * Every other view is about a wallet already connected (a task under way: choosing a name,
 * approving, switching): it stays open, since one login or one WalletConnect session connects its
 * namespaces one after another and the later one must not close the view the visitor went on to. A
 * test checks that every view is one or the other, so a new view must be placed.
 */
export type ViewAboutAConnection =
  | 'Account'
  | 'Networks'
  | 'ProfileWallets'
  | 'SwitchNetwork'
  | 'UpdateEmailWallet'
  | 'RegisterAccountName'
  | 'RegisterAccountNameSuccess'
  | 'SIWXSignMessage'
  | 'ApproveTransaction'
  | 'Receive'

const viewsOfConnecting: ReadonlySet<ViewName> = new Set<ViewOfConnecting>([
  'Connect',
  'AllWallets',
  'GetWallet',
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
  'ConnectingExternal',
  'ConnectingFarcaster',
  'ConnectingSocial',
  'EmailLogin',
  'UnsupportedChain',
  'SwitchActiveChain',
])

/**
 * Whether a connection that just completed closes the modal showing `top`: it does on the views of
 * connecting (Connect, the connecting views, AllWallets, …), not on a view the visitor opened since
 * about a wallet already connected (Networks right after a WalletConnect pairing, or choosing a name
 * right after an email login, whose other namespace may connect a moment later).
 *
 * @example
 * closesModalOnConnect({ name: 'ConnectingWalletConnect' }) // true
 * closesModalOnConnect({ name: 'Networks' }) // false
 */
export function closesModalOnConnect(top: View): boolean {
  return viewsOfConnecting.has(top.name)
}
