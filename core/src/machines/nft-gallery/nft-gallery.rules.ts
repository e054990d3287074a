import type { OwnedNft } from '../../account-data/account-data.types.js'
import { visibleText } from '../../utils/visible-text.js'
import type { NftCard } from './nft-gallery.views.js'

/**
 * A token id as the gallery shows it: `#` and the id, its middle left out when it is over 10 digits
 * (many collections use hashes as ids).
 *
 * @example
 * shortTokenId('7') // '#7'
 * shortTokenId('84536718917483612398') // '#8453…2398'
 */
export function shortTokenId(tokenId: string): string {
  return tokenId.length > 10 ? `#${tokenId.slice(0, 4)}…${tokenId.slice(-4)}` : `#${tokenId}`
}

/**
 * An NFT as a gallery card. Its name comes from a metadata document anyone can write, so characters
 * that hide or reorder text show as escapes (`\u{202E}`).
 *
 * @example
 * nftCard({ collection: friends, tokenId: '7' }) // { name: 'Foyer Friends #7', tokenId: '#7', … }
 */
export function nftCard(nft: OwnedNft): NftCard {
  const tokenId = shortTokenId(nft.tokenId)
  return {
    key: `${nft.collection.address.toLowerCase()}:${nft.tokenId}`,
    name: visibleText(nft.name ?? `${nft.collection.name} ${tokenId}`),
    collection: visibleText(nft.collection.name),
    tokenId,
    imageUrl: nft.imageUrl,
  }
}
