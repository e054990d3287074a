import type { SnapshotFrom } from 'xstate'
import type { recommendedWalletsMachine } from './recommended-wallets.machine.js'
import type { DirectoryWalletGroups, RecommendedWalletsSource } from './recommended-wallets.types.js'

/** A snapshot of the recommended wallets actor. */
export type RecommendedWalletsSnapshot = SnapshotFrom<typeof recommendedWalletsMachine>

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

/**
 * The directory's image calls (wallet images, public assets such as network logos), cached by the
 * directory client.
 *
 * @example
 * const src = await selectDirectoryImages(recommended.getSnapshot()).assetImage(imageId)
 */
export function selectDirectoryImages(
  snapshot: RecommendedWalletsSnapshot,
): Pick<RecommendedWalletsSource, 'walletImage' | 'assetImage'> {
  return snapshot.context.directory
}

/**
 * Whether the directory is in use: the modal has opened at least once (the actor left `idle`, to
 * load, loaded or failed). Before that nothing may be asked of the site's API.
 *
 * @example
 * await waitFor(recommended, selectDirectoryInUse)
 */
export function selectDirectoryInUse(snapshot: RecommendedWalletsSnapshot): boolean {
  return !snapshot.matches('idle')
}
