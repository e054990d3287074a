import { fromCallback, fromPromise } from 'xstate'
import { watchSystemActor } from '../../system/system.js'
import { selectModalView } from '../modal/modal.selectors.js'
import type {
  DirectoryWalletGroups,
  RecommendedWalletsEvent,
  RecommendedWalletsSource,
} from './recommended-wallets.types.js'

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

/**
 * Asks for the wallets each time the modal opens (`RECOMMENDED.LOAD`): they are only needed once the
 * visitor looks, so nothing goes over the network before. Without a modal (the machine tested alone)
 * nothing is watched.
 */
export const watchModalOpensActor = fromCallback<RecommendedWalletsEvent>(({ system, sendBack }) => {
  let wasOpen = false
  return watchSystemActor(system, 'modal', (snapshot) => {
    const { isOpen } = selectModalView(snapshot)
    if (isOpen && !wasOpen) sendBack({ type: 'RECOMMENDED.LOAD' })
    wasOpen = isOpen
  })
})
