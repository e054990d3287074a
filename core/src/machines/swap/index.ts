export { swapFailureText } from './swap.failure-words.js'
export type { SwapFailure } from './swap.failures.js'
export { swapMachine } from './swap.machine.js'
export type { SwapProblemMessage, SwapResultMessage, SwapWalletPrompt } from './swap.messages.js'
export type { SwapCheck, SwapMismatch } from './swap.mismatch.js'
export { minimumOut, SWAPS_NOT_SUPPORTED } from './swap.rules.js'
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
export { problemText, swapResultText, walletPromptText } from './swap.words.js'
