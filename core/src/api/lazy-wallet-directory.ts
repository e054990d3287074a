import type { WalletDirectoryClient, WalletDirectoryOptions } from './wallet-directory.js'

/** What {@link lazyWalletDirectory} takes: the directory's options, with its API's URL for the HTTP client. */
export type LazyWalletDirectoryOptions = Omit<WalletDirectoryOptions, 'http'> & { apiUrl: string }

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
    client ??= Promise.all([import('./wallet-directory.js'), import('./http.js')]).then(
      ([directory, http]) =>
        directory.createWalletDirectory({
          ...options,
          http: http.createHttpClient({ baseUrl: options.apiUrl }),
        }),
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
