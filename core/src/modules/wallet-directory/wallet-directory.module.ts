import { lazyWalletDirectory } from '../../api/lazy-wallet-directory.js'
import { SDK_TYPE, SDK_VERSION } from '../../config/sdk.js'
import { allNetworks } from '../../machines/foyer/foyer.rules.js'
import { recommendedWalletsMachine } from '../../machines/recommended-wallets/recommended-wallets.machine.js'
import { walletListMachine } from '../../machines/wallet-list/wallet-list.machine.js'
import type { FoyerModule } from '../module.types.js'
import { walletImage } from './actions/wallet-image.js'
import './wallet-directory.system.js'

/** Which directory wallets are shown, and which first. */
export type WalletDirectoryModuleOptions = {
  /** Directory wallets shown first on AllWallets and Connect, in this order (the `featured` group). */
  featuredWalletIds?: readonly string[] | undefined
  /** Only these directory wallets are listed. */
  includeWalletIds?: readonly string[] | undefined
  /** These directory wallets are never listed. */
  excludeWalletIds?: readonly string[] | undefined
}

/** What the wallet directory module adds to the facade `createFoyer` returns. */
export type WalletDirectoryActions = {
  /** A URL for a directory image id, fetched once and cached. */
  walletImage(imageId: string): Promise<string>
}

/**
 * The wallet directory: the AllWallets view (pages of wallets, search, certified filter) and the
 * Connect view's featured and recommended wallets, loaded on the first open of the modal (never at
 * start). The directory is the site's API (`services.apiUrl`), and every request carries the project
 * id: without both, the module adds nothing.
 *
 * @example
 * createFoyer({ projectId, services: { apiUrl }, adapters, modules: [walletDirectory({ featuredWalletIds })] })
 */
export function walletDirectory(
  options: WalletDirectoryModuleOptions = {},
): FoyerModule<WalletDirectoryActions> {
  return {
    id: 'walletDirectory',
    plug: ({ options: site }) => {
      const apiUrl = site.services?.apiUrl
      if (!apiUrl || !site.projectId) return {}
      const directory = lazyWalletDirectory({
        ...options,
        apiUrl,
        sdk: { projectId: site.projectId, sdkType: SDK_TYPE, sdkVersion: SDK_VERSION },
        chains: allNetworks(site.adapters ?? []).map((network) => network.caipNetworkId),
      })
      return {
        actors: [
          { systemId: 'walletList', logic: walletListMachine, input: { directory } },
          { systemId: 'recommendedWallets', logic: recommendedWalletsMachine, input: { directory } },
        ],
      }
    },
    actions: (foyer) => ({ walletImage: (imageId) => walletImage(foyer, imageId) }),
  }
}
