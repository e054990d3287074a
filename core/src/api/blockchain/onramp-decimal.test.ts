import fc from 'fast-check'
import { formatUnits, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { compareDecimals, exactJsonNumber, normalizeDecimal } from './onramp-decimal.js'

// Money stays a decimal string: these helpers are checked against viem's parseUnits/formatUnits as
// the oracle of what an amount is.

const decimal = fc
  .tuple(fc.bigInt({ min: 0n, max: 10n ** 30n }), fc.integer({ min: 0, max: 18 }))
  .map(([units, decimals]) => ({ text: formatUnits(units, decimals), units, decimals }))
const padded = fc
  .tuple(decimal, fc.nat(3), fc.nat(3))
  .map(([{ text }, lead, trail]) =>
    `${'0'.repeat(lead)}${text}${text.includes('.') ? '' : '.'}${'0'.repeat(trail)}`.replace(/\.$/, ''),
  )

describe('normalizeDecimal', () => {
  it('drops leading and trailing zeros only', () => {
    expect(normalizeDecimal('0100.250')).toBe('100.25')
    expect(normalizeDecimal('10.00')).toBe('10')
    expect(normalizeDecimal('0.0')).toBe('0')
    expect(normalizeDecimal('000')).toBe('0')
  })

  it('keeps the amount (viem as oracle)', () => {
    fc.assert(
      fc.property(padded, (text) => {
        expect(parseUnits(normalizeDecimal(text), 18)).toBe(parseUnits(text, 18))
      }),
    )
  })

  it.each(['', '-1', '1e3', '1,5', ' 1', '.5', 'NaN'])('refuses %j', (text) => {
    expect(() => normalizeDecimal(text)).toThrow(RangeError)
  })
})

describe('compareDecimals', () => {
  it('orders amounts exactly, whatever their number of decimals', () => {
    expect(compareDecimals('7500.00', '7500')).toBe(0)
    expect(compareDecimals('9.99', '10')).toBeLessThan(0)
    expect(compareDecimals('10.000000000000000001', '10')).toBeGreaterThan(0)
  })

  it('agrees with the order of the amounts in base units', () => {
    fc.assert(
      fc.property(decimal, decimal, (a, b) => {
        const unitsA = parseUnits(a.text, 18)
        const unitsB = parseUnits(b.text, 18)
        expect(Math.sign(compareDecimals(a.text, b.text))).toBe(
          unitsA === unitsB ? 0 : unitsA < unitsB ? -1 : 1,
        )
      }),
    )
  })
})

describe('exactJsonNumber', () => {
  it('gives the number JSON writes back as the same digits', () => {
    expect(exactJsonNumber('100.50')).toBe(100.5)
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (cents) => {
        const text = formatUnits(BigInt(cents), 2)
        expect(JSON.stringify(exactJsonNumber(text))).toBe(normalizeDecimal(text))
      }),
    )
  })

  it('refuses an amount no JSON number carries exactly, rather than send another', () => {
    expect(() => exactJsonNumber('0.1234567890123456789')).toThrow(RangeError)
    expect(() => exactJsonNumber('123456789012345678901234')).toThrow(RangeError)
    expect(() => exactJsonNumber('0.0000001')).toThrow(RangeError)
  })
})
