export { fetchRecommendedActor } from './recommended-wallets.actors.js'
export {
  type GetWalletViewModel,
  selectGetWalletView,
} from './recommended-wallets.get-wallet.selectors.js'
export { selectDirectoryWalletGroups } from './recommended-wallets.groups.selectors.js'
export { recommendedWalletsMachine } from './recommended-wallets.machine.js'
export {
  type InstallLink,
  type InstallLinkKind,
  installLinksOf,
  type WalletToGet,
  walletsToGet,
} from './recommended-wallets.rules.js'
export {
  type RecommendedWalletsSnapshot,
  selectDirectoryImages,
  selectDirectoryInUse,
} from './recommended-wallets.selectors.js'
export type * from './recommended-wallets.types.js'
