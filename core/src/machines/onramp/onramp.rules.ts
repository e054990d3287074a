import type {
  OnrampNetwork,
  OnrampOptions,
  OnrampPurchase,
  OnrampQuote,
  PurchaseCurrency,
} from '../../api/blockchain/onramp.types.js'
import { compareDecimals } from '../../api/blockchain/onramp-decimal.js'
import {
  DEFAULT_PAYMENT_CURRENCY,
  DEFAULT_PURCHASE_SYMBOL,
  type OnrampPaymentMethod,
  paymentLimitOf,
  paymentMethodsOf,
} from '../../api/blockchain/onramp-defaults.js'
import type { OnrampProvider } from '../../config/features.js'
import type { Namespace } from '../../networks/network.types.js'
import type { AmountFigure } from '../../utils/amount-figure.js'
import { isTokenAmount } from '../../utils/token-amount.js'
import type { OnrampAccount, OnrampContext } from './onramp.types.js'

// The Buy form's rules as pure functions: the machine's guards and the view only compare their answers.

/**
 * The namespaces each provider sells to (SPEC §9: meld eip155 and solana, coinbase eip155), as data:
 * the form offers a provider only for an account it can deliver to.
 *
 * @example
 * onrampProviderNamespaces.coinbase.includes('solana') // false
 */
export const onrampProviderNamespaces: Readonly<Record<OnrampProvider, readonly Namespace[]>> = {
  meld: ['eip155', 'solana'],
  coinbase: ['eip155'],
}

/**
 * The namespaces the Buy view is offered on (SPEC §9: onramp on eip155 and solana).
 *
 * @example
 * isOnrampNamespace('bip122') // false
 */
export function isOnrampNamespace(namespace: Namespace | undefined): boolean {
  return (
    namespace !== undefined &&
    Object.values(onrampProviderNamespaces).some((list) => list.includes(namespace))
  )
}

/**
 * The site's providers that deliver to `namespace`, in the site's order.
 *
 * @example
 * providersFor(['meld', 'coinbase'], 'solana') // ['meld']
 */
export function providersFor(site: readonly OnrampProvider[], namespace: Namespace): OnrampProvider[] {
  return site.filter((provider) => onrampProviderNamespaces[provider]?.includes(namespace))
}

/**
 * The network of `currency` that is the account's (`eip155:137` is Polygon's `chainId` `'137'`; a
 * network without a chain id matches by its name, `solana`), `undefined` when it is not sold there.
 *
 * @example
 * networkOf(usdc, { caipNetworkId: 'eip155:137', … })?.name // 'polygon'
 */
export function networkOf(currency: PurchaseCurrency, account: OnrampAccount): OnrampNetwork | undefined {
  const [namespace, reference] = account.caipNetworkId.split(':')
  return currency.networks.find((network) =>
    network.chainId !== '0' && network.chainId !== ''
      ? namespace === 'eip155' && network.chainId === reference
      : network.name.toLowerCase() === namespace,
  )
}

/**
 * The crypto offered first: USDC when sold on the account's network (SPEC §9's default), else the
 * first currency sold there (on the local chains FUSD, the devnets' dollar, stands in for it).
 *
 * @example
 * defaultPurchaseSymbol(options, account) // 'USDC'
 */
export function defaultPurchaseSymbol(options: OnrampOptions, account: OnrampAccount): string | undefined {
  const sold = options.purchaseCurrencies.filter((currency) => networkOf(currency, account))
  return (sold.find((currency) => currency.symbol === DEFAULT_PURCHASE_SYMBOL) ?? sold[0])?.symbol
}

/**
 * The payment currency offered first: USD when offered (SPEC §9), else the first.
 *
 * @example
 * defaultPaymentCurrency(options) // 'USD'
 */
export function defaultPaymentCurrency(options: OnrampOptions): string | undefined {
  const { paymentCurrencies } = options
  return (
    paymentCurrencies.find((currency) => currency.id === DEFAULT_PAYMENT_CURRENCY) ?? paymentCurrencies[0]
  )?.id
}

/**
 * The payment methods offered for the chosen payment currency: those it has limits for (the service's,
 * or SPEC §5's card and bank account when it lists none), card first; none before the options load.
 *
 * @example
 * paymentMethodsFor({ options: devnetOptions, paymentCurrency: 'USD' }) // ['card', 'ach_bank_account']
 */
export function paymentMethodsFor(
  context: Pick<OnrampContext, 'options' | 'paymentCurrency'>,
): OnrampPaymentMethod[] {
  const currency = context.options?.paymentCurrencies.find(({ id }) => id === context.paymentCurrency)
  return currency ? paymentMethodsOf(currency) : []
}

/**
 * The method to pay with once the payment currency is (re)chosen: the one chosen before while the
 * currency still offers it (the visitor's choice stands), else the first offered (card when offered).
 *
 * @example
 * keptPaymentMethod({ options, paymentCurrency: 'EUR', paymentMethod: 'ach_bank_account' }) // 'card' when EUR takes cards only
 */
export function keptPaymentMethod(
  context: Pick<OnrampContext, 'options' | 'paymentCurrency' | 'paymentMethod'>,
): OnrampPaymentMethod | undefined {
  const offered = paymentMethodsFor(context)
  return context.paymentMethod && offered.includes(context.paymentMethod) ? context.paymentMethod : offered[0]
}

/**
 * An amount outside the chosen method's limits: which bound it crossed (`least`: below the minimum,
 * `most`: above the maximum), the method, the limit and the payment currency, so a skin can say it in
 * the visitor's language.
 *
 * @example
 * const crossed: AmountLimit = { bound: 'most', method: 'card', limit: '7500.00', currency: 'USD' }
 */
export type AmountLimit = {
  bound: 'least' | 'most'
  method: OnrampPaymentMethod
  limit: string
  currency: string
}

/**
 * The limit the amount crosses for the method chosen (SPEC §5: card 10.00 to 7500.00, bank account
 * 10.00 to 25000.00, unless the service gives others), or `undefined` when it is within them, empty,
 * no amount at all, or no limit is known.
 *
 * @example
 * amountLimitCrossed({ ...context, amount: '8000', paymentMethod: 'card' }) // { bound: 'most', method: 'card', limit: '7500.00', currency: 'USD' }
 */
export function amountLimitCrossed(
  context: Pick<OnrampContext, 'amount' | 'options' | 'paymentCurrency' | 'paymentMethod'>,
): AmountLimit | undefined {
  const amount = context.amount.trim()
  if (!isTokenAmount(amount)) return undefined
  const currency = context.options?.paymentCurrencies.find(({ id }) => id === context.paymentCurrency)
  const method = context.paymentMethod
  const limit = currency && method && paymentLimitOf(currency, method)
  if (!limit || !method) return undefined
  if (compareDecimals(amount, limit.min) < 0)
    return { bound: 'least', method, limit: limit.min, currency: currency.id }
  if (compareDecimals(amount, limit.max) > 0)
    return { bound: 'most', method, limit: limit.max, currency: currency.id }
  return undefined
}

/** The payment methods in the words of the limits' messages. */
const methodWords: Readonly<Record<OnrampPaymentMethod, string>> = {
  card: 'card',
  ach_bank_account: 'bank account',
}

/**
 * What is wrong with the amount, in words that say the limit of the method chosen (see
 * {@link amountLimitCrossed}), or `undefined` when it can be quoted. An empty amount is not an error yet.
 *
 * @example
 * amountProblem({ ...context, amount: '5' }) // 'The least you can pay by card is 10.00 USD'
 * amountProblem({ ...context, amount: '25000.01', paymentMethod: 'ach_bank_account' }) // 'The most you can pay by bank account is 25000.00 USD'
 */
export function amountProblem(
  context: Pick<OnrampContext, 'amount' | 'options' | 'paymentCurrency' | 'paymentMethod'>,
) {
  const amount = context.amount.trim()
  if (amount === '') return undefined
  if (!isTokenAmount(amount)) return 'Enter an amount like 100 or 49.99'
  const crossed = amountLimitCrossed(context)
  return (
    crossed &&
    `The ${crossed.bound} you can pay by ${methodWords[crossed.method]} is ${crossed.limit} ${crossed.currency}`
  )
}

/**
 * Clocks differ between the visitor's computer and the provider's: a purchase mined up to a minute
 * before Buy was pressed still counts as this one (no earlier purchase is that recent in practice).
 */
export const ONRAMP_CLOCK_SKEW_MS = 60_000

/**
 * The purchase of the history that is this checkout's: a successful one of the crypto bought, not
 * listed when Buy was pressed (`known`), mined since then (less the clock skew).
 *
 * @example
 * purchaseSince(page.purchases, { symbol: 'FUSD', at: Date.parse('2026-11-29T03:00:00Z'), known: ['p1'] })
 */
export function purchaseSince(
  purchases: readonly OnrampPurchase[],
  { symbol, at, known = [] }: { symbol: string; at: number; known?: readonly string[] },
): OnrampPurchase | undefined {
  return purchases.find(
    (purchase) =>
      purchase.status === 'success' &&
      purchase.symbol === symbol &&
      !known.includes(purchase.id) &&
      Date.parse(purchase.minedAt) >= at - ONRAMP_CLOCK_SKEW_MS,
  )
}

/**
 * `a − b` for decimal strings, exactly, written with the longer of their fractions (`'100.00' −
 * '97.4'` → `'2.60'`).
 *
 * @example
 * subtractDecimals('100.00', '97.40') // '2.60'
 */
export function subtractDecimals(a: string, b: string): string {
  const [wholeA = '', fractionA = ''] = a.split('.')
  const [wholeB = '', fractionB = ''] = b.split('.')
  const scale = Math.max(fractionA.length, fractionB.length)
  const units = BigInt(wholeA + fractionA.padEnd(scale, '0')) - BigInt(wholeB + fractionB.padEnd(scale, '0'))
  const sign = units < 0n ? '-' : ''
  const digits = (units < 0n ? -units : units).toString().padStart(scale + 1, '0')
  return scale === 0 ? `${sign}${digits}` : `${sign}${digits.slice(0, -scale)}.${digits.slice(-scale)}`
}

/**
 * The quote as data, for a UI to say in its visitor's language: what is paid in all (`pays`), what
 * arrives (`receives`) and the fee (all paid less what buys the crypto, in the payment currency), with
 * the provider's name; amounts as exact decimal strings with their currency. An estimate (the service
 * could not quote, SPEC §8) claims no crypto amount and no fee, so it has neither.
 *
 * @example
 * const message: OnrampQuoteMessage = { kind: 'quoted', pays: { amount: '100.00', symbol: 'USD' }, receives: { amount: '97.40', symbol: 'FUSD' }, fee: { amount: '2.60', symbol: 'USD' }, provider: 'meld' }
 */
export type OnrampQuoteMessage =
  | { kind: 'quoted'; pays: AmountFigure; receives: AmountFigure; fee: AmountFigure; provider: string }
  | { kind: 'estimate'; pays: AmountFigure; provider: string }

/**
 * A decimal string core read (a quote's amount, a purchase's quantity) and its currency as an
 * {@link AmountFigure}. (Written here rather than imported: the Buy view's chunk would otherwise share
 * the one-line helper with the page's code as a chunk of its own, one more for the modal to list.)
 *
 * @example
 * figure('97.4', 'FUSD') // { amount: '97.4', symbol: 'FUSD' }
 */
export const figure = (amount: string, symbol: string): AmountFigure => ({
  amount: amount as `${number}`,
  symbol,
})

/**
 * The quote as an {@link OnrampQuoteMessage}.
 *
 * @example
 * quoteMessage(quote, 'meld').kind // 'quoted'
 */
export function quoteMessage(quote: OnrampQuote, provider: string): OnrampQuoteMessage {
  // The service's amounts were read as plain decimal strings (SPEC §3), so they are figures as they are.
  const { paymentTotal: total, paymentSubtotal: subtotal, purchaseAmount: bought } = quote
  const pays = figure(total.amount, total.currency)
  if (quote.estimate) return { kind: 'estimate', pays, provider }
  return {
    kind: 'quoted',
    pays,
    receives: figure(bought.amount, bought.currency),
    fee: figure(subtractDecimals(total.amount, subtotal.amount), total.currency),
    provider,
  }
}

/**
 * The quote in English words (what Foyer's skin shows in English, and a custom UI without its own
 * texts): what is paid, what arrives, and the fee, with the provider's name.
 *
 * @example
 * quoteWords(quote, 'meld') // 'You pay 100.00 USD · You receive about 97.40 FUSD · fee 2.60 USD (meld)'
 */
export function quoteWords(quote: OnrampQuote, provider: string): string {
  const message = quoteMessage(quote, provider)
  const pays = `${message.pays.amount} ${message.pays.symbol}`
  if (message.kind === 'estimate')
    return `You pay ${pays} · estimate: ${provider} shows what you receive and the fee`
  const { receives, fee } = message
  return `You pay ${pays} · You receive about ${receives.amount} ${receives.symbol} · fee ${fee.amount} ${fee.symbol} (${provider})`
}

/** Said when the provider's page could not be generated. */
export const ONRAMP_URL_FAILED = 'The provider’s page could not be opened. Try again.'
/** Said when the purchase did not show in the history in time. */
export const ONRAMP_NOT_CONFIRMED = 'The purchase has not arrived yet. It can take a few minutes.'
/** Said when the account's network sells none of the offered currencies. */
export const ONRAMP_NOTHING_SOLD = 'Nothing can be bought on this network'
