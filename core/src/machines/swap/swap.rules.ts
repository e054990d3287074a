import { SWAP_SLIPPAGE_PERCENT } from '../../api/blockchain/convert.constants.js'
import { NetworkNotSupportedForSwapsError } from '../../api/blockchain/convert.errors.js'
import { NATIVE_TOKEN_ADDRESS, type SwapToken } from '../../api/blockchain/convert.types.js'
import { formatAmount } from '../../utils/format-balance.js'
import { parseAmount } from '../send/send.rules.js'
import type { TransactionOutcome } from '../transaction-approval/transaction-approval.types.js'
import type { WalletStep } from './swap.types.js'

// The swap form's rules as pure functions, in base units as bigints (an 18-decimal amount as a
// Number would be rounded, and the visitor would swap another amount than the one typed).

/** SPEC §8: the swap service does not swap on the account's network. */
export const SWAPS_NOT_SUPPORTED = NetworkNotSupportedForSwapsError.shortMessage

/**
 * The least a swap may give for a quote of `toAmount`: the quote less the slippage (SPEC §9: 1 %),
 * rounded down, as the router is told.
 *
 * @example
 * minimumOut(40_000n) // 39_600n
 */
export function minimumOut(toAmount: bigint): bigint {
  return (toAmount * BigInt(100 - SWAP_SLIPPAGE_PERCENT)) / 100n
}

/**
 * Whether a swap built now still gives at least the minimum the visitor was shown: a pool that moved
 * since the quote was shown by more than the slippage is refused before the wallet is asked (the
 * router would revert it, and the visitor would pay the fee for nothing). Both the service's estimate
 * (`built`) and, where Foyer reads the call (the declared router's), the least the call itself accepts
 * (`acceptsAtLeast`) must reach the minimum shown: a call that accepts less would let the swap give
 * less than the visitor was told, whether the price moved or the service lied.
 *
 * @example
 * isWithinSlippage({ shown: 40_000n, built: 39_700n }) // true
 * isWithinSlippage({ shown: 40_000n, built: 39_500n }) // false
 * isWithinSlippage({ shown: 40_000n, built: 40_000n, acceptsAtLeast: 0n }) // false
 */
export function isWithinSlippage({
  shown,
  built,
  acceptsAtLeast,
}: {
  shown: bigint
  built: bigint
  acceptsAtLeast?: bigint | undefined
}): boolean {
  const least = minimumOut(shown)
  return built >= least && (acceptsAtLeast === undefined || acceptsAtLeast >= least)
}

/** Whether a token is the network's coin (the service's placeholder address), which needs no approval. */
export function isNativeToken(token: Pick<SwapToken, 'address' | 'isNative'>): boolean {
  return token.isNative || token.address.toLowerCase() === NATIVE_TOKEN_ADDRESS
}

/**
 * The amount typed, in base units of `token`, or `undefined` when it is not one (empty, not digits,
 * more decimals than the token has, zero): the send form's reading, shared.
 *
 * @example
 * amountUnits('1.5', { decimals: 18 }) // 1_500_000_000_000_000_000n
 */
export function amountUnits(amount: string, token: { decimals: number } | undefined): bigint | undefined {
  if (!token) return undefined
  const parsed = parseAmount(amount, token.decimals)
  return parsed.ok ? parsed.units : undefined
}

/**
 * The wallet's prompts for a swap, in order: the approval first when the allowance does not cover
 * the amount, then the swap; or both as one `batch` prompt where the wallet batches atomically
 * (EIP-5792), which also leaves no approval behind when the swap fails.
 *
 * @example
 * walletSteps({ needsApproval: true }) // ['approve', 'swap']
 * walletSteps({ needsApproval: true, batched: true }) // ['batch']
 */
export function walletSteps({
  needsApproval,
  batched = false,
}: {
  needsApproval: boolean
  batched?: boolean | undefined
}): WalletStep[] {
  if (needsApproval && batched) return ['batch']
  return needsApproval ? ['approve', 'swap'] : ['swap']
}

/**
 * What the view says while the wallet shows a prompt: which one, and which of how many; the batch
 * names both things the one prompt does.
 *
 * @example
 * walletStepText('approve', { needsApproval: true, fromSymbol: 'FUSD', toSymbol: 'FOY' }) // 'Approve FUSD in your wallet (1 of 2)'
 * walletStepText('batch', { needsApproval: true, batched: true, fromSymbol: 'FUSD', toSymbol: 'FOY' }) // 'Approve FUSD and swap it for FOY in your wallet (one prompt)'
 */
export function walletStepText(
  step: WalletStep,
  {
    needsApproval,
    batched,
    fromSymbol,
    toSymbol,
  }: { needsApproval: boolean; batched?: boolean | undefined; fromSymbol: string; toSymbol: string },
): string {
  if (step === 'batch') return `Approve ${fromSymbol} and swap it for ${toSymbol} in your wallet (one prompt)`
  const steps = walletSteps({ needsApproval, batched })
  const of = `(${steps.indexOf(step) + 1} of ${steps.length})`
  return step === 'approve'
    ? `Approve ${fromSymbol} in your wallet ${of}`
    : `Swap ${fromSymbol} for ${toSymbol} in your wallet ${of}`
}

/**
 * What the balance lacks for the amount (and the network fee, `fee`, where the coin is paid: the
 * balance pays both), with the numbers, or `undefined` when it covers it. Said on its own, from the
 * chain's balance: never from a quote's failure.
 *
 * @example
 * shortfallText({ amount: 10n, balance: 5n, symbol: 'FUSD', decimals: 0 }) // 'Not enough FUSD: 10 FUSD needed, 5 FUSD available'
 * shortfallText({ amount: 10n, fee: 1n, balance: 10n, symbol: 'ETH', decimals: 0 }) // 'Not enough ETH: 11 ETH needed with the network fee, 10 ETH available'
 */
export function shortfallText({
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
}): string | undefined {
  const needed = amount + fee
  if (needed <= balance) return undefined
  return `Not enough ${symbol}: ${formatAmount(needed, decimals)} ${symbol} needed${fee > 0n ? ' with the network fee' : ''}, ${formatAmount(balance, decimals)} ${symbol} available`
}

/**
 * The swap's result in words, from how it ended (its receipt's status, or for a batch the receipt of
 * the transaction that carried it): "Swapped" only where the chain said it succeeded. A reverted swap
 * says nothing was swapped and the fee was paid, and, where an approval landed before it, that the
 * approval stays granted (the exchange may still spend that amount of the token paid until it is used
 * or revoked). A reverted batch (`batched`: the approval and the swap as one atomic transaction) says
 * nothing was approved either: the approval reverted with the swap.
 *
 * @example
 * swapResultText('failed', { pays: '10 FUSD', receivesAtLeast: '39.6 FOY', approved: true })
 * // 'The swap failed on the chain (it reverted): nothing was swapped, and the network fee was paid. Your approval for the exchange to spend 10 FUSD is still granted.'
 */
export function swapResultText(
  outcome: TransactionOutcome,
  {
    pays,
    receivesAtLeast,
    approved,
    batched = false,
  }: { pays: string; receivesAtLeast: string; approved: boolean; batched?: boolean | undefined },
): string {
  if (outcome === 'succeeded') return `Swapped ${pays} for at least ${receivesAtLeast}.`
  if (outcome === 'unconfirmed')
    return 'Swap sent; it was not confirmed yet. Check your wallet before swapping again.'
  if (batched)
    return 'The approval and the swap failed on the chain (they reverted together): nothing was approved or swapped, and the network fee was paid.'
  const granted = approved ? ` Your approval for the exchange to spend ${pays} is still granted.` : ''
  return `The swap failed on the chain (it reverted): nothing was swapped, and the network fee was paid.${granted}`
}
