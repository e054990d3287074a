import type { RecommendedWalletsSnapshot } from './recommended-wallets.selectors.js'
import type { DirectoryWalletGroups } from './recommended-wallets.types.js'

// The Connect and GetWallet views' selector of the loaded groups has a module of its own: only the
// modal's lazily loaded UI reads it, and a module the page imports from is downloaded whole.

const noGroups: DirectoryWalletGroups = { featured: [], recommended: [] }

/**
 * The featured and recommended directory wallets, once loaded; both empty before, after a failure,
 * and without the wallet directory module (no actor).
 *
 * @example
 * const groups = useSelector(recommendedActor, selectDirectoryWalletGroups)
 */
export function selectDirectoryWalletGroups(
  snapshot: RecommendedWalletsSnapshot | undefined,
): DirectoryWalletGroups {
  return snapshot?.context.groups ?? noGroups
}
