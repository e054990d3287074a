export { listenToSwitchesActor, watchActiveConnectionsActor } from './multi-wallet.actors.js'
export { multiWalletMachine } from './multi-wallet.machine.js'
export {
  heldConnectionOf,
  isEndedByVisitor,
  isHandOverDone,
  isHandOverFailed,
  nextActiveConnection,
  storedConnectionOf,
  walletStatusOf,
  walletsAfterActiveChanged,
  walletsAfterDelete,
  walletsAfterDisconnect,
} from './multi-wallet.rules.js'
export {
  type MultiWalletSnapshot,
  selectProfileWalletsView,
  selectWalletConnections,
  selectWalletStatus,
  type WalletConnection,
} from './multi-wallet.selectors.js'
export type * from './multi-wallet.types.js'
export type * from './multi-wallet.views.js'
