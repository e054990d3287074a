import type { WalletDirectoryClient, WalletDirectoryOptions } from './wallet-directory.js'

/**
 * The featured ids a directory applies, in the site's order: `featuredWalletIds` without duplicates,
 * without excluded ids, and (when `includeWalletIds` is set) only included ones.
 *
 * @example
 * featuredIdsOf({ featuredWalletIds: ['a', 'b', 'a'], excludeWalletIds: ['b'] }) // ['a']
 */
export function featuredIdsOf(
  options: Pick<WalletDirectoryOptions, 'featuredWalletIds' | 'includeWalletIds' | 'excludeWalletIds'>,
): readonly string[] {
  const include = options.includeWalletIds ?? []
  const exclude = options.excludeWalletIds ?? []
  return [...new Set(options.featuredWalletIds ?? [])].filter(
    (id) => !exclude.includes(id) && (include.length === 0 || include.includes(id)),
  )
}

/**
 * {@link createWalletDirectory} whose code loads on the first call: the directory is only used once the
 * modal opens, so a site does not download it with its first page.
 *
 * @example
 * const directory = lazyWalletDirectory({ http, sdk, chains: ['eip155:1'] })
 * await directory.listWallets({ page: 1 }) // loads the client, then asks the directory
 */
export function lazyWalletDirectory(options: WalletDirectoryOptions): WalletDirectoryClient {
  let client: Promise<WalletDirectoryClient> | undefined
  const load = () => {
    client ??= import('./wallet-directory.js').then(
      (module) => module.createWalletDirectory(options),
      (error: unknown) => {
        client = undefined // a failed chunk load is tried again on the next call
        throw error
      },
    )
    return client
  }
  return {
    featuredIds: featuredIdsOf(options),
    listWallets: async (request) => (await load()).listWallets(request),
    recommendedWallets: async (request) => (await load()).recommendedWallets(request),
    walletImage: async (imageId, signal) => (await load()).walletImage(imageId, signal),
  }
}
