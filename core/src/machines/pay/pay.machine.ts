import { assertEvent, assign, setup } from 'xstate'
import { PayBusyError, PayClosedError, PayNotConfirmedError } from '../../errors/pay.js'
import {
  confirmPaymentActor,
  preparePaymentActor,
  sendPaymentActor,
  watchPayerActor,
  watchPayViewActor,
} from './pay.actors.js'
import { outcomeOf, payErrorOf, readPayRequest, shortfallErrorOf, withSettlement } from './pay.rules.js'
import type { PayContext, PayEvent, PayInput, PayOutcome, PayQuote } from './pay.types.js'

/**
 * A payment a site asks the visitor for (systemId `pay`; the Pay view): the request is read by its
 * namespace's rules, then the chain is asked, over the site's own RPC, for everything the review
 * shows — the token's decimals and symbol, the payer's balances and the most the fee can be — before
 * any wallet is asked. What the balances do not cover stops it there, with the numbers. Approve asks
 * the wallet for exactly the transfer shown; the payment ends once its transaction landed and was
 * checked to be that transfer. Each request's outcome (the transaction id, or a payment error with its
 * code) is kept under its request id for `foyer.pay` to settle its promise with. Closing the view
 * before the wallet is asked ends the request as closed; once the wallet is asked, the payment ends
 * with what the wallet and the chain do.
 *
 * @example
 * const pay = createActor(payMachine, { input: { kits } }).start()
 * pay.send({ type: 'PAY.REQUEST', requestId: 'pay-1', request: { network: 'eip155:1', asset: 'native', amount: '0.01', recipient } })
 */
export const payMachine = setup({
  types: {
    context: {} as PayContext,
    events: {} as PayEvent,
    input: {} as PayInput,
  },
  actors: {
    preparePayment: preparePaymentActor,
    sendPayment: sendPaymentActor,
    confirmPayment: confirmPaymentActor,
    watchPayer: watchPayerActor,
    watchPayView: watchPayViewActor,
  },
  guards: {
    isReadable: ({ context, event }) => {
      assertEvent(event, 'PAY.REQUEST')
      return readPayRequest(event.request, context.kits).ok
    },
    coversCost: (_, params: { quote: PayQuote }) => shortfallErrorOf(params.quote) === undefined,
  },
  actions: {
    // A new request on screen: what the previous one showed is forgotten.
    takeRequest: assign(({ context, event }) => {
      assertEvent(event, 'PAY.REQUEST')
      const read = readPayRequest(event.request, context.kits)
      return {
        requestId: event.requestId,
        order: read.ok ? read.order : undefined,
        quote: undefined,
        transactionId: undefined,
        error: undefined,
      }
    }),
    // An unreadable request ends at once with why (the guard found it unreadable).
    refuseRequest: assign(({ context, event }) => {
      assertEvent(event, 'PAY.REQUEST')
      const read = readPayRequest(event.request, context.kits)
      if (read.ok) return {}
      const outcome: PayOutcome = { ok: false, error: read.error }
      return { settled: withSettlement(context.settled, { requestId: event.requestId, outcome }) }
    }),
    // One payment at a time: the one on screen goes on.
    refuseBusy: assign(({ context, event }) => {
      assertEvent(event, 'PAY.REQUEST')
      const outcome: PayOutcome = { ok: false, error: new PayBusyError() }
      return { settled: withSettlement(context.settled, { requestId: event.requestId, outcome }) }
    }),
    setQuote: assign((_, params: { quote: PayQuote }) => ({ quote: params.quote, error: undefined })),
    setTransactionId: assign((_, params: { id: string }) => ({ transactionId: params.id })),
    settle: assign(({ context }, params: { outcome: PayOutcome }) => ({
      error: params.outcome.ok ? undefined : params.outcome.error,
      settled: context.requestId
        ? withSettlement(context.settled, { requestId: context.requestId, outcome: params.outcome })
        : context.settled,
    })),
    forgetRequest: assign({
      requestId: undefined,
      order: undefined,
      quote: undefined,
      transactionId: undefined,
      error: undefined,
    }),
  },
}).createMachine({
  id: 'pay',
  context: ({ input }) => ({
    kits: input.kits,
    requestId: undefined,
    order: undefined,
    quote: undefined,
    transactionId: undefined,
    error: undefined,
    settled: [],
  }),
  invoke: { src: 'watchPayView', id: 'watchPayView' },
  initial: 'idle',
  states: {
    /** No payment asked for (or the last one's view closed). */
    idle: {
      on: {
        'PAY.REQUEST': [
          { guard: 'isReadable', target: 'preparing', actions: 'takeRequest' },
          { actions: 'refuseRequest' },
        ],
      },
    },
    /** The chain is asked for the token, the balances and the fee, over the site's RPC. */
    preparing: {
      on: {
        'PAY.REQUEST': { actions: 'refuseBusy' },
        'PAY.CLOSE': {
          target: 'idle',
          actions: [
            { type: 'settle', params: { outcome: { ok: false, error: new PayClosedError() } } },
            'forgetRequest',
          ],
        },
      },
      invoke: {
        src: 'preparePayment',
        id: 'preparePayment',
        input: ({ context }) => {
          if (!context.order) throw new Error('pay: preparing without a request')
          return { order: context.order }
        },
        onDone: [
          {
            guard: { type: 'coversCost', params: ({ event }) => ({ quote: event.output }) },
            target: 'review',
            actions: { type: 'setQuote', params: ({ event }) => ({ quote: event.output }) },
          },
          // Stopped before the wallet: the promise rejects with the numbers, the view says them.
          {
            target: 'ended',
            actions: [
              { type: 'setQuote', params: ({ event }) => ({ quote: event.output }) },
              {
                type: 'settle',
                params: ({ event }) => ({
                  outcome: { ok: false, error: shortfallErrorOf(event.output) ?? payErrorOf(undefined) },
                }),
              },
            ],
          },
        ],
        onError: {
          target: 'ended',
          actions: {
            type: 'settle',
            params: ({ event }) => ({ outcome: { ok: false, error: payErrorOf(event.error) } }),
          },
        },
      },
    },
    /** The payment is shown as it will be signed; Approve asks the wallet. */
    review: {
      invoke: {
        src: 'watchPayer',
        id: 'watchPayer',
        input: ({ context }) => {
          if (!context.order || !context.quote) throw new Error('pay: reviewing without a quote')
          return {
            namespace: context.order.namespace,
            caipNetworkId: context.order.caipNetworkId,
            from: context.quote.prepared.from,
          }
        },
      },
      on: {
        'PAY.APPROVE': { target: 'sending' },
        'PAY.PAYER_CHANGED': { target: 'preparing', actions: assign({ quote: undefined }) },
        'PAY.REQUEST': { actions: 'refuseBusy' },
        'PAY.CLOSE': {
          target: 'idle',
          actions: [
            { type: 'settle', params: { outcome: { ok: false, error: new PayClosedError() } } },
            'forgetRequest',
          ],
        },
      },
    },
    /** The wallet is asked for exactly the transfer shown; it answers with the transaction id. */
    sending: {
      tags: 'awaitingWallet',
      on: { 'PAY.REQUEST': { actions: 'refuseBusy' } },
      invoke: {
        src: 'sendPayment',
        id: 'sendPayment',
        input: ({ context }) => {
          if (!context.order || !context.quote) throw new Error('pay: sending without a quote')
          return { order: context.order, quote: context.quote }
        },
        onDone: {
          target: 'confirming',
          actions: { type: 'setTransactionId', params: ({ event }) => ({ id: event.output }) },
        },
        onError: {
          target: 'ended',
          actions: {
            type: 'settle',
            params: ({ event }) => ({ outcome: { ok: false, error: payErrorOf(event.error) } }),
          },
        },
      },
    },
    /**
     * The transaction was sent: it is waited for until it landed, and checked to be the transfer shown.
     * Closing the view changes nothing now: the money may move, so the outcome is the chain's.
     */
    confirming: {
      on: { 'PAY.REQUEST': { actions: 'refuseBusy' } },
      invoke: {
        src: 'confirmPayment',
        id: 'confirmPayment',
        input: ({ context }) => {
          if (!context.order || !context.quote || !context.transactionId)
            throw new Error('pay: confirming without a transaction')
          return { order: context.order, quote: context.quote, id: context.transactionId }
        },
        onDone: {
          target: 'ended',
          actions: {
            type: 'settle',
            params: ({ context, event }) => ({
              outcome: outcomeOf(event.output, context.transactionId ?? ''),
            }),
          },
        },
        onError: {
          target: 'ended',
          actions: {
            type: 'settle',
            params: ({ context, event }) => ({
              outcome: {
                ok: false,
                error: new PayNotConfirmedError(context.transactionId ?? '', { cause: event.error }),
              },
            }),
          },
        },
      },
    },
    /** The request ended (paid, or why not, on screen); its outcome is settled. A new one may come. */
    ended: {
      on: {
        'PAY.REQUEST': [
          { guard: 'isReadable', target: 'preparing', actions: 'takeRequest' },
          { actions: 'refuseRequest' },
        ],
        'PAY.CLOSE': { target: 'idle', actions: 'forgetRequest' },
      },
    },
  },
})
