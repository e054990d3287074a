import { formatAmount } from './format-amount.js'

/**
 * Numbers, dollars and dates in the visitor's locale, one place for all of them.
 *
 * @example
 * const format = createFormat('ja')
 * format.amount('1250.567') // '1,250.567'
 */
export type Format = {
  /**
   * A token amount from its decimal string, never through a `Number`: every one of 18 decimals
   * survives, and the decimals it is written with are kept (a balance core cut to 3 decimals,
   * `'10000.000'`, reads `'10,000.000'`). `maximumFractionDigits` cuts (rounding down would need the
   * value's sign; amounts shown are cut by core already), 20 by default.
   */
  amount(decimal: string, options?: { maximumFractionDigits?: number }): string
  /** A dollar value, as a decimal string or a number, with the currency's style (2 decimals). */
  usd(value: string | number): string
  /** A date with its time, short. */
  dateTime(date: Date | number): string
  /** A day and month, in UTC: the day is the same on the server and in every browser. */
  day(date: Date | number): string
  /** A month and its year, in UTC (an Activity heading): the same on the server and in every browser. */
  month(date: Date | number): string
}

/**
 * The formatters of a locale. `Intl.NumberFormat` takes a decimal string as it is (exactly, in Node 20
 * and Chromium), so amounts keep every digit ({@link formatAmount}). Days and months are written in
 * UTC, as core groups transactions by month: the visitor's own time zone is unknown on the server, and
 * a date written in it would differ between the server's markup and the browser's first render.
 *
 * @example
 * createFormat('ar').usd('1250.5') // '‏1,250.50 US$' (Arabic's own order)
 */
export function createFormat(locale: string): Format {
  // Each formatter of dollars and dates is made on its first use, then kept.
  let usd: Intl.NumberFormat | undefined
  const dates: Record<string, Intl.DateTimeFormat> = {}
  const date = (key: string, options: Intl.DateTimeFormatOptions) =>
    (dates[key] ??= new Intl.DateTimeFormat(locale, options))
  return {
    amount: (text, { maximumFractionDigits } = {}) => formatAmount(locale, text, maximumFractionDigits),
    usd(value) {
      usd ??= new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' })
      return usd.format(value as number)
    },
    dateTime: (at) => date('dateTime', { dateStyle: 'medium', timeStyle: 'short' }).format(at),
    day: (at) => date('day', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(at),
    month: (at) => date('month', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(at),
  }
}
