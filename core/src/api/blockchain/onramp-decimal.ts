import { isTokenAmount } from '../../utils/token-amount.js'

// Money in the onramp is a decimal string from end to end. These helpers compare and rewrite such
// strings exactly (bigint arithmetic on the digits), never through a float.

/**
 * The same amount written without leading zeros in the whole part or trailing zeros in the fraction:
 * `'007.50'` → `'7.5'`, `'10.00'` → `'10'`. Throws a `RangeError` for anything but a plain decimal
 * (see `isTokenAmount`).
 *
 * @example
 * normalizeDecimal('0100.250') // '100.25'
 */
export function normalizeDecimal(amount: string): string {
  const [whole, fraction] = splitDecimal(amount)
  const trimmed = fraction.replace(/0+$/, '')
  const integer = whole.replace(/^0+(?=\d)/, '')
  return trimmed === '' ? integer : `${integer}.${trimmed}`
}

/**
 * Compares two decimal amounts exactly: negative when `a < b`, 0 when equal (`'10'` and `'10.00'`
 * are), positive when `a > b`. Throws a `RangeError` for anything but plain decimals.
 *
 * @example
 * compareDecimals('7500.00', '7500') // 0
 * compareDecimals('9.99', '10') < 0 // true
 */
export function compareDecimals(a: string, b: string): number {
  const [wholeA, fractionA] = splitDecimal(a)
  const [wholeB, fractionB] = splitDecimal(b)
  const scale = Math.max(fractionA.length, fractionB.length)
  const unitsA = BigInt(wholeA + fractionA.padEnd(scale, '0'))
  const unitsB = BigInt(wholeB + fractionB.padEnd(scale, '0'))
  return unitsA === unitsB ? 0 : unitsA < unitsB ? -1 : 1
}

/**
 * The JSON number whose text is exactly `amount`'s digits, for wire fields typed as numbers
 * (`presetFiatAmount`): `'100.50'` → `100.5`, which `JSON.stringify` writes back as `100.5`. Throws a
 * `RangeError` when no such number exists (`'0.1234567890123456789'`, `'1e21'`-sized amounts): the
 * provider must never be asked for an amount other than the one the visitor typed.
 *
 * @example
 * exactJsonNumber('100.50') // 100.5
 * exactJsonNumber('12345678901234567890.5') // throws RangeError
 */
export function exactJsonNumber(amount: string): number {
  const digits = normalizeDecimal(amount)
  const number = Number(digits)
  if (String(number) !== digits)
    throw new RangeError(`exactJsonNumber: ${amount} cannot travel as a JSON number without changing`)
  return number
}

function splitDecimal(amount: string): [whole: string, fraction: string] {
  if (!isTokenAmount(amount)) throw new RangeError(`Not a decimal amount: ${String(amount).slice(0, 40)}`)
  const [whole = '', fraction = ''] = amount.split('.')
  return [whole, fraction]
}
