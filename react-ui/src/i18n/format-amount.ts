/**
 * A token amount from its decimal string in a locale, never through a `Number`, so every one of 18
 * decimals survives (`Intl.NumberFormat` reads the string as a decimal). The decimals it is written
 * with are kept, so a balance core cut to 3 decimals (`'10000.000'`) reads `'10,000.000'`, not
 * `'10,000'`; digits past `maximumFractionDigits` are cut, never rounded up. On the page (the account
 * button's balance) as well as in the modal's formats, so it is kept this small.
 *
 * @example
 * formatAmount('es', '10000.000') // '10.000,000'
 * formatAmount('en', '1.23456', 3) // '1.234'
 */
export function formatAmount(locale: string, decimal: string, maximumFractionDigits = 20): string {
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: Math.min(decimal.split('.')[1]?.length ?? 0, maximumFractionDigits),
    maximumFractionDigits,
    roundingMode: 'trunc',
    // The string overload (ES2023's numeric literal): the value is read as a decimal, not a double.
  }).format(decimal as Intl.StringNumericLiteral)
}
