import fc from 'fast-check'
import { formatUnits, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { defaultOnrampOptions, estimatedQuote } from '../../api/blockchain/onramp-defaults.js'
import { devnetAccount, devnetOptions, meldQuote, purchaseAt } from './onramp.fixtures.js'
import { quoteRequestOf, urlRequestOf } from './onramp.requests.js'
import {
  amountLimitCrossed,
  amountProblem,
  defaultPaymentCurrency,
  defaultPurchaseSymbol,
  isOnrampNamespace,
  keptPaymentMethod,
  paymentMethodsFor,
  providersFor,
  purchaseSince,
  quoteMessage,
  quoteWords,
  subtractDecimals,
} from './onramp.rules.js'
import type { OnrampContext } from './onramp.types.js'

const form = (patch: Partial<OnrampContext> = {}): OnrampContext => ({
  services: {} as OnrampContext['services'],
  account: devnetAccount,
  providers: ['meld', 'coinbase'],
  provider: 'meld',
  options: devnetOptions,
  purchaseSymbol: 'FUSD',
  paymentCurrency: 'USD',
  paymentMethod: 'card',
  amount: '50',
  quote: undefined,
  url: undefined,
  popup: undefined,
  checkoutAt: undefined,
  knownPurchases: [],
  purchase: undefined,
  error: undefined,
  ...patch,
})

describe('the Buy form’s choices (SPEC §9)', () => {
  it('offers meld on eip155 and solana, coinbase on eip155 only, in the site’s order; no other namespace', () => {
    expect(providersFor(['coinbase', 'meld'], 'eip155')).toEqual(['coinbase', 'meld'])
    expect(providersFor(['meld', 'coinbase'], 'solana')).toEqual(['meld'])
    expect(providersFor(['meld', 'coinbase'], 'bip122')).toEqual([])
    expect(
      ['eip155', 'solana', 'bip122', 'cosmos', 'polkadot'].map((ns) => isOnrampNamespace(ns as never)),
    ).toEqual([true, true, false, false, false])
  })

  it('picks USDC and USD by default; where USDC is not sold (the devnets), the first crypto sold there', () => {
    const polygon = { ...devnetAccount, caipNetworkId: 'eip155:137' as const }
    expect(defaultPurchaseSymbol(defaultOnrampOptions, polygon)).toBe('USDC')
    expect(defaultPurchaseSymbol(devnetOptions, devnetAccount)).toBe('FUSD')
    expect(defaultPurchaseSymbol(devnetOptions, polygon)).toBeUndefined()
    expect(defaultPaymentCurrency(devnetOptions)).toBe('USD')
    expect(defaultPaymentCurrency({ ...devnetOptions, paymentCurrencies: [{ id: 'EUR', limits: [] }] })).toBe(
      'EUR',
    )
  })
})

describe('the amount, checked against the chosen method’s limits (SPEC §5)', () => {
  it.each([
    ['card', '', undefined],
    ['card', '10', undefined],
    ['card', '10.00', undefined],
    ['card', '9.99', 'The least you can pay by card is 10.00 USD'],
    ['card', '7500.00', undefined],
    ['card', '7500.01', 'The most you can pay by card is 7500.00 USD'],
    ['card', '25000.00', 'The most you can pay by card is 7500.00 USD'],
    ['ach_bank_account', '10.00', undefined],
    ['ach_bank_account', '9.99', 'The least you can pay by bank account is 10.00 USD'],
    ['ach_bank_account', '7500.00', undefined],
    ['ach_bank_account', '7500.01', undefined],
    ['ach_bank_account', '25000.00', undefined],
    ['ach_bank_account', '25000.01', 'The most you can pay by bank account is 25000.00 USD'],
    ['card', 'abc', 'Enter an amount like 100 or 49.99'],
    ['ach_bank_account', '-5', 'Enter an amount like 100 or 49.99'],
  ] as const)('%s, %j: %s', (paymentMethod, amount, problem) => {
    expect(amountProblem(form({ paymentMethod, amount }))).toBe(problem)
  })

  it('names the limit crossed, for the skin to say in the visitor’s language', () => {
    expect(amountLimitCrossed(form({ paymentMethod: 'ach_bank_account', amount: '25000.01' }))).toEqual({
      bound: 'most',
      method: 'ach_bank_account',
      limit: '25000.00',
      currency: 'USD',
    })
    expect(amountLimitCrossed(form({ paymentCurrency: 'EUR', amount: '9.99' }))).toEqual({
      bound: 'least',
      method: 'card',
      limit: '10.00',
      currency: 'EUR',
    })
    for (const amount of ['', 'abc', '7500.00'])
      expect(amountLimitCrossed(form({ amount })), amount).toBeUndefined()
  })

  it('the defaults’ limits are the same (the service down, SPEC §8), in the currency chosen', () => {
    const options = defaultOnrampOptions
    const bank = { options, paymentCurrency: 'EUR', paymentMethod: 'ach_bank_account' } as const
    expect(amountProblem(form({ ...bank, amount: '25000.01' }))).toBe(
      'The most you can pay by bank account is 25000.00 EUR',
    )
    expect(amountProblem(form({ ...bank, amount: '8000' }))).toBeUndefined()
    expect(amountProblem(form({ ...bank, paymentMethod: 'card', amount: '8000' }))).toBe(
      'The most you can pay by card is 7500.00 EUR',
    )
  })

  it('uses the service’s limits when it gives them', () => {
    const options = {
      ...devnetOptions,
      paymentCurrencies: [
        {
          id: 'USD',
          limits: [
            { id: 'CARD', min: '2', max: '20' },
            { id: 'ACH_BANK_ACCOUNT', min: '50', max: '900' },
          ],
        },
      ],
    }
    expect(amountProblem(form({ options, amount: '5' }))).toBeUndefined()
    expect(amountProblem(form({ options, amount: '21' }))).toBe('The most you can pay by card is 20 USD')
    const bank = { options, paymentMethod: 'ach_bank_account' } as const
    expect(amountProblem(form({ ...bank, amount: '21' }))).toBe(
      'The least you can pay by bank account is 50 USD',
    )
    expect(amountProblem(form({ ...bank, amount: '901' }))).toBe(
      'The most you can pay by bank account is 900 USD',
    )
  })
})

describe('the payment methods offered', () => {
  // USD as the devnet lists it (card and bank account); EUR by card only.
  const eurByCard = { id: 'EUR', limits: [{ id: 'card', min: '10.00', max: '5000.00' }] }
  const usdAndEur = {
    ...devnetOptions,
    paymentCurrencies: [...devnetOptions.paymentCurrencies.filter(({ id }) => id === 'USD'), eurByCard],
  }

  it('are those the payment currency has limits for, card first; the SPEC’s two without limits listed', () => {
    expect(paymentMethodsFor({ options: devnetOptions, paymentCurrency: 'USD' })).toEqual([
      'card',
      'ach_bank_account',
    ])
    expect(paymentMethodsFor({ options: usdAndEur, paymentCurrency: 'EUR' })).toEqual(['card'])
    const unlimited = { ...devnetOptions, paymentCurrencies: [{ id: 'GBP', limits: [] }] }
    expect(paymentMethodsFor({ options: unlimited, paymentCurrency: 'GBP' })).toEqual([
      'card',
      'ach_bank_account',
    ])
    expect(paymentMethodsFor({ options: undefined, paymentCurrency: 'USD' })).toEqual([])
  })

  it('keep the visitor’s choice while the currency offers it, else its first method', () => {
    const bank = { options: usdAndEur, paymentMethod: 'ach_bank_account' } as const
    expect(keptPaymentMethod({ ...bank, paymentCurrency: 'USD' })).toBe('ach_bank_account')
    expect(keptPaymentMethod({ ...bank, paymentCurrency: 'EUR' })).toBe('card')
    expect(keptPaymentMethod({ ...bank, paymentMethod: undefined, paymentCurrency: 'USD' })).toBe('card')
    expect(keptPaymentMethod({ ...bank, paymentCurrency: 'JPY' })).toBeUndefined()
  })

  it('a method the currency does not offer is never quoted, whatever the amount', () => {
    const bankInEur = form({ options: usdAndEur, paymentCurrency: 'EUR', paymentMethod: 'ach_bank_account' })
    expect(amountProblem(bankInEur)).toBeUndefined()
    expect(quoteRequestOf(bankInEur)).toBeUndefined()
    expect(quoteRequestOf(form({ paymentMethod: undefined }))).toBeUndefined()
  })
})

describe('what the services are asked', () => {
  it('quotes a valid amount on the account’s network, at the chosen provider; nothing otherwise', () => {
    expect(quoteRequestOf(form())).toEqual({
      purchaseCurrency: 'FUSD',
      paymentCurrency: 'USD',
      amount: '50',
      network: 'foyer-devnet-31337',
      paymentMethod: 'card',
      provider: 'meld',
    })
    expect(quoteRequestOf(form({ amount: '5' }))).toBeUndefined()
    expect(quoteRequestOf(form({ amount: '8000' })), 'above the card’s maximum').toBeUndefined()
    expect(quoteRequestOf(form({ amount: '8000', paymentMethod: 'ach_bank_account' }))).toEqual({
      purchaseCurrency: 'FUSD',
      paymentCurrency: 'USD',
      amount: '8000',
      network: 'foyer-devnet-31337',
      paymentMethod: 'ach_bank_account',
      provider: 'meld',
    })
    expect(quoteRequestOf(form({ amount: ' ' }))).toBeUndefined()
    expect(quoteRequestOf(form({ provider: undefined }))).toBeUndefined()
    expect(quoteRequestOf(form({ account: { ...devnetAccount, caipNetworkId: 'eip155:1' } }))).toBeUndefined()
  })

  it('asks the provider’s page for the address, its network, the amount typed in the payment currency and the method', () => {
    expect(urlRequestOf(form({ amount: '50.5', paymentMethod: 'ach_bank_account' }))).toEqual({
      destinationWallets: [
        { address: devnetAccount.address, blockchains: ['foyer-devnet-31337'], assets: ['FUSD'] },
      ],
      partnerUserId: devnetAccount.address,
      defaultNetwork: 'eip155:31337',
      presetFiatAmount: '50.5',
      fiatCurrency: 'USD',
      paymentMethod: 'ach_bank_account',
      provider: 'meld',
    })
  })
})

describe('the quote in words', () => {
  it('says what is paid, what arrives and the fee, with the provider', () => {
    expect(quoteWords(meldQuote, 'meld')).toBe(
      'You pay 100.00 USD · You receive about 97.40 FUSD · fee 2.60 USD (meld)',
    )
  })

  it('an estimate claims no crypto amount and says it is one (SPEC §8)', () => {
    const words = quoteWords(
      estimatedQuote({ purchaseCurrency: 'FUSD', paymentCurrency: 'USD', amount: '50', network: 'x' }),
      'coinbase',
    )
    expect(words).toBe('You pay 50 USD · estimate: coinbase shows what you receive and the fee')
    expect(words).not.toMatch(/FUSD/)
  })

  it('gives the same quote as data, each amount an exact decimal string with its currency', () => {
    expect(quoteMessage(meldQuote, 'meld')).toEqual({
      kind: 'quoted',
      pays: { amount: '100.00', symbol: 'USD' },
      receives: { amount: '97.40', symbol: 'FUSD' },
      fee: { amount: '2.60', symbol: 'USD' },
      provider: 'meld',
    })
    // 18 decimals survive: nothing goes through a Number.
    const precise = {
      ...meldQuote,
      purchaseAmount: { amount: '0.123456789012345678', currency: 'ETH' },
    }
    expect(quoteMessage(precise, 'meld')).toMatchObject({ receives: { amount: '0.123456789012345678' } })
  })

  it('an estimate as data has no crypto amount and no fee', () => {
    const estimate = estimatedQuote({
      purchaseCurrency: 'FUSD',
      paymentCurrency: 'USD',
      amount: '50',
      network: 'x',
    })
    expect(quoteMessage(estimate, 'coinbase')).toEqual({
      kind: 'estimate',
      pays: { amount: '50', symbol: 'USD' },
      provider: 'coinbase',
    })
  })

  it('subtracts decimals exactly (viem’s units as the oracle)', () => {
    const decimal = fc
      .tuple(fc.bigInt({ min: 0n, max: 10n ** 12n }), fc.integer({ min: 0, max: 8 }))
      .map(([units, scale]) => formatUnits(units, scale))
    fc.assert(
      fc.property(decimal, decimal, (a, b) => {
        const scale = Math.max(a.split('.')[1]?.length ?? 0, b.split('.')[1]?.length ?? 0)
        const expected = formatUnits(parseUnits(a, scale) - parseUnits(b, scale), scale)
        expect(parseUnits(subtractDecimals(a, b), scale)).toBe(parseUnits(expected, scale))
      }),
    )
    expect(subtractDecimals('100.00', '97.4')).toBe('2.60')
    expect(subtractDecimals('1', '2.5')).toBe('-1.5')
  })
})

describe('the purchase followed in the history', () => {
  const at = Date.parse('2026-11-29T04:00:00Z')
  it('is a successful purchase of the crypto bought, not listed at Buy, mined since (less a minute for the clocks)', () => {
    expect(purchaseSince([purchaseAt('2026-11-29T04:00:30Z')], { symbol: 'FUSD', at })).toBeDefined()
    expect(purchaseSince([purchaseAt('2026-11-29T03:59:30Z')], { symbol: 'FUSD', at })).toBeDefined()
    expect(purchaseSince([purchaseAt('2026-11-29T03:58:00Z')], { symbol: 'FUSD', at })).toBeUndefined()
    expect(purchaseSince([purchaseAt('2026-11-29T04:00:30Z', 'ETH')], { symbol: 'FUSD', at })).toBeUndefined()
    const listed = purchaseAt('2026-11-29T04:00:30Z')
    expect(
      purchaseSince([listed], { symbol: 'FUSD', at, known: [listed.id] }),
      'listed before Buy',
    ).toBeUndefined()
    const failed = { ...purchaseAt('2026-11-29T04:00:30Z'), status: 'failed' as const }
    expect(purchaseSince([failed], { symbol: 'FUSD', at })).toBeUndefined()
  })
})
