/**
 * An amount as core hands it to a UI that writes figures in its visitor's locale: the exact decimal
 * string (no grouping, no sign, no exponent: `'10000.5'`, every one of 18 decimals kept) and the
 * unit it counts (`''` for a bare number inside a review's words, which name the unit themselves:
 * '{amount} raw units'). Foyer's skin writes the figure with `Intl` from the string, so no digit goes through
 * a `Number`. The view models keep their finished en-US text beside it for a UI without locale formats.
 *
 * @example
 * const fee: AmountFigure = { amount: '0.000042', symbol: 'ETH' }
 */
export type AmountFigure = {
  amount: `${number}`
  symbol: string
}

/**
 * An {@link AmountFigure} from a decimal string core wrote itself (`formatAmount`, `formatFee`).
 *
 * @example
 * amountFigure('0.000042', 'ETH') // { amount: '0.000042', symbol: 'ETH' }
 */
export function amountFigure(amount: string, symbol: string): AmountFigure {
  return { amount: amount as `${number}`, symbol }
}
