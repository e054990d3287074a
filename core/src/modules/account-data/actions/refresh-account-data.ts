import type { FoyerCore } from '../../../system/module.types.js'
import { sendToSystem } from '../../../system/system.js'

/**
 * Reads the active account's tokens, NFTs and activity again now, after a send for example (tokens stay on
 * hold for 30 s after a failed read). `forceUpdate` names the token (CAIP-10) the source should not
 * answer from a cache. Lists not shown yet are left alone: they are read fresh when they first show.
 *
 * @example
 * await sendTransaction(…)
 * refreshAccountData(foyer, { forceUpdate: 'eip155:1:0xA0b8…eB48' })
 */
export function refreshAccountData(
  foyer: FoyerCore,
  options: { forceUpdate?: string | undefined } = {},
): void {
  // The loaded machines, not their lazy actors: an event to a lazy actor would download its machine.
  sendToSystem(foyer.actor, 'portfolioTokens', {
    type: 'PORTFOLIO.REFRESH',
    forceUpdate: options.forceUpdate,
  })
  sendToSystem(foyer.actor, 'activityFeed', { type: 'ACTIVITY.REFRESH' })
  sendToSystem(foyer.actor, 'nftGallery', { type: 'NFTS.REFRESH' })
}
