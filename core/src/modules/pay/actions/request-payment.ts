import { waitFor } from 'xstate'
import { PayNotSentError } from '../../../errors/pay.js'
import { selectLoadedActor } from '../../../machines/lazy-actor/lazy-actor.selectors.js'
import type { PayActor, PayRequest, PaySnapshot } from '../../../machines/pay/pay.types.js'
import type { FoyerCore } from '../../../system/module.types.js'
import { getSystemActor, sendToSystem } from '../../../system/system.js'

let lastRequestId = 0

/**
 * Waits for the outcome of request `requestId`: the pay machine downloads first (a download that
 * fails rejects), then its outcome is read from its snapshot, where it stays after it ended.
 */
async function outcomeOf(foyer: FoyerCore, requestId: string): Promise<string> {
  const lazy = getSystemActor(foyer.actor, 'payer')
  if (!lazy) throw new PayNotSentError('Payments are not set up on this site')
  const loaded = await waitFor(
    lazy,
    (snapshot) => selectLoadedActor(snapshot) !== undefined || snapshot.matches('failed'),
  )
  const actor = selectLoadedActor<PayActor>(loaded)
  if (!actor)
    throw new PayNotSentError('The payment could not be loaded: check your connection and try again')
  const find = (snapshot: PaySnapshot) =>
    snapshot.context.settled.find((each) => each.requestId === requestId)
  const settled = find(await waitFor(actor, (snapshot) => find(snapshot) !== undefined))
  if (!settled) throw new Error('pay: settled without an outcome')
  if (settled.outcome.ok) return settled.outcome.id
  throw settled.outcome.error
}

/**
 * Asks the visitor to pay `amount` of `asset` to `recipient` on `network` (a Foyer running the pay
 * module; `foyer.pay(request)` is the same): the Pay view opens with the payment in words, read from
 * the chain over the site's own RPC before the wallet is asked. Resolves with the transaction id once
 * it landed and was checked to be that payment; rejects with a payment error whose `code` says why:
 * `PAY_CLOSED`, `PAY_REJECTED`, `PAY_INSUFFICIENT_FUNDS`, `PAY_NETWORK_NOT_SUPPORTED`,
 * `PAY_NETWORK_NOT_CONNECTED`, `PAY_INVALID_REQUEST`, `PAY_FAILED_ON_CHAIN`,
 * `PAY_TRANSACTION_MISMATCH`, `PAY_NOT_CONFIRMED`, `PAY_NOT_SENT`, `PAY_BUSY`.
 *
 * @example
 * const id = await requestPayment(foyer, { network: 'eip155:1', asset: 'native', amount: '0.01', recipient })
 */
export function requestPayment(foyer: FoyerCore, request: PayRequest): Promise<string> {
  const requestId = `pay-${++lastRequestId}`
  // The view first: the machine then sees it shown, and its closing ends the request.
  sendToSystem(foyer.actor, 'modal', { type: 'MODAL.OPEN', view: { name: 'Pay' } })
  sendToSystem(foyer.actor, 'payer', { type: 'PAY.REQUEST', request, requestId })
  return outcomeOf(foyer, requestId)
}
