/**
 * A share as a percent with 2 decimals, from its decimal string (`'0.0905'` is 9.05 %, read as a
 * decimal, not a double), in the locale's way (`'9,05 %'` in Spanish, `'9.05‎%‎'` in Arabic). English
 * keeps the space before the sign its texts have always had (`'9.05 %'`, where `Intl` writes
 * `'9.05%'`). Only the Swap view shows a percent (the price impact), so it lives with it rather than
 * in the modal's formats.
 *
 * @example
 * formatPercent('es', '0.0012') // '0,12 %'
 * formatPercent('en', '0.0012') // '0.12 %'
 */
export function formatPercent(locale: string, fraction: string): string {
  const spaced = new Intl.Locale(locale).language === 'en'
  return new Intl.NumberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })
    .formatToParts(fraction as Intl.StringNumericLiteral)
    .map((part) => (spaced && part.type === 'percentSign' ? ` ${part.value}` : part.value))
    .join('')
}
