import { describe, expect, it } from 'vitest'
import { type AnyEventObject, type AnyMachineSnapshot, createActor, fromCallback, setup } from 'xstate'
import { type AccountName, accountOf, nameOf } from '../../account-data/account-data.fixtures.js'
import type { AccountDataSource, HistoryRequest } from '../../account-data/account-data.types.js'
import type { AccountTransaction, HistoryPage } from '../../api/blockchain/blockchain-api.types.js'
import { modelGraph } from '../../testing/model-graph.js'
import { checkEveryTransition, type ModelStep } from '../../testing/model-walks.js'
import { EVM_ADDRESS, OTHER_EVM_ADDRESS, settle } from '../connection/connection.fixtures.js'
import { activityMachine } from './activity.machine.js'
import { selectActivityView } from './activity.selectors.js'
import type { ActivityEmitted, ActivityEvent } from './activity.types.js'

/**
 * Model-based tests: the activity machine's graph is generated (the source's answers are ordinary
 * events to the generator), then walked on real actors beside a stand-in snackbar, with a source whose
 * reads wait for the test and answer two pages (the first with a cursor, the second the last); the
 * walks take every transition at least once. After every step the state, the reads asked of the source
 * (whose account, which cursor), the transactions kept, the snacks and the emitted events are compared
 * with the rules written out again below, and the actor with the model's state: pages by cursor, from
 * the start on an account change or a refresh; a failed first page marks the list empty with 'Failed
 * to fetch transactions' (SPEC §8) and ERROR_FETCH_TRANSACTIONS (SPEC §7); a failed later page keeps
 * the list and stops paging.
 */

const DONE = 'xstate.done.actor.readHistory'
const ERROR = 'xstate.error.actor.readHistory'
const MORE_DONE = 'xstate.done.actor.readNextPage'
const MORE_ERROR = 'xstate.error.actor.readNextPage'
type ModelEvent =
  | Exclude<ActivityEvent, { type: 'ACTIVITY.ACCOUNT_CHANGED' }>
  | { type: 'ACTIVITY.ACCOUNT_CHANGED'; account: AccountName | undefined }
  | { type: typeof DONE; output: HistoryPage }
  | { type: typeof MORE_DONE; output: HistoryPage }
  | { type: typeof ERROR; error: Error }
  | { type: typeof MORE_ERROR; error: Error }

/** A transaction of `account`'s page `page`, so whose and which page it came from can be told. */
const transactionOf = (account: AccountName, page: 1 | 2): AccountTransaction => ({
  id: `${account}${page}`,
  hash: `0x${account}${page}`,
  chainId: 'eip155:1',
  operationType: page === 1 ? 'receive' : 'send',
  status: 'confirmed',
  minedAt: page === 1 ? '2026-11-20T10:00:00Z' : '2026-10-02T10:00:00Z',
  sentFrom: OTHER_EVM_ADDRESS,
  sentTo: EVM_ADDRESS,
  transfers: [{ kind: 'fungible', direction: page === 1 ? 'in' : 'out', quantity: '1.5', symbol: 'ETH' }],
})
const pageOf = (account: AccountName, cursor: string | undefined): HistoryPage =>
  cursor === undefined
    ? { transactions: [transactionOf(account, 1)], next: 'c2' }
    : { transactions: [transactionOf(account, 2)], next: undefined }

const events: ModelEvent[] = [
  { type: 'ACTIVITY.ACCOUNT_CHANGED', account: 'a' },
  { type: 'ACTIVITY.ACCOUNT_CHANGED', account: 'b' },
  { type: 'ACTIVITY.ACCOUNT_CHANGED', account: undefined },
  { type: 'ACTIVITY.SHOW' },
  { type: 'ACTIVITY.LOAD_MORE' },
  { type: 'ACTIVITY.REFRESH' },
  // The generator's answers (the replay answers each read with its own account's page).
  { type: DONE, output: { transactions: [transactionOf('a', 1)], next: 'c2' } },
  { type: ERROR, error: new Error('HTTP status code: 500') },
  { type: MORE_DONE, output: { transactions: [transactionOf('a', 2)], next: undefined } },
  { type: MORE_ERROR, error: new Error('HTTP status code: 500') },
]

const fromModel = (event: ModelEvent) =>
  event.type === 'ACTIVITY.ACCOUNT_CHANGED' ? { ...event, account: accountOf(event.account) } : event
function toModel(event: ReturnType<typeof fromModel>): ModelEvent {
  if (event.type !== 'ACTIVITY.ACCOUNT_CHANGED') return event
  return { type: event.type, account: event.account && nameOf(event.account.address) }
}

const accountNameIn = (snapshot: AnyMachineSnapshot): AccountName | undefined =>
  snapshot.context.account && nameOf(snapshot.context.account.address)

type Status = 'idle' | 'loading' | 'ready' | 'loadingMore' | 'failed'
const stateOf = (snapshot: AnyMachineSnapshot): Status =>
  snapshot.matches({ listed: 'ready' })
    ? 'ready'
    : snapshot.matches({ listed: 'loadingMore' })
      ? 'loadingMore'
      : (snapshot.value as Status)

/** A state's identity in the model: its value, whose list, how many transactions, the next cursor. */
const serialize = (snapshot: AnyMachineSnapshot) =>
  JSON.stringify([
    snapshot.value,
    accountNameIn(snapshot),
    snapshot.context.transactions.length,
    snapshot.context.next ?? null,
  ])

function canHappen(snapshot: AnyMachineSnapshot, event: ModelEvent): boolean {
  if (event.type === DONE || event.type === ERROR) return snapshot.matches('loading')
  if (event.type === MORE_DONE || event.type === MORE_ERROR)
    return snapshot.matches({ listed: 'loadingMore' })
  return true
}

/** The rules, written out again. */
type Reference = {
  status: Status
  account: AccountName | undefined
  transactions: string[]
  next: string | undefined
  reads: [AccountName, string | undefined][]
  /** Whose read failed, in order. */
  failures: AccountName[]
}

function read(ref: Reference, account: AccountName, cursor: string | undefined, status: Status): Reference {
  return { ...ref, status, reads: [...ref.reads, [account, cursor]] }
}

function referenceStep(ref: Reference, event: ModelEvent): Reference {
  switch (event.type) {
    case 'ACTIVITY.ACCOUNT_CHANGED': {
      if (event.account === ref.account) return ref
      const changed = { ...ref, account: event.account, transactions: [], next: undefined }
      return event.account
        ? read(changed, event.account, undefined, 'loading')
        : { ...changed, status: 'idle' }
    }
    case 'ACTIVITY.SHOW':
      return ref.status === 'failed' && ref.account ? read(ref, ref.account, undefined, 'loading') : ref
    case 'ACTIVITY.REFRESH':
      return ref.status !== 'idle' && ref.account ? read(ref, ref.account, undefined, 'loading') : ref
    case 'ACTIVITY.LOAD_MORE':
      return ref.status === 'ready' && ref.next && ref.account
        ? read(ref, ref.account, ref.next, 'loadingMore')
        : ref
    case DONE: {
      const page = pageOf(ref.account ?? 'a', undefined)
      return { ...ref, status: 'ready', transactions: page.transactions.map((t) => t.id), next: page.next }
    }
    case MORE_DONE: {
      const page = pageOf(ref.account ?? 'a', ref.next)
      return {
        ...ref,
        status: 'ready',
        transactions: [...ref.transactions, ...page.transactions.map((t) => t.id)],
        next: page.next,
      }
    }
    case ERROR:
      return {
        ...ref,
        status: 'failed',
        transactions: [],
        next: undefined,
        failures: [...ref.failures, ref.account ?? 'a'],
      }
    case MORE_ERROR:
      return { ...ref, status: 'ready', next: undefined, failures: [...ref.failures, ref.account ?? 'a'] }
  }
}

async function replay(walk: readonly ModelStep<ModelEvent>[]) {
  const pending: { request: HistoryRequest; resolve(page: HistoryPage): void; reject(e: unknown): void }[] =
    []
  const source: AccountDataSource = {
    balances: async () => [],
    history: (request) => new Promise((resolve, reject) => pending.push({ request, resolve, reject })),
  }
  const snacks: AnyEventObject[] = []
  const emitted: ActivityEmitted[] = []
  const root = setup({
    actors: {
      activity: activityMachine.provide({ actors: { watchActiveAccount: fromCallback(() => () => {}) } }),
      snack: fromCallback(({ receive }) => receive((event) => snacks.push(event))),
    },
  }).createMachine({
    invoke: [
      { src: 'activity', id: 'activity', systemId: 'activityFeed', input: { source } },
      { src: 'snack', id: 'snack', systemId: 'snack' },
    ],
  })
  const actor = createActor(root).start()
  const activity = () => actor.getSnapshot().children.activity
  activity()?.on('ERROR_FETCH_TRANSACTIONS', (event: ActivityEmitted) => emitted.push(event))
  let ref: Reference = {
    status: 'idle',
    account: undefined,
    transactions: [],
    next: undefined,
    reads: [],
    failures: [],
  }
  for (const { event, key } of walk) {
    const before = ref
    const last = pending.at(-1)
    if (event.type === DONE || event.type === MORE_DONE)
      last?.resolve(pageOf(nameOf(last.request.address), last.request.cursor))
    else if (event.type === ERROR || event.type === MORE_ERROR)
      last?.reject(new Error('HTTP status code: 500'))
    else if (event.type === 'ACTIVITY.ACCOUNT_CHANGED')
      activity()?.send({ type: event.type, account: accountOf(event.account) })
    else activity()?.send(event)
    ref = referenceStep(ref, event)
    await settle()
    const snapshot = activity()?.getSnapshot()
    if (!snapshot) throw new Error('the activity actor is not running')
    expect(stateOf(snapshot), JSON.stringify(snapshot.value)).toBe(ref.status)
    expect(accountNameIn(snapshot), 'the account shown').toBe(ref.account)
    expect(
      snapshot.context.transactions.map((transaction: AccountTransaction) => transaction.id),
      'the transactions kept, the account’s own, pages in order',
    ).toEqual(ref.transactions)
    expect(snapshot.context.next).toBe(ref.next)
    expect(
      pending.map(({ request }) => [nameOf(request.address), request.cursor]),
      'the reads asked of the source',
    ).toEqual(ref.reads)
    const answered = [DONE, ERROR, MORE_DONE, MORE_ERROR].includes(event.type)
    const reading = before.status === 'loading' || before.status === 'loadingMore'
    if (reading && !answered && ref.reads.length > before.reads.length)
      expect(pending[before.reads.length - 1]?.request.signal.aborted, 'the abandoned read is aborted').toBe(
        true,
      )
    expect(snacks).toEqual(
      ref.failures.map(() => ({
        type: 'SNACK.SHOW',
        message: 'Failed to fetch transactions',
        variant: 'error',
      })),
    )
    expect(emitted.map((e) => [e.type, nameOf(e.address), e.caipNetworkId, e.message])).toEqual(
      ref.failures.map((account) => [
        'ERROR_FETCH_TRANSACTIONS',
        account,
        'eip155:1',
        'HTTP status code: 500',
      ]),
    )
    const view = selectActivityView(snapshot)
    if (ref.status === 'loading') expect(view).toEqual({ status: 'loading' })
    else
      expect(view).toMatchObject({
        status: 'listed',
        hasMore: ref.next !== undefined,
        isLoadingMore: ref.status === 'loadingMore',
      })
    // The actor is where the model says (compared as the model tells states apart).
    const actual = serialize(snapshot)
    if (actual !== key) expect(actual).toBe(key)
  }
  actor.stop()
}

describe('activity: model-based walks', () => {
  const graph = modelGraph({
    machine: activityMachine,
    input: { source: { balances: async () => [] } },
    events: events.map(fromModel),
    canHappen: (snapshot, event) => canHappen(snapshot, toModel(event)),
    serialize,
  })

  it('reaches every state', () => {
    expect(new Set(graph.states.map(stateOf))).toEqual(
      new Set(['idle', 'loading', 'ready', 'loadingMore', 'failed']),
    )
  })

  it(`checks every transition from ${graph.nodes.length} states against the rules`, async () => {
    const { transitions } = await checkEveryTransition({
      graph,
      replay: (walk) => replay(walk.map((step) => ({ ...step, event: toModel(step.event) }))),
    })
    expect(transitions).toBeGreaterThan(graph.nodes.length * 4)
  })
})
