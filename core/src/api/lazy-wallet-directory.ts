import { featuredIdsOf } from './featured-ids.js'
import type { WalletDirectoryClient, WalletDirectoryOptions } from './wallet-directory.js'

/** What {@link lazyWalletDirectory} takes: the directory's options, with its API's URL for the HTTP client. */
export type LazyWalletDirectoryOptions = Omit<WalletDirectoryOptions, 'http'> & { apiUrl: string }

/**
 * {@link createWalletDirectory} whose code (and its HTTP client's) loads on the first call: the
 * directory is only used once the modal opens, so a site does not download it with its first page.
 *
 * @example
 * const directory = lazyWalletDirectory({ apiUrl: 'https://api.example.com', sdk, chains: ['eip155:1'] })
 * await directory.listWallets({ page: 1 }) // loads the client, then asks the directory
 */
export function lazyWalletDirectory(options: LazyWalletDirectoryOptions): WalletDirectoryClient {
  let client: Promise<WalletDirectoryClient> | undefined
  const load = () => {
    client ??= import('./services.load.js').then(
      (module) => module.loadWalletDirectory(options),
      (error: unknown) => {
        client = undefined // a failed chunk load is tried again on the next call
        throw error
      },
    )
    return client
  }
  // The image calls, each forwarded to the loaded client.
  const image =
    (kind: 'walletImage' | 'assetImage' | 'currencyImage' | 'tokenImage') =>
    async (id: string, signal?: AbortSignal) =>
      (await load())[kind](id, signal)
  return {
    featuredIds: featuredIdsOf(options),
    listWallets: async (request) => (await load()).listWallets(request),
    recommendedWallets: async (request) => (await load()).recommendedWallets(request),
    walletImage: image('walletImage'),
    assetImage: image('assetImage'),
    currencyImage: image('currencyImage'),
    tokenImage: image('tokenImage'),
  }
}
