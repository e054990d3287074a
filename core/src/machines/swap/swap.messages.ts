import { type AmountFigure, amountFigure } from '../../utils/amount-figure.js'
import { formatAmount } from '../../utils/format-balance.js'
import type { AmountProblem } from '../send/send.rules.js'
import type { TransactionOutcome } from '../transaction-approval/transaction-approval.types.js'
import { walletSteps } from './swap.rules.js'
import type { WalletStep } from './swap.types.js'

// The Swap view's sentences as data (which sentence, its amounts as exact decimal strings with their
// symbols), for a UI to say in its visitor's language; swap.words.ts says them in English.

/**
 * Why Swap cannot be pressed, as data: Max found the coin's balance too small for the network fee
 * (`feeNotCovered`); the amount typed cannot be read (`amount`, with the token's symbol and how many
 * decimals it has); the balance does not cover the amount (`shortfall`: what is needed, what is there,
 * and whether the network fee counts, paid from the same coin).
 *
 * @example
 * const problem: SwapProblemMessage = { kind: 'shortfall', needed: { amount: '10', symbol: 'FUSD' }, available: { amount: '5', symbol: 'FUSD' }, withFee: false }
 */
export type SwapProblemMessage =
  | { kind: 'feeNotCovered'; symbol: string }
  | { kind: 'amount'; problem: AmountProblem; symbol: string; decimals: number }
  | { kind: 'shortfall'; needed: AmountFigure; available: AmountFigure; withFee: boolean }

/**
 * Which prompt the wallet shows, as data: the step, its place among the steps (`index` of `count`,
 * from 1), and the symbols of the token paid and received.
 *
 * @example
 * const prompt: SwapWalletPrompt = { step: 'approve', index: 1, count: 2, from: 'FUSD', to: 'FOY' }
 */
export type SwapWalletPrompt = { step: WalletStep; index: number; count: number; from: string; to: string }

/**
 * The swap's result, as data: swapped (what was paid, the least received); sent but not confirmed;
 * reverted as a batch (nothing approved or swapped); reverted (`stillApproved`: the amount the
 * exchange may still spend, where an approval landed before it).
 *
 * @example
 * const result: SwapResultMessage = { kind: 'succeeded', pays: { amount: '10', symbol: 'FUSD' }, receivesAtLeast: { amount: '39.6', symbol: 'FOY' } }
 */
export type SwapResultMessage =
  | { kind: 'succeeded'; pays: AmountFigure; receivesAtLeast: AmountFigure }
  | { kind: 'unconfirmed' }
  | { kind: 'batchFailed' }
  | { kind: 'failed'; stillApproved: AmountFigure | undefined }

/**
 * The result's message from how the swap ended (its receipt's status, or for a batch the receipt of
 * the transaction that carried it).
 *
 * @example
 * swapResultMessage('failed', { pays, receivesAtLeast, approved: true }) // { kind: 'failed', stillApproved: pays }
 */
export function swapResultMessage(
  outcome: TransactionOutcome,
  {
    pays,
    receivesAtLeast,
    approved,
    batched = false,
  }: { pays: AmountFigure; receivesAtLeast: AmountFigure; approved: boolean; batched?: boolean | undefined },
): SwapResultMessage {
  if (outcome === 'succeeded') return { kind: 'succeeded', pays, receivesAtLeast }
  if (outcome === 'unconfirmed') return { kind: 'unconfirmed' }
  if (batched) return { kind: 'batchFailed' }
  return { kind: 'failed', stillApproved: approved ? pays : undefined }
}

/**
 * What the balance lacks for the amount (and the network fee, `fee`, where the coin is paid: the
 * balance pays both), as data, or `undefined` when it covers it. Said on its own, from the chain's
 * balance: never from a quote's failure.
 *
 * @example
 * shortfallMessage({ amount: 10n, balance: 5n, symbol: 'FUSD', decimals: 0 })
 * // { kind: 'shortfall', needed: { amount: '10', symbol: 'FUSD' }, available: { amount: '5', symbol: 'FUSD' }, withFee: false }
 */
export function shortfallMessage({
  amount,
  fee = 0n,
  balance,
  symbol,
  decimals,
}: {
  amount: bigint
  fee?: bigint | undefined
  balance: bigint
  symbol: string
  decimals: number
}): SwapProblemMessage | undefined {
  const needed = amount + fee
  if (needed <= balance) return undefined
  return {
    kind: 'shortfall',
    needed: amountFigure(formatAmount(needed, decimals), symbol),
    available: amountFigure(formatAmount(balance, decimals), symbol),
    withFee: fee > 0n,
  }
}

/**
 * The wallet's prompt as data: the step and its place among the steps the swap takes.
 *
 * @example
 * walletPrompt('approve', { needsApproval: true, fromSymbol: 'FUSD', toSymbol: 'FOY' }) // { step: 'approve', index: 1, count: 2, from: 'FUSD', to: 'FOY' }
 */
export function walletPrompt(
  step: WalletStep,
  {
    needsApproval,
    batched,
    fromSymbol,
    toSymbol,
  }: { needsApproval: boolean; batched?: boolean | undefined; fromSymbol: string; toSymbol: string },
): SwapWalletPrompt {
  const steps = step === 'batch' ? ['batch'] : walletSteps({ needsApproval, batched })
  return { step, index: steps.indexOf(step) + 1, count: steps.length, from: fromSymbol, to: toSymbol }
}
