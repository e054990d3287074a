import { MAX_TOKEN_DECIMALS } from './format-balance.js'

export { MAX_TOKEN_DECIMALS }

/**
 * The most digits the whole part of a token amount may have: a 256-bit balance has 78 digits, and
 * no chain Foyer serves counts more. A longer number is junk, refused before it becomes a `bigint`.
 */
export const MAX_WHOLE_DIGITS = 78

const digits = /^\d+$/
const decimalAmount = /^(\d+)(?:\.(\d+))?$/

/**
 * A token's `decimals` written as digits (`'18'`), as a number, when it is an integer from 0 to
 * {@link MAX_TOKEN_DECIMALS}; `undefined` for anything else (`'20000000'`, `'1.5'`, `'-1'`, `18`),
 * checked on the text, so no arithmetic runs on an unchecked value.
 *
 * @example
 * tokenDecimals('6') // 6
 * tokenDecimals('20000000') // undefined
 */
export function tokenDecimals(text: unknown): number | undefined {
  if (typeof text !== 'string' || text.length > 3 || !digits.test(text)) return undefined
  const decimals = Number(text)
  return decimals <= MAX_TOKEN_DECIMALS ? decimals : undefined
}

/**
 * Whether `numeric` is a whole-token amount Foyer computes with: a plain decimal string (`'1250.5'`,
 * no sign, no exponent) whose whole part has at most {@link MAX_WHOLE_DIGITS} digits and whose
 * fraction has at most {@link MAX_TOKEN_DECIMALS}. Checked by length first, so a body of megabytes
 * of digits costs nothing.
 *
 * @example
 * isTokenAmount('1250.5') // true
 * isTokenAmount('1e3') // false
 * isTokenAmount(`0.${'0'.repeat(1_000_000)}1`) // false
 */
export function isTokenAmount(numeric: unknown): numeric is string {
  if (typeof numeric !== 'string' || numeric.length > MAX_WHOLE_DIGITS + 1 + MAX_TOKEN_DECIMALS) return false
  const match = decimalAmount.exec(numeric)
  if (!match) return false
  const [, whole = '', fraction = ''] = match
  return whole.length <= MAX_WHOLE_DIGITS && fraction.length <= MAX_TOKEN_DECIMALS
}
