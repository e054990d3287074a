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
 * coreViewTitles.AllWallets // 'title.AllWallets'
 */
export const coreViewTitles: ViewTitles<CoreViewName> = {
  Connect: 'title.Connect',
  Account: 'title.Account',
  AllWallets: 'title.AllWallets',
  ConnectingWalletConnect: 'title.ConnectingWalletConnect',
  ConnectingWalletConnectBasic: 'title.ConnectingWalletConnectBasic',
  // True while waiting, after a rejection or a failure and once connected (not 'Connecting').
  ConnectingExternal: 'title.ConnectingExternal',
  UnsupportedChain: 'title.UnsupportedChain',
  Networks: 'title.Networks',
  GetWallet: 'title.GetWallet',
  SwitchNetwork: 'title.SwitchNetwork',
  SwitchActiveChain: 'title.SwitchActiveChain',
}
