import { describe, expect, it } from 'vitest'
import {
  cutQuantity,
  formatQuantity,
  formatUsd,
  MAX_SHOWN_USD,
  totalValue,
  UNREADABLE_AMOUNT,
  usdFigure,
} from './portfolio.rules.js'
import { tokenRow } from './portfolio.selectors.js'

describe('portfolio formatting (SPEC §9: token quantity 3 decimals, dollars 2, en-US)', () => {
  it('truncates quantities to 3 decimals, grouped by thousands, never rounding up', () => {
    expect(formatQuantity({ decimals: '18', numeric: '1250.5678' })).toBe('1,250.567')
    expect(formatQuantity({ decimals: '6', numeric: '0.9999999' })).toBe('0.999')
    expect(formatQuantity({ decimals: '18', numeric: '42' })).toBe('42.000')
    expect(formatQuantity({ decimals: '2', numeric: '1234567.5' })).toBe('1,234,567.500')
  })

  it('writes dollars with 2 decimals in en-US', () => {
    expect(formatUsd(1250.5)).toBe('$1,250.50')
    expect(formatUsd(0.004)).toBe('$0.00')
    expect(formatUsd(3_000_000)).toBe('$3,000,000.00')
  })

  it('totals the priced tokens, and has no total when none is priced', () => {
    expect(totalValue([{ value: 3000 }, { value: 12.5 }, { value: undefined }])).toBe(3012.5)
    expect(totalValue([{ value: undefined }])).toBeUndefined()
    expect(totalValue([])).toBeUndefined()
  })

  it('shows a quantity no token can have as unknown, at once, without computing 10 ** decimals', () => {
    const started = performance.now()
    expect(formatQuantity({ decimals: '20000000', numeric: '1' })).toBe(UNREADABLE_AMOUNT)
    expect(performance.now() - started).toBeLessThan(200)
    expect(formatQuantity({ decimals: '256', numeric: '1' })).toBe(UNREADABLE_AMOUNT)
    expect(formatQuantity({ decimals: '18', numeric: '1e308' })).toBe(UNREADABLE_AMOUNT)
    expect(formatQuantity({ decimals: '255', numeric: '1.5' })).toBe('1.500')
  })

  it('never shows $∞, $NaN or an absurd figure: a total of two 1e308 values reads as unknown', () => {
    const total = totalValue([{ value: 1e308 }, { value: 1e308 }])
    expect(formatUsd(total ?? 0)).toBe(UNREADABLE_AMOUNT)
    for (const value of [
      Number.NaN,
      Number.POSITIVE_INFINITY,
      Number.NEGATIVE_INFINITY,
      -1,
      1e308,
      MAX_SHOWN_USD * 2,
    ])
      expect(formatUsd(value), String(value)).toBe(UNREADABLE_AMOUNT)
    expect(formatUsd(MAX_SHOWN_USD)).toBe('$1,000,000,000,000,000.00')
  })

  it('hands a UI the cut quantity and the dollar value as decimal strings, every digit kept', () => {
    expect(cutQuantity({ decimals: '18', numeric: '1250.5678' })).toBe('1250.567')
    expect(cutQuantity({ decimals: '2', numeric: '1234567.5' })).toBe('1234567.500')
    // More whole digits than a double holds exactly: written as they came.
    expect(cutQuantity({ decimals: '18', numeric: '98765432109876543210.999999' })).toBe(
      '98765432109876543210.999',
    )
    expect(cutQuantity({ decimals: '256', numeric: '1' })).toBe('unknown')
    expect(usdFigure(1250.5)).toBe('1250.5')
    expect(usdFigure(0.004)).toBe('0.004')
    expect(usdFigure(MAX_SHOWN_USD)).toBe('1000000000000000')
    // A tiny value's text would have an exponent: written out instead.
    expect(usdFigure(1e-7)).toMatch(/^0\.0000001\d*$/)
    for (const value of [Number.NaN, Number.POSITIVE_INFINITY, -1, MAX_SHOWN_USD * 2])
      expect(usdFigure(value), String(value)).toBe('unknown')
    expect(
      tokenRow({
        name: 'Foyer Dollar',
        symbol: 'FUSD',
        chainId: 'eip155:1',
        address: 'eip155:1:0xfusd',
        price: 1,
        value: 1250.5,
        quantity: { decimals: '18', numeric: '1250.5' },
        iconUrl: '',
      }),
    ).toMatchObject({ amount: '1250.500', usd: '1250.5' })
  })
})
