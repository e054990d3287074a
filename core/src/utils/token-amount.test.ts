import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isTokenAmount, MAX_TOKEN_DECIMALS, MAX_WHOLE_DIGITS, tokenDecimals } from './token-amount.js'

describe('tokenDecimals', () => {
  it('reads integers from 0 to 255 written as digits', () => {
    expect(tokenDecimals('0')).toBe(0)
    expect(tokenDecimals('18')).toBe(18)
    expect(tokenDecimals(String(MAX_TOKEN_DECIMALS))).toBe(255)
  })
  it.each(['256', '20000000', '1.5', '-1', '', ' 6', '0x12', '1e2'])('refuses %j', (text) => {
    expect(tokenDecimals(text)).toBeUndefined()
  })
  it('refuses values that are not text', () => {
    for (const value of [18, 18n, null, undefined, ['18']]) expect(tokenDecimals(value)).toBeUndefined()
  })
  it('property: exactly the integers 0..255 pass, whatever digits are given', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,9}$/), (text) => {
        const expected = text.length <= 3 && Number(text) <= 255 ? Number(text) : undefined
        expect(tokenDecimals(text)).toBe(expected)
      }),
    )
  })
})

describe('isTokenAmount', () => {
  it('accepts plain decimal amounts up to 78 whole digits and 255 decimals', () => {
    for (const value of ['0', '1250.5', '9'.repeat(MAX_WHOLE_DIGITS), `0.${'1'.repeat(MAX_TOKEN_DECIMALS)}`])
      expect(isTokenAmount(value), value).toBe(true)
  })
  it('refuses signs, exponents, spaces and amounts longer than any balance', () => {
    for (const value of [
      '-1',
      '1e3',
      ' 1',
      '1.',
      '.5',
      '9'.repeat(MAX_WHOLE_DIGITS + 1),
      `0.${'1'.repeat(256)}`,
    ])
      expect(isTokenAmount(value), value).toBe(false)
  })
  it('answers at once for a megabyte of digits', () => {
    const started = performance.now()
    expect(isTokenAmount('1'.repeat(10_000_000))).toBe(false)
    expect(performance.now() - started).toBeLessThan(50)
  })
})
