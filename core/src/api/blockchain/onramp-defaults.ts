import type {
  OnrampOptions,
  OnrampQuote,
  OnrampQuoteRequest,
  PaymentCurrency,
  PaymentMethodLimit,
  PurchaseCurrency,
} from './onramp.types.js'

/**
 * The crypto the Buy view offers first (SPEC §9: default purchase currency USDC).
 *
 * @example
 * options.purchaseCurrencies.find((currency) => currency.symbol === DEFAULT_PURCHASE_SYMBOL)
 */
export const DEFAULT_PURCHASE_SYMBOL = 'USDC'

/**
 * The money the Buy view offers first (SPEC §9: default payment currency USD).
 *
 * @example
 * options.paymentCurrencies.find((currency) => currency.id === DEFAULT_PAYMENT_CURRENCY)
 */
export const DEFAULT_PAYMENT_CURRENCY = 'USD'

/**
 * The payment methods whose limits the SPEC fixes (SPEC §5): a card, and a bank account (the
 * providers' ACH transfer).
 */
export const onrampPaymentMethods = { card: 'card', bankAccount: 'ach_bank_account' } as const

/**
 * A payment method the Buy view offers: its id as the options' limits and the providers name it.
 *
 * @example
 * const method: OnrampPaymentMethod = 'ach_bank_account'
 */
export type OnrampPaymentMethod = (typeof onrampPaymentMethods)[keyof typeof onrampPaymentMethods]

/**
 * The limits Foyer assumes when the service gives none for a method (SPEC §5: card 10.00 to 7500.00,
 * bank account 10.00 to 25000.00), in the payment currency.
 *
 * @example
 * defaultPaymentLimits.find((limit) => limit.id === 'card')?.max // '7500.00'
 */
export const defaultPaymentLimits: readonly PaymentMethodLimit[] = [
  { id: onrampPaymentMethods.card, min: '10.00', max: '7500.00' },
  { id: onrampPaymentMethods.bankAccount, min: '10.00', max: '25000.00' },
]

// Coinbase's asset ids and the tokens' contracts as the providers list them: USDC is Circle's own
// token on both networks; ETH is the coin on Ethereum (no contract) and wrapped ETH on Polygon.
const usdc: PurchaseCurrency = {
  id: '2b92315d-eab7-5bef-84fa-089a131333f5',
  name: 'USD Coin',
  symbol: 'USDC',
  networks: [
    {
      name: 'ethereum',
      displayName: 'Ethereum',
      chainId: '1',
      contractAddress: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
    },
    {
      name: 'polygon',
      displayName: 'Polygon',
      chainId: '137',
      contractAddress: '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359',
    },
  ],
}
const eth: PurchaseCurrency = {
  id: 'd85dce9b-5b73-5c3c-8978-522ce1d1c1b4',
  name: 'Ether',
  symbol: 'ETH',
  networks: [
    { name: 'ethereum', displayName: 'Ethereum', chainId: '1', contractAddress: '' },
    {
      name: 'polygon',
      displayName: 'Polygon',
      chainId: '137',
      contractAddress: '0x7ceB23fD6bC0adD59E62ac25578270cFf1b9f619',
    },
  ],
}
const payIn = (id: string): PaymentCurrency => ({ id, limits: defaultPaymentLimits })

/**
 * What the Buy view offers when `GET /v1/onramp/options` fails (SPEC §8): USD and EUR with the
 * default limits, USDC and ETH on Ethereum and Polygon; `fromDefaults` is true.
 *
 * @example
 * const { options } = await loadOnrampOptions(api) // defaultOnrampOptions when the service is down
 */
export const defaultOnrampOptions: OnrampOptions = {
  paymentCurrencies: [payIn('USD'), payIn('EUR')],
  purchaseCurrencies: [usdc, eth],
  fromDefaults: true,
}

/**
 * The limits of `method` when paying in `currency`: the service's when it lists limits for the
 * currency (method ids compared without case: providers write `CARD`, the SPEC `card`; a method it
 * leaves out has none, since the provider does not take it), else the SPEC's default for the method
 * (SPEC §5), else `undefined` (a method the SPEC does not know).
 *
 * @example
 * paymentLimitOf({ id: 'USD', limits: [] }, 'card') // { id: 'card', min: '10.00', max: '7500.00' }
 * paymentLimitOf({ id: 'USD', limits: [{ id: 'CARD', min: '2', max: '9000' }] }, 'card')?.max // '9000'
 * paymentLimitOf({ id: 'USD', limits: [{ id: 'CARD', min: '2', max: '9000' }] }, 'ach_bank_account') // undefined
 */
export function paymentLimitOf(currency: PaymentCurrency, method: string): PaymentMethodLimit | undefined {
  const wanted = method.toLowerCase()
  const byId = (limit: PaymentMethodLimit) => limit.id.toLowerCase() === wanted
  const limits = currency.limits.length > 0 ? currency.limits : defaultPaymentLimits
  return limits.find(byId)
}

/**
 * The payment methods offered when paying in `currency`, card first: those it has limits for (see
 * {@link paymentLimitOf}). A method without limits is not offered: nothing could check its amount.
 *
 * @example
 * paymentMethodsOf({ id: 'USD', limits: [] }) // ['card', 'ach_bank_account']
 * paymentMethodsOf({ id: 'EUR', limits: [{ id: 'card', min: '10', max: '500' }] }) // ['card']
 */
export function paymentMethodsOf(currency: PaymentCurrency): OnrampPaymentMethod[] {
  return Object.values(onrampPaymentMethods).filter((method) => paymentLimitOf(currency, method))
}

/**
 * The quote shown when `POST /v1/onramp/quote` fails (SPEC §8): every amount is the amount entered,
 * and `estimate` is true. No price is known then, so every amount is named in the payment currency:
 * the view never claims a crypto amount the provider did not give.
 *
 * @example
 * estimatedQuote({ purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '100', network: 'polygon' }).purchaseAmount // { amount: '100', currency: 'USD' }
 */
export function estimatedQuote(request: OnrampQuoteRequest): OnrampQuote {
  const entered = { amount: request.amount, currency: request.paymentCurrency }
  return {
    quoteId: 'estimate',
    paymentTotal: entered,
    paymentSubtotal: entered,
    networkFee: entered,
    providerFee: entered,
    purchaseAmount: entered,
    estimate: true,
  }
}
