export { fetchRecommendedActor } from './recommended-wallets.actors.js'
export { recommendedWalletsMachine } from './recommended-wallets.machine.js'
export {
  type RecommendedWalletsSnapshot,
  selectDirectoryImages,
  selectDirectoryInUse,
  selectDirectoryWalletGroups,
} from './recommended-wallets.selectors.js'
export type * from './recommended-wallets.types.js'
