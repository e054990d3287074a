export { swapMachine } from './swap.machine.js'
export { minimumOut, SWAPS_NOT_SUPPORTED, walletStepText } from './swap.rules.js'
export {
  SWAP_NEEDS_EVM_ACCOUNT,
  type SwapStatus,
  type SwapViewModel,
  selectSwapView,
} from './swap.selectors.js'
export type {
  SwapActor,
  SwapCall,
  SwapContext,
  SwapEmitted,
  SwapEvent,
  SwapInput,
  SwapPorts,
  SwapPreset,
  SwapSnapshot,
} from './swap.types.js'
