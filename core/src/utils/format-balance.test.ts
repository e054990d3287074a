import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatBalance, formatBalanceForDisplay } from './format-balance.js'

/** An independent oracle: the exact decimal text of value / 10^decimals, written with strings only. */
function exactDecimal(value: bigint, decimals: number): { sign: string; whole: string; fraction: string } {
  const digits = (value < 0n ? -value : value).toString().padStart(decimals + 1, '0')
  return {
    sign: value < 0n ? '-' : '',
    whole: digits.slice(0, digits.length - decimals).replace(/^0+(?=\d)/, ''),
    fraction: digits.slice(digits.length - decimals),
  }
}

describe('formatBalance (SPEC §9: truncated to 3 decimals)', () => {
  it('truncates, never rounds', () => {
    expect(formatBalance(1_234_900_000_000_000_000n, 18)).toBe('1.234')
    expect(formatBalance(999_999n, 6)).toBe('0.999')
    expect(formatBalance(1_999_999_999n, 9, 2)).toBe('1.99')
  })
  it('always shows exactly maxDecimals decimals, without grouping', () => {
    expect(formatBalance(10_000n * 10n ** 18n, 18)).toBe('10000.000')
    expect(formatBalance(0n, 18)).toBe('0.000')
    expect(formatBalance(150n, 2)).toBe('1.500')
    expect(formatBalance(150n, 2, 0)).toBe('1')
    expect(formatBalance(7n, 0)).toBe('7.000')
  })
  it('truncates toward zero, and a negative amount that truncates to zero has no sign', () => {
    expect(formatBalance(-1_234_900n, 6)).toBe('-1.234')
    expect(formatBalance(-1n, 18)).toBe('0.000')
  })
  it('rejects decimals that are not natural numbers', () => {
    expect(() => formatBalance(1n, -1)).toThrow(RangeError)
    expect(() => formatBalance(1n, 18, 1.5)).toThrow(RangeError)
  })
  it('matches the exact decimal cut after maxDecimals digits, for any amount', () => {
    fc.assert(
      fc.property(
        fc.bigInt(),
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 0, max: 8 }),
        (value, decimals, max) => {
          const text = formatBalance(value, decimals, max)
          const exact = exactDecimal(value, decimals)
          const fraction = exact.fraction.slice(0, max).padEnd(max, '0')
          const zero = /^0+$/.test(exact.whole) && /^0*$/.test(fraction)
          const expected = `${zero ? '' : exact.sign}${exact.whole}${max > 0 ? `.${fraction}` : ''}`
          expect(text).toBe(expected)
          expect(text).toMatch(max > 0 ? new RegExp(`^-?\\d+\\.\\d{${max}}$`) : /^-?\d+$/)
        },
      ),
    )
  })
  it('never shows more than the amount: the shown value is within one last digit below it', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 30n }),
        fc.integer({ min: 0, max: 24 }),
        (value, decimals) => {
          const text = formatBalance(value, decimals, 3)
          const [whole = '0', fraction = ''] = text.split('.')
          // shown × 10^decimals, as an integer in the smallest unit, when decimals ≥ 3
          const scale = 10n ** BigInt(Math.max(decimals - 3, 0))
          const shown = (BigInt(whole) * 1000n + BigInt(fraction)) * scale
          const actual = decimals >= 3 ? value : value * 10n ** BigInt(3 - decimals)
          expect(shown <= actual).toBe(true)
          expect(actual - shown < (decimals >= 3 ? scale : 1n)).toBe(true)
        },
      ),
    )
  })
})

describe('formatBalanceForDisplay', () => {
  it('groups the whole part by thousands, en-US, and leaves the truncated decimals as they are', () => {
    expect(formatBalanceForDisplay(10_000n * 10n ** 18n, 18)).toBe('10,000.000')
    expect(formatBalanceForDisplay(1_234_567_999n, 3)).toBe('1,234,567.999')
    expect(formatBalanceForDisplay(999_999n, 3)).toBe('999.999')
    expect(formatBalanceForDisplay(100_000_000n, 8)).toBe('1.000')
    expect(formatBalanceForDisplay(-1_234_567_890n, 3, 0)).toBe('-1,234,567')
    expect(formatBalanceForDisplay(0n, 18)).toBe('0.000')
  })

  it('is formatBalance with commas removed, for every magnitude', () => {
    for (let digits = 1; digits <= 30; digits++) {
      const value = BigInt('9'.repeat(digits))
      expect(formatBalanceForDisplay(value, 6).replaceAll(',', '')).toBe(formatBalance(value, 6))
    }
  })
})
