import type { Client } from 'viem'
import type { ChainNft, ListedCollection } from '../../account-data/account-data.types.js'
import type { Network } from '../../networks/network.types.js'
import { decodeAbiString } from './abi-string.js'
import { addressWord, callAll, type Hex, isHexAddress, uint256Of, word } from './contract-calls.js'
import { balanceOfData } from './token-balances.js'

/** `tokenOfOwnerByIndex(address,uint256)` (ERC-721 Enumerable). */
const TOKEN_OF_OWNER_BY_INDEX = '2f745c59'
/** `tokenURI(uint256)` (ERC-721 Metadata). */
const TOKEN_URI = 'c87b56dd'

/** At most this many NFTs are listed per collection: a gallery, not an inventory. */
export const NFTS_PER_COLLECTION = 50

/**
 * The call data of `tokenOfOwnerByIndex(owner, index)`.
 *
 * @example
 * tokenOfOwnerByIndexData('0xf39F…2266', 0n)
 */
export function tokenOfOwnerByIndexData(owner: string, index: bigint): Hex {
  return `0x${TOKEN_OF_OWNER_BY_INDEX}${addressWord(owner)}${word(index)}`
}

/**
 * The call data of `tokenURI(tokenId)`.
 *
 * @example
 * tokenUriData(7n)
 */
export function tokenUriData(tokenId: bigint): Hex {
  return `0x${TOKEN_URI}${word(tokenId)}`
}

/**
 * Reads the NFTs `address` holds in each listed ERC-721 collection, from the chain: how many it
 * holds (`balanceOf`), which (`tokenOfOwnerByIndex`, ERC-721 Enumerable) and where their metadata is
 * (`tokenURI`), in three rounds of calls made all at once ({@link callAll}). A collection that is not
 * enumerable, or answers junk, lists nothing; a token without a URI is listed without one. At most
 * {@link NFTS_PER_COLLECTION} per collection. The RPC failing rejects. Loaded with `import()` by the
 * EVM adapter when the NFTs tab is first shown.
 *
 * @example
 * await readOwnedErc721s(client, { address: '0xf39F…2266', network, collections: [friends] })
 * // [{ collection: friends, tokenId: '0', metadataUrl: 'https://example.com/nft/0' }]
 */
export async function readOwnedErc721s(
  client: Pick<Client, 'request'>,
  {
    address,
    network,
    collections,
  }: { address: string; network: Network<'eip155'>; collections: readonly ListedCollection[] },
): Promise<ChainNft[]> {
  if (!isHexAddress(address)) throw new TypeError(`Not an EVM address: ${address}`)
  const readable = collections.flatMap((collection) =>
    isHexAddress(collection.address) ? [{ collection, target: collection.address }] : [],
  )
  const counts = await callAll(
    client,
    network,
    readable.map(({ target }) => ({ target, data: balanceOfData(address) })),
  )
  const slots = readable.flatMap(({ collection, target }, at) => {
    const held = uint256Of(counts[at]) ?? 0n
    const listed = Number(held < BigInt(NFTS_PER_COLLECTION) ? held : BigInt(NFTS_PER_COLLECTION))
    return Array.from({ length: listed }, (_, index) => ({ collection, target, index: BigInt(index) }))
  })
  const ids = await callAll(
    client,
    network,
    slots.map(({ target, index }) => ({ target, data: tokenOfOwnerByIndexData(address, index) })),
  )
  const owned = slots.flatMap(({ collection, target }, at) => {
    const tokenId = uint256Of(ids[at])
    return tokenId === undefined ? [] : [{ collection, target, tokenId }]
  })
  const uris = await callAll(
    client,
    network,
    owned.map(({ target, tokenId }) => ({ target, data: tokenUriData(tokenId) })),
  )
  return owned.map(({ collection, tokenId }, at) => ({
    collection,
    tokenId: tokenId.toString(),
    metadataUrl: decodeAbiString(uris[at]) || undefined,
  }))
}
