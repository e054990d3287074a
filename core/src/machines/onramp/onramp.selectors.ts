import type { OnrampPaymentMethod } from '../../api/blockchain/onramp-defaults.js'
import type { OnrampProvider } from '../../config/features.js'
import type { AmountFigure } from '../../utils/amount-figure.js'
import {
  type AmountLimit,
  amountLimitCrossed,
  amountProblem,
  figure,
  networkOf,
  ONRAMP_NOT_CONFIRMED,
  ONRAMP_NOTHING_SOLD,
  type OnrampQuoteMessage,
  paymentMethodsFor,
  quoteMessage,
  quoteWords,
} from './onramp.rules.js'
import type { OnrampSnapshot } from './onramp.types.js'

/**
 * Where the Buy view is: `loading` the options; `editing` the form (`quoting` while a quote is asked,
 * `quoted` once Buy may be pressed); `opening` the provider's page; `blocked` (the popup was blocked:
 * a link instead); `inProgress` while the popup is open; `confirming` while the purchase is awaited in
 * the history; `timedOut`; `purchased`.
 */
export type OnrampStatus =
  | 'closed'
  | 'loading'
  | 'editing'
  | 'quoting'
  | 'quoted'
  | 'opening'
  | 'blocked'
  | 'inProgress'
  | 'confirming'
  | 'timedOut'
  | 'purchased'

/**
 * The Buy view's model: the choices, the amount and what is wrong with it, the quote in words, and
 * where the purchase is.
 *
 * @example
 * const view: OnrampViewModel = selectOnrampView(snapshot)
 * view.quote?.words // 'You pay 100.00 USD · You receive about 97.40 FUSD · fee 2.60 USD (meld)'
 * view.quote?.message // { kind: 'quoted', pays: { amount: '100.00', symbol: 'USD' }, receives: …, fee: …, provider: 'meld' }
 */
export type OnrampViewModel = {
  status: OnrampStatus
  /** The service could not say what is sold: these are the built-in defaults (SPEC §8). */
  optionsAreDefaults: boolean
  /** The crypto sold on the account's network. */
  purchaseCurrencies: readonly { symbol: string; name: string }[]
  paymentCurrencies: readonly string[]
  purchaseSymbol: string | undefined
  paymentCurrency: string | undefined
  /** The ways to pay in the payment currency (card, bank account: those it has limits for). */
  paymentMethods: readonly OnrampPaymentMethod[]
  paymentMethod: OnrampPaymentMethod | undefined
  providers: readonly OnrampProvider[]
  provider: OnrampProvider | undefined
  amount: string
  /** What is wrong with the amount, the limit in words. */
  amountError: string | undefined
  /** The limit the amount crosses, when that is what is wrong: for a skin to say it in its language. */
  amountLimit: AmountLimit | undefined
  /**
   * The quote: `message` as data (amounts as decimal strings with their currency) for a UI to say in
   * its visitor's language, `words` the same in English.
   */
  quote: { words: string; message: OnrampQuoteMessage; isEstimate: boolean } | undefined
  canBuy: boolean
  /** The provider's page, for the link when the popup was blocked. */
  url: string | undefined
  /** The purchase that arrived, in English words ("97.4 FUSD arrived in your wallet"). */
  purchase: string | undefined
  /** The same purchase's amount, for a UI to write in its visitor's language. */
  purchaseAmount: AmountFigure | undefined
  error: string | undefined
}

// Before the machine downloaded: nothing to show yet but that it loads.
const notLoaded: OnrampViewModel = {
  status: 'loading',
  optionsAreDefaults: false,
  purchaseCurrencies: [],
  paymentCurrencies: [],
  purchaseSymbol: undefined,
  paymentCurrency: undefined,
  paymentMethods: [],
  paymentMethod: undefined,
  providers: [],
  provider: undefined,
  amount: '',
  amountError: undefined,
  amountLimit: undefined,
  quote: undefined,
  canBuy: false,
  url: undefined,
  purchase: undefined,
  purchaseAmount: undefined,
  error: undefined,
}

const statusOf = (snapshot: OnrampSnapshot): OnrampStatus => {
  if (snapshot.matches({ editing: 'quoting' }) || snapshot.matches({ editing: 'pausing' })) return 'quoting'
  if (snapshot.matches({ editing: 'quoted' })) return 'quoted'
  if (snapshot.matches('editing')) return 'editing'
  if (snapshot.matches('loadingOptions')) return 'loading'
  const value = snapshot.value
  return (typeof value === 'string' ? value : Object.keys(value)[0]) as OnrampStatus
}

/**
 * The Buy view's model from the onramp machine's snapshot.
 *
 * @example
 * useSelector(onramp, selectOnrampView)
 */
export function selectOnrampView(snapshot: OnrampSnapshot | undefined): OnrampViewModel {
  if (!snapshot) return notLoaded
  const { context } = snapshot
  const status = statusOf(snapshot)
  const { account, options } = context
  const sold = (options?.purchaseCurrencies ?? []).filter(
    (currency) => account && networkOf(currency, account),
  )
  const nothingSold = options !== undefined && sold.length === 0
  const { quote, provider } = context
  const bought = context.purchase && figure(context.purchase.quantity, context.purchase.symbol)
  return {
    status,
    optionsAreDefaults: options?.fromDefaults === true,
    purchaseCurrencies: sold.map(({ symbol, name }) => ({ symbol, name })),
    paymentCurrencies: (options?.paymentCurrencies ?? []).map(({ id }) => id),
    purchaseSymbol: context.purchaseSymbol,
    paymentCurrency: context.paymentCurrency,
    paymentMethods: paymentMethodsFor(context),
    paymentMethod: context.paymentMethod,
    providers: context.providers,
    provider,
    amount: context.amount,
    amountError: amountProblem(context),
    amountLimit: amountLimitCrossed(context),
    quote:
      quote && provider
        ? {
            words: quoteWords(quote, provider),
            message: quoteMessage(quote, provider),
            isEstimate: quote.estimate,
          }
        : undefined,
    canBuy: status === 'quoted',
    url: context.url,
    purchase: bought && `${bought.amount} ${bought.symbol} arrived in your wallet`,
    purchaseAmount: bought,
    error:
      context.error ??
      (status === 'timedOut' ? ONRAMP_NOT_CONFIRMED : nothingSold ? ONRAMP_NOTHING_SOLD : undefined),
  }
}
