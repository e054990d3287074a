import fc from 'fast-check'
import { parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { exactAmount } from '../../account-data/amount.js'
import {
  maxSendable,
  parseAmount,
  SEND_FIELDS_REQUIRED,
  SEND_TOKEN_REQUIRED,
  SEND_UNSUPPORTED_CHAIN,
  sendFormProblem,
  shortfallOf,
  shortfallProblem,
} from './send.rules.js'
import { sendProblemText, shortfallText } from './send.words.js'

// The Send form's amounts are exact from the field to the wallet: what the visitor typed, in the
// token's smallest unit, or a refusal; never a rounded neighbour.

describe('an amount typed in the Send form', () => {
  it.each([
    ['1', 18, 10n ** 18n],
    ['1.5', 18, 15n * 10n ** 17n],
    ['.5', 6, 500_000n],
    ['5.', 6, 5_000_000n],
    ['  2.25 ', 2, 225n],
    ['0.000000000000000001', 18, 1n],
    ['1.50', 1, 15n],
    ['007', 0, 7n],
  ])('reads %j with %i decimals as %s units', (text, decimals, units) => {
    expect(parseAmount(text, decimals)).toEqual({ ok: true, units })
  })

  it('reads a balance of 2^255 units back exactly', () => {
    const huge = 2n ** 255n
    expect(parseAmount(exactAmount(huge, 18), 18)).toEqual({ ok: true, units: huge })
  })

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['.', 'notANumber'],
    ['-1', 'notANumber'],
    ['+1', 'notANumber'],
    ['1e3', 'notANumber'],
    ['1,000', 'notANumber'],
    ['1 000', 'notANumber'],
    ['1.2.3', 'notANumber'],
    ['0x10', 'notANumber'],
    ['Infinity', 'notANumber'],
    ['١', 'notANumber'], // an Arabic-Indic digit: not one the token's arithmetic reads
    ['0.0000001', 'tooManyDecimals'],
    ['0', 'zero'],
    ['0.000', 'zero'],
  ])('refuses %j (%s) with 6 decimals', (text, problem) => {
    expect(parseAmount(text, 6)).toEqual({ ok: false, problem })
  })

  it('refuses decimals the token does not have, for any token, instead of rounding them away', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30 }), fc.integer({ min: 1, max: 9 }), (decimals, digit) => {
        const text = `1.${'0'.repeat(decimals)}${digit}`
        expect(parseAmount(text, decimals)).toEqual({ ok: false, problem: 'tooManyDecimals' })
      }),
    )
  })

  it('reads back every amount written exactly, and agrees with viem wherever viem reads it', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 2n ** 256n - 1n }),
        fc.integer({ min: 0, max: 36 }),
        (units, decimals) => {
          const text = exactAmount(units, decimals)
          expect(parseAmount(text, decimals)).toEqual({ ok: true, units })
          expect(parseUnits(text, decimals)).toBe(units)
        },
      ),
    )
  })

  it('refuses a token decimals count that could hang the page', () => {
    expect(() => parseAmount('1', 1_000_000)).toThrow(RangeError)
    expect(() => parseAmount('1', -1)).toThrow(RangeError)
  })
})

describe('what a send lacks, said before the wallet opens', () => {
  const coin = { native: true, balance: 100n, nativeBalance: 100n }
  const token = { native: false, balance: 100n, nativeBalance: 5n }

  it('adds the fee to the amount for the native coin', () => {
    expect(shortfallOf({ ...coin, amount: 98n, fee: 2n })).toBeUndefined()
    expect(shortfallOf({ ...coin, amount: 99n, fee: 2n })).toEqual({
      lacking: 'amount',
      needed: 101n,
      available: 100n,
    })
  })

  it("takes a token's amount from its balance and the fee from the coin's", () => {
    expect(shortfallOf({ ...token, amount: 100n, fee: 5n })).toBeUndefined()
    expect(shortfallOf({ ...token, amount: 101n, fee: 1n })).toEqual({
      lacking: 'amount',
      needed: 101n,
      available: 100n,
    })
    expect(shortfallOf({ ...token, amount: 1n, fee: 6n })).toEqual({
      lacking: 'fee',
      needed: 6n,
      available: 5n,
    })
  })

  it('says it as data, each figure in the unit it is counted in, and in the same English words', () => {
    const units = { symbol: 'FUSD', decimals: 2, nativeSymbol: 'ETH', nativeDecimals: 3, native: false }
    const fee = shortfallProblem({ lacking: 'fee', needed: 6n, available: 5n }, units)
    expect(fee).toEqual({
      kind: 'shortfall',
      lacking: 'fee',
      needed: { amount: '0.006', symbol: 'ETH' },
      available: { amount: '0.005', symbol: 'ETH' },
    })
    expect(sendProblemText(fee)).toBe(
      'Not enough ETH for the network fee: 0.006 ETH needed, 0.005 ETH available',
    )
    const both = { lacking: 'amount', needed: 101n, available: 100n } as const
    expect(shortfallProblem(both, { ...units, native: true })).toMatchObject({ lacking: 'amountAndFee' })
    expect(shortfallText(both, units)).toBe(
      'Not enough FUSD for the amount: 1.01 FUSD needed, 1 FUSD available',
    )
    expect(sendProblemText({ kind: 'invalidAddress', namespace: 'EVM' })).toBe(
      'This is not a valid EVM address',
    )
    expect(sendProblemText({ kind: 'spec', text: SEND_TOKEN_REQUIRED })).toBe('A token is required')
  })
})

describe('Max', () => {
  it('leaves the fee for the native coin, so the send it fills in is always covered', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 2n ** 200n }),
        fc.bigInt({ min: 0n, max: 2n ** 100n }),
        (balance, fee) => {
          const max = maxSendable({ balance, fee, native: true })
          expect(max >= 0n).toBe(true)
          if (max > 0n)
            expect(
              shortfallOf({ amount: max, fee, balance, native: true, nativeBalance: balance }),
            ).toBeUndefined()
          else expect(fee >= balance).toBe(true)
        },
      ),
    )
  })

  it("is a token's whole balance", () => {
    expect(maxSendable({ balance: 2n ** 255n, fee: 10n, native: false })).toBe(2n ** 255n)
  })
})

describe('the form, before the amount and the receiver are read', () => {
  const form = { canSend: true, needsToken: true, hasToken: true, amount: '1', receiver: '0xabc' }

  it("says the SPEC's words, in its order", () => {
    expect(sendFormProblem({ ...form, canSend: false })).toBe(SEND_UNSUPPORTED_CHAIN)
    expect(sendFormProblem({ ...form, amount: ' ' })).toBe(SEND_FIELDS_REQUIRED)
    expect(sendFormProblem({ ...form, receiver: '' })).toBe(SEND_FIELDS_REQUIRED)
    expect(sendFormProblem({ ...form, hasToken: false })).toBe(SEND_TOKEN_REQUIRED)
    expect(sendFormProblem({ ...form, needsToken: false, hasToken: false })).toBeUndefined()
    expect(sendFormProblem(form)).toBeUndefined()
  })

  it('uses the texts the SPEC gives', () => {
    expect([SEND_FIELDS_REQUIRED, SEND_TOKEN_REQUIRED, SEND_UNSUPPORTED_CHAIN]).toEqual([
      'An amount and receiver address are required',
      'A token is required',
      'Unsupported chain',
    ])
  })
})
