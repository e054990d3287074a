import type { ActivityActor, ActivityEvent } from '../../machines/activity/activity.types.js'
import type { IdentityActor, IdentityEvent } from '../../machines/identity/identity.types.js'
import type { LazyActorRef } from '../../machines/lazy-actor/lazy-actor.types.js'
import type { NftGalleryActor, NftGalleryEvent } from '../../machines/nft-gallery/nft-gallery.types.js'
import type { PortfolioActor, PortfolioEvent } from '../../machines/portfolio/portfolio.types.js'

// The account data module's actors in Foyer's system map: `portfolio`, a lazy actor that forwards
// every portfolio event to `portfolioTokens` once its machine downloaded (with the first Tokens list),
// `activity`, which does the same for `activityFeed` (with the first Activity list), `nfts` for
// `nftGallery` (with the first NFTs tab), and `identity` for `accountIdentity` (with the first
// Account view).
declare module '../../system/system.events.js' {
  interface FoyerSystemEvents {
    portfolio: PortfolioEvent
    portfolioTokens: PortfolioEvent
    activity: ActivityEvent
    activityFeed: ActivityEvent
    identity: IdentityEvent
    accountIdentity: IdentityEvent
    nfts: NftGalleryEvent
    nftGallery: NftGalleryEvent
  }
}
declare module '../../system/system.actors.js' {
  interface FoyerSystemActors {
    portfolio: LazyActorRef
    portfolioTokens: PortfolioActor
    activity: LazyActorRef
    activityFeed: ActivityActor
    identity: LazyActorRef
    accountIdentity: IdentityActor
    nfts: LazyActorRef
    nftGallery: NftGalleryActor
  }
}
