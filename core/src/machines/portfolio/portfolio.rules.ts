import { smallestUnits } from '../../account-data/amount.js'
import type { TokenBalance, TokenQuantity } from '../../api/blockchain/blockchain-api.types.js'
import { formatBalance, groupThousands } from '../../utils/format-balance.js'
import { isTokenAmount, tokenDecimals } from '../../utils/token-amount.js'
import type { DecimalFigure } from './portfolio.views.js'

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
 * A token quantity cut as SPEC §9 says (3 decimals, truncated, never more than the account holds), as
 * a plain decimal string with every one of the 3 decimals written, for a UI to write in its visitor's
 * locale. A quantity whose decimals or amount is not one a token can have (over 255 decimals, more
 * digits than a 256-bit balance) is `'unknown'`, without computing with it.
 *
 * @example
 * cutQuantity({ decimals: '18', numeric: '1250.5678' }) // '1250.567'
 * cutQuantity({ decimals: '20000000', numeric: '1' }) // 'unknown'
 */
export function cutQuantity(quantity: TokenQuantity): DecimalFigure {
  const decimals = tokenDecimals(quantity.decimals)
  if (decimals === undefined || !isTokenAmount(quantity.numeric)) return 'unknown'
  return formatBalance(smallestUnits(quantity.numeric, decimals), decimals, 3) as DecimalFigure
}

/**
 * A token quantity as people read it in en-US: {@link cutQuantity}'s figure grouped by thousands;
 * {@link UNREADABLE_AMOUNT} for one no token can have.
 *
 * @example
 * formatQuantity({ decimals: '18', numeric: '1250.5678' }) // '1,250.567'
 * formatQuantity({ decimals: '20000000', numeric: '1' }) // 'Unknown'
 */
export function formatQuantity(quantity: TokenQuantity): string {
  const figure = cutQuantity(quantity)
  return figure === 'unknown' ? UNREADABLE_AMOUNT : groupThousands(figure)
}

/**
 * A dollar value as a plain decimal string, for a UI to write with 2 decimals (SPEC §9) in its
 * visitor's locale: the number's shortest exact text (`'1250.5'`), so `Intl` rounds it to cents as it
 * rounds the number itself; `'unknown'` for a value that is not finite, is negative or is above
 * {@link MAX_SHOWN_USD}.
 *
 * @example
 * usdFigure(1250.5) // '1250.5'
 * usdFigure(Number.POSITIVE_INFINITY) // 'unknown'
 */
export function usdFigure(value: number): DecimalFigure {
  if (!Number.isFinite(value) || value < 0 || value > MAX_SHOWN_USD) return 'unknown'
  // Below a millionth a number's text has an exponent: written out instead (it shows as $0.00).
  const text = String(value)
  return (text.includes('e') ? value.toFixed(20) : text) as DecimalFigure
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
  return usdFigure(value) === 'unknown' ? UNREADABLE_AMOUNT : usdFormat.format(value)
}

/**
 * The dollar value of a list of tokens, when at least one has a price; tokens without one count 0.
 * The sum may be infinite (two values of 1e308) or absurd: {@link usdFigure} makes it unknown.
 *
 * @example
 * totalValue([{ value: 3000 }, { value: 12.5 }, {}]) // 3012.5
 */
export function totalValue(tokens: readonly Pick<TokenBalance, 'value'>[]): number | undefined {
  const priced = tokens.flatMap((token) => (token.value === undefined ? [] : [token.value]))
  return priced.length === 0 ? undefined : priced.reduce((sum, value) => sum + value, 0)
}
