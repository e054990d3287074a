/**
 * The most decimals a token amount may have before Foyer computes with it. ERC-20 stores `decimals`
 * in a `uint8`, so no real token has more than 255; a larger number can only come from a broken or
 * hostile service, and `10n ** decimals` with a decimals of millions blocks the page for seconds.
 */
export const MAX_TOKEN_DECIMALS = 255

/**
 * Formats an amount in the smallest unit (wei, lamports, sats) as a decimal string with exactly
 * `maxDecimals` decimals, TRUNCATED (never rounded up) as SPEC §9 asks: a balance must never show more
 * than the account holds. No grouping separators and no exponent, so the text is stable across
 * locales: `10000.000`, not `10,000` or `1e4`. Truncation goes toward zero, and an amount that
 * truncates to zero shows no minus sign. Decimals above 255 (more than any token can have) throw a
 * `RangeError` before any arithmetic.
 *
 * @example
 * formatBalance(1_234_900_000_000_000_000n, 18) // '1.234'
 * formatBalance(10_000n * 10n ** 18n, 18) // '10000.000'
 * formatBalance(150n, 2, 0) // '1'
 */
export function formatBalance(value: bigint, decimals: number, maxDecimals = 3): string {
  // Checked before `10n ** decimals`: a decimals of millions would block the page for seconds.
  for (const [name, count] of [
    ['decimals', decimals],
    ['maxDecimals', maxDecimals],
  ] as const)
    if (!Number.isSafeInteger(count) || count < 0 || count > MAX_TOKEN_DECIMALS)
      throw new RangeError(
        `formatBalance: ${name} must be an integer from 0 to ${MAX_TOKEN_DECIMALS}, got ${count}`,
      )
  const negative = value < 0n
  const magnitude = negative ? -value : value
  const unit = 10n ** BigInt(decimals)
  const whole = magnitude / unit
  const fraction = decimals === 0 ? '' : (magnitude % unit).toString().padStart(decimals, '0')
  const kept = fraction.slice(0, maxDecimals).padEnd(maxDecimals, '0')
  const isZero = whole === 0n && /^0*$/.test(kept)
  const sign = negative && !isZero ? '-' : ''
  return maxDecimals === 0 ? `${sign}${whole}` : `${sign}${whole}.${kept}`
}

/**
 * A balance as people read it (SPEC §9: truncated to 3 decimals, en-US): {@link formatBalance}'s text
 * with the whole part grouped by thousands. The grouping is written out, not left to the runtime's
 * locale data, so the server's render and the browser's match.
 *
 * @example
 * formatBalanceForDisplay(10_000n * 10n ** 18n, 18) // '10,000.000'
 * formatBalanceForDisplay(-1_234_567_890n, 3, 0) // '-1,234,567'
 */
export function formatBalanceForDisplay(value: bigint, decimals: number, maxDecimals = 3): string {
  return groupThousands(formatBalance(value, decimals, maxDecimals))
}

/**
 * A decimal string as {@link formatBalance} writes it, its whole part grouped by thousands with
 * commas (en-US): the text a UI without locale formats of its own shows.
 *
 * @example
 * groupThousands('10000.000') // '10,000.000'
 * groupThousands('-1234567') // '-1,234,567'
 */
export function groupThousands(text: string): string {
  const [whole = '', fraction] = text.split('.')
  const sign = whole.startsWith('-') ? '-' : ''
  const grouped = whole.slice(sign.length).replace(/\B(?=(\d{3})+$)/g, ',')
  return fraction === undefined ? `${sign}${grouped}` : `${sign}${grouped}.${fraction}`
}

/**
 * An amount in the token's smallest unit as the whole tokens it is, exactly (every decimal kept, none
 * invented, trailing zeros dropped): what Max writes into the field, and what `parseAmount` reads
 * back to the same units.
 *
 * @example
 * formatAmount(1_500_000_000_000_000_000n, 18) // '1.5'
 * formatAmount(1n, 18) // '0.000000000000000001'
 */
export function formatAmount(units: bigint, decimals: number): string {
  const text = formatBalance(units, decimals, decimals)
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text
}
