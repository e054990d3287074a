import { parseUnits } from 'viem'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { BlockchainApiOptions } from '../../core/src/api/blockchain/blockchain-api.js'
import type { OnrampQuote } from '../../core/src/api/blockchain/onramp.types.js'
import {
  createOnrampApi,
  loadOnrampOptions,
  loadOnrampQuote,
  type OnrampApi,
} from '../../core/src/api/blockchain/onramp-api.js'
import { compareDecimals } from '../../core/src/api/blockchain/onramp-decimal.js'
import { defaultOnrampOptions, paymentLimitOf } from '../../core/src/api/blockchain/onramp-defaults.js'
import { createHttpClient } from '../../core/src/api/http.js'
import { HttpStatusError } from '../../core/src/errors/http.js'
import { devnetPrices } from '../devnet/account-chains.js'
import { type ApiService, malformed, start, status } from '../devnet/api-service.js'
import { DEVNET_TOKENS, FUSD_ADDRESS } from '../devnet/evm-tokens.js'
import { DEVNET_A } from '../devnet/local-networks.js'
import { onrampNetworkName } from '../devnet/onramp-routes.js'

// The local API's onramp options and quotes, read through Foyer's own onramp client (so its checks
// judge every answer), and the SPEC §8 fallbacks when the service fails. Options and quotes read no
// chain: the devnet is named, never reached.

const network = onrampNetworkName(DEVNET_A)
const sdk = { projectId: 'p-onramp', sdkType: 'foyer', sdkVersion: 'react-0.1.0' }
const clientOf = (baseUrl: string): BlockchainApiOptions => ({ http: createHttpClient({ baseUrl }), sdk })

let service: ApiService
let onramp: OnrampApi
beforeAll(async () => {
  service = await start({
    chains: { [`eip155:${DEVNET_A}`]: { rpcUrl: 'http://127.0.0.1:9', tokens: DEVNET_TOKENS } },
  })
  onramp = createOnrampApi(clientOf(service.url))
})
beforeEach(() => service.reset())
afterAll(() => service?.close())

const cents = (amount: string) => parseUnits(amount, 2)

/** The quote's parts add up, and its fee is the provider's 1 to 2 % (SPEC §9). */
function expectConsistent(quote: OnrampQuote, entered: string) {
  const { paymentTotal, paymentSubtotal, networkFee, providerFee } = quote
  expect(compareDecimals(paymentTotal.amount, entered)).toBe(0)
  expect(cents(paymentSubtotal.amount) + cents(networkFee.amount) + cents(providerFee?.amount ?? '0')).toBe(
    cents(paymentTotal.amount),
  )
  const fee = cents(providerFee?.amount ?? '0')
  // Rounded up to the cent: at least 1 %, at most 2 % and a cent.
  expect(fee * 100n >= cents(entered)).toBe(true)
  expect(fee * 50n <= cents(entered) + 50n).toBe(true)
}

describe('GET /v1/onramp/options from the local API', () => {
  it('offers FUSD and ETH on the devnet, paid in USD or EUR within the SPEC §5 limits', async () => {
    const options = await loadOnrampOptions(onramp)
    expect(options.fromDefaults).toBe(false)
    expect(options.purchaseCurrencies.map((currency) => [currency.symbol, currency.networks])).toEqual([
      [
        'FUSD',
        [
          {
            name: network,
            displayName: 'Foyer Devnet A',
            chainId: String(DEVNET_A),
            contractAddress: FUSD_ADDRESS,
          },
        ],
      ],
      [
        'ETH',
        [{ name: network, displayName: 'Foyer Devnet A', chainId: String(DEVNET_A), contractAddress: '' }],
      ],
    ])
    expect(options.paymentCurrencies.map((currency) => currency.id)).toEqual(['USD', 'EUR'])
    for (const currency of options.paymentCurrencies) {
      expect(paymentLimitOf(currency, 'card')).toEqual({ id: 'card', min: '10.00', max: '7500.00' })
      expect(paymentLimitOf(currency, 'ach_bank_account')).toEqual({
        id: 'ach_bank_account',
        min: '10.00',
        max: '25000.00',
      })
    }
  })
})

describe('POST /v1/onramp/quote from the local API', () => {
  it.each([
    ['coinbase', '100', 'FUSD'],
    ['meld', '100', 'FUSD'],
    ['coinbase', '7500.00', 'ETH'],
    ['meld', '10.01', 'ETH'],
  ])('%s: %s USD buys what the fees leave, at the devnet price', async (provider, amount, symbol) => {
    const quote = await onramp.quote({
      purchaseCurrency: symbol,
      paymentCurrency: 'USD',
      amount,
      network,
      provider,
    })
    expect(quote.estimate).toBe(false)
    expectConsistent(quote, amount)
    expect(quote.purchaseAmount.currency).toBe(symbol)
    // Rounded down to the token's 18 decimals: never more than the subtotal buys.
    const price = parseUnits(String(devnetPrices[symbol]), 18)
    const bought = parseUnits(quote.purchaseAmount.amount, 18) * price
    const paid = parseUnits(quote.paymentSubtotal.amount, 36)
    expect(bought <= paid && paid < bought + price).toBe(true)
  })

  it('names the coinbase fee as coinbase does, and meld is cheaper (1.25 % and 1.5 %)', async () => {
    const request = { purchaseCurrency: 'FUSD', paymentCurrency: 'USD', amount: '100', network }
    const coinbase = await onramp.quote({ ...request, provider: 'coinbase' })
    const meld = await onramp.quote({ ...request, provider: 'meld' })
    expect(coinbase.providerFee).toEqual({ amount: '1.50', currency: 'USD' })
    expect(meld.providerFee).toEqual({ amount: '1.25', currency: 'USD' })
    expect(coinbase.purchaseAmount).toEqual({ amount: '98.4', currency: 'FUSD' })
    expect(meld.purchaseAmount).toEqual({ amount: '98.65', currency: 'FUSD' })
  })

  it('prices EUR at the devnet rate (0.92 EUR a dollar)', async () => {
    const quote = await onramp.quote({
      purchaseCurrency: 'FUSD',
      paymentCurrency: 'EUR',
      amount: '92',
      network,
    })
    expectConsistent(quote, '92')
    expect(quote.paymentTotal.currency).toBe('EUR')
    // 92 EUR less 1.38 and 0.10 is 90.52 EUR, 98.391304… dollars.
    const bought = parseUnits(quote.purchaseAmount.amount, 18)
    const paidDollars = (parseUnits(quote.paymentSubtotal.amount, 18) * 100n) / 92n
    expect(bought <= paidDollars && paidDollars - bought < 1n).toBe(true)
  })

  it.each([
    ['below the card minimum', { amount: '9.99' }, 'The amount must be from 10.00 to 7500.00 USD'],
    ['above the card maximum', { amount: '7500.01' }, 'The amount must be from 10.00 to 7500.00 USD'],
    ['a fraction of a cent', { amount: '10.001' }, '10.001 is not an amount of money'],
    ['an unknown network', { network: 'ethereum' }, 'Unknown network ethereum'],
    ['an unknown currency', { paymentCurrency: 'GBP' }, 'Unsupported payment currency GBP'],
    ['an unknown provider', { provider: 'moonpay' }, 'Unknown provider moonpay'],
  ])('refuses %s with the reason, and Foyer then shows the estimate', async (_, change, reason) => {
    const request = { purchaseCurrency: 'FUSD', paymentCurrency: 'USD', amount: '100', network, ...change }
    const error = await onramp.quote(request).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(HttpStatusError)
    expect(error instanceof HttpStatusError && [error.status, JSON.parse(error.body).error]).toEqual([
      400,
      reason,
    ])
    const estimate = await loadOnrampQuote(onramp, request)
    expect(estimate).toMatchObject({
      estimate: true,
      purchaseAmount: { amount: request.amount, currency: request.paymentCurrency },
    })
  })

  it('allows a bank transfer up to its own limit', async () => {
    const request = { purchaseCurrency: 'FUSD', paymentCurrency: 'USD', amount: '25000.00', network }
    await expect(onramp.quote({ ...request, paymentMethod: 'ach_bank_account' })).resolves.toMatchObject({
      estimate: false,
    })
    await expect(onramp.quote(request)).rejects.toThrow(HttpStatusError)
  })
})

describe('the SPEC §8 fallbacks against the local API', () => {
  const request = { purchaseCurrency: 'FUSD', paymentCurrency: 'USD', amount: '250.50', network }

  it.each([
    ['a 503', status(503)],
    ['a body that is not JSON', malformed()],
  ])('give the built-in options and the estimate after %s', async (_, reply) => {
    service.setRoute('GET', '/v1/onramp/options', reply)
    service.setRoute('POST', '/v1/onramp/quote', reply)
    expect(await loadOnrampOptions(onramp)).toBe(defaultOnrampOptions)
    const quote = await loadOnrampQuote(onramp, request)
    expect(quote.estimate).toBe(true)
    for (const amount of [quote.paymentTotal, quote.paymentSubtotal, quote.networkFee, quote.purchaseAmount])
      expect(amount).toEqual({ amount: '250.50', currency: 'USD' })
  })

  it('give them when the API is down (nothing listens)', async () => {
    const gone = await start()
    const url = gone.url
    await gone.close()
    const down = createOnrampApi(clientOf(url))
    await expect(down.options()).rejects.toThrow()
    expect(await loadOnrampOptions(down)).toBe(defaultOnrampOptions)
    expect(await loadOnrampQuote(down, request)).toMatchObject({ estimate: true, quoteId: 'estimate' })
  })
})

describe('POST /v1/generators/onrampurl without a card provider', () => {
  it('answers 503: the link needs a provider to pay on', async () => {
    const request = {
      destinationWallets: [{ address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', assets: ['FUSD'] }],
      partnerUserId: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      defaultNetwork: `eip155:${DEVNET_A}` as const,
      presetFiatAmount: '100',
    }
    const error = await onramp.onrampUrl(request).catch((caught: unknown) => caught)
    expect(error instanceof HttpStatusError && error.status).toBe(503)
  })
})
