import type { AmountFigure } from '@foyer/core'
import type { Format } from './format.js'

/**
 * An amount core hands over (a decimal string and its unit) written in the visitor's locale, as
 * Foyer's English writes an amount sent, paid, quoted or charged: every decimal, no thousands
 * separators, then the symbol (`'10000.5 ETH'`; `'10000,5 ETH'` in Spanish). English reads exactly
 * as core's own text, and no locale can read a separator as a decimal point.
 *
 * @example
 * writeAmount(createFormat('es'), { amount: '0.000042', symbol: 'ETH' }) // '0,000042 ETH'
 */
export function writeAmount(format: Format, figure: AmountFigure): string {
  return `${format.amount(figure.amount, { grouping: false })} ${figure.symbol}`
}
