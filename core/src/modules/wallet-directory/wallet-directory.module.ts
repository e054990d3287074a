import { lazyWalletDirectory } from '../../api/lazy-wallet-directory.js'
import type { CustomWallet, InvalidCustomWalletError } from '../../chains/walletconnect/custom-wallets.js'
import { SDK_TYPE, SDK_VERSION } from '../../config/sdk.js'
import { allNetworks } from '../../machines/foyer/foyer.rules.js'
import { lazyActorMachine } from '../../machines/lazy-actor/lazy-actor.machine.js'
import { recommendedWalletsMachine } from '../../machines/recommended-wallets/recommended-wallets.machine.js'
import { loadWalletListMachine } from '../../machines/wallet-list/wallet-list.load.js'
import type { WalletListEvent, WalletListInput } from '../../machines/wallet-list/wallet-list.types.js'
import type { FoyerModule } from '../../system/module.types.js'
import { sendToSystem } from '../../system/system.js'
import { type DirectoryImageKind, directoryImage } from './actions/wallet-image.js'
import './wallet-directory.system.js'

/** Which directory wallets are shown, and which first. */
export type WalletDirectoryModuleOptions = {
  /** Directory wallets shown first on AllWallets and Connect, in this order (the `featured` group). */
  featuredWalletIds?: readonly string[] | undefined
  /** Only these directory wallets are listed. */
  includeWalletIds?: readonly string[] | undefined
  /** These directory wallets are never listed. */
  excludeWalletIds?: readonly string[] | undefined
  /**
   * Wallets the site lists itself (the Connect view's `custom` group, in this order, and the top of
   * AllWallets), connected over WalletConnect with their QR code and deep link like the directory's.
   * An entry that cannot be listed (see `checkCustomWallets`) is left out and told to
   * `onInvalidCustomWallet`; the others are listed.
   */
  customWallets?: readonly CustomWallet[] | undefined
  /** Told each custom wallet left out, with why; `console.warn` of its message by default. */
  onInvalidCustomWallet?: ((error: InvalidCustomWalletError) => void) | undefined
}

/** What the wallet directory module adds to the facade `createFoyer` returns. */
export type WalletDirectoryActions = {
  /** A URL for a directory image id, fetched once and cached. */
  walletImage(imageId: string): Promise<string>
  /** A URL for a public asset id (a network's or a connector's logo), fetched once and cached. */
  assetImage(imageId: string): Promise<string>
  /** A URL for a payment currency's icon (`USD`, `EUR`), fetched once and cached. */
  currencyImage(currency: string): Promise<string>
  /** A URL for a token's icon by symbol, for a token without an icon of its own; fetched once and cached. */
  tokenImage(symbol: string): Promise<string>
  /** AllWallets is on screen: its first page loads unless it is in (downloads the list's machine). */
  openWalletList(): void
  /** Lists the wallets whose name matches `query` (an empty query lists them all again). */
  searchWallets(query: string): void
  /** Lists only the certified wallets, or all of them again. */
  showCertifiedWalletsOnly(value: boolean): void
  /** The visitor reached the end of the list: loads the next page. */
  loadMoreWallets(): void
  /** Asks the directory again after a page failed to load. */
  retryWalletList(): void
}

/**
 * The wallet directory: the AllWallets view (pages of wallets, search, certified filter) and the
 * Connect view's featured and recommended wallets, loaded on the first open of the modal (never at
 * start), and the site's own custom wallets. The directory is the site's API (`services.apiUrl`), and
 * every request carries the project id: without both, the module adds nothing.
 *
 * @example
 * createFoyer({ projectId, services: { apiUrl }, adapters, modules: [walletDirectory({ featuredWalletIds })] })
 */
export function walletDirectory(
  options: WalletDirectoryModuleOptions = {},
): FoyerModule<WalletDirectoryActions> {
  return {
    id: 'walletDirectory',
    plug: (context) => {
      const site = context.options
      const apiUrl = site.services?.apiUrl
      if (!apiUrl || !site.projectId) return {}
      const { customWallets = [], onInvalidCustomWallet, ...listing } = options
      // The check loads on its own, so only a page with custom wallets downloads it; the Connect view
      // lists those that pass once it is in (at start, long before a visitor opens the modal).
      if (customWallets.length > 0)
        import('./custom-wallets.load.js').then((load) =>
          load.listCustomWallets(customWallets, onInvalidCustomWallet, context.system),
        )
      const directory = lazyWalletDirectory({
        ...listing,
        apiUrl,
        sdk: { projectId: site.projectId, sdkType: SDK_TYPE, sdkVersion: SDK_VERSION },
        chains: allNetworks(site.adapters ?? []).map((network) => network.caipNetworkId),
      })
      return {
        actors: [
          // The list downloads with the first AllWallets: `walletDirectory` queues its events until then.
          {
            systemId: 'walletDirectory',
            logic: lazyActorMachine,
            input: {
              systemId: 'walletList',
              load: loadWalletListMachine,
              input: { directory, customWallets } satisfies WalletListInput,
            },
          },
          {
            systemId: 'recommendedWallets',
            logic: recommendedWalletsMachine,
            input: { directory },
          },
        ],
      }
    },
    actions: (foyer) => {
      // The list's actor is lazy: the first event downloads its machine, which then receives it. One
      // sender for the five list intents, so the page carries the lookup once.
      const toList = (event: WalletListEvent) => sendToSystem(foyer.actor, 'walletDirectory', event)
      const image = (kind: DirectoryImageKind) => (id: string) => directoryImage(foyer, kind, id)
      return {
        walletImage: image('walletImage'),
        assetImage: image('assetImage'),
        currencyImage: image('currencyImage'),
        tokenImage: image('tokenImage'),
        openWalletList: () => toList({ type: 'WALLETS.OPEN' }),
        searchWallets: (query) => toList({ type: 'WALLETS.SEARCH', query }),
        showCertifiedWalletsOnly: (value) => toList({ type: 'WALLETS.SET_CERTIFIED_ONLY', value }),
        loadMoreWallets: () => toList({ type: 'WALLETS.LOAD_MORE' }),
        retryWalletList: () => toList({ type: 'WALLETS.RETRY' }),
      }
    },
  }
}
