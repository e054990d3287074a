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
   * survives. `maximumFractionDigits` cuts (rounding down would need the value's sign; amounts shown
   * are cut by core already), 20 by default.
   */
  amount(decimal: string, options?: { maximumFractionDigits?: number }): string
  /** A dollar value, as a decimal string or a number, with the currency's style. */
  usd(value: string | number): string
  /** A date with its time, short. */
  dateTime(date: Date | number): string
  /** A day and month. */
  day(date: Date | number): string
}

/**
 * The formatters of a locale. `Intl.NumberFormat` takes a decimal string as it is (exactly, in Node 20
 * and Chromium), so amounts keep every digit.
 *
 * @example
 * createFormat('ar').usd('1250.5') // '‏1,250.50 US$' (Arabic's own order)
 */
export function createFormat(locale: string): Format {
  const amounts = new Map<number, Intl.NumberFormat>()
  let usd: Intl.NumberFormat | undefined
  let dateTime: Intl.DateTimeFormat | undefined
  let day: Intl.DateTimeFormat | undefined
  return {
    amount(decimal, { maximumFractionDigits = 20 } = {}) {
      let format = amounts.get(maximumFractionDigits)
      if (!format) {
        format = new Intl.NumberFormat(locale, { maximumFractionDigits, roundingMode: 'trunc' })
        amounts.set(maximumFractionDigits, format)
      }
      // The string overload (ES2023's numeric literal): the value is read as a decimal, not a double.
      return format.format(decimal as Intl.StringNumericLiteral)
    },
    usd(value) {
      usd ??= new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' })
      return usd.format(value as number)
    },
    dateTime(date) {
      dateTime ??= new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' })
      return dateTime.format(date)
    },
    day(date) {
      day ??= new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric' })
      return day.format(date)
    },
  }
}
