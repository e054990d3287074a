export {
  isShowingPairingView,
  pairActor,
  pairingErrorMessage,
  watchPairingViewActor,
} from './pairing.actors.js'
export { pairingMachine } from './pairing.machine.js'
export {
  type ConnectingWalletConnectViewOptions,
  type PairingSnapshot,
  pairingWalletOf,
  selectConnectingWalletConnectView,
} from './pairing.selectors.js'
export type * from './pairing.types.js'
export type * from './pairing.views.js'
