import type { SnapshotFrom } from 'xstate'
import type { recommendedWalletsMachine } from './recommended-wallets.machine.js'
import type { RecommendedWalletsSource } from './recommended-wallets.types.js'

/** A snapshot of the recommended wallets actor. */
export type RecommendedWalletsSnapshot = SnapshotFrom<typeof recommendedWalletsMachine>

/**
 * The directory's image calls (wallet images, public assets such as network logos, payment currencies,
 * tokens), cached by the directory client.
 *
 * @example
 * const src = await selectDirectoryImages(recommended.getSnapshot()).assetImage(imageId)
 */
export function selectDirectoryImages(
  snapshot: RecommendedWalletsSnapshot,
): Pick<RecommendedWalletsSource, 'walletImage' | 'assetImage' | 'currencyImage' | 'tokenImage'> {
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
