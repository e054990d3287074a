import { describe, expect, it } from 'vitest'
import { reviewEnglish } from '../../review-text.js'
import { allowanceAmount, tokenAmountFields } from './amounts.js'

describe('a token amount in a review line', () => {
  it('with symbol and decimals: one figure, for the UI to write in its locale', () => {
    expect(tokenAmountFields(12_500_000n, { kind: 'fungible', symbol: 'USDC', decimals: 6 })).toEqual({
      amount: '12.5 USDC',
      figure: { amount: '12.5', symbol: 'USDC' },
    })
  })

  it('without a symbol: "{amount} tokens" as words, its number a figure (no English word inside a figure)', () => {
    const fields = tokenAmountFields(12_500_000n, { kind: 'fungible', symbol: undefined, decimals: 6 })
    expect(fields).toEqual({
      amount: '12.5 tokens',
      amountText: { text: '{amount} tokens', values: { amount: { amount: '12.5', symbol: '' } } },
    })
    expect(fields.amountText && reviewEnglish(fields.amountText)).toBe(fields.amount)
  })

  it('without decimals: raw units, said so', () => {
    expect(tokenAmountFields(5n, { kind: 'unknown' })).toEqual({
      amount: '5 raw units',
      amountText: { text: '{amount} raw units', values: { amount: { amount: '5', symbol: '' } } },
    })
  })

  it('an unlimited allowance stays as loud: "unlimited" and the token, or "tokens" without a symbol', () => {
    expect(allowanceAmount(2n ** 256n - 1n, { kind: 'fungible', symbol: 'FUSD', decimals: 18 }).amount).toBe(
      'unlimited FUSD',
    )
    expect(allowanceAmount(2n ** 256n - 1n, { kind: 'unknown' }).amount).toBe('unlimited tokens')
  })
})
