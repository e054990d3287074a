import { describe, expect, it } from 'vitest'
import { compareDecimals } from './onramp-decimal.js'
import {
  DEFAULT_PAYMENT_CURRENCY,
  DEFAULT_PURCHASE_SYMBOL,
  defaultOnrampOptions,
  estimatedQuote,
  paymentLimitOf,
  paymentMethodsOf,
} from './onramp-defaults.js'
import { parseOnrampOptions } from './onramp-options.parse.js'

// SPEC §8: when the service fails, the Buy view still offers something sensible, and says when a
// quote is only an estimate.

describe('the built-in onramp options (SPEC §8)', () => {
  it('offer USD and EUR with the SPEC §5 limits, USDC and ETH on Ethereum and Polygon', () => {
    const { paymentCurrencies, purchaseCurrencies, fromDefaults } = defaultOnrampOptions
    expect(fromDefaults).toBe(true)
    expect(paymentCurrencies.map((currency) => currency.id)).toEqual(['USD', 'EUR'])
    for (const currency of paymentCurrencies)
      expect(currency.limits).toEqual([
        { id: 'card', min: '10.00', max: '7500.00' },
        { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
      ])
    expect(purchaseCurrencies.map((currency) => currency.symbol)).toEqual(['USDC', 'ETH'])
    for (const currency of purchaseCurrencies)
      expect(currency.networks.map((network) => [network.displayName, network.chainId])).toEqual([
        ['Ethereum', '1'],
        ['Polygon', '137'],
      ])
    // Two currencies with one id would be one currency to a provider.
    expect(new Set(purchaseCurrencies.map((currency) => currency.id)).size).toBe(2)
  })

  it('hold the SPEC §9 defaults to offer first', () => {
    expect(defaultOnrampOptions.purchaseCurrencies[0]?.symbol).toBe(DEFAULT_PURCHASE_SYMBOL)
    expect(defaultOnrampOptions.paymentCurrencies[0]?.id).toBe(DEFAULT_PAYMENT_CURRENCY)
  })

  it('are options the answer checks would accept', () => {
    const wire = {
      paymentCurrencies: defaultOnrampOptions.paymentCurrencies.map(({ id, limits }) => ({
        id,
        payment_method_limits: limits,
      })),
      purchaseCurrencies: defaultOnrampOptions.purchaseCurrencies,
    }
    expect(parseOnrampOptions(wire)).toEqual({ ...defaultOnrampOptions, fromDefaults: false })
  })
})

describe('paymentLimitOf and paymentMethodsOf', () => {
  const usd = { id: 'USD', limits: [{ id: 'CARD', min: '2', max: '9000' }] }

  it("takes the service's limit for the method, whatever its case", () => {
    expect(paymentLimitOf(usd, 'card')).toEqual({ id: 'CARD', min: '2', max: '9000' })
  })

  it('a method the service left out of the limits it lists has none, and is not offered', () => {
    expect(paymentLimitOf(usd, 'ach_bank_account')).toBeUndefined()
    expect(paymentMethodsOf(usd)).toEqual(['card'])
    const bankOnly = { id: 'EUR', limits: [{ id: 'ach_bank_account', min: '1', max: '50000' }] }
    expect(paymentMethodsOf(bankOnly)).toEqual(['ach_bank_account'])
    expect(paymentLimitOf(bankOnly, 'card')).toBeUndefined()
  })

  it('falls back to the SPEC defaults, card and bank account, when the service lists no limits', () => {
    const eur = { id: 'EUR', limits: [] }
    expect(paymentLimitOf(eur, 'ach_bank_account')).toEqual({
      id: 'ach_bank_account',
      min: '10.00',
      max: '25000.00',
    })
    expect(paymentLimitOf(eur, 'card')).toEqual({ id: 'card', min: '10.00', max: '7500.00' })
    expect(paymentMethodsOf(eur)).toEqual(['card', 'ach_bank_account'])
  })

  it('offers only the methods it knows, card first, whatever order the service lists them in', () => {
    const listed = {
      id: 'USD',
      limits: [
        { id: 'apple_pay', min: '1', max: '100' },
        { id: 'ach_bank_account', min: '10', max: '20000' },
        { id: 'card', min: '10', max: '5000' },
      ],
    }
    expect(paymentMethodsOf(listed)).toEqual(['card', 'ach_bank_account'])
    expect(paymentLimitOf(usd, 'apple_pay')).toBeUndefined()
  })

  it('gives limits whose minimum is not above the maximum', () => {
    for (const method of ['card', 'ach_bank_account']) {
      const limit = paymentLimitOf({ id: 'USD', limits: [] }, method)
      expect(limit && compareDecimals(limit.min, limit.max)).toBeLessThan(0)
    }
  })
})

describe('estimatedQuote (SPEC §8)', () => {
  it('makes every amount the amount entered, in the money paid, marked as an estimate', () => {
    const quote = estimatedQuote({
      purchaseCurrency: 'ETH',
      paymentCurrency: 'EUR',
      amount: '250.5',
      network: 'polygon',
    })
    expect(quote.estimate).toBe(true)
    for (const amount of [
      quote.paymentTotal,
      quote.paymentSubtotal,
      quote.networkFee,
      quote.providerFee,
      quote.purchaseAmount,
    ])
      expect(amount).toEqual({ amount: '250.5', currency: 'EUR' })
  })
})
