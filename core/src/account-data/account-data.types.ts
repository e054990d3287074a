import type {
  AccountIdentity,
  AccountTransaction,
  HistoryPage,
  TokenBalance,
} from '../api/blockchain/blockchain-api.types.js'
import type { CaipNetworkId, Namespace, Network } from '../networks/network.types.js'
import type { ActiveAccount } from './active-account.js'

/**
 * A token the site lists for the chain source to read on one network (the chain has no index of
 * what an account holds: only listed tokens are asked for).
 *
 * @example
 * const usdc: ListedToken = { address: '0xA0b8…eB48', name: 'USD Coin', symbol: 'USDC', decimals: 6 }
 */
export type ListedToken = {
  /** The token's contract address on the network. */
  address: string
  name: string
  symbol: string
  decimals: number
  /** An https (or data) URL of the token's logo. */
  iconUrl?: string | undefined
}

/**
 * The tokens the chain source reads, by network.
 *
 * @example
 * const tokens: TokenLists = { 'eip155:1': [usdc, dai] }
 */
export type TokenLists = Readonly<Partial<Record<CaipNetworkId, readonly ListedToken[]>>>

/**
 * An NFT collection (an ERC-721 contract) the site lists for the chain source to look in on one
 * network. Its NFTs are found with ERC-721 Enumerable's `tokenOfOwnerByIndex`.
 *
 * @example
 * const friends: ListedCollection = { address: '0x5FbD…0aa3', name: 'Foyer Friends' }
 */
export type ListedCollection = {
  /** The collection's contract address on the network. */
  address: string
  name: string
}

/**
 * The NFT collections the chain source looks in, by network.
 *
 * @example
 * const collections: CollectionLists = { 'eip155:1': [friends] }
 */
export type CollectionLists = Readonly<Partial<Record<CaipNetworkId, readonly ListedCollection[]>>>

/**
 * An NFT the account holds, as the NFTs tab shows it.
 *
 * @example
 * const nft: OwnedNft = { collection: friends, tokenId: '7', name: 'Friend #7', imageUrl: 'https://…/7.svg' }
 */
export type OwnedNft = {
  collection: ListedCollection
  /** The token id, in decimal. */
  tokenId: string
  /** The NFT's own name, from its metadata. */
  name?: string | undefined
  /** An https (or data) URL of its picture, from its metadata. */
  imageUrl?: string | undefined
}

/**
 * An NFT as the chain knows it: where its metadata is, not yet what it says.
 *
 * @example
 * const nft: ChainNft = { collection: friends, tokenId: '7', metadataUrl: 'https://example.com/nft/7' }
 */
export type ChainNft = Pick<OwnedNft, 'collection' | 'tokenId'> & {
  /** The token's URI (ERC-721 `tokenURI`). */
  metadataUrl: string | undefined
}

/**
 * What a data source is asked for an account's tokens: the account's address on `network`, and the
 * adapter of the connection (the chain source reads through it; a remote source may ignore it).
 *
 * @example
 * const request: BalancesRequest = { address: '0xf39F…2266', network, adapter, signal }
 */
export type BalancesRequest = ActiveAccount & {
  /** A token's CAIP-10 address the source should read again rather than answer from a cache. */
  forceUpdate?: string | undefined
  signal: AbortSignal
}

/**
 * What a data source is asked for a page of an account's transactions: the page after `cursor` (the
 * first page without one).
 *
 * @example
 * const request: HistoryRequest = { address: '0xf39F…2266', network, adapter, cursor: 'c2', signal }
 */
export type HistoryRequest = ActiveAccount & { cursor?: string | undefined; signal: AbortSignal }

/**
 * Where the Account view's data comes from: the Blockchain API ({@link blockchainApiSource}), the
 * chain itself ({@link chainSource}), or the site's own. A failure rejects; an unsupported network
 * answers an empty list.
 *
 * @example
 * const mine: AccountDataSource = { balances: async ({ address, network }) => myIndexer.tokens(address, network.caipNetworkId) }
 */
export type AccountDataSource = {
  /** The account's tokens on the network, its native currency first when it holds any. */
  balances(request: BalancesRequest): Promise<readonly TokenBalance[]>
  /**
   * A page of the account's transactions on the network, newest first. Without it the Account view
   * has no Activity.
   */
  history?(request: HistoryRequest): Promise<HistoryPage>
  /** The name and avatar the account is known by. Without it the Account view shows the address. */
  identity?(request: ActiveAccount & { signal: AbortSignal }): Promise<AccountIdentity>
  /** The NFTs the account holds on the network. Without it the Account view has no NFTs tab. */
  nfts?(request: ActiveAccount & { signal: AbortSignal }): Promise<readonly OwnedNft[]>
}

/**
 * A chain adapter that also reads token balances (an EVM adapter reads ERC-20s with one multicall).
 * An extension of the adapter, not part of every one: Bitcoin has no tokens to read.
 *
 * @example
 * if (readsTokenBalances(adapter)) await adapter.readTokenBalances({ address, network, tokens })
 */
export type TokenBalanceReader<ns extends Namespace = Namespace> = {
  /** Each listed token's balance for `address` on `network`, in the list's order (0 included). */
  readTokenBalances(request: {
    address: string
    network: Network<ns>
    tokens: readonly ListedToken[]
  }): Promise<readonly bigint[]>
}

/**
 * Whether `adapter` reads token balances ({@link TokenBalanceReader}).
 *
 * @example
 * readsTokenBalances(eip155({ networks })) // true
 */
export function readsTokenBalances<adapter extends object>(
  adapter: adapter,
): adapter is adapter & TokenBalanceReader {
  return 'readTokenBalances' in adapter && typeof adapter.readTokenBalances === 'function'
}

/**
 * A chain adapter that also finds the NFTs an account holds in listed collections (an EVM adapter
 * reads ERC-721s). An extension of the adapter, not part of every one.
 *
 * @example
 * if (readsNfts(adapter)) await adapter.readOwnedNfts({ address, network, collections })
 */
export type NftReader<ns extends Namespace = Namespace> = {
  /** The NFTs `address` holds on `network` in the listed collections, in the list's order. */
  readOwnedNfts(request: {
    address: string
    network: Network<ns>
    collections: readonly ListedCollection[]
  }): Promise<readonly ChainNft[]>
}

/**
 * Whether `adapter` finds NFTs ({@link NftReader}).
 *
 * @example
 * readsNfts(eip155({ networks })) // true
 */
export function readsNfts<adapter extends object>(adapter: adapter): adapter is adapter & NftReader {
  return 'readOwnedNfts' in adapter && typeof adapter.readOwnedNfts === 'function'
}

/**
 * A chain adapter that also reads an account's history from a local chain, block by block (an EVM
 * adapter reads anvil's), and the tokens that history moved. An extension of the adapter, not part
 * of every one.
 *
 * @example
 * if (readsLocalHistory(adapter)) await adapter.readLocalHistory({ address, network, tokens, collections })
 */
export type LocalHistoryReader<ns extends Namespace = Namespace> = {
  /** The account's transactions on `network`, newest first, and the fungible tokens they moved. */
  readLocalHistory(request: {
    address: string
    network: Network<ns>
    tokens: readonly ListedToken[]
    collections: readonly ListedCollection[]
  }): Promise<{ transactions: readonly AccountTransaction[]; tokensSeen: readonly ListedToken[] }>
}

/**
 * Whether `adapter` reads history from a local chain ({@link LocalHistoryReader}).
 *
 * @example
 * readsLocalHistory(eip155({ networks })) // true
 */
export function readsLocalHistory<adapter extends object>(
  adapter: adapter,
): adapter is adapter & LocalHistoryReader {
  return 'readLocalHistory' in adapter && typeof adapter.readLocalHistory === 'function'
}

/**
 * A chain adapter that also reads the name and avatar an account chose on chain (an EVM adapter reads
 * ENS on the networks whose definition names ENS's Universal Resolver). An extension of the adapter,
 * not part of every one.
 *
 * @example
 * if (readsChainNames(adapter)) await adapter.readChainIdentity({ address, network })
 */
export type ChainNameReader<ns extends Namespace = Namespace> = {
  /**
   * The account's name and avatar, read on `network` when it has names, otherwise on the first
   * configured network that does; none where no network has them.
   */
  readChainIdentity(request: { address: string; network: Network<ns> }): Promise<AccountIdentity>
}

/**
 * Whether `adapter` reads names on chain ({@link ChainNameReader}).
 *
 * @example
 * readsChainNames(eip155({ networks })) // true
 */
export function readsChainNames<adapter extends object>(
  adapter: adapter,
): adapter is adapter & ChainNameReader {
  return 'readChainIdentity' in adapter && typeof adapter.readChainIdentity === 'function'
}
