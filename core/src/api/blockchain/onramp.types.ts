import type { CaipNetworkId } from '../../networks/network.types.js'

// Buying crypto (SPEC §7 onramp calls, §3 onramp entities). Every amount is a decimal string kept as
// the service wrote it (`'7500.00'`, `'98.4'`): money is never a float here, so what the visitor is
// shown and what the provider is asked for are the same digits.

/**
 * A network a purchase currency can be delivered on (SPEC §3 onramp currency networks): the
 * provider's name for it (`'ethereum'`), the name to show, the EVM chain id as digits (`'0'` for
 * networks without one, as the providers write it) and the token's contract (`''` for the network's
 * own coin).
 *
 * @example
 * const polygon: OnrampNetwork = { name: 'polygon', displayName: 'Polygon', chainId: '137', contractAddress: '0x3c49…3359' }
 */
export type OnrampNetwork = { name: string; displayName: string; chainId: string; contractAddress: string }

/**
 * A crypto currency the visitor can buy (SPEC §3 onramp currency).
 *
 * @example
 * const usdc: PurchaseCurrency = { id: '2b92315d-eab7-5bef-84fa-089a131333f5', name: 'USD Coin', symbol: 'USDC', networks: [polygon] }
 */
export type PurchaseCurrency = {
  id: string
  name: string
  symbol: string
  networks: readonly OnrampNetwork[]
}

/**
 * How much a payment method may pay in one purchase, in the payment currency (SPEC §3
 * payment_method_limits): `min` and `max` as decimal strings.
 *
 * @example
 * const card: PaymentMethodLimit = { id: 'card', min: '10.00', max: '7500.00' }
 */
export type PaymentMethodLimit = { id: string; min: string; max: string }

/**
 * A money the visitor can pay with (SPEC §3 payment currency): its ISO 4217 code and the limits of
 * each payment method.
 *
 * @example
 * const usd: PaymentCurrency = { id: 'USD', limits: [{ id: 'card', min: '10.00', max: '7500.00' }] }
 */
export type PaymentCurrency = { id: string; limits: readonly PaymentMethodLimit[] }

/**
 * What can be bought and paid with (`GET /v1/onramp/options`), or the built-in defaults when the
 * service could not say (SPEC §8): `fromDefaults` tells which.
 *
 * @example
 * const options: OnrampOptions = { paymentCurrencies: [usd], purchaseCurrencies: [usdc], fromDefaults: false }
 */
export type OnrampOptions = {
  paymentCurrencies: readonly PaymentCurrency[]
  purchaseCurrencies: readonly PurchaseCurrency[]
  /** True when these are the built-in defaults because the service failed (SPEC §8). */
  fromDefaults: boolean
}

/**
 * An amount of a currency in a quote: a decimal string and the currency's code or symbol.
 *
 * @example
 * const total: OnrampAmount = { amount: '100.00', currency: 'USD' }
 */
export type OnrampAmount = { amount: string; currency: string }

/**
 * A quote for buying crypto (SPEC §3 onramp quote): what the visitor pays in all (`paymentTotal`),
 * what buys the crypto (`paymentSubtotal`), the network's fee, the provider's fee when the service
 * names it, and the crypto bought. `estimate` is true when the service failed and every amount is the
 * amount entered (SPEC §8): no price is known then, and the view must say so.
 *
 * @example
 * const quote: OnrampQuote = { quoteId: 'q1', paymentTotal: { amount: '100.00', currency: 'USD' }, paymentSubtotal: { amount: '98.40', currency: 'USD' }, networkFee: { amount: '0.10', currency: 'USD' }, providerFee: { amount: '1.50', currency: 'USD' }, purchaseAmount: { amount: '98.4', currency: 'FUSD' }, estimate: false }
 */
export type OnrampQuote = {
  quoteId: string
  paymentTotal: OnrampAmount
  paymentSubtotal: OnrampAmount
  networkFee: OnrampAmount
  /** The provider's own fee (the wire's `coinbaseFee` or `providerFee`), when the service names it. */
  providerFee?: OnrampAmount | undefined
  purchaseAmount: OnrampAmount
  estimate: boolean
}

/**
 * What a quote is asked for (`POST /v1/onramp/quote`): the crypto's symbol (`'USDC'`), the payment
 * currency's code (`'USD'`), the amount to pay as a decimal string, and the network's provider name
 * (`'polygon'`, an {@link OnrampNetwork}'s `name`).
 *
 * @example
 * const request: OnrampQuoteRequest = { purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '100', network: 'polygon' }
 */
export type OnrampQuoteRequest = {
  purchaseCurrency: string
  paymentCurrency: string
  amount: string
  network: string
  /** The payment method the limits apply to (`'card'` when left out). */
  paymentMethod?: string | undefined
  /** The provider asked, when the site offers several (SPEC §9: meld, coinbase). */
  provider?: string | undefined
}

/**
 * Where the bought crypto goes (`destinationWallets` of `POST /v1/generators/onrampurl`): the address,
 * and optionally the networks (provider names) and assets (symbols) enabled for it.
 *
 * @example
 * const wallet: DestinationWallet = { address: '0xf39F…2266', blockchains: ['polygon'], assets: ['USDC'] }
 */
export type DestinationWallet = {
  address: string
  blockchains?: readonly string[] | undefined
  assets?: readonly string[] | undefined
}

/**
 * What the provider's page is opened for (`POST /v1/generators/onrampurl`, SPEC §7). Amounts are
 * decimal strings; they go on the wire as JSON numbers only when the number's text is exactly the
 * same digits (see `exactJsonNumber`).
 *
 * @example
 * const request: OnrampUrlRequest = { destinationWallets: [wallet], partnerUserId: '0xf39F…2266', defaultNetwork: 'eip155:137', presetFiatAmount: '100' }
 */
export type OnrampUrlRequest = {
  destinationWallets: readonly DestinationWallet[]
  /** The visitor as the provider knows them (under 50 characters): Foyer uses the address. */
  partnerUserId: string
  defaultNetwork?: CaipNetworkId | undefined
  presetCryptoAmount?: string | undefined
  presetFiatAmount?: string | undefined
  /** The payment currency of `presetFiatAmount` (`'USD'`). */
  fiatCurrency?: string | undefined
  /** The payment method chosen (`'card'`, `'ach_bank_account'`): the provider's page opens on it. */
  paymentMethod?: string | undefined
  provider?: string | undefined
}

/** A purchase's state at the provider, from the onramp history (the providers' three states). */
export type OnrampPurchaseStatus = 'success' | 'in_progress' | 'failed'

/**
 * A purchase of the visitor's onramp history (`GET /v1/account/{address}/history?onramp=…`).
 *
 * @example
 * const purchase: OnrampPurchase = { id: 'p1', status: 'success', minedAt: '2026-11-29T03:00:00Z', quantity: '98.4', symbol: 'FUSD', iconUrl: undefined, chainId: 'eip155:31337', hash: '0xab…' }
 */
export type OnrampPurchase = {
  id: string
  status: OnrampPurchaseStatus
  /** ISO 8601. */
  minedAt: string
  /** The crypto bought, in whole tokens, as a decimal string. */
  quantity: string
  symbol: string
  iconUrl: string | undefined
  /** The network it was delivered on, when the service says. */
  chainId: CaipNetworkId | undefined
  /** The delivery's transaction hash, once there is one. */
  hash: string | undefined
}

/**
 * A page of the onramp history and the cursor of the next one.
 *
 * @example
 * const page: OnrampHistoryPage = { purchases: [purchase], next: undefined }
 */
export type OnrampHistoryPage = { purchases: readonly OnrampPurchase[]; next: string | undefined }
