import { lazyActorMachine } from '../../machines/lazy-actor/lazy-actor.machine.js'
import { loadPayMachine } from '../../machines/pay/pay.load.js'
import type { PayInput, PayRequest } from '../../machines/pay/pay.types.js'
import type { FoyerModule } from '../../system/module.types.js'
import { sendToSystem } from '../../system/system.js'
import { requestPayment } from './actions/request-payment.js'
import { payViews } from './pay.views.js'
// Also imported on their own: type declarations keep these lines (they drop the ones above), so the
// view names and actors they merge into the maps reach every site that imports this module.
import './pay.views.js'
import './pay.system.js'

/** What the pay module adds to the facade: asking for a payment, and the Pay view's intents. */
export type PayActions = {
  /**
   * Asks the visitor to pay `amount` of `asset` to `recipient` on `network`: the Pay view opens with
   * the payment in words (amount, network, recipient in full, paying account, fee), read from the
   * chain over the site's own RPC. Resolves with the transaction id once it landed and was checked to
   * be that payment; rejects with a payment error whose `code` says why (see `PayError`). The same
   * as {@link requestPayment}.
   */
  pay(request: PayRequest): Promise<string>
  /** The Pay view shows: the payment's code downloads if it has not. */
  openPay(): void
  /** The visitor approves the payment shown: the wallet is asked for exactly it. */
  approvePay(): void
  /**
   * The visitor picks the account that pays (a row's `address` in the Pay view's picker); an account
   * whose balances do not cover the payment is not taken.
   */
  choosePayer(address: string): void
}

/**
 * Payments a site asks the visitor for, on the site's own RPC: `foyer.pay({ network, asset, amount,
 * recipient })` opens the Pay view, where the visitor sees exactly what will be signed (amount,
 * network, recipient in full, paying account, network fee, all read from the chain before the wallet
 * is asked) and approves; the promise resolves with the transaction id once it landed and was checked
 * to be that payment, or rejects with a payment error whose `code` names why. Its code downloads with
 * the first payment or Pay view. No hosted service.
 *
 * @example
 * const foyer = createFoyer({ adapters, modules: [pay()] })
 * const id = await foyer.pay({ network: 'eip155:1', asset: 'native', amount: '0.01', recipient: '0x9965…A4dc' })
 */
export function pay(): FoyerModule<PayActions> {
  return {
    id: 'pay',
    views: payViews,
    plug: ({ kits }) => {
      const input: PayInput = { kits }
      return {
        actors: [
          {
            systemId: 'payer',
            logic: lazyActorMachine,
            input: { systemId: 'pay', load: loadPayMachine, input },
          },
        ],
      }
    },
    actions: (foyer) => ({
      pay: (request) => requestPayment(foyer, request),
      openPay: () => sendToSystem(foyer.actor, 'payer', { type: 'PAY.OPEN' }),
      approvePay: () => sendToSystem(foyer.actor, 'payer', { type: 'PAY.APPROVE' }),
      choosePayer: (address) => sendToSystem(foyer.actor, 'payer', { type: 'PAY.CHOOSE_PAYER', address }),
    }),
  }
}
