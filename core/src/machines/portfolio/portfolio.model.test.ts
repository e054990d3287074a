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
import { checkEveryTransition, modelPaths } from '../../testing/model-paths.js'
import { settle } from '../connection/connection.fixtures.js'
import { portfolioMachine } from './portfolio.machine.js'
import { selectTokensView } from './portfolio.selectors.js'
import type { PortfolioEvent } from './portfolio.types.js'

/**
 * Model-based tests: paths generated from the portfolio machine with `getShortestPaths` (the source's
 * answers and the two delays are ordinary events to the generator), each extended by every event,
 * replayed on a real actor beside a stand-in snackbar, with a simulated clock and a source whose
 * reads wait for the test. After every step the state, the reads asked of the source, the snacks and
 * the Tokens view are compared with SPEC §8 and §9's rules written out again below (30 s cache, 30 s
 * hold after a failure with the snack 'Token Balance Unavailable', another account's tokens never
 * shown for this one).
 */

const CACHE_MS = 30_000 // SPEC §9 cache: portfolio 30 s
const HOLD_MS = 30_000 // SPEC §9 balance retry backoff 30 s

const DONE = 'xstate.done.actor.readBalances'
const ERROR = 'xstate.error.actor.readBalances'
const CACHE_OVER = 'xstate.after.portfolioCache.portfolio.ready.fresh'
const HOLD_OVER = 'xstate.after.balanceRetryBackoff.portfolio.unavailable.onHold'
/** Time passes just short of either delay (a test-only event): a shorter delay would show. */
const WAIT = 'TEST.WAIT_JUST_UNDER_30S'
const WAIT_MS = 29_999
type ModelEvent =
  | Exclude<PortfolioEvent, { type: 'PORTFOLIO.ACCOUNT_CHANGED' }>
  | { type: 'PORTFOLIO.ACCOUNT_CHANGED'; account: AccountName | undefined }
  | { type: typeof DONE }
  | { type: typeof ERROR }
  | { type: typeof CACHE_OVER }
  | { type: typeof HOLD_OVER }
  | { type: typeof WAIT }

const SENT_TOKEN = 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const events: ModelEvent[] = [
  { type: 'PORTFOLIO.ACCOUNT_CHANGED', account: 'a' },
  { type: 'PORTFOLIO.ACCOUNT_CHANGED', account: 'b' },
  { type: 'PORTFOLIO.ACCOUNT_CHANGED', account: undefined },
  { type: 'PORTFOLIO.SHOW' },
  { type: 'PORTFOLIO.REFRESH' },
  { type: 'PORTFOLIO.REFRESH', forceUpdate: SENT_TOKEN },
  { type: DONE },
  { type: ERROR },
  { type: CACHE_OVER },
  { type: HOLD_OVER },
  { type: WAIT },
]

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

const stateOf = (snapshot: AnyMachineSnapshot): Status => {
  const { value } = snapshot
  if (typeof value === 'string')
    return value === 'ready' || value === 'unavailable' ? 'idle' : (value as Status)
  const [inner] = Object.values(value as Record<string, string>)
  return inner as Status
}

async function replay(steps: readonly { event: ModelEvent }[]) {
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
  for (const { event } of steps) {
    if ((event.type as string) === 'xstate.init') continue
    const before = ref
    if (event.type === DONE) pending.at(-1)?.resolve(tokensOf(pending.at(-1)?.account ?? 'a'))
    else if (event.type === ERROR) pending.at(-1)?.reject(new Error('HTTP status code: 500'))
    else if (event.type === CACHE_OVER || event.type === HOLD_OVER) {
      clock.increment(ref.due - now)
      now = ref.due
    } else if (event.type === WAIT) {
      clock.increment(WAIT_MS)
      now += WAIT_MS
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
      expect(view).toEqual({ status: 'listed', tokens: [], total: undefined, isRefreshing: false })
    else if (ref.status === 'reading') expect(view).toEqual({ status: 'loading' })
    else expect(view).toEqual({ status: 'unavailable', canRetry: ref.status === 'retryable' })
  }
  actor.stop()
}

describe('portfolio: model-based paths', () => {
  const paths = modelPaths({
    machine: portfolioMachine,
    input: { source: { balances: async () => [] } },
    events: events.map(fromModel),
    canHappen: (snapshot, event) => canHappen(snapshot, toModel(event)),
    serialize: (snapshot) =>
      JSON.stringify([
        snapshot.value,
        accountNameIn(snapshot),
        snapshot.context.tokens?.length ?? null,
        snapshot.context.forceUpdate ?? null,
      ]),
  })

  it('reaches every state', () => {
    expect(new Set(paths.map((path) => stateOf(path.state)))).toEqual(
      new Set(['idle', 'reading', 'fresh', 'stale', 'onHold', 'retryable']),
    )
  })

  it(`checks every transition from ${paths.length} states against the rules`, async () => {
    const transitions = await checkEveryTransition({
      paths,
      events: events.map(fromModel),
      canHappen: (snapshot, event) => canHappen(snapshot, toModel(event)),
      replay: (steps) => replay(steps.map(({ event }) => ({ event: toModel(event) }))),
    })
    expect(transitions).toBeGreaterThan(paths.length * 4)
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
