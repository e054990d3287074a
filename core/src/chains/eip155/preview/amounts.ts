import { formatUnits, maxUint160, maxUint256 } from 'viem'
import { type AmountFigure, amountFigure } from '../../../utils/amount-figure.js'
import { type ReviewText, reviewAmount, reviewText } from '../../review-text.js'
import type { TokenFacts } from './token-facts.js'

/**
 * Whether an allowance is the "unlimited" one wallets write: 2^256 − 1 (ERC-20) or 2^160 − 1
 * (Permit2's amounts are 160 bits).
 *
 * @example
 * isUnlimited(2n ** 256n - 1n) // true
 */
export function isUnlimited(amount: bigint): boolean {
  return amount === maxUint256 || amount === maxUint160
}

/**
 * A token amount for people: in whole tokens with the symbol when the chain told the decimals
 * ('12.5 FUSD'), else in the token's raw units ('12500000 raw units').
 *
 * @example
 * tokenAmount(12_500_000n, { kind: 'fungible', symbol: 'USDC', decimals: 6 }) // '12.5 USDC'
 */
export function tokenAmount(amount: bigint, facts: TokenFacts): string {
  if (facts.kind !== 'fungible') return `${amount} raw units`
  return `${formatUnits(amount, facts.decimals)} ${facts.symbol ?? 'tokens'}`
}

/**
 * {@link tokenAmount} as a review line's amount: its figure where the chain told the decimals and the
 * symbol, else its words as data ('{amount} tokens' without a symbol, '{amount} raw units' without
 * decimals: the number a bare figure), for a UI to write in its visitor's language.
 *
 * @example
 * const row = { address, ...tokenAmountFields(5n, { kind: 'unknown' }) } // amount: '5 raw units'
 */
export function tokenAmountFields(
  amount: bigint,
  facts: TokenFacts,
): { amount: string; figure?: AmountFigure; amountText?: ReviewText } {
  if (facts.kind !== 'fungible')
    return reviewAmount('{amount} raw units', { amount: amountFigure(`${amount}`, '') })
  const whole = formatUnits(amount, facts.decimals)
  if (facts.symbol === undefined) return reviewAmount('{amount} tokens', { amount: amountFigure(whole, '') })
  return { amount: tokenAmount(amount, facts), figure: amountFigure(whole, facts.symbol) }
}

/**
 * {@link tokenAmountFields} as a value inside a review's words (an amount, or the raw units' words).
 *
 * @example
 * tokenAmountValue(12_500_000n, { kind: 'fungible', symbol: 'USDC', decimals: 6 }) // { amount: '12.5', symbol: 'USDC' }
 */
export function tokenAmountValue(amount: bigint, facts: TokenFacts): AmountFigure | ReviewText {
  const fields = tokenAmountFields(amount, facts)
  return fields.figure ?? fields.amountText ?? reviewText(fields.amount)
}

/**
 * An allowance as a review line's amount: 'unlimited FUSD' (the token's symbol, else 'tokens') for the
 * unlimited ones, as loud in every language, else the amount ({@link tokenAmountFields}).
 *
 * @example
 * allowanceAmount(2n ** 256n - 1n, { kind: 'fungible', symbol: 'FUSD', decimals: 18 }).amount // 'unlimited FUSD'
 */
export function allowanceAmount(amount: bigint, facts: TokenFacts) {
  if (!isUnlimited(amount)) return tokenAmountFields(amount, facts)
  const token = facts.kind === 'fungible' && facts.symbol ? facts.symbol : reviewText('tokens')
  return reviewAmount('unlimited {token}', { token })
}

/**
 * The token's name in a review's sentence: its symbol as it is (a token's own name is not translated),
 * else 'the token' as a phrase a UI says in its visitor's language.
 *
 * @example
 * tokenNameValue({ kind: 'unknown' }) // { text: 'the token' }
 */
export function tokenNameValue(facts: TokenFacts): string | ReviewText {
  return facts.kind !== 'unknown' && facts.symbol ? facts.symbol : reviewText('the token')
}

/**
 * What the review says when the chain did not tell what a token is: amounts are raw.
 *
 * @example
 * const row = { address, amount: '5 raw units', note: RAW_UNITS_NOTE }
 */
export const RAW_UNITS_NOTE = 'The chain did not tell this token’s decimals: raw units'
