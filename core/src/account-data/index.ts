export {
  type AccountDataSource,
  type BalancesRequest,
  type ListedToken,
  readsTokenBalances,
  type TokenBalanceReader,
  type TokenLists,
} from './account-data.types.js'
export { exactAmount, smallestUnits } from './amount.js'
export { blockchainApiSource } from './blockchain-api.source.js'
export { type ChainSourceOptions, chainSource } from './chain.source.js'
