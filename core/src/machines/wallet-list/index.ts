export { fetchWalletsActor } from './wallet-list.actors.js'
export { walletListMachine } from './wallet-list.machine.js'
export {
  appendWallets,
  hasMoreWallets,
  WALLETS_LOAD_FAILED_MESSAGE,
  walletsErrorMessage,
} from './wallet-list.rules.js'
export {
  selectAllWalletsView,
  selectWalletDirectory,
  type WalletListSnapshot,
  walletTileOf,
} from './wallet-list.selectors.js'
export type * from './wallet-list.types.js'
export type * from './wallet-list.views.js'
