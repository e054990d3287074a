import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { InvalidResponseError } from '../../errors/http.js'
import { readBaseUnits, readCaip10On, readHexData, readOptionalBaseUnits } from './convert-values.parse.js'

// Amounts decide how much of the visitor's money moves: only a plain decimal string of a uint256 is
// an amount; everything a lenient parser would accept (a float, a sign, an exponent, hex) is refused.

const path = 'GET /test'
const maxUint256 = 2n ** 256n - 1n

describe('readBaseUnits', () => {
  it('reads every uint256 written in decimal as that number', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: maxUint256 }), (amount) => {
        expect(readBaseUnits(amount.toString(10), 'amount', path)).toBe(amount)
      }),
    )
  })

  it.each([
    ['a number', 1000],
    ['a bigint', 1000n],
    ['empty', ''],
    ['a decimal point', '1.5'],
    ['a sign', '-1'],
    ['a plus', '+1'],
    ['an exponent', '1e18'],
    ['hex', '0x10'],
    ['spaces', ' 1'],
    ['above a uint256', (maxUint256 + 1n).toString()],
    ['79 digits', '1'.repeat(79)],
    ['null', null],
  ])('refuses %s', (_, value) => {
    expect(() => readBaseUnits(value, 'amount', path)).toThrow(InvalidResponseError)
  })

  it('says where the bad amount was', () => {
    expect(() => readBaseUnits('1.5', 'quotes[0].toAmount', path)).toThrow(/quotes\[0\]\.toAmount '1\.5'/)
  })
})

describe('readOptionalBaseUnits', () => {
  it('is undefined without the object or the field, else the amount', () => {
    expect(readOptionalBaseUnits(undefined, 'gas', path)).toBeUndefined()
    expect(readOptionalBaseUnits(null, 'gas', path)).toBeUndefined()
    expect(readOptionalBaseUnits({}, 'gas', path)).toBeUndefined()
    expect(readOptionalBaseUnits({ gas: '21000' }, 'gas', path)).toBe(21000n)
    expect(() => readOptionalBaseUnits({ gas: 21000 }, 'gas', path)).toThrow(InvalidResponseError)
    expect(() => readOptionalBaseUnits('fast', 'gas', path)).toThrow(InvalidResponseError)
  })
})

describe('readCaip10On', () => {
  const usdc = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'

  it('gives the address of a CAIP-10 address on the network asked', () => {
    expect(readCaip10On(`eip155:1:${usdc}`, 'eip155:1', 'address', path)).toBe(usdc)
  })

  it.each([
    ['another chain', `eip155:10:${usdc}`],
    ['a chain id that only starts alike', `eip155:11:${usdc}`],
    ['no chain', usdc],
    ['another namespace', `solana:1:${usdc}`],
    ['a short address', 'eip155:1:0xA0b86991'],
    ['a non-hex address', `eip155:1:0x${'g'.repeat(40)}`],
    ['a number', 1],
  ])('refuses %s', (_, value) => {
    expect(() => readCaip10On(value, 'eip155:1', 'address', path)).toThrow(InvalidResponseError)
  })
})

describe('readHexData', () => {
  it('takes 0x and whole bytes only', () => {
    expect(readHexData('0x', 'data', path)).toBe('0x')
    expect(readHexData('0xdeadBEEF', 'data', path)).toBe('0xdeadBEEF')
    for (const bad of ['deadbeef', '0xabc', '0xzz', 12])
      expect(() => readHexData(bad, 'data', path)).toThrow(InvalidResponseError)
  })
})
