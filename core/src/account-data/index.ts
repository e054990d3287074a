export {
  type AccountDataSource,
  type BalancesRequest,
  type ChainNft,
  type CollectionLists,
  type HistoryRequest,
  type ListedCollection,
  type ListedToken,
  type NftReader,
  type OwnedNft,
  readsNfts,
  readsTokenBalances,
  type TokenBalanceReader,
  type TokenLists,
} from './account-data.types.js'
export type { ActiveAccount } from './active-account.js'
export { exactAmount, smallestUnits } from './amount.js'
export { blockchainApiSource } from './blockchain-api.source.js'
export { type ChainSourceOptions, chainSource } from './chain.source.js'
