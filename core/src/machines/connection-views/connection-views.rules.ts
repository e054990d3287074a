import type { View } from '../router/router.types.js'
import { type CoreViewName, isCoreView, type ViewRules } from '../router/router.views.js'

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
 * Which core views are views of connecting (choosing a wallet, waiting for it, moving to a namespace
 * not connected yet): a connection completing closes the modal on them. The others (Account, the
 * network lists) are about a wallet already connected. A record over every core view, so that a new
 * one must be placed; a module's views say it in their own rules (`ofConnecting`).
 */
const coreViewsOfConnecting: { readonly [name in CoreViewName]: boolean } = {
  Connect: true,
  AllWallets: true,
  GetWallet: true,
  ConnectingWalletConnect: true,
  ConnectingWalletConnectBasic: true,
  ConnectingExternal: true,
  UnsupportedChain: true,
  SwitchActiveChain: true,
  Account: false,
  Networks: false,
  SwitchNetwork: false,
}

/**
 * Whether a connection that just completed closes the modal showing `top`: it does on the views of
 * connecting (Connect, the connecting views, AllWallets, the email and social logins, …), not on a
 * view the visitor opened since about a wallet already connected (Networks right after a WalletConnect
 * pairing, or choosing a name right after an email login, whose other namespace may connect a moment
 * later). `views` are the rules of the site's modules' views.
 *
 * @example
 * closesModalOnConnect({ name: 'ConnectingWalletConnect' }, {}) // true
 * closesModalOnConnect({ name: 'Networks' }, {}) // false
 */
export function closesModalOnConnect(top: View, views: ViewRules): boolean {
  const { name } = top
  return isCoreView(name) ? coreViewsOfConnecting[name] : views[name]?.ofConnecting === true
}
