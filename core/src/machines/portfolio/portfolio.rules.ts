import { smallestUnits } from '../../account-data/amount.js'
import type { TokenBalance, TokenQuantity } from '../../api/blockchain/blockchain-api.types.js'
import { formatBalanceForDisplay } from '../../utils/format-balance.js'

const usdFormat = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
})

/**
 * A token quantity as people read it: truncated to 3 decimals and grouped by thousands (SPEC §9
 * formatting: token quantity 3 decimals), never more than the account holds.
 *
 * @example
 * formatQuantity({ decimals: '18', numeric: '1250.5678' }) // '1,250.567'
 */
export function formatQuantity(quantity: TokenQuantity): string {
  const decimals = Number(quantity.decimals)
  return formatBalanceForDisplay(smallestUnits(quantity.numeric, decimals), decimals, 3)
}

/**
 * An amount of US dollars with 2 decimals, en-US (SPEC §9 formatting).
 *
 * @example
 * formatUsd(1250.5) // '$1,250.50'
 */
export function formatUsd(value: number): string {
  return usdFormat.format(value)
}

/**
 * The dollar value of a list of tokens, when at least one has a price; tokens without one count 0.
 *
 * @example
 * totalValue([{ value: 3000 }, { value: 12.5 }, {}]) // 3012.5
 */
export function totalValue(tokens: readonly Pick<TokenBalance, 'value'>[]): number | undefined {
  const priced = tokens.flatMap((token) => (token.value === undefined ? [] : [token.value]))
  return priced.length === 0 ? undefined : priced.reduce((sum, value) => sum + value, 0)
}
