import { describe, expect, it } from 'vitest'
import { type AnyMachineSnapshot, createActor, fromPromise } from 'xstate'
import type { SentTransaction } from '../../chains/kit.types.js'
import { toRpcError } from '../../errors/rpc.js'
import { modelGraph } from '../../testing/model-graph.js'
import { checkEveryTransition, type ModelStep } from '../../testing/model-walks.js'
import { settle } from '../connection/connection.fixtures.js'
import { transactionApprovalMachine } from './transaction-approval.machine.js'
import { selectApproveTransactionView } from './transaction-approval.selectors.js'
import type {
  ApprovalOutcome,
  TransactionApprovalEvent,
  TransactionPreview,
} from './transaction-approval.types.js'

/**
 * Model-based tests: the approval machine's graph is generated (the wallet's answer is an ordinary
 * event to the generator), then walked on real actors whose requests' work waits for the test; the
 * walks take every transition at least once. After every step the view, the requests waiting and the
 * outcomes callers heard are compared with the rules written out again here, and the actor with the
 * model's state: a request shows
 * only after the ones before it; only an approval runs its work; declining or closing in the review
 * declines it; cancelling or closing while the wallet is asked aborts it (its signal aborts); a failure
 * is heard at once and stays on screen until closed; a request whose preview Foyer could not read
 * (it carries a refusal) can be declined but never approved. Balances are read again once per
 * approved request that is done: at once when it sent nothing the modal can follow, and when its sent
 * transaction has landed (or its wait ended without) otherwise; those waits run beside the requests
 * and hold none of them.
 */

const DONE = 'xstate.done.actor.runRequest'
const ERROR = 'xstate.error.actor.runRequest'
const LANDED = 'xstate.done.actor.landing.'
const LANDING_FAILED = 'xstate.error.actor.landing.'
type ModelEvent = TransactionApprovalEvent | { type: typeof DONE } | { type: typeof ERROR; error: unknown }
/** The wallet's refusal: in the model as in the walks, so the actor's error is the model's. */
const refusal = toRpcError(4001, 'User rejected')
/** A chain that does not answer the wait for a sent transaction. */
const chainDown = new Error('The chain did not answer')

/** The request Foyer could not read: its preview refuses approval. */
const UNREADABLE = 'u'
/** The request that sends a transaction (the others only sign): its work answers the transaction's id. */
const SENDS = 'a'
/** Sent transactions waited for at once, at most, in the model (enough to see waits side by side). */
const MAX_LANDINGS = 2

const sentOf = (output: unknown): SentTransaction => ({ caipNetworkId: 'eip155:1', id: String(output) })

const previewOf = (id: string): TransactionPreview => ({
  title: `Transaction ${id}`,
  network: 'Foyer Regtest BTC',
  sections: [{ heading: 'Outputs', rows: [{ address: `bcrt1q${id}`, amount: '0.00010000 BTC' }] }],
  totals: [{ label: 'Fee', value: '141 sats · 1 sat/vB' }],
  ...(id === UNREADABLE ? { refusal: 'Foyer cannot read this transaction' } : {}),
})

// A request as the generator sees it (its id); the replay gives each one work that waits for the test.
const requestEvent = (id: string): ModelEvent => ({
  type: 'APPROVAL.REQUEST',
  request: {
    requestId: id,
    preview: previewOf(id),
    run: async () => id,
    ...(id === SENDS ? { sent: sentOf } : {}),
  },
})

const queueOf = (snapshot: AnyMachineSnapshot): string[] =>
  snapshot.context.queue.map((request: { requestId: string }) => request.requestId)

/** The waits for sent transactions under way: the machine's `landing.<n>` children, oldest first. */
const landingsOf = (snapshot: AnyMachineSnapshot): string[] =>
  Object.keys(snapshot.children)
    .filter((id) => id.startsWith('landing.'))
    .sort((a, b) => Number(a.split('.')[1]) - Number(b.split('.')[1]))

const isLandingEnd = (event: ModelEvent) =>
  event.type.startsWith(LANDED) || event.type.startsWith(LANDING_FAILED)

// The events tried in a state: the requests, the visitor's choices, the wallet's answers, and the end
// of the oldest wait under way, as it lands or as the chain fails to answer.
const events = (snapshot: AnyMachineSnapshot): ModelEvent[] => {
  const [oldest] = landingsOf(snapshot)
  const n = Number(oldest?.split('.')[1])
  return [
    requestEvent(SENDS),
    requestEvent('b'),
    requestEvent(UNREADABLE),
    { type: 'APPROVAL.APPROVE' },
    { type: 'APPROVAL.REJECT' },
    { type: 'APPROVAL.VIEW_CLOSED' },
    { type: DONE },
    { type: ERROR, error: refusal },
    ...(oldest === undefined
      ? []
      : [{ type: `${LANDED}${n}` } as const, { type: `${LANDING_FAILED}${n}`, error: chainDown } as const]),
  ]
}

/**
 * A state's identity in the model: its value, the requests queued (by id), the error shown and how
 * many sent transactions are waited for (not which `landing.<n>`: the numbers only count up).
 */
const serialize = (snapshot: AnyMachineSnapshot) =>
  JSON.stringify([snapshot.value, queueOf(snapshot), snapshot.context.error, landingsOf(snapshot).length])

function canHappen(snapshot: AnyMachineSnapshot, event: ModelEvent): boolean {
  if (event.type === 'APPROVAL.REQUEST') return !queueOf(snapshot).includes(event.request.requestId)
  if (event.type === DONE)
    return (
      snapshot.matches('signing') &&
      (queueOf(snapshot)[0] !== SENDS || landingsOf(snapshot).length < MAX_LANDINGS)
    )
  if (event.type === ERROR) return snapshot.matches('signing')
  return true
}

/** The rules, written out again: what shows, what waits, whose work ran, and what each caller heard. */
type Reference = {
  status: 'idle' | 'reviewing' | 'signing' | 'failed'
  queue: string[]
  approved: string[]
  heard: [string, ApprovalOutcome['status']][]
  /** The sent transactions waited for, by the request that sent them, oldest first. */
  landing: string[]
  /** How many times every shown balance was read again. */
  reads: number
}

function referenceStep(ref: Reference, event: ModelEvent): Reference {
  const [shown] = ref.queue
  const leave = (heard: Reference['heard']): Reference => {
    const queue = ref.queue.slice(1)
    return { ...ref, status: queue.length > 0 ? 'reviewing' : 'idle', queue, heard }
  }
  if (isLandingEnd(event)) return { ...ref, landing: ref.landing.slice(1), reads: ref.reads + 1 }
  switch (event.type) {
    case 'APPROVAL.REQUEST':
      return {
        ...ref,
        status: ref.status === 'idle' ? 'reviewing' : ref.status,
        queue: [...ref.queue, event.request.requestId],
      }
    case 'APPROVAL.APPROVE':
      return ref.status === 'reviewing' && shown && shown !== UNREADABLE
        ? { ...ref, status: 'signing', approved: [...ref.approved, shown] }
        : ref
    case 'APPROVAL.REJECT':
    case 'APPROVAL.VIEW_CLOSED':
      if (!shown || ref.status === 'idle') return ref
      if (ref.status === 'reviewing') return leave([...ref.heard, [shown, 'declined']])
      if (ref.status === 'signing') return leave([...ref.heard, [shown, 'aborted']])
      return leave(ref.heard)
    case DONE: {
      if (!shown) return ref
      const done = leave([...ref.heard, [shown, 'done']])
      return shown === SENDS
        ? { ...done, landing: [...ref.landing, shown] }
        : { ...done, reads: ref.reads + 1 }
    }
    case ERROR:
      return shown ? { ...ref, status: 'failed', heard: [...ref.heard, [shown, 'failed']] } : ref
    default:
      return ref
  }
}

async function replay(steps: readonly ModelStep<ModelEvent>[]) {
  // The work of each request by id (the latest, as a request may come again once it has left), and
  // the ids of the requests whose work ran, in order.
  const runs = new Map<string, { signal: AbortSignal; resolve(): void; reject(error: unknown): void }>()
  const ran: string[] = []
  // The waits for sent transactions, oldest first, each ended by the test; and the balance reads.
  const waits: { input: SentTransaction; resolve(): void; reject(error: unknown): void }[] = []
  let reads = 0
  const machine = transactionApprovalMachine.provide({
    actors: {
      waitUntilLanded: fromPromise<void, SentTransaction>(
        ({ input }) => new Promise((resolve, reject) => waits.push({ input, resolve, reject })),
      ),
    },
    actions: { readBalancesAgain: () => void reads++ },
  })
  const actor = createActor(machine).start()
  const heard: Reference['heard'] = []
  actor.on('approval.settled', ({ requestId, outcome }) => {
    heard.push([requestId, outcome.status])
    if (outcome.status === 'done')
      expect(outcome.output, "the work's result reaches its caller").toBe(requestId)
  })
  let ref: Reference = { status: 'idle', queue: [], approved: [], heard: [], landing: [], reads: 0 }
  for (const { event, key } of steps) {
    const [shown = ''] = ref.queue
    if (event.type === 'APPROVAL.REQUEST') {
      const id = event.request.requestId
      const run = (signal: AbortSignal) =>
        new Promise<string>((resolve, reject) => {
          ran.push(id)
          runs.set(id, { signal, resolve: () => resolve(id), reject })
        })
      actor.send({ type: 'APPROVAL.REQUEST', request: { ...event.request, run } })
    } else if (event.type === DONE) runs.get(shown)?.resolve()
    else if (event.type === ERROR) runs.get(shown)?.reject(event.error)
    else if (event.type.startsWith(LANDED)) waits.shift()?.resolve()
    else if (event.type.startsWith(LANDING_FAILED)) waits.shift()?.reject(chainDown)
    else actor.send(event)
    const before = ref
    ref = referenceStep(ref, event)
    await settle()
    const snapshot = actor.getSnapshot()
    expect(snapshot.value).toBe(ref.status)
    expect(queueOf(snapshot), 'the requests on screen and waiting').toEqual(ref.queue)
    expect(heard, 'what the callers heard, once each').toEqual(ref.heard)
    expect(ran, 'only approved requests ran their work').toEqual(ref.approved)
    expect(
      waits.map((wait) => wait.input),
      'each sent transaction is waited for, as its request read it from the answer',
    ).toEqual(ref.landing.map(sentOf))
    expect(reads, 'balances are read again once per request done, when what it sent landed').toBe(ref.reads)
    const cancelled =
      before.status === 'signing' &&
      (event.type === 'APPROVAL.REJECT' || event.type === 'APPROVAL.VIEW_CLOSED')
    if (cancelled) expect(runs.get(shown)?.signal.aborted, 'cancelled work is aborted').toBe(true)
    const view = selectApproveTransactionView(snapshot)
    const [top, ...waiting] = ref.queue
    if (ref.status === 'idle' || !top) expect(view).toEqual({ status: 'idle' })
    else if (ref.status === 'failed')
      expect(view).toEqual({
        status: 'failed',
        preview: previewOf(top),
        queued: waiting.length,
        error: 'Signature declined',
      })
    else if (ref.status === 'signing')
      expect(view).toEqual({ status: 'signing', preview: previewOf(top), queued: waiting.length })
    else
      expect(view).toEqual({
        status: 'reviewing',
        preview: previewOf(top),
        queued: waiting.length,
        canApprove: top !== UNREADABLE,
      })
    // The actor is where the model says (compared as the model tells states apart).
    const actual = serialize(snapshot)
    if (actual !== key) expect(actual).toBe(key)
  }
  actor.stop()
}

describe('transaction approval: model-based walks', () => {
  const graph = modelGraph({
    machine: transactionApprovalMachine,
    input: undefined,
    events,
    canHappen,
    serialize,
  })

  it('reaches every state, with sent transactions waited for side by side', () => {
    expect(new Set(graph.states.map((state) => state.value))).toEqual(
      new Set(['idle', 'reviewing', 'signing', 'failed']),
    )
    expect(new Set(graph.states.map((state) => landingsOf(state).length))).toEqual(new Set([0, 1, 2]))
  })

  it(`checks every transition from ${graph.nodes.length} states against the rules`, async () => {
    const report = await checkEveryTransition({ graph, replay })
    expect(report.transitions).toBeGreaterThan(graph.nodes.length * 3)
  })
})
