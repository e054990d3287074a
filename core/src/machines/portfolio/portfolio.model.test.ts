import { describe, expect, it } from 'vitest'
import {
  type AnyEventObject,
  type AnyMachineSnapshot,
  createActor,
  fromCallback,
  SimulatedClock,
  setup,
} from 'xstate'
import { type AccountName, accountOf, nameOf } from '../../account-data/account-data.fixtures.js'
import type { AccountDataSource } from '../../account-data/account-data.types.js'
import type { TokenBalance } from '../../api/blockchain/blockchain-api.types.js'
import { modelGraph } from '../../testing/model-graph.js'
import { checkEveryTransition, type ModelStep } from '../../testing/model-walks.js'
import { settle } from '../connection/connection.fixtures.js'
import { portfolioMachine } from './portfolio.machine.js'
import { selectTokensView } from './portfolio.selectors.js'
import type { PortfolioEvent } from './portfolio.types.js'

/**
 * Model-based tests: the portfolio machine's graph is generated (the source's answers and the two
 * delays are ordinary events to the generator), then walked on real actors beside a stand-in
 * snackbar, with a simulated clock and a source whose reads wait for the test; the walks take every
 * transition at least once. After every step the state, the reads asked of the source, the snacks and
 * the Tokens view are compared with SPEC §8 and §9's rules written out again below (30 s cache, 30 s
 * hold after a failure with the snack 'Token Balance Unavailable', another account's tokens never
 * shown for this one), and the actor with the model's state.
 */

const CACHE_MS = 30_000 // SPEC §9 cache: portfolio 30 s
const HOLD_MS = 30_000 // SPEC §9 balance retry backoff 30 s

const DONE = 'xstate.done.actor.readBalances'
const ERROR = 'xstate.error.actor.readBalances'
const CACHE_OVER = 'xstate.after.portfolioCache.portfolio.ready.fresh'
const HOLD_OVER = 'xstate.after.balanceRetryBackoff.portfolio.unavailable.onHold'
/**
 * Time passes just short of either delay (a test-only event): a shorter delay would show. A walk may
 * wait again before the delay it waited in is over (the hold goes on for another account): the wait
 * then stops 1 ms before that delay ends, so that waiting never changes the state, as the model says.
 */
const WAIT = 'TEST.WAIT_JUST_UNDER_30S'
const WAIT_MS = 29_999
type ModelEvent =
  | Exclude<PortfolioEvent, { type: 'PORTFOLIO.ACCOUNT_CHANGED' }>
  | { type: 'PORTFOLIO.ACCOUNT_CHANGED'; account: AccountName | undefined }
  | { type: typeof DONE; output: TokenBalance[] }
  | { type: typeof ERROR }
  | { type: typeof CACHE_OVER }
  | { type: typeof HOLD_OVER }
  | { type: typeof WAIT }

const SENT_TOKEN = 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'

/** What the source answers for an account: its own token, so whose tokens show can be told. */
const tokensOf = (name: AccountName): TokenBalance[] => [
  {
    name: `Token of ${name}`,
    symbol: name.toUpperCase(),
    chainId: 'eip155:1',
    price: 2,
    value: name === 'a' ? 3 : 5,
    quantity: { decimals: '18', numeric: name === 'a' ? '1.5' : '2.5' },
    iconUrl: '',
  },
]

const accountNameIn = (snapshot: AnyMachineSnapshot): AccountName | undefined =>
  snapshot.context.account && nameOf(snapshot.context.account.address)

/**
 * The events the model tries in `snapshot`. The source answers a read with the read account's own
 * tokens, in the model as in the walks, so the actor's tokens are the model's after every step.
 */
const eventsIn = (snapshot: AnyMachineSnapshot): ModelEvent[] => [
  { type: 'PORTFOLIO.ACCOUNT_CHANGED', account: 'a' },
  { type: 'PORTFOLIO.ACCOUNT_CHANGED', account: 'b' },
  { type: 'PORTFOLIO.ACCOUNT_CHANGED', account: undefined },
  { type: 'PORTFOLIO.SHOW' },
  { type: 'PORTFOLIO.REFRESH' },
  { type: 'PORTFOLIO.REFRESH', forceUpdate: SENT_TOKEN },
  { type: DONE, output: tokensOf(accountNameIn(snapshot) ?? 'a') },
  { type: ERROR },
  { type: CACHE_OVER },
  { type: HOLD_OVER },
  { type: WAIT },
]

function canHappen(snapshot: AnyMachineSnapshot, event: ModelEvent): boolean {
  if (event.type === DONE || event.type === ERROR) return snapshot.matches('reading')
  if (event.type === CACHE_OVER) return snapshot.matches({ ready: 'fresh' })
  if (event.type === HOLD_OVER) return snapshot.matches({ unavailable: 'onHold' })
  return true
}

/** The rules, written out again. */
type Status = 'idle' | 'reading' | 'fresh' | 'stale' | 'onHold' | 'retryable'
type Reference = {
  status: Status
  account: AccountName | undefined
  /** Whose tokens are kept (always the account's own, or none). */
  tokens: AccountName | undefined
  forceUpdate: string | undefined
  /** Every read asked of the source: whose, and the token to read afresh. */
  reads: [AccountName, string | undefined][]
  snacks: number
  /** When the fresh tokens go stale, or the hold ends. */
  due: number
}

function read(ref: Reference, account: AccountName, forceUpdate: string | undefined): Reference {
  return { ...ref, status: 'reading', forceUpdate, reads: [...ref.reads, [account, forceUpdate]] }
}

function referenceStep(ref: Reference, event: ModelEvent, now: number): Reference {
  switch (event.type) {
    case 'PORTFOLIO.ACCOUNT_CHANGED': {
      if (event.account === ref.account) return ref
      const changed = { ...ref, account: event.account, tokens: undefined, forceUpdate: undefined }
      // The source failed: a new account waits for the hold to end too.
      if (ref.status === 'onHold') return changed
      if (!event.account) return { ...changed, status: 'idle' }
      return read(changed, event.account, undefined)
    }
    case 'PORTFOLIO.SHOW':
      if (ref.status === 'stale' && ref.account) return read(ref, ref.account, undefined)
      if (ref.status === 'retryable' && ref.account) return read(ref, ref.account, undefined)
      return ref
    case 'PORTFOLIO.REFRESH': {
      const canRead = ['reading', 'fresh', 'stale', 'retryable'].includes(ref.status)
      return canRead && ref.account ? read(ref, ref.account, event.forceUpdate) : ref
    }
    case DONE:
      return { ...ref, status: 'fresh', tokens: ref.account, forceUpdate: undefined, due: now + CACHE_MS }
    case ERROR:
      return { ...ref, status: 'onHold', forceUpdate: undefined, snacks: ref.snacks + 1, due: now + HOLD_MS }
    default:
      return ref
  }
}

/** Lets time run to `now`. */
function referenceAt(ref: Reference, now: number): Reference {
  if (ref.status === 'fresh' && ref.due <= now) return { ...ref, status: 'stale' }
  if (ref.status === 'onHold' && ref.due <= now) return { ...ref, status: 'retryable' }
  return ref
}

/** How long a wait lasts: just under 30 s, or up to 1 ms before the delay running ends if sooner. */
const waitMs = (ref: Reference, now: number) =>
  ref.status === 'fresh' || ref.status === 'onHold' ? Math.min(WAIT_MS, ref.due - 1 - now) : WAIT_MS

/**
 * A state's identity in the model: its value, the account, how many tokens it keeps and the token to
 * read afresh.
 */
const serialize = (snapshot: AnyMachineSnapshot) =>
  JSON.stringify([
    snapshot.value,
    accountNameIn(snapshot),
    snapshot.context.tokens?.length ?? null,
    snapshot.context.forceUpdate ?? null,
  ])

const stateOf = (snapshot: AnyMachineSnapshot): Status => {
  const { value } = snapshot
  if (typeof value === 'string')
    return value === 'ready' || value === 'unavailable' ? 'idle' : (value as Status)
  const [inner] = Object.values(value as Record<string, string>)
  return inner as Status
}

async function replay(steps: readonly ModelStep<ModelEvent>[]) {
  const pending: { account: AccountName; resolve(tokens: TokenBalance[]): void; reject(e: unknown): void }[] =
    []
  const reads: Reference['reads'] = []
  const signals: AbortSignal[] = []
  const source: AccountDataSource = {
    balances: ({ address, forceUpdate, signal }) => {
      reads.push([nameOf(address), forceUpdate])
      signals.push(signal)
      return new Promise((resolve, reject) => pending.push({ account: nameOf(address), resolve, reject }))
    },
  }
  const snacks: AnyEventObject[] = []
  const root = setup({
    actors: {
      portfolio: portfolioMachine.provide({ actors: { watchActiveAccount: fromCallback(() => () => {}) } }),
      snack: fromCallback(({ receive }) => receive((event) => snacks.push(event))),
    },
  }).createMachine({
    invoke: [
      { src: 'portfolio', id: 'portfolio', systemId: 'portfolioTokens', input: { source } },
      { src: 'snack', id: 'snack', systemId: 'snack' },
    ],
  })
  const clock = new SimulatedClock()
  const actor = createActor(root, { clock }).start()
  const portfolio = () => actor.getSnapshot().children.portfolio
  let now = 0
  let ref: Reference = {
    status: 'idle',
    account: undefined,
    tokens: undefined,
    forceUpdate: undefined,
    reads: [],
    snacks: 0,
    due: 0,
  }
  for (const { event, key } of steps) {
    const before = ref
    if (event.type === DONE) pending.at(-1)?.resolve(tokensOf(pending.at(-1)?.account ?? 'a'))
    else if (event.type === ERROR) pending.at(-1)?.reject(new Error('HTTP status code: 500'))
    else if (event.type === CACHE_OVER || event.type === HOLD_OVER) {
      clock.increment(ref.due - now)
      now = ref.due
    } else if (event.type === WAIT) {
      const wait = waitMs(ref, now)
      clock.increment(wait)
      now += wait
    } else if (event.type === 'PORTFOLIO.ACCOUNT_CHANGED')
      portfolio()?.send({ type: event.type, account: accountOf(event.account) })
    else portfolio()?.send(event)
    ref = referenceAt(referenceStep(ref, event, now), now)
    await settle()
    const snapshot = portfolio()?.getSnapshot()
    if (!snapshot) throw new Error('the portfolio actor is not running')
    expect(stateOf(snapshot), JSON.stringify(snapshot.value)).toBe(ref.status)
    expect(accountNameIn(snapshot), 'the account shown').toBe(ref.account)
    expect(snapshot.context.tokens?.[0]?.symbol, 'only the account’s own tokens are kept').toBe(
      ref.tokens?.toUpperCase(),
    )
    expect(reads, 'the reads asked of the source').toEqual(ref.reads)
    // A read no longer wanted (another account, none, a newer request) is abandoned.
    const answered = event.type === DONE || event.type === ERROR
    if (
      before.status === 'reading' &&
      !answered &&
      (ref.status !== 'reading' || ref.reads.length > before.reads.length)
    )
      expect(signals[before.reads.length - 1]?.aborted, 'the abandoned read is aborted').toBe(true)
    expect(snacks, 'one snack per failed read').toEqual(
      Array.from({ length: ref.snacks }, () => ({
        type: 'SNACK.SHOW',
        message: 'Token Balance Unavailable',
        variant: 'error',
      })),
    )
    const view = selectTokensView(snapshot)
    if (ref.tokens) expect(view).toMatchObject({ status: 'listed', isRefreshing: ref.status === 'reading' })
    else if (ref.status === 'idle')
      expect(view).toEqual({ status: 'listed', tokens: [], totalUsd: undefined, isRefreshing: false })
    else if (ref.status === 'reading') expect(view).toEqual({ status: 'loading' })
    else expect(view).toEqual({ status: 'unavailable', canRetry: ref.status === 'retryable' })
    // The actor is where the model says (compared as the model tells states apart).
    const actual = serialize(snapshot)
    if (actual !== key) expect(actual).toBe(key)
  }
  actor.stop()
}

describe('portfolio: model-based walks', () => {
  const graph = modelGraph({
    machine: portfolioMachine,
    input: { source: { balances: async () => [] } },
    events: (snapshot) => eventsIn(snapshot).map(fromModel),
    canHappen: (snapshot, event) => canHappen(snapshot, toModel(event)),
    serialize,
  })

  it('reaches every state', () => {
    expect(new Set(graph.states.map(stateOf))).toEqual(
      new Set(['idle', 'reading', 'fresh', 'stale', 'onHold', 'retryable']),
    )
  })

  it(`checks every transition from ${graph.nodes.length} states against the rules`, async () => {
    const report = await checkEveryTransition({
      graph,
      replay: (steps) => replay(steps.map((step) => ({ ...step, event: toModel(step.event) }))),
    })
    expect(report.transitions).toBeGreaterThan(graph.nodes.length * 4)
  })
})

/** The generator's events carry accounts; the model's carry their names. */
type MachineEvent = Exclude<ModelEvent, { type: 'PORTFOLIO.ACCOUNT_CHANGED' }> | PortfolioEvent
function fromModel(event: ModelEvent): MachineEvent {
  return event.type === 'PORTFOLIO.ACCOUNT_CHANGED' ? { ...event, account: accountOf(event.account) } : event
}
function toModel(event: MachineEvent): ModelEvent {
  if (event.type !== 'PORTFOLIO.ACCOUNT_CHANGED') return event
  return { type: event.type, account: event.account && nameOf(event.account.address) }
}
