import { smallestUnits } from '../../account-data/amount.js'
import type { TokenBalance, TokenQuantity } from '../../api/blockchain/blockchain-api.types.js'
import { formatBalanceForDisplay } from '../../utils/format-balance.js'
import { isTokenAmount, tokenDecimals } from '../../utils/token-amount.js'

const usdFormat = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
})

/**
 * What a quantity or a dollar value shows when Foyer cannot show it truthfully: an amount that is not
 * a number, infinite, negative, or beyond any real holding. Written in words so a visitor never reads
 * `$∞`, `$NaN` or a 300-digit figure as a balance.
 */
export const UNREADABLE_AMOUNT = 'Unknown'

/**
 * The largest dollar value shown as a figure: a quadrillion dollars, more than all the money in the
 * world. A price or a total beyond it comes from a broken or hostile service, not from a wallet.
 */
export const MAX_SHOWN_USD = 1e15

/**
 * A token quantity as people read it: truncated to 3 decimals and grouped by thousands (SPEC §9
 * formatting: token quantity 3 decimals), never more than the account holds. A quantity whose
 * decimals or amount is not one a token can have (over 255 decimals, more digits than a 256-bit
 * balance) shows {@link UNREADABLE_AMOUNT}, without computing with it.
 *
 * @example
 * formatQuantity({ decimals: '18', numeric: '1250.5678' }) // '1,250.567'
 * formatQuantity({ decimals: '20000000', numeric: '1' }) // 'Unknown'
 */
export function formatQuantity(quantity: TokenQuantity): string {
  const decimals = tokenDecimals(quantity.decimals)
  if (decimals === undefined || !isTokenAmount(quantity.numeric)) return UNREADABLE_AMOUNT
  return formatBalanceForDisplay(smallestUnits(quantity.numeric, decimals), decimals, 3)
}

/**
 * An amount of US dollars with 2 decimals, en-US (SPEC §9 formatting); {@link UNREADABLE_AMOUNT} for
 * a value that is not finite, is negative or is above {@link MAX_SHOWN_USD}.
 *
 * @example
 * formatUsd(1250.5) // '$1,250.50'
 * formatUsd(Number.POSITIVE_INFINITY) // 'Unknown'
 */
export function formatUsd(value: number): string {
  if (!Number.isFinite(value) || value < 0 || value > MAX_SHOWN_USD) return UNREADABLE_AMOUNT
  return usdFormat.format(value)
}

/**
 * The dollar value of a list of tokens, when at least one has a price; tokens without one count 0.
 * The sum may be infinite (two values of 1e308) or absurd: {@link formatUsd} shows it as unknown.
 *
 * @example
 * totalValue([{ value: 3000 }, { value: 12.5 }, {}]) // 3012.5
 */
export function totalValue(tokens: readonly Pick<TokenBalance, 'value'>[]): number | undefined {
  const priced = tokens.flatMap((token) => (token.value === undefined ? [] : [token.value]))
  return priced.length === 0 ? undefined : priced.reduce((sum, value) => sum + value, 0)
}
