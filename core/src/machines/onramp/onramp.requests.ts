import type { OnrampQuoteRequest, OnrampUrlRequest } from '../../api/blockchain/onramp.types.js'
import { MAX_PARTNER_USER_ID_LENGTH } from '../../api/blockchain/onramp-api.js'
import { amountProblem, networkOf, paymentMethodsFor } from './onramp.rules.js'
import type { OnrampContext, OnrampHistoryRequest } from './onramp.types.js'

// What the Buy form asks the services, built from its context: used by the machine only (it downloads
// with the view), so the client's constants stay out of the module's entry.

/** The currency being bought, and its network for the account, when both are known. */
function purchaseOf(context: OnrampContext) {
  const currency = context.options?.purchaseCurrencies.find(({ symbol }) => symbol === context.purchaseSymbol)
  const network = currency && context.account && networkOf(currency, context.account)
  return currency && network ? { currency, network } : undefined
}

/**
 * The quote to ask for, once the form holds a valid amount (within the method's limits), a currency
 * sold on the account's network, a payment currency, a method it offers and a provider; `undefined`
 * otherwise.
 *
 * @example
 * quoteRequestOf(context) // { purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '50', network: 'polygon', paymentMethod: 'card', provider: 'meld' }
 */
export function quoteRequestOf(context: OnrampContext): OnrampQuoteRequest | undefined {
  const purchase = purchaseOf(context)
  const amount = context.amount.trim()
  const method = context.paymentMethod
  if (!purchase || !context.paymentCurrency || !context.provider || amount === '') return undefined
  if (!method || !paymentMethodsFor(context).includes(method)) return undefined
  if (amountProblem(context) !== undefined) return undefined
  return {
    purchaseCurrency: purchase.currency.symbol,
    paymentCurrency: context.paymentCurrency,
    amount,
    network: purchase.network.name,
    paymentMethod: method,
    provider: context.provider,
  }
}

/**
 * The provider's page to ask for: the crypto to the account's address on its network, the amount typed
 * preset in the payment currency, paid with the method chosen, the address as the partner's user id
 * (under 50 characters).
 *
 * @example
 * urlRequestOf(context)?.presetFiatAmount // '50'
 */
export function urlRequestOf(context: OnrampContext): OnrampUrlRequest | undefined {
  const request = quoteRequestOf(context)
  const { account } = context
  if (!request || !account) return undefined
  return {
    destinationWallets: [
      { address: account.address, blockchains: [request.network], assets: [request.purchaseCurrency] },
    ],
    partnerUserId: account.address.slice(0, MAX_PARTNER_USER_ID_LENGTH),
    defaultNetwork: account.caipNetworkId,
    presetFiatAmount: request.amount,
    fiatCurrency: request.paymentCurrency,
    paymentMethod: request.paymentMethod,
    provider: request.provider,
  }
}

/**
 * The history to read for the purchase: the account's, at the chosen provider, on its network.
 *
 * @example
 * historyRequestOf(context) // { address: '0xf39F…2266', provider: 'meld', network: 'eip155:31337' }
 */
export function historyRequestOf(context: OnrampContext): OnrampHistoryRequest | undefined {
  const { account, provider } = context
  return account && provider
    ? { address: account.address, provider, network: account.caipNetworkId }
    : undefined
}
