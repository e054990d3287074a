import { NetworkNotSupportedForSwapsError } from '../../api/blockchain/convert.errors.js'
import { BaseError } from '../../errors/base.js'
import { isUserRejection } from '../../errors/rpc.js'
import type { AmountFigure } from '../../utils/amount-figure.js'
import { SwapsNotOfferedHereError } from './swap.errors.js'
import type { SwapCallMismatchError, SwapMismatch } from './swap.mismatch.js'

// The swap's failures as data: which step failed, its symbols and amounts, and the underlying error's
// own words. Only the swap machine (downloaded with the first Swap view) makes them; a UI says them in
// its visitor's language, `swapFailureText` (swap.failure-words.ts) in English.

/**
 * Why swapping is unavailable, or why the last step failed, as data for a UI to say in its visitor's
 * language: which failure, the symbols it names (`from`, `to`, `symbol`), the minimum shown as an
 * exact decimal string and the slippage allowed, in percent (`slippage`), and `reason`, the underlying error's own words as they were given
 * (a Foyer error's message, or the wallet's reason for a failed batch), or `undefined` where the error
 * said nothing that can be shown: the sentence then says who did not answer. `details` says what a
 * call the service built differs in (`mismatch`: nothing was sent), as data: the check that failed
 * and the values it names.
 *
 * @example
 * const failure: SwapFailure = { kind: 'quote', from: 'FUSD', to: 'FOY', reason: 'HTTP status code: 500' }
 */
export type SwapFailure =
  | { kind: 'needsEvmAccount' }
  | { kind: 'notSupported' }
  | { kind: 'notOfferedHere' }
  | { kind: 'tokens'; reason: string | undefined }
  | { kind: 'quote'; from: string; to: string; reason: string | undefined }
  | { kind: 'noQuote'; from: string; to: string }
  | { kind: 'balance'; symbol: string }
  | { kind: 'maxFeeUnknown' }
  | { kind: 'allowance'; symbol: string; reason: string | undefined }
  | { kind: 'approvalRejected'; symbol: string }
  | { kind: 'approval'; symbol: string; reason: string | undefined }
  | { kind: 'approvalUnconfirmed'; symbol: string }
  | { kind: 'approvalReverted'; symbol: string }
  | { kind: 'build'; reason: string | undefined }
  | { kind: 'mismatch'; details: SwapMismatch }
  | { kind: 'slippage'; minimum: AmountFigure; slippagePercent: number }
  | { kind: 'swapRejected' }
  | { kind: 'swap'; reason: string | undefined }
  | { kind: 'batchRejected'; symbol: string }
  | { kind: 'batch'; symbol: string; reason: string | undefined }
  | { kind: 'batchFailed'; symbol: string; reason: string | undefined }

/** Why a Foyer error happened, in its own words; nothing for any other error (never a stack). */
const reasonOf = (error: unknown) => (error instanceof BaseError ? error.shortMessage : undefined)

/** The swap service does not swap on the account's network: said alone, whatever the step. */
const notSupported = (error: unknown): SwapFailure | undefined =>
  error instanceof NetworkNotSupportedForSwapsError ? { kind: 'notSupported' } : undefined

/**
 * A built call that is not the swap shown (`SwapCallMismatchError`, told by its code), said on its own
 * with what differs (nothing was sent); `undefined` for any other error.
 */
const mismatch = (error: unknown): SwapFailure | undefined =>
  error instanceof BaseError && error.code === 'SWAP_CALL_MISMATCH'
    ? { kind: 'mismatch', details: (error as SwapCallMismatchError).mismatch }
    : undefined

/** Each step's failure from its error, naming the step (a quote's failure never reads as a balance's). */
export const swapFailure = {
  tokens: (error: unknown): SwapFailure =>
    notSupported(error) ??
    (error instanceof SwapsNotOfferedHereError
      ? { kind: 'notOfferedHere' }
      : { kind: 'tokens', reason: reasonOf(error) }),
  quote: (error: unknown, from: string, to: string): SwapFailure =>
    notSupported(error) ?? { kind: 'quote', from, to, reason: reasonOf(error) },
  allowance: (error: unknown, symbol: string): SwapFailure =>
    notSupported(error) ?? { kind: 'allowance', symbol, reason: reasonOf(error) },
  approve: (error: unknown, symbol: string): SwapFailure =>
    mismatch(error) ??
    (isUserRejection(error)
      ? { kind: 'approvalRejected', symbol }
      : { kind: 'approval', symbol, reason: reasonOf(error) }),
  build: (error: unknown): SwapFailure =>
    notSupported(error) ?? mismatch(error) ?? { kind: 'build', reason: reasonOf(error) },
  swap: (error: unknown): SwapFailure =>
    isUserRejection(error) ? { kind: 'swapRejected' } : { kind: 'swap', reason: reasonOf(error) },
  /** The approval and the swap as one batch: refused, or not sent. */
  batch: (error: unknown, symbol: string): SwapFailure =>
    isUserRejection(error)
      ? { kind: 'batchRejected', symbol }
      : { kind: 'batch', symbol, reason: reasonOf(error) },
} as const
