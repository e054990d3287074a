import type { CoreViewName } from '@foyer/core'
import { AccountView } from './Account/AccountView.js'
import { ConnectView } from './Connect/ConnectView.js'
import { ConnectingExternalView } from './ConnectingExternal/ConnectingExternalView.js'
import { GetWalletView } from './GetWallet/GetWalletView.js'
import { lazyView } from './lazy-view.js'
import { NetworksView } from './Networks/NetworksView.js'
import type { ViewComponents, ViewTitles } from './registry.types.js'
import { SwitchActiveChainView } from './SwitchActiveChain/SwitchActiveChainView.js'
import { SwitchNetworkView } from './SwitchNetwork/SwitchNetworkView.js'
import { UnsupportedChainView } from './UnsupportedChain/UnsupportedChainView.js'

/**
 * The components of the core views, the ones every Foyer shows whatever modules it runs. The
 * directory grid (with its virtualizer) and the QR code views load when first shown: a site whose
 * visitors use browser wallets never downloads them.
 *
 * @example
 * const Component = coreViewComponents.Account
 */
export const coreViewComponents: ViewComponents<CoreViewName> = {
  Connect: ConnectView,
  Account: AccountView,
  AllWallets: lazyView(() => import('./AllWallets/AllWalletsView.js').then((m) => m.AllWalletsView)),
  ConnectingWalletConnect: lazyView(() =>
    import('./ConnectingWalletConnect/ConnectingWalletConnectView.js').then(
      (m) => m.ConnectingWalletConnectView,
    ),
  ),
  ConnectingWalletConnectBasic: lazyView(() =>
    import('./ConnectingWalletConnectBasic/ConnectingWalletConnectBasicView.js').then(
      (m) => m.ConnectingWalletConnectBasicView,
    ),
  ),
  ConnectingExternal: ConnectingExternalView,
  UnsupportedChain: UnsupportedChainView,
  Networks: NetworksView,
  GetWallet: GetWalletView,
  SwitchNetwork: SwitchNetworkView,
  SwitchActiveChain: SwitchActiveChainView,
}

/**
 * The header titles of the core views.
 *
 * @example
 * coreViewTitles.AllWallets // 'All wallets'
 */
export const coreViewTitles: ViewTitles<CoreViewName> = {
  Connect: 'Connect wallet',
  Account: 'Account',
  AllWallets: 'All wallets',
  ConnectingWalletConnect: 'WalletConnect',
  ConnectingWalletConnectBasic: 'Connect wallet',
  // True while waiting, after a rejection or a failure and once connected (not 'Connecting').
  ConnectingExternal: 'Connect wallet',
  UnsupportedChain: 'Unsupported network',
  Networks: 'Choose network',
  GetWallet: 'Get a wallet',
  SwitchNetwork: 'Switch network',
  SwitchActiveChain: 'Switch chain',
}
