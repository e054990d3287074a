import { nftCard } from './nft-gallery.rules.js'
import type { NftGallerySnapshot } from './nft-gallery.types.js'
import type { NftsViewModel } from './nft-gallery.views.js'

/**
 * The NFTs tab's model. NFTs found before stay listed while they are looked for again and after a
 * failed search; with nothing found yet (or the machine still downloading), it is loading or
 * unavailable. No account lists nothing.
 *
 * @example
 * const view = useActorSelector(foyer.getActor('nftGallery'), selectNftsView)
 */
export function selectNftsView(snapshot: NftGallerySnapshot | undefined): NftsViewModel {
  // Until the machine downloaded, its first search is on its way.
  if (!snapshot) return { status: 'loading' }
  if (snapshot.matches('idle')) return { status: 'listed', nfts: [], isRefreshing: false }
  const { nfts } = snapshot.context
  const isFinding = snapshot.matches('finding')
  if (nfts) return { status: 'listed', nfts: nfts.map(nftCard), isRefreshing: isFinding }
  return isFinding ? { status: 'loading' } : { status: 'unavailable' }
}
