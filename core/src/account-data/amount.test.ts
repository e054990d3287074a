import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { exactAmount, smallestUnits } from './amount.js'

describe('amounts in whole tokens', () => {
  it('writes the exact amount without trailing zeros or exponent', () => {
    expect(exactAmount(1_250_500_000_000_000_000_000n, 18)).toBe('1250.5')
    expect(exactAmount(42n * 10n ** 18n, 18)).toBe('42')
    expect(exactAmount(1n, 18)).toBe('0.000000000000000001')
    expect(exactAmount(0n, 9)).toBe('0')
    expect(exactAmount(1_000n, 0)).toBe('1000')
  })

  it('reads a whole-token amount back in the smallest unit, cutting digits past the decimals', () => {
    expect(smallestUnits('1250.5', 18)).toBe(1_250_500_000_000_000_000_000n)
    expect(smallestUnits('0.1239', 3)).toBe(123n)
    expect(smallestUnits('7', 6)).toBe(7_000_000n)
  })

  it('round-trips every amount', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 40n }),
        fc.integer({ min: 0, max: 30 }),
        (value, decimals) => {
          const text = exactAmount(value, decimals)
          expect(text).toMatch(/^\d+(\.\d*[1-9])?$/)
          expect(smallestUnits(text, decimals)).toBe(value)
        },
      ),
    )
  })
})
