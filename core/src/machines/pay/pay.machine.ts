import { assertEvent, assign, setup } from 'xstate'
import { PayBusyError, PayClosedError, PayNotConfirmedError } from '../../errors/pay.js'
import {
  confirmPaymentActor,
  preparePaymentActor,
  sendPaymentActor,
  watchPayerActor,
  watchPayViewActor,
} from './pay.actors.js'
import { defaultQuoteOf } from './pay.payers.js'
import { outcomeOf, payErrorOf, readPayRequest, shortfallErrorOf, withSettlement } from './pay.rules.js'
import type { PayContext, PayEvent, PayInput, PayOutcome, PayQuote } from './pay.types.js'

/** No request under way: what the machine starts with and goes back to once a request is settled. */
const noRequest = {
  requestId: undefined,
  order: undefined,
  quotes: [],
  quote: undefined,
  transactionId: undefined,
  error: undefined,
} satisfies Partial<PayContext>

/** The quote of the account at `address` among `quotes`, when it covers the payment. */
const coveringQuoteOf = (quotes: readonly PayQuote[], address: string) =>
  quotes.find((quote) => quote.from === address && !quote.shortfall)

/**
 * A payment a site asks the visitor for (systemId `pay`; the Pay view): the request is read by its
 * namespace's rules, then the chain is asked, over the site's own RPC, for everything the review
 * shows — the token's decimals and symbol, the balances and the most the fee can be, for each account
 * the wallet shares that may pay — before any wallet is asked. The active account pays unless the
 * visitor picks another (one whose balances cover the payment; the active one's need not, when
 * another's do). When no account's balances cover it, it stops there, with the active account's
 * numbers. Approve asks the wallet for exactly the transfer shown, from the account chosen; the payment ends once its transaction landed and was
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
    anyCovers: (_, params: { quotes: readonly PayQuote[] }) => defaultQuoteOf(params.quotes) !== undefined,
    canChoose: ({ context, event }) => {
      assertEvent(event, 'PAY.CHOOSE_PAYER')
      return coveringQuoteOf(context.quotes, event.address) !== undefined
    },
  },
  actions: {
    // A new request on screen: what the previous one showed is forgotten.
    takeRequest: assign(({ context, event }) => {
      assertEvent(event, 'PAY.REQUEST')
      const read = readPayRequest(event.request, context.kits)
      return {
        requestId: event.requestId,
        order: read.ok ? read.order : undefined,
        quotes: [],
        quote: undefined,
        transactionId: undefined,
        error: undefined,
      }
    }),
    // An unreadable request (or one on a network Pay does not serve) ends at once with why, on screen
    // in place of the previous one (the guard found it unreadable).
    refuseRequest: assign(({ context, event }) => {
      assertEvent(event, 'PAY.REQUEST')
      const read = readPayRequest(event.request, context.kits)
      if (read.ok) return {}
      const outcome: PayOutcome = { ok: false, error: read.error }
      return {
        requestId: event.requestId,
        order: undefined,
        quotes: [],
        quote: undefined,
        transactionId: undefined,
        error: read.error,
        settled: withSettlement(context.settled, { requestId: event.requestId, outcome }),
      }
    }),
    // One payment at a time: the one on screen goes on.
    refuseBusy: assign(({ context, event }) => {
      assertEvent(event, 'PAY.REQUEST')
      const outcome: PayOutcome = { ok: false, error: new PayBusyError() }
      return { settled: withSettlement(context.settled, { requestId: event.requestId, outcome }) }
    }),
    // Every account's quote; the one that pays is the active account's, or the first that covers it.
    setQuotes: assign((_, params: { quotes: readonly PayQuote[] }) => ({
      quotes: params.quotes,
      quote: defaultQuoteOf(params.quotes),
      error: undefined,
    })),
    // None covers it: the active account's quote stays on screen, for its numbers.
    setShortQuotes: assign((_, params: { quotes: readonly PayQuote[] }) => ({
      quotes: params.quotes,
      quote: params.quotes[0],
    })),
    choosePayer: assign(({ context, event }) => {
      assertEvent(event, 'PAY.CHOOSE_PAYER')
      return { quote: coveringQuoteOf(context.quotes, event.address) ?? context.quote }
    }),
    setTransactionId: assign((_, params: { id: string }) => ({ transactionId: params.id })),
    settle: assign(({ context }, params: { outcome: PayOutcome }) => ({
      error: params.outcome.ok ? undefined : params.outcome.error,
      settled: context.requestId
        ? withSettlement(context.settled, { requestId: context.requestId, outcome: params.outcome })
        : context.settled,
    })),
    forgetRequest: assign(noRequest),
  },
}).createMachine({
  id: 'pay',
  context: ({ input }) => ({ kits: input.kits, ...noRequest, settled: [] }),
  invoke: { src: 'watchPayView', id: 'watchPayView' },
  initial: 'idle',
  states: {
    /** No payment asked for (or the last one's view closed). */
    idle: {
      on: {
        'PAY.REQUEST': [
          { guard: 'isReadable', target: 'preparing', actions: 'takeRequest' },
          { target: 'ended', actions: 'refuseRequest' },
        ],
      },
    },
    /** The chain is asked for the token, each payer's balances and the fee, over the site's RPC. */
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
            guard: { type: 'anyCovers', params: ({ event }) => ({ quotes: event.output }) },
            target: 'review',
            actions: { type: 'setQuotes', params: ({ event }) => ({ quotes: event.output }) },
          },
          // Stopped before the wallet: the promise rejects with the active account's numbers, the
          // view says them.
          {
            target: 'ended',
            actions: [
              { type: 'setShortQuotes', params: ({ event }) => ({ quotes: event.output }) },
              {
                type: 'settle',
                params: ({ event }) => {
                  const active = event.output[0]
                  const error = (active && shortfallErrorOf(active)) ?? payErrorOf(undefined)
                  return { outcome: { ok: false, error } }
                },
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
    /**
     * The payment is shown as it will be signed, from the account chosen (the visitor may pick
     * another that covers it); Approve asks the wallet.
     */
    review: {
      invoke: {
        src: 'watchPayer',
        id: 'watchPayer',
        input: ({ context }) => {
          if (!context.order || !context.quote) throw new Error('pay: reviewing without a quote')
          return {
            namespace: context.order.namespace,
            caipNetworkId: context.order.caipNetworkId,
            payers: context.quotes.map((quote) => quote.prepared.from),
          }
        },
      },
      on: {
        'PAY.APPROVE': { target: 'sending' },
        'PAY.CHOOSE_PAYER': { guard: 'canChoose', actions: 'choosePayer' },
        'PAY.PAYER_CHANGED': { target: 'preparing', actions: assign({ quotes: [], quote: undefined }) },
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
          { target: 'ended', actions: 'refuseRequest' },
        ],
        'PAY.CLOSE': { target: 'idle', actions: 'forgetRequest' },
      },
    },
  },
})
