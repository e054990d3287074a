import { SWAP_SLIPPAGE_PERCENT } from '../../api/blockchain/convert.constants.js'
import { NetworkNotSupportedForSwapsError } from '../../api/blockchain/convert.errors.js'
import { NATIVE_TOKEN_ADDRESS, type SwapToken } from '../../api/blockchain/convert.types.js'
import { parseAmount } from '../send/send.rules.js'
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
