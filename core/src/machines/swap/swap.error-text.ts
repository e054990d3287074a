import { SWAP_SLIPPAGE_PERCENT } from '../../api/blockchain/convert.constants.js'
import { NetworkNotSupportedForSwapsError } from '../../api/blockchain/convert.errors.js'
import { BaseError } from '../../errors/base.js'
import { isUserRejection } from '../../errors/rpc.js'
import { SwapsNotOfferedHereError } from './swap.errors.js'
import { SWAPS_NOT_SUPPORTED } from './swap.rules.js'

// The swap's failures in words. Only the swap machine (downloaded with the first Swap view) says
// them, so they stay out of the page's first download, where the view's rules are.

/** Why a Foyer error happened, in its own words; anything else as `otherwise`. */
function reasonOf(error: unknown, otherwise: string): string {
  return error instanceof BaseError ? error.shortMessage : otherwise
}

/**
 * A built call that is not the swap shown (`SwapCallMismatchError`, told by its code), said on its own with what differs
 * (nothing was sent); `undefined` for any other error.
 */
const mismatchText = (error: unknown) =>
  error instanceof BaseError && error.code === 'SWAP_CALL_MISMATCH'
    ? `${error.shortMessage}: ${error.details}.`
    : undefined

/** Each step's failure, in words that name the step (a quote's failure never reads as a balance's). */
export const swapErrorText = {
  tokens: (error: unknown) =>
    error instanceof NetworkNotSupportedForSwapsError
      ? SWAPS_NOT_SUPPORTED
      : error instanceof SwapsNotOfferedHereError
        ? error.shortMessage
        : `Could not load the tokens to swap: ${reasonOf(error, 'the swap service did not answer')}`,
  quote: (error: unknown, pair: string) =>
    error instanceof NetworkNotSupportedForSwapsError
      ? SWAPS_NOT_SUPPORTED
      : `Could not get a quote for ${pair}: ${reasonOf(error, 'the swap service did not answer')}`,
  noQuote: (pair: string) => `No quote for ${pair}: the swap service offers no route`,
  allowance: (error: unknown, symbol: string) =>
    error instanceof NetworkNotSupportedForSwapsError
      ? SWAPS_NOT_SUPPORTED
      : `Could not read how much ${symbol} the exchange may spend: ${reasonOf(error, 'the swap service did not answer')}`,
  approve: (error: unknown, symbol: string) =>
    mismatchText(error) ??
    (isUserRejection(error)
      ? `You rejected the approval of ${symbol} in your wallet`
      : `The approval of ${symbol} failed: ${reasonOf(error, 'the wallet could not send it')}`),
  approvalLanding: (symbol: string) => `The approval of ${symbol} was sent but not confirmed in time`,
  approvalFailed: (symbol: string) =>
    `The approval of ${symbol} failed on the chain (it reverted): the swap was not sent. The network fee was paid.`,
  build: (error: unknown) =>
    error instanceof NetworkNotSupportedForSwapsError
      ? SWAPS_NOT_SUPPORTED
      : (mismatchText(error) ??
        `Could not build the swap: ${reasonOf(error, 'the swap service did not answer')}`),
  slippage: (minimum: string, symbol: string) =>
    `The price moved: the swap would give less than ${minimum} ${symbol} (the minimum shown, ${SWAP_SLIPPAGE_PERCENT} % slippage). Check the new quote.`,
  swap: (error: unknown) =>
    isUserRejection(error)
      ? 'You rejected the swap in your wallet'
      : `The swap failed: ${reasonOf(error, 'the wallet could not send it')}`,
  /** The approval and the swap as one batch: refused, not sent, or failed as a whole (`reason`, in words). */
  batch: (error: unknown, symbol: string) =>
    isUserRejection(error)
      ? `You rejected the approval of ${symbol} and the swap in your wallet`
      : `The approval of ${symbol} and the swap failed: ${reasonOf(error, 'the wallet could not send them')}`,
  batchFailed: (reason: string, symbol: string) =>
    `The approval of ${symbol} and the swap failed: ${reason}. Nothing was approved or swapped.`,
} as const
