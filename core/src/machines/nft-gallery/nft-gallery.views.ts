/**
 * One NFT of the gallery, ready to show.
 *
 * @example
 * const card: NftCard = { key: '0x5fbd…0aa3:7', name: 'Friend #7', collection: 'Foyer Friends', tokenId: '#7', imageUrl: 'https://…/7.svg' }
 */
export type NftCard = {
  /** Stable across searches: the collection's address and the token id. */
  key: string
  /** The NFT's own name, else its collection's and its id. */
  name: string
  collection: string
  /** `#` and the id, shortened in the middle when long (`'#1234…5678'`). */
  tokenId: string
  /** `undefined` without a picture (the view shows the collection's monogram). */
  imageUrl: string | undefined
}

/**
 * The NFTs tab's model: loading (nothing found yet), unavailable (the search failed and nothing
 * earlier is there to show; the visitor can try again), or listed (possibly empty, and possibly being
 * looked for again).
 *
 * @example
 * const view: NftsViewModel = { status: 'listed', nfts: [card], isRefreshing: false }
 */
export type NftsViewModel =
  | { status: 'loading' }
  | { status: 'unavailable' }
  | { status: 'listed'; nfts: readonly NftCard[]; isRefreshing: boolean }
