import { describe, expect, it } from 'vitest'
import { InvalidResponseError } from '../../errors/http.js'
import { createHttpClient } from '../http.js'
import { createOnrampApi, loadOnrampOptions, loadOnrampQuote } from './onramp-api.js'
import { defaultOnrampOptions } from './onramp-defaults.js'

type Seen = { url: URL; method: string; body: unknown }

/** An onramp client whose service answers `answer` (a status code, junk text, or a JSON body). */
function onrampWith(answer: unknown, status = 200) {
  const seen: Seen[] = []
  const http = createHttpClient({
    baseUrl: 'https://rpc.example.com',
    fetch: async (input, init) => {
      // As fetch does: an aborted request never reaches the service.
      init?.signal?.throwIfAborted()
      seen.push({
        url: new URL(input),
        method: init?.method ?? 'GET',
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      })
      const text = typeof answer === 'string' ? answer : JSON.stringify(answer)
      return new Response(text, { status, headers: { 'content-type': 'application/json' } })
    },
  })
  const api = createOnrampApi({ http, sdk: { projectId: 'p1', sdkType: 'foyer', sdkVersion: 'react-0.1.0' } })
  return { api, seen }
}

const usd = (amount: string) => ({ amount, currency: 'USD' })
const quote = {
  quoteId: 'q-1',
  paymentTotal: usd('100.00'),
  paymentSubtotal: usd('98.40'),
  networkFee: usd('0.10'),
  coinbaseFee: usd('1.50'),
  purchaseAmount: { amount: '98.4', currency: 'USDC' },
}
const request = { purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '100.00', network: 'polygon' }
const sdkQuery = { projectId: 'p1', st: 'foyer', sv: 'react-0.1.0' }

describe('createOnrampApi', () => {
  it('asks for the options with the project and sdk (SPEC §7)', async () => {
    const { api, seen } = onrampWith({ paymentCurrencies: [], purchaseCurrencies: [] })
    await api.options()
    expect(seen[0]?.url.pathname).toBe('/v1/onramp/options')
    expect(Object.fromEntries(seen[0]?.url.searchParams ?? [])).toEqual(sdkQuery)
  })

  it('posts the quote request with the amount as the exact text entered', async () => {
    const { api, seen } = onrampWith(quote)
    expect((await api.quote({ ...request, provider: 'meld' })).purchaseAmount).toEqual({
      amount: '98.4',
      currency: 'USDC',
    })
    expect(seen[0]).toMatchObject({ method: 'POST', body: { ...request, provider: 'meld' } })
    expect(seen[0]?.url.pathname).toBe('/v1/onramp/quote')
  })

  it('refuses to ask a quote for an amount that is not a plain decimal', async () => {
    const { api, seen } = onrampWith(quote)
    await expect(api.quote({ ...request, amount: '1e2' })).rejects.toThrow(RangeError)
    expect(seen).toEqual([])
  })

  it('asks the URL generator for a buy with the method chosen, amounts as JSON numbers of the same digits', async () => {
    const { api, seen } = onrampWith({ url: 'https://pay.example.com/buy?t=1' })
    const url = await api.onrampUrl({
      destinationWallets: [
        { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', blockchains: ['polygon'], assets: ['USDC'] },
      ],
      partnerUserId: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      defaultNetwork: 'eip155:137',
      presetFiatAmount: '100.50',
      fiatCurrency: 'USD',
      paymentMethod: 'ach_bank_account',
    })
    expect(url).toBe('https://pay.example.com/buy?t=1')
    expect(seen[0]?.url.pathname).toBe('/v1/generators/onrampurl')
    expect(seen[0]?.body).toEqual({
      destinationWallets: [
        { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', blockchains: ['polygon'], assets: ['USDC'] },
      ],
      partnerUserId: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      defaultNetwork: 'eip155:137',
      defaultExperience: 'buy',
      presetFiatAmount: 100.5,
      fiatCurrency: 'USD',
      paymentMethod: 'ach_bank_account',
    })
  })

  it('refuses a partner id the generator would refuse, and an amount JSON cannot carry', async () => {
    const { api, seen } = onrampWith({ url: 'https://pay.example.com' })
    const wallet = { address: '0xab' }
    await expect(
      api.onrampUrl({ destinationWallets: [wallet], partnerUserId: 'x'.repeat(50) }),
    ).rejects.toThrow(RangeError)
    await expect(
      api.onrampUrl({
        destinationWallets: [wallet],
        partnerUserId: 'me',
        presetCryptoAmount: '0.123456789012345678',
      }),
    ).rejects.toThrow(RangeError)
    expect(seen).toEqual([])
  })

  it('asks the history of one provider', async () => {
    const { api, seen } = onrampWith({ data: [], next: null })
    expect(await api.history({ address: '0xab', provider: 'coinbase' })).toEqual({
      purchases: [],
      next: undefined,
    })
    expect(seen[0]?.url.pathname).toBe('/v1/account/0xab/history')
    expect(Object.fromEntries(seen[0]?.url.searchParams ?? [])).toEqual({ ...sdkQuery, onramp: 'coinbase' })
  })

  it('rejects a malformed answer', async () => {
    await expect(
      onrampWith({ url: 'javascript:alert(1)' }).api.onrampUrl({
        destinationWallets: [],
        partnerUserId: 'me',
      }),
    ).rejects.toThrow(InvalidResponseError)
    await expect(onrampWith('{"quoteId": ').api.quote(request)).rejects.toThrow(InvalidResponseError)
  })
})

describe('the SPEC §8 fallbacks', () => {
  it.each([
    ['a server error', { error: 'down' }, 503],
    ['junk', '<html>', 200],
    ['a malformed body', { paymentCurrencies: 'USD' }, 200],
  ])('give the built-in options after %s', async (_, answer, status) => {
    expect(await loadOnrampOptions(onrampWith(answer, status).api)).toBe(defaultOnrampOptions)
  })

  it("give the service's options when it answers", async () => {
    const options = await loadOnrampOptions(onrampWith({ paymentCurrencies: [], purchaseCurrencies: [] }).api)
    expect(options).toEqual({ paymentCurrencies: [], purchaseCurrencies: [], fromDefaults: false })
  })

  it.each([
    ['a server error', { error: 'down' }, 500],
    ['a quote that cannot be true', { ...quote, paymentSubtotal: usd('101') }, 200],
  ])('give the estimate after %s', async (_, answer, status) => {
    const estimate = await loadOnrampQuote(onrampWith(answer, status).api, request)
    expect(estimate).toMatchObject({
      estimate: true,
      purchaseAmount: usd('100.00'),
      paymentTotal: usd('100.00'),
    })
  })

  it('do not stand in for a request the caller aborted', async () => {
    const controller = new AbortController()
    const reason = new Error('view closed')
    controller.abort(reason)
    const { api } = onrampWith(quote)
    await expect(loadOnrampQuote(api, { ...request, signal: controller.signal })).rejects.toBe(reason)
    await expect(loadOnrampOptions(api, { signal: controller.signal })).rejects.toBe(reason)
  })

  it('do not hide a request Foyer should not make', async () => {
    await expect(loadOnrampQuote(onrampWith(quote).api, { ...request, amount: '-5' })).rejects.toThrow(
      RangeError,
    )
  })
})
