import { describe, expect, it } from 'vitest'
import { InvalidResponseError } from '../../errors/http.js'
import { parseOnrampOptions } from './onramp-options.parse.js'

// What can be bought decides what the Buy view offers: an option is taken only when it is whole, so
// a broken service offers less rather than something that cannot be paid.

const usd = {
  id: 'USD',
  payment_method_limits: [
    { id: 'card', min: '10.00', max: '7500.00' },
    { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
  ],
}
const polygon = { name: 'polygon', display_name: 'Polygon', chain_id: '137', contract_address: '0x3c49' }
const usdc = { id: 'usdc-id', name: 'USD Coin', symbol: 'USDC', networks: [polygon] }

describe("GET /v1/onramp/options' answer", () => {
  it('reads the SPEC spelling', () => {
    expect(parseOnrampOptions({ paymentCurrencies: [usd], purchaseCurrencies: [usdc] })).toEqual({
      paymentCurrencies: [{ id: 'USD', limits: usd.payment_method_limits }],
      purchaseCurrencies: [
        {
          id: 'usdc-id',
          name: 'USD Coin',
          symbol: 'USDC',
          networks: [{ name: 'polygon', displayName: 'Polygon', chainId: '137', contractAddress: '0x3c49' }],
        },
      ],
      fromDefaults: false,
    })
  })

  it("reads the service serializer's spelling the same way", () => {
    const camel = {
      paymentCurrencies: [{ id: 'USD', limits: usd.payment_method_limits }],
      purchaseCurrencies: [
        {
          ...usdc,
          networks: [{ name: 'polygon', displayName: 'Polygon', chainId: '137', contractAddress: '0x3c49' }],
        },
      ],
    }
    expect(parseOnrampOptions(camel)).toEqual(
      parseOnrampOptions({ paymentCurrencies: [usd], purchaseCurrencies: [usdc] }),
    )
  })

  it('leaves out what breaks a rule, keeps the rest', () => {
    const parsed = parseOnrampOptions({
      paymentCurrencies: [
        usd,
        { id: 'usd', payment_method_limits: [] },
        {
          id: 'EUR',
          payment_method_limits: [
            { id: 'card', min: '7500', max: '10' },
            { id: 'x', min: 1, max: '2' },
          ],
        },
      ],
      purchaseCurrencies: [
        usdc,
        { ...usdc, symbol: '' },
        { ...usdc, networks: [{ ...polygon, chain_id: 137 }] },
        { ...usdc, id: 'eth', networks: [{ ...polygon, display_name: undefined }, polygon] },
      ],
    })
    expect(parsed.paymentCurrencies).toEqual([
      { id: 'USD', limits: usd.payment_method_limits },
      { id: 'EUR', limits: [] },
    ])
    expect(parsed.purchaseCurrencies.map((currency) => [currency.id, currency.networks.length])).toEqual([
      ['usdc-id', 1],
      ['eth', 1],
    ])
  })

  it('is empty when the service offers nothing', () => {
    expect(parseOnrampOptions({ paymentCurrencies: [], purchaseCurrencies: [] })).toMatchObject({
      paymentCurrencies: [],
      purchaseCurrencies: [],
    })
  })

  it.each([
    ['not an object', 'ok'],
    ['no purchase currencies', { paymentCurrencies: [usd] }],
    ['lists as objects', { paymentCurrencies: { usd }, purchaseCurrencies: [usdc] }],
    ['only unreadable payment currencies', { paymentCurrencies: [{ id: 7 }], purchaseCurrencies: [usdc] }],
    ['only unreadable purchase currencies', { paymentCurrencies: [usd], purchaseCurrencies: [{ id: 'x' }] }],
    [
      'a megabyte of id',
      { paymentCurrencies: [usd], purchaseCurrencies: [{ ...usdc, id: 'x'.repeat(1e6) }] },
    ],
  ])('refuses %s', (_, body) => {
    expect(() => parseOnrampOptions(body)).toThrow(InvalidResponseError)
  })
})
