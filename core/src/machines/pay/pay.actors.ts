import { fromCallback, fromPromise } from 'xstate'
import { sendsTransfers, type TransferOutcome, type TransferSender } from '../../chains/transfer.types.js'
import { TRANSACTION_LANDED_TIMEOUT_MS } from '../../config/constants.js'
import {
  PayInvalidRequestError,
  PayNetworkNotConnectedError,
  PayNetworkNotSupportedError,
} from '../../errors/pay.js'
import type { Namespace } from '../../networks/network.types.js'
import { findNetwork } from '../../networks/registry.js'
import { getSystemActor, type HasSystem, watchSystemActor } from '../../system/system.js'
import { watchViewLeft } from '../../system/watch-view-left.js'
import { askConnectedWallet } from '../connection/connection.request.js'
import { widenAdapter } from '../connection/connection.rules.js'
import { selectAdapter, selectNamespaceConnection } from '../connection/connection.selectors.js'
import { asPayer, payerAddressesOf } from './pay.payers.js'
import { payAmountOf } from './pay.rules.js'
import { payerShortfallOf } from './pay.shortfall.js'
import type { PayEvent, PayOrder, PayQuote } from './pay.types.js'

/**
 * The namespace's connection actor, its adapter's sending code and the network as the site configured
 * it (its RPC URLs): a payment goes over the site's own RPC, so a network the site did not configure,
 * or a namespace that cannot confirm a payment, is not supported.
 */
async function payingSideOf(system: HasSystem, order: Pick<PayOrder, 'namespace' | 'caipNetworkId'>) {
  const actor = getSystemActor(system, `connection.${order.namespace}`)
  const adapter = actor && widenAdapter(selectAdapter(actor.getSnapshot()))
  const network = adapter && findNetwork(adapter.networks, order.caipNetworkId)
  if (!actor || !adapter || !network || !sendsTransfers(adapter))
    throw new PayNetworkNotSupportedError({
      details: `${order.caipNetworkId} is not one of the site's networks`,
    })
  const transfers: TransferSender = await adapter.loadTransfers()
  if (!transfers.confirmTransfer)
    throw new PayNetworkNotSupportedError({
      details: `payments on ${order.namespace} cannot be confirmed from here yet`,
    })
  return { actor, network, transfers }
}

/**
 * The namespace's connection while it is on the order's network (and, given `from`, while that
 * account is still one the wallet shares and may pay from).
 */
function connectionOn(
  actor: NonNullable<ReturnType<typeof getSystemActor<`connection.${Namespace}`>>>,
  order: Pick<PayOrder, 'caipNetworkId'>,
  from?: string,
) {
  const connection = selectNamespaceConnection(actor.getSnapshot())
  if (!connection || connection.caipNetworkId !== order.caipNetworkId)
    throw new PayNetworkNotConnectedError({
      details: connection
        ? `the wallet is on ${connection.caipNetworkId}, the payment is on ${order.caipNetworkId}`
        : `no wallet is connected on ${order.caipNetworkId}`,
    })
  if (from !== undefined && !payerAddressesOf(connection).includes(from))
    throw new PayNetworkNotConnectedError({ details: `${from} is no longer a connected account` })
  return connection
}

/**
 * Reads everything the review shows from the chain, over the site's RPC, before any wallet is asked:
 * the token's decimals and symbol from its contract, the amount read exactly in them, and the
 * transfer prepared on the order's network from each account the wallet shares that may pay (its
 * balances and the most its fee can be), the active account's first. Rejects with the payment's
 * reasons (network not supported or not connected, an invalid request) or the chain's error.
 *
 * @example
 * setup({ actors: { preparePayment: preparePaymentActor } }) // input { order }
 */
export const preparePaymentActor = fromPromise<PayQuote[], { order: PayOrder }>(async ({ input, system }) => {
  const { order } = input
  const { actor, network, transfers } = await payingSideOf(system, order)
  const connection = connectionOn(actor, order)
  const coin = network.nativeCurrency
  let asset = { decimals: coin.decimals, symbol: coin.symbol }
  const { token } = order
  if (token) {
    if (!transfers.readToken || !transfers.tokenStandard)
      throw new PayNetworkNotSupportedError({ details: `${order.namespace} tokens cannot be paid from here` })
    if (token.standard !== transfers.tokenStandard)
      throw new PayInvalidRequestError(`${token.standard} is not the token standard of ${network.name}`)
    asset = await transfers.readToken(connection, token.address).catch((error: unknown) => {
      throw new PayInvalidRequestError(`${token.address} is not a token on ${network.name}`, { cause: error })
    })
  }
  const amount = payAmountOf(order.amount, asset)
  if (!amount.ok) throw amount.error
  const transfer = {
    to: order.recipient,
    amount: amount.units,
    token: token ? { address: token.address, decimals: asset.decimals, symbol: asset.symbol } : undefined,
  }
  const shown = (address: string) => transfers.displayAddress?.(address) ?? address
  const quoteFrom = async (payer: string): Promise<PayQuote> => {
    const prepared = await transfers.prepareTransfer(asPayer(connection, payer), transfer)
    const quote = {
      prepared,
      decimals: asset.decimals,
      // The chain's symbol for a token (its contract's), the network's for its coin.
      symbol: prepared.symbol || asset.symbol,
      nativeSymbol: coin.symbol,
      nativeDecimals: coin.decimals,
      networkName: network.name,
      recipient: shown(prepared.to),
      from: shown(prepared.from),
    }
    return { ...quote, shortfall: payerShortfallOf(quote) }
  }
  return Promise.all(payerAddressesOf(connection).map(quoteFrom))
})

/**
 * Asks the wallet to send exactly the prepared transfer, through the namespace's connection (one
 * prompt at a time; `cancelRequest` ends it), from the account it was prepared for (the one chosen,
 * which need not be the active one: the site's active account stays as it was); the transaction id.
 *
 * @example
 * setup({ actors: { sendPayment: sendPaymentActor } }) // input { order, quote }
 */
export const sendPaymentActor = fromPromise<string, { order: PayOrder; quote: PayQuote }>(
  async ({ input: { order, quote }, system }) => {
    const { actor, transfers } = await payingSideOf(system, order)
    const { from } = quote.prepared
    connectionOn(actor, order, from)
    return askConnectedWallet(actor, {
      kind: 'send',
      send: (connection) => transfers.sendTransfer(asPayer(connection, from), quote.prepared),
    })
  },
)

/**
 * Waits until the sent transaction landed, over the site's RPC, and checks it is the transfer shown
 * (see `TransferSender.confirmTransfer`); rejects when it did not land within
 * `TRANSACTION_LANDED_TIMEOUT_MS`.
 *
 * @example
 * setup({ actors: { confirmPayment: confirmPaymentActor } }) // input { order, quote, id }
 */
export const confirmPaymentActor = fromPromise<
  TransferOutcome,
  { order: PayOrder; quote: PayQuote; id: string }
>(async ({ input: { order, quote, id }, system, signal }) => {
  const { transfers } = await payingSideOf(system, order)
  if (!transfers.confirmTransfer) throw new PayNetworkNotSupportedError()
  return transfers.confirmTransfer(
    { id, prepared: quote.prepared },
    { timeoutMs: TRANSACTION_LANDED_TIMEOUT_MS, signal },
  )
})

/**
 * While a payment is shown, tells the machine when the accounts that may pay or their network changed
 * (`PAY.PAYER_CHANGED`): the review was read for those accounts, in that order (the active one
 * first), so it is read again.
 *
 * @example
 * setup({ actors: { watchPayer: watchPayerActor } }) // input { namespace, caipNetworkId, payers }
 */
export const watchPayerActor = fromCallback<
  PayEvent,
  { namespace: Namespace; caipNetworkId: string; payers: readonly string[] }
>(({ input, system, sendBack }) =>
  watchSystemActor(system, `connection.${input.namespace}`, (snapshot) => {
    const connection = selectNamespaceConnection(snapshot)
    const moved =
      !connection ||
      connection.caipNetworkId !== input.caipNetworkId ||
      payerAddressesOf(connection).join() !== input.payers.join()
    if (moved) sendBack({ type: 'PAY.PAYER_CHANGED' })
  }),
)

/**
 * Tells the machine when the Pay view leaves the screen (`PAY.CLOSE`): the modal closed or the
 * visitor went back. Without a router (the machine alone) nothing is watched.
 *
 * @example
 * setup({ actors: { watchPayView: watchPayViewActor } })
 */
export const watchPayViewActor = fromCallback<PayEvent>(({ system, sendBack }) =>
  watchViewLeft(
    system,
    (top) => top.name === 'Pay',
    () => sendBack({ type: 'PAY.CLOSE' }),
  ),
)
