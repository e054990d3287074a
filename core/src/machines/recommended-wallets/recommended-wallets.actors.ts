import { fromPromise } from 'xstate'
import type { DirectoryWalletGroups, RecommendedWalletsSource } from './recommended-wallets.types.js'

/**
 * The featured and recommended wallets from the wallet directory (SPEC §7: 4 recommended), split
 * into their two groups by the featured ids the directory applies. Installed wallets are not
 * excluded here: wallets are announced at any time, so the Connect view's selector drops them.
 *
 * @example
 * setup({ actors: { fetchRecommended: fetchRecommendedActor } }) // input { directory }
 */
export const fetchRecommendedActor = fromPromise<
  DirectoryWalletGroups,
  { directory: RecommendedWalletsSource }
>(async ({ input, signal }) => {
  const wallets = await input.directory.recommendedWallets({ signal })
  const isFeatured = (id: string) => input.directory.featuredIds.includes(id)
  return {
    featured: wallets.filter((wallet) => isFeatured(wallet.id)),
    recommended: wallets.filter((wallet) => !isFeatured(wallet.id)),
  }
})
