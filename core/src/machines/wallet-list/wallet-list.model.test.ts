import { describe, expect, it } from 'vitest'
import { type AnyMachineSnapshot, createActor, type EventObject, SimulatedClock } from 'xstate'
import type { DirectoryWallet } from '../../api/wallet-directory.types.js'
import type { CustomWallet } from '../../chains/walletconnect/custom-wallets.js'
import { HttpStatusError } from '../../errors/http.js'
import { modelGraph } from '../../testing/model-graph.js'
import { checkEveryTransition, type ModelStep } from '../../testing/model-walks.js'
import { settle, stringify } from '../connection/connection.fixtures.js'
import { WALLET_SEARCH_DEBOUNCE_MS } from './wallet-list.constants.js'
import { type Catalogue, type GatedRequest, gatedDirectory, wallet } from './wallet-list.fixtures.js'
import { walletListMachine } from './wallet-list.machine.js'
import { selectAllWalletsView } from './wallet-list.selectors.js'
import type { WalletListContext, WalletListEvent } from './wallet-list.types.js'

/**
 * Model-based tests: the wallet list machine's graph is generated (the directory's answers and the
 * end of the search debounce are ordinary events to the generator), then walked on real actors with a
 * simulated clock over a directory whose requests wait for the test. The walks take every transition
 * at least once, plus time passing short of the debounce in every state. After every step the actor
 * and the requests the directory received are checked against the rules of AllWallets written out
 * again below, and the actor against the model's state. After every step, each request the step
 * superseded is answered anyway (as by a server that ignores the abort), alternately with a page and
 * an error, and must change nothing. The site lists one wallet of its own (Raindrop): the view shows
 * it first while no search or a search its name holds is shown, never with certified only, and never
 * asks the directory for it.
 */

const DEBOUNCE = 'xstate.after.searchDebounce.wallet-list.search.debouncing'
/**
 * 249 ms pass (a test-only event: the machine does not know it). A walk may tick again while the same
 * search waits: the tick then stops 1 ms before the debounce ends, so that ticking never changes the
 * state, as the model says.
 */
const TICK = 'TEST.TICK_249MS'
const TICK_MS = 249

type ActorEvent =
  | { type: 'xstate.done.actor.fetchFirstPage' | 'xstate.done.actor.fetchNextPage'; output: unknown }
  | { type: 'xstate.error.actor.fetchFirstPage' | 'xstate.error.actor.fetchNextPage'; error: unknown }
type ModelEvent = WalletListEvent | ActorEvent | { type: typeof DEBOUNCE | typeof TICK }

// A small directory, two wallets a page. All wallets: the order shifts between pages (Bitget again on
// page 2). 'rain': the count overstates what the directory returns (page 2 is empty). 'zzz': nothing.
const A = wallet('Argent', true)
const B = wallet('Bitget')
const C = wallet('Coinbase', true)
const D = wallet('Daimo')
const E = wallet('Exodus')
const R = wallet('Rainbow', true)
/** The site's own wallet, with a deep link: not the directory's (its requests never name it). */
const K: DirectoryWallet = { id: 'site-raindrop', name: 'Raindrop', mobile_link: 'raindrop://' }
/** Raindrop as the site gives it. */
const siteRaindrop: CustomWallet = { id: 'site-raindrop', name: 'Raindrop', mobileLink: 'raindrop://' }
const table: Record<string, { count: number; pages: DirectoryWallet[][] }> = {
  '|false': {
    count: 5,
    pages: [
      [A, B],
      [B, C],
      [D, E],
    ],
  },
  '|true': { count: 2, pages: [[A, C]] },
  'rain|false': { count: 3, pages: [[R]] },
  'rain|true': { count: 1, pages: [[R]] },
}
const catalogue: Catalogue = ({ page, search, certifiedOnly }) => {
  const entry = table[`${search}|${certifiedOnly}`]
  return { data: entry?.pages[page - 1] ?? [], count: entry?.count ?? 0 }
}

const SERVER_ERROR = new HttpStatusError(503) // a Foyer error: 'HTTP status code: 503'
const NETWORK_ERROR = new TypeError('fetch failed') // anything else: 'Failed to load wallets'
const messageOf = (error: unknown) =>
  error === SERVER_ERROR ? 'HTTP status code: 503' : 'Failed to load wallets'

const visitorEvents: ModelEvent[] = [
  { type: 'WALLETS.OPEN' },
  { type: 'WALLETS.SEARCH', query: 'rain' },
  { type: 'WALLETS.SEARCH', query: ' rain  ' },
  { type: 'WALLETS.SEARCH', query: 'zzz' },
  { type: 'WALLETS.SEARCH', query: '' },
  { type: 'WALLETS.SET_CERTIFIED_ONLY', value: true },
  { type: 'WALLETS.SET_CERTIFIED_ONLY', value: false },
  { type: 'WALLETS.LOAD_MORE' },
  { type: 'WALLETS.RETRY' },
  { type: DEBOUNCE },
  { type: TICK },
]

/** Every event that can happen in a state: the visitor's any time, the debounce's end while typing,
 * and the directory's answers (what it returns for the page the machine should be asking) while a
 * request is open. */
function eventsIn(snapshot: AnyMachineSnapshot): ModelEvent[] {
  const context = snapshot.context as WalletListContext
  const request = { search: context.query, certifiedOnly: context.certifiedOnly }
  const answers: ModelEvent[] = []
  if ('fetchFirstPage' in snapshot.children)
    answers.push(
      { type: 'xstate.done.actor.fetchFirstPage', output: catalogue({ ...request, page: 1 }) },
      { type: 'xstate.error.actor.fetchFirstPage', error: SERVER_ERROR },
      { type: 'xstate.error.actor.fetchFirstPage', error: NETWORK_ERROR },
    )
  if ('fetchNextPage' in snapshot.children)
    answers.push(
      { type: 'xstate.done.actor.fetchNextPage', output: catalogue({ ...request, page: context.page + 1 }) },
      { type: 'xstate.error.actor.fetchNextPage', error: SERVER_ERROR },
      { type: 'xstate.error.actor.fetchNextPage', error: NETWORK_ERROR },
    )
  const typing = snapshot.matches({ search: 'debouncing' })
  return [...visitorEvents.filter((e) => e.type !== DEBOUNCE || typing), ...answers]
}

const withoutDirectory = ({ directory: _d, ...rest }: WalletListContext) => rest
const serialize = (snapshot: AnyMachineSnapshot) =>
  stringify([snapshot.value, withoutDirectory(snapshot.context as WalletListContext)])
const serializeEvent = (event: EventObject) =>
  stringify('error' in event ? { ...event, error: messageOf(event.error) } : event)

type ListStatus = 'idle' | 'loading' | 'ready' | 'loadingMore' | 'moreFailed' | 'failed'
type Observed = {
  typing: boolean
  list: ListStatus
  context: ReturnType<typeof withoutDirectory>
  requests: number
}

function observe(run: Run): Observed {
  const snapshot = run.actor.getSnapshot()
  const value = snapshot.value as { list: string | { ready: string } }
  return {
    typing: snapshot.matches({ search: 'debouncing' }),
    list: (typeof value.list === 'string'
      ? value.list
      : value.list.ready === 'idle'
        ? 'ready'
        : value.list.ready) as ListStatus,
    context: withoutDirectory(snapshot.context),
    requests: run.requests.length,
  }
}

type Run = {
  actor: ReturnType<typeof createActor<typeof walletListMachine>>
  clock: SimulatedClock
  requests: GatedRequest[]
  /** When the visitor last typed a search that is waiting (the clock's time). */
  typedAt: number
  /** Whether the last page the directory returned was empty (the test's own record). */
  lastPageEmpty: boolean
  lateAnswers: number
}

const isOpen = (list: ListStatus) => list === 'loading' || list === 'loadingMore'
/** The test's own reading of "more pages exist". */
const hasMore = (o: Observed, run: Run) => o.context.wallets.length < o.context.count && !run.lastPageEmpty
const unique = (wallets: readonly DirectoryWallet[]) =>
  wallets.filter((w, i) => wallets.findIndex((x) => x.id === w.id) === i)

/** The rules of AllWallets, written out again as checks on what the actor and the directory saw. */
function checkStep(before: Observed, event: ModelEvent, after: Observed, run: Run) {
  const { context } = after
  // Only the request the list waits for is live: every other one was answered or aborted.
  const live = isOpen(after.list) ? run.requests.at(-1) : undefined
  expect(live?.signal?.aborted ?? false, 'the live request is not aborted').toBe(false)
  const openSuperseded = run.requests.filter(
    (request) => request !== live && !(request.answered || request.signal?.aborted),
  )
  expect(openSuperseded, 'superseded: aborted').toEqual([])
  // The view agrees with the state.
  const view = selectAllWalletsView(run.actor.getSnapshot())
  // The site's wallet for the query shown: with no search, or one its name holds; never certified only.
  const custom = !context.certifiedOnly && 'raindrop'.includes(context.query.toLowerCase()) ? [K] : []
  const viewStatus =
    after.list === 'failed'
      ? 'error'
      : after.list === 'idle' || after.list === 'loading'
        ? 'loading'
        : custom.length + context.wallets.length === 0
          ? 'empty'
          : 'ready'
  expect(view.status).toBe(viewStatus)
  if (view.status === 'ready') {
    expect(view.wallets.map((w) => w.id)).toEqual([...custom, ...context.wallets].map((w) => w.id))
    expect(view.count).toBe(context.count + custom.length)
    expect(view.hasMore).toBe(hasMore(after, run))
    expect(view.loadingMore).toBe(after.list === 'loadingMore')
  }

  // A new first page: a request for page 1 of the query and filter, the list emptied meanwhile. A
  // new search or filter takes the search typed with it; opening and retrying leave a typed search
  // waiting (it replaces the list when typing pauses).
  const firstPageAsked = (search: string, certifiedOnly: boolean, takesTypedSearch = true) => {
    expect(after.requests, 'one new request').toBe(before.requests + 1)
    expect(run.requests.at(-1)).toMatchObject({ page: 1, search: search || undefined, certifiedOnly })
    expect(after.list).toBe('loading')
    expect(context).toMatchObject({ query: search, certifiedOnly, wallets: [], count: 0 })
    expect(context.error).toBeUndefined()
    expect(context.moreError).toBeUndefined()
    if (takesTypedSearch) {
      expect(after.typing, 'no search waits any more').toBe(false)
      expect(context.pendingQuery).toBeUndefined()
    } else {
      expect(after.typing).toBe(before.typing)
      expect(context.pendingQuery).toBe(before.context.pendingQuery)
    }
  }
  const unchanged = () => expect(after).toEqual(before)
  switch (event.type) {
    case 'WALLETS.OPEN':
      if (before.list === 'idle' || before.list === 'failed')
        firstPageAsked(before.context.query, before.context.certifiedOnly, false)
      else unchanged()
      break
    case 'WALLETS.SEARCH': {
      const query = event.query.trim()
      expect(after.requests, 'typing asks nothing yet').toBe(before.requests)
      expect(after.list, 'the list stays while typing').toBe(before.list)
      expect(context.wallets).toEqual(before.context.wallets)
      if (query === before.context.query) {
        expect(after.typing, 'the query shown: nothing to search').toBe(false)
        expect(context.pendingQuery).toBeUndefined()
      } else {
        expect(after.typing).toBe(true)
        expect(context.pendingQuery).toBe(query)
      }
      break
    }
    case DEBOUNCE:
      firstPageAsked(before.context.pendingQuery as string, before.context.certifiedOnly)
      break
    case 'WALLETS.SET_CERTIFIED_ONLY':
      if (event.value !== before.context.certifiedOnly)
        firstPageAsked(before.context.pendingQuery ?? before.context.query, event.value)
      else unchanged()
      break
    case 'WALLETS.LOAD_MORE':
      if (before.list === 'ready' && hasMore(before, run)) {
        expect(after.list).toBe('loadingMore')
        expect(after.requests).toBe(before.requests + 1)
        expect(run.requests.at(-1)).toMatchObject({
          page: before.context.page + 1,
          search: before.context.query || undefined,
          certifiedOnly: before.context.certifiedOnly,
        })
      } else unchanged()
      break
    case 'WALLETS.RETRY':
      if (before.list === 'failed') firstPageAsked(before.context.query, before.context.certifiedOnly, false)
      else if (before.list === 'moreFailed') {
        expect(after.list).toBe('loadingMore')
        expect(run.requests.at(-1)).toMatchObject({ page: before.context.page + 1 })
        expect(context.moreError).toBeUndefined()
      } else unchanged()
      break
    case 'xstate.done.actor.fetchFirstPage':
    case 'xstate.done.actor.fetchNextPage': {
      const first = event.type === 'xstate.done.actor.fetchFirstPage'
      const page = catalogue({
        page: first ? 1 : before.context.page + 1,
        search: context.query,
        certifiedOnly: context.certifiedOnly,
      })
      expect(after.list).toBe('ready')
      expect(context.count).toBe(page.count)
      expect(context.page).toBe(first ? 1 : before.context.page + 1)
      expect(context.wallets, 'each wallet once, in the directory order').toEqual(
        unique([...(first ? [] : before.context.wallets), ...page.data]),
      )
      expect(after.typing).toBe(before.typing)
      break
    }
    case 'xstate.error.actor.fetchFirstPage':
      expect(after.list).toBe('failed')
      expect(context.error).toBe(messageOf(event.error))
      expect(view).toMatchObject({ status: 'error', message: messageOf(event.error) })
      break
    case 'xstate.error.actor.fetchNextPage':
      expect(after.list).toBe('moreFailed')
      expect(context.wallets, 'the wallets loaded stay').toEqual(before.context.wallets)
      expect(context.moreError).toBe(messageOf(event.error))
      expect(view).toMatchObject({ status: 'ready', moreError: messageOf(event.error) })
      break
    default:
      unchanged()
  }
}

async function play(run: Run, event: ModelEvent, before: Observed) {
  const live = isOpen(before.list) ? run.requests.at(-1) : undefined
  if (event.type.startsWith('xstate.done.actor.') || event.type.startsWith('xstate.error.actor.')) {
    if (!live) throw new Error(`no request waits for ${event.type}`)
    if ('error' in event) live.fail(event.error)
    else {
      live.answer()
      run.lastPageEmpty =
        catalogue({ page: live.page, search: live.search ?? '', certifiedOnly: !!live.certifiedOnly }).data
          .length === 0
    }
    return settle()
  }
  switch (event.type) {
    case DEBOUNCE:
      run.clock.set(run.typedAt + WALLET_SEARCH_DEBOUNCE_MS - 1)
      expect(observe(run), 'nothing searched 1 ms before the debounce ends').toEqual(before)
      run.clock.increment(1)
      return
    case TICK:
      run.clock.increment(tickMs(run, before))
      return
    default:
      run.actor.send(event as WalletListEvent)
      if (event.type === 'WALLETS.SEARCH' && run.actor.getSnapshot().matches({ search: 'debouncing' }))
        run.typedAt = run.clock.now()
  }
}

/** How long a tick lasts: 249 ms, or up to 1 ms before the debounce ends while a search waits. */
const tickMs = (run: Run, before: Observed) =>
  before.typing ? Math.min(TICK_MS, run.typedAt + WALLET_SEARCH_DEBOUNCE_MS - 1 - run.clock.now()) : TICK_MS

async function runWalk(steps: readonly ModelStep<ModelEvent>[]): Promise<Run> {
  const clock = new SimulatedClock()
  const { directory, requests } = gatedDirectory(catalogue)
  const actor = createActor(walletListMachine, {
    input: { directory, customWallets: [siteRaindrop] },
    clock,
  }).start()
  const run: Run = { actor, clock, requests, typedAt: 0, lastPageEmpty: false, lateAnswers: 0 }
  for (const { event, key } of steps) {
    const before = observe(run)
    await play(run, event, before)
    checkStep(before, event, observe(run), run)
    await answerSuperseded(run)
    // The actor is where the model says (compared as the model tells states apart).
    const actual = serialize(actor.getSnapshot())
    if (actual !== key) expect(actual).toBe(key)
  }
  return run
}

/** Answers every request the list no longer waits for; none of the answers may land. */
async function answerSuperseded(run: Run) {
  const now = observe(run)
  const live = isOpen(now.list) ? run.requests.at(-1) : undefined
  const late = run.requests.filter((request) => request !== live && !request.answered)
  if (late.length === 0) return
  for (const [i, request] of late.entries()) {
    if (i % 2 === 0) request.answer()
    else request.fail(SERVER_ERROR)
  }
  run.lateAnswers += late.length
  await settle()
  expect(observe(run), 'a superseded request answering late changes nothing').toEqual(now)
}

describe('walletList: model-based walks', () => {
  const { directory } = gatedDirectory(catalogue)
  const graph = modelGraph<typeof walletListMachine, ModelEvent>({
    machine: walletListMachine,
    input: { directory, customWallets: [siteRaindrop] },
    events: eventsIn,
    serialize,
    serializeEvent,
  })

  it(`checks every transition from ${graph.nodes.length} states, with the debounce on a simulated clock`, async () => {
    expect(graph.nodes.length).toBeGreaterThan(50)
    let lateAnswers = 0
    const report = await checkEveryTransition({
      graph,
      async replay(steps) {
        const run = await runWalk(steps)
        lateAnswers += run.lateAnswers
        run.actor.stop()
      },
    })
    expect(report.transitions).toBeGreaterThan(graph.nodes.length * 10)
    expect(lateAnswers, 'late answers of superseded requests were played').toBeGreaterThan(20)
  }, 30_000)
})
