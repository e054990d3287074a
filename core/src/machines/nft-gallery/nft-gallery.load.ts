import type { AnyActorLogic } from 'xstate'

/**
 * The NFT gallery machine, downloaded with the first NFTs tab shown (the lazy actor `nfts` loads it).
 *
 * @example
 * { systemId: 'nfts', logic: lazyActorMachine, input: { systemId: 'nftGallery', load: loadNftGalleryMachine, input } }
 */
export function loadNftGalleryMachine(): Promise<AnyActorLogic> {
  return import('./nft-gallery.machine.js').then((module) => module.nftGalleryMachine)
}
