import { NetworkNotSupportedForSwapsError } from '../../api/blockchain/convert.errors.js'
import { reviewEnglish } from '../../chains/review-text.js'
import { SwapsNotOfferedHereError } from './swap.errors.js'
import type { SwapFailure } from './swap.failures.js'
import { MAX_FEE_UNKNOWN } from './swap.fee.js'
import { SwapCallMismatchError } from './swap.mismatch.js'
import { SWAP_NEEDS_EVM_ACCOUNT } from './swap.selectors.js'

// The swap's failures in English words, from the data its view model carries: for a custom UI
// without texts of its own (`@foyer/core/advanced`), and the words Foyer's skin says in English. A
// module of their own, so neither the page's @foyer/core nor the swap machine carries them.

/** Who did not answer, where the error gave no words of its own. */
const SERVICE_SILENT = 'the swap service did not answer'
const WALLET_SILENT = 'the wallet could not send it'

/**
 * Why swapping is unavailable or the last step failed, in English: each names the step that failed
 * and, after a colon, the underlying error's own words (or who did not answer).
 *
 * @example
 * swapFailureText({ kind: 'quote', from: 'FUSD', to: 'FOY', reason: undefined })
 * // 'Could not get a quote for FUSD → FOY: the swap service did not answer'
 */
export function swapFailureText(failure: SwapFailure): string {
  switch (failure.kind) {
    case 'needsEvmAccount':
      return SWAP_NEEDS_EVM_ACCOUNT
    case 'notSupported':
      return NetworkNotSupportedForSwapsError.shortMessage
    case 'notOfferedHere':
      return SwapsNotOfferedHereError.shortMessage
    case 'tokens':
      return `Could not load the tokens to swap: ${failure.reason ?? SERVICE_SILENT}`
    case 'quote':
      return `Could not get a quote for ${failure.from} → ${failure.to}: ${failure.reason ?? SERVICE_SILENT}`
    case 'noQuote':
      return `No quote for ${failure.from} → ${failure.to}: the swap service offers no route`
    case 'balance':
      return `Could not read your ${failure.symbol} balance from the chain`
    case 'maxFeeUnknown':
      return MAX_FEE_UNKNOWN
    case 'allowance':
      return `Could not read how much ${failure.symbol} the exchange may spend: ${failure.reason ?? SERVICE_SILENT}`
    case 'approvalRejected':
      return `You rejected the approval of ${failure.symbol} in your wallet`
    case 'approval':
      return `The approval of ${failure.symbol} failed: ${failure.reason ?? WALLET_SILENT}`
    case 'approvalUnconfirmed':
      return `The approval of ${failure.symbol} was sent but not confirmed in time`
    case 'approvalReverted':
      return `The approval of ${failure.symbol} failed on the chain (it reverted): the swap was not sent. The network fee was paid.`
    case 'build':
      return `Could not build the swap: ${failure.reason ?? SERVICE_SILENT}`
    case 'mismatch':
      return `${SwapCallMismatchError.shortMessage}: ${reviewEnglish(failure.details)}.`
    case 'slippage': {
      const { amount, symbol } = failure.minimum
      return `The price moved: the swap would give less than ${amount} ${symbol} (the minimum shown, ${failure.slippagePercent} % slippage). Check the new quote.`
    }
    case 'swapRejected':
      return 'You rejected the swap in your wallet'
    case 'swap':
      return `The swap failed: ${failure.reason ?? WALLET_SILENT}`
    case 'batchRejected':
      return `You rejected the approval of ${failure.symbol} and the swap in your wallet`
    case 'batch':
      return `The approval of ${failure.symbol} and the swap failed: ${failure.reason ?? 'the wallet could not send them'}`
    case 'batchFailed':
      return `The approval of ${failure.symbol} and the swap failed: ${failure.reason ?? 'the chain does not show it'}. Nothing was approved or swapped.`
  }
}
