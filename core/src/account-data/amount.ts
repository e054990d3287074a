import { formatBalance } from '../utils/format-balance.js'

/**
 * An amount in the smallest unit as whole tokens, exactly, in the Blockchain API's `numeric` form: a
 * decimal string without trailing zeros or exponent.
 *
 * @example
 * exactAmount(1_250_500_000_000_000_000_000n, 18) // '1250.5'
 * exactAmount(42n * 10n ** 18n, 18) // '42'
 */
export function exactAmount(value: bigint, decimals: number): string {
  const text = formatBalance(value, decimals, decimals)
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text
}

/**
 * A whole-token decimal string (`'1250.5'`) in the smallest unit of a token with `decimals`; digits
 * past the token's decimals are cut (never rounded up).
 *
 * @example
 * smallestUnits('1250.5', 18) // 1_250_500_000_000_000_000_000n
 */
export function smallestUnits(numeric: string, decimals: number): bigint {
  const [whole = '0', fraction = ''] = numeric.split('.')
  return BigInt(whole + fraction.slice(0, decimals).padEnd(decimals, '0'))
}
