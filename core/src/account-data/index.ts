export {
  type AccountDataSource,
  type BalancesRequest,
  type HistoryRequest,
  type ListedToken,
  readsTokenBalances,
  type TokenBalanceReader,
  type TokenLists,
} from './account-data.types.js'
export type { ActiveAccount } from './active-account.js'
export { exactAmount, smallestUnits } from './amount.js'
export { blockchainApiSource } from './blockchain-api.source.js'
export { type ChainSourceOptions, chainSource } from './chain.source.js'
