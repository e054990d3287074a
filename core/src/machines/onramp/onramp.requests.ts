import type { OnrampQuoteRequest, OnrampUrlRequest } from '../../api/blockchain/onramp.types.js'
import { MAX_PARTNER_USER_ID_LENGTH } from '../../api/blockchain/onramp-api.js'
import { amountProblem, networkOf, ONRAMP_PAYMENT_METHOD } from './onramp.rules.js'
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
 * The quote to ask for, once the form holds a valid amount, a currency sold on the account's network,
 * a payment currency and a provider; `undefined` otherwise.
 *
 * @example
 * quoteRequestOf(context) // { purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '50', network: 'polygon', paymentMethod: 'card', provider: 'meld' }
 */
export function quoteRequestOf(context: OnrampContext): OnrampQuoteRequest | undefined {
  const purchase = purchaseOf(context)
  const amount = context.amount.trim()
  if (!purchase || !context.paymentCurrency || !context.provider || amount === '') return undefined
  if (amountProblem(context) !== undefined) return undefined
  return {
    purchaseCurrency: purchase.currency.symbol,
    paymentCurrency: context.paymentCurrency,
    amount,
    network: purchase.network.name,
    paymentMethod: ONRAMP_PAYMENT_METHOD,
    provider: context.provider,
  }
}

/**
 * The provider's page to ask for: the crypto to the account's address on its network, the amount typed
 * preset in the payment currency, the address as the partner's user id (under 50 characters).
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
