import type { WalletDirectoryOptions } from './wallet-directory.js'

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
