export { nftGalleryMachine } from './nft-gallery.machine.js'
export { nftCard, shortTokenId } from './nft-gallery.rules.js'
export { selectNftsView } from './nft-gallery.selectors.js'
export type {
  NftGalleryActor,
  NftGalleryContext,
  NftGalleryEvent,
  NftGalleryInput,
  NftGallerySnapshot,
} from './nft-gallery.types.js'
export type { NftCard, NftsViewModel } from './nft-gallery.views.js'
