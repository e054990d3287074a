import { describe, expect, it } from 'vitest'
import { formatQuantity, formatUsd, totalValue } from './portfolio.rules.js'

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
})
