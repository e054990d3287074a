import type { AmountFigure } from '@foyer/core'

/**
 * A decimal string core hands over, written in the visitor's locale as Foyer's English writes an
 * amount sent, paid, quoted, charged or a limit: every decimal it is written with, no thousands
 * separators (`'10000.5'`; `'10000,5'` in Spanish). English reads exactly as core's own text, and no
 * locale can read a separator as a decimal point. `Intl.NumberFormat` reads the string as a decimal,
 * never through a `Number`, so every one of 18 decimals survives. Only the views that move money use
 * it, so it stays out of the modal's formats.
 *
 * @example
 * writeDecimal('es', '0.000042') // '0,000042'
 */
export function writeDecimal(locale: string, decimal: string): string {
  return new Intl.NumberFormat(locale, {
    // 20 decimals at most (what Intl takes everywhere); a token of more has its last ones cut, never
    // rounded up.
    minimumFractionDigits: Math.min(decimal.split('.')[1]?.length ?? 0, 20),
    maximumFractionDigits: 20,
    roundingMode: 'trunc',
    useGrouping: false,
    // The string overload (ES2023's numeric literal): the value is read as a decimal, not a double.
  }).format(decimal as Intl.StringNumericLiteral)
}

/**
 * An amount with its symbol ({@link writeDecimal}, then the symbol).
 *
 * @example
 * writeAmount('es', { amount: '10000.5', symbol: 'ETH' }) // '10000,5 ETH'
 */
export function writeAmount(locale: string, figure: AmountFigure): string {
  return `${writeDecimal(locale, figure.amount)} ${figure.symbol}`
}
