import { describe, expect, it } from 'vitest'
import { InvalidResponseError } from '../../errors/http.js'
import { parseOnrampQuote, parseOnrampUrl } from './onramp-quote.parse.js'

// A quote is what the visitor agrees to pay: it is read exactly as written, and refused when it
// cannot be true.

const usd = (amount: string) => ({ amount, currency: 'USD' })
const quote = {
  quoteId: 'q-1',
  paymentTotal: usd('100.00'),
  paymentSubtotal: usd('98.40'),
  networkFee: usd('0.10'),
  coinbaseFee: usd('1.50'),
  purchaseAmount: { amount: '98.4', currency: 'FUSD' },
}

describe("POST /v1/onramp/quote's answer", () => {
  it('keeps every amount as the digits the service wrote', () => {
    expect(parseOnrampQuote(quote)).toEqual({
      quoteId: 'q-1',
      paymentTotal: usd('100.00'),
      paymentSubtotal: usd('98.40'),
      networkFee: usd('0.10'),
      providerFee: usd('1.50'),
      purchaseAmount: { amount: '98.4', currency: 'FUSD' },
      estimate: false,
    })
  })

  it("reads the service serializer's `value` and `paymentSubTotal`, and a quote without a provider fee", () => {
    const { coinbaseFee: _, paymentSubtotal, ...rest } = quote
    const value = (amount: { amount: string; currency: string }) => ({
      value: amount.amount,
      currency: amount.currency,
    })
    const wire = {
      quoteId: rest.quoteId,
      paymentTotal: value(rest.paymentTotal),
      paymentSubTotal: value(paymentSubtotal),
      networkFee: value(rest.networkFee),
      purchaseAmount: value(rest.purchaseAmount),
    }
    expect(parseOnrampQuote(wire)).toEqual({ ...parseOnrampQuote(quote), providerFee: undefined })
  })

  it.each([
    ['not an object', null],
    ['no quote id', { ...quote, quoteId: '' }],
    ['an amount as a number', { ...quote, paymentTotal: { amount: 100, currency: 'USD' } }],
    ['an amount with an exponent', { ...quote, purchaseAmount: { amount: '1e2', currency: 'FUSD' } }],
    ['a negative fee', { ...quote, networkFee: usd('-0.10') }],
    ['no currency', { ...quote, networkFee: { amount: '0.10' } }],
    ['nothing bought', { ...quote, purchaseAmount: { amount: '0.000', currency: 'FUSD' } }],
    ['a subtotal above the total', { ...quote, paymentSubtotal: usd('100.01') }],
    ['a fee above the total', { ...quote, coinbaseFee: usd('250') }],
    ['a missing amount', { ...quote, networkFee: undefined }],
  ])('refuses %s', (_, body) => {
    expect(() => parseOnrampQuote(body)).toThrow(InvalidResponseError)
  })
})

describe("POST /v1/generators/onrampurl's answer", () => {
  it('is an https page, or an http one on this machine', () => {
    expect(parseOnrampUrl({ url: 'https://pay.example.com/buy?t=1' })).toBe('https://pay.example.com/buy?t=1')
    expect(parseOnrampUrl({ url: 'http://127.0.0.1:4100/checkout?p=x' })).toBe(
      'http://127.0.0.1:4100/checkout?p=x',
    )
    expect(parseOnrampUrl({ url: 'http://localhost:4100/checkout' })).toBe('http://localhost:4100/checkout')
  })

  it.each([
    ['no url', {}],
    ['a url that is not text', { url: 42 }],
    ['a script', { url: 'javascript:alert(1)' }],
    ['a data page', { url: 'data:text/html,<form>' }],
    ['plain http to another host', { url: 'http://pay.example.com/buy' }],
    ['no address at all', { url: 'pay here' }],
  ])('refuses %s', (_, body) => {
    expect(() => parseOnrampUrl(body)).toThrow(InvalidResponseError)
  })
})
