import { assign, emit, enqueueActions, setup, stopChild } from 'xstate'
import type { SentTransaction } from '../../chains/kit.types.js'
import { getSystemActor } from '../../system/system.js'
import { selectOpenView } from '../modal/modal.selectors.js'
import { eventOf } from '../shared/event-of.js'
import {
  runRequestActor,
  waitUntilLandedActor,
  watchApproveViewActor,
} from './transaction-approval.actors.js'
import { failureMessage } from './transaction-approval.rules.js'
import type {
  ApprovalOutcome,
  ApprovalRequest,
  TransactionApprovalContext,
  TransactionApprovalEmitted,
  TransactionApprovalEvent,
} from './transaction-approval.types.js'
import { balanceReadersOf } from './transaction-landed.js'

// The request on screen: the first of the queue (states other than `idle` always have one).
const current = (context: TransactionApprovalContext): ApprovalRequest | undefined => context.queue[0]

// Tells the caller how the request on screen ended (it leaves the screen in `closing`).
const settled = (outcome: ApprovalOutcome) => ({ type: 'emitSettled' as const, params: { outcome } })

// The transaction the request on screen sent, read from what its work gave.
const sentBy = (context: TransactionApprovalContext, output: unknown): SentTransaction | undefined =>
  current(context)?.sent?.(output)

// Each wait for a sent transaction is a child actor of its own, `landing.<n>`, so waits run side by side
// and the next request shows meanwhile; its end (`xstate.done.actor.landing.<n>`, or `xstate.error…`)
// names it after the third dot.
const landingIdOf = (eventType: string) => eventType.split('.').slice(3).join('.')

/**
 * Transaction approval (systemId `transactionApproval`): a transaction a site asks the wallet to sign
 * is first shown to the visitor in the modal's ApproveTransaction view, in words (what it spends and
 * pays, its fee); only an approval asks the wallet, and a request whose preview carries a refusal (Foyer
 * cannot read what would be signed) cannot be approved at all. Requests wait in order behind the one on screen.
 * Declining, closing the modal, or cancelling while the wallet is asked ends the request for its
 * caller; a wallet's refusal or failure shows in the view until the visitor closes it.
 *
 * @example
 * const approval = createActor(transactionApprovalMachine).start()
 * approval.send({ type: 'APPROVAL.REQUEST', request: { requestId: '1', preview, run: () => adapter.signPsbt(connection, request) } })
 */
export const transactionApprovalMachine = setup({
  types: {
    context: {} as TransactionApprovalContext,
    events: {} as TransactionApprovalEvent,
    emitted: {} as TransactionApprovalEmitted,
  },
  actors: {
    watchApproveView: watchApproveViewActor,
    runRequest: runRequestActor,
    waitUntilLanded: waitUntilLandedActor,
  },
  guards: {
    hasQueued: ({ context }) => context.queue.length > 0,
    // The approved work sent a transaction the modal can follow to its chain.
    hasSentTransaction: ({ context }, params: { output: unknown }) =>
      sentBy(context, params.output) !== undefined,
    // A review Foyer could not read is shown, but only declining it is possible.
    isApprovable: ({ context }) => current(context)?.preview.refusal === undefined,
  },
  actions: {
    enqueue: assign({
      queue: ({ context, event }) => [...context.queue, eventOf(event, 'APPROVAL.REQUEST').request],
    }),
    dropCurrent: assign({ queue: ({ context }) => context.queue.slice(1) }),
    setError: assign((_, params: { error: unknown }) => ({ error: failureMessage(params.error) })),
    clearError: assign({ error: undefined }),
    emitSettled: emit(({ context }, params: { outcome: ApprovalOutcome }) => ({
      type: 'approval.settled' as const,
      requestId: current(context)?.requestId ?? '',
      outcome: params.outcome,
    })),
    // The view shows over the one on screen when the modal is open (the visitor stays where they were
    // once it is done), or in the modal opened for it; a view already showing stays.
    showApproveView: enqueueActions(({ system, enqueue }) => {
      const modal = getSystemActor(system, 'modal')
      const router = getSystemActor(system, 'router')
      const view = modal && selectOpenView(modal.getSnapshot())
      if (!modal || view === 'ApproveTransaction') return
      if (view === undefined) {
        enqueue.assign({ returnTo: 'closedModal' })
        enqueue.sendTo(modal, { type: 'MODAL.OPEN', view: 'ApproveTransaction' })
      } else if (router) {
        enqueue.assign({ returnTo: 'previousView' })
        enqueue.sendTo(router, { type: 'ROUTER.PUSH', view: { name: 'ApproveTransaction' } })
      }
    }),
    // One source of truth for a balance: what the approved transaction moved is read again everywhere
    // the modal shows a balance (the account button, the Account header, Tokens and Activity).
    readBalancesAgain: enqueueActions(({ system, enqueue }) => {
      for (const { actor, event } of balanceReadersOf(system)) enqueue.sendTo(actor, event)
    }),
    // Balances change when the transaction lands on its chain, not when the wallet answers with its id
    // (a node answers with the hash once it accepts the transaction, before a block holds it, and a
    // balance read then is the old one): it is waited for first, in a child of its own.
    awaitLanding: enqueueActions(({ context, enqueue }, params: { output: unknown }) => {
      const sent = sentBy(context, params.output)
      if (!sent) return
      const landings = context.landings + 1
      enqueue.spawnChild('waitUntilLanded', { id: `landing.${landings}`, input: sent })
      enqueue.assign({ landings })
    }),
    forgetLanding: stopChild(({ event }) => landingIdOf(event.type)),
    // No request left: the modal closes, or goes back to the view under the approval if it still shows.
    leaveApproveView: enqueueActions(({ context, system, enqueue }) => {
      const modal = getSystemActor(system, 'modal')
      const router = getSystemActor(system, 'router')
      if (!modal) return
      if (context.returnTo === 'closedModal') enqueue.sendTo(modal, { type: 'MODAL.CLOSE' })
      else if (router && selectOpenView(modal.getSnapshot()) === 'ApproveTransaction')
        enqueue.sendTo(router, { type: 'ROUTER.BACK' })
    }),
  },
}).createMachine({
  id: 'transactionApproval',
  context: { queue: [], error: undefined, returnTo: 'closedModal', landings: 0 },
  on: {
    'APPROVAL.REQUEST': { actions: 'enqueue' },
    // A sent transaction landed, or its wait ended without (it gave up, or the chain failed to answer):
    // the balances are read again either way, once.
    'xstate.done.actor.landing.*': { actions: ['readBalancesAgain', 'forgetLanding'] },
    'xstate.error.actor.landing.*': { actions: ['readBalancesAgain', 'forgetLanding'] },
  },
  initial: 'idle',
  states: {
    /** Nothing to approve. */
    idle: {
      on: { 'APPROVAL.REQUEST': { target: 'reviewing', actions: 'enqueue' } },
    },
    /** The view shows the first request; the wallet is not asked yet. */
    reviewing: {
      entry: 'showApproveView',
      invoke: { src: 'watchApproveView', id: 'watchApproveView' },
      on: {
        'APPROVAL.APPROVE': { guard: 'isApprovable', target: 'signing' },
        'APPROVAL.REJECT': { target: 'closing', actions: settled({ status: 'declined' }) },
        'APPROVAL.VIEW_CLOSED': { target: 'closing', actions: settled({ status: 'declined' }) },
      },
    },
    /** The wallet is asked; cancelling (or closing the modal) aborts the work. */
    signing: {
      invoke: {
        src: 'runRequest',
        id: 'runRequest',
        input: ({ context }) => current(context),
        onDone: [
          {
            // A transaction was sent: its caller has its answer now, the balances once it lands.
            guard: { type: 'hasSentTransaction', params: ({ event }) => ({ output: event.output }) },
            target: 'closing',
            actions: [
              {
                type: 'emitSettled',
                params: ({ event }) => ({ outcome: { status: 'done', output: event.output } }),
              },
              { type: 'awaitLanding', params: ({ event }) => ({ output: event.output }) },
            ],
          },
          {
            // Nothing the modal can follow was sent: what the work did is read at once.
            target: 'closing',
            actions: [
              {
                type: 'emitSettled',
                params: ({ event }) => ({ outcome: { status: 'done', output: event.output } }),
              },
              'readBalancesAgain',
            ],
          },
        ],
        onError: {
          target: 'failed',
          actions: [
            { type: 'setError', params: ({ event }) => ({ error: event.error }) },
            {
              type: 'emitSettled',
              params: ({ event }) => ({ outcome: { status: 'failed', error: event.error } }),
            },
          ],
        },
      },
      on: {
        'APPROVAL.REJECT': { target: 'closing', actions: settled({ status: 'aborted' }) },
        'APPROVAL.VIEW_CLOSED': { target: 'closing', actions: settled({ status: 'aborted' }) },
      },
    },
    /** The wallet refused or failed: the view says why until the visitor closes it. */
    failed: {
      exit: 'clearError',
      invoke: { src: 'watchApproveView', id: 'watchApproveView' },
      on: { 'APPROVAL.REJECT': 'closing', 'APPROVAL.VIEW_CLOSED': 'closing' },
    },
    /** The request leaves the screen; the next one shows, or the modal closes when none waits. */
    closing: {
      entry: 'dropCurrent',
      always: [
        { guard: 'hasQueued', target: 'reviewing' },
        { target: 'idle', actions: 'leaveApproveView' },
      ],
    },
  },
})
