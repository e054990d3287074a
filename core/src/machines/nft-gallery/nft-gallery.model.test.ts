import { describe, expect, it } from 'vitest'
import { type AnyMachineSnapshot, createActor, fromCallback, SimulatedClock } from 'xstate'
import { type AccountName, accountOf, nameOf } from '../../account-data/account-data.fixtures.js'
import type { AccountDataSource, OwnedNft } from '../../account-data/account-data.types.js'
import { modelGraph } from '../../testing/model-graph.js'
import { checkEveryTransition, type ModelStep } from '../../testing/model-walks.js'
import { settle } from '../connection/connection.fixtures.js'
import { nftGalleryMachine } from './nft-gallery.machine.js'
import { selectNftsView } from './nft-gallery.selectors.js'

/**
 * Model-based tests: the NFT gallery machine's graph is generated (the source's answer and the cache
 * delay are ordinary events to the generator), then walked on real actors with a simulated clock and a
 * source whose searches wait for the test; the walks take every transition at least once. After every
 * step the state, the searches asked, the NFTs kept and the tab's model are compared with the rules
 * written out again, and the actor with the model's state: a search per new account, none again
 * within 30 s, one on show after that or after a failure, one on every request (a request during a
 * search starts it again); another account's NFTs never shown for this one; a failure keeps what was
 * found.
 */

const CACHE_MS = 30_000 // SPEC §9 cache: portfolio 30 s
const DONE = 'xstate.done.actor.findNfts'
const ERROR = 'xstate.error.actor.findNfts'
const CACHE_OVER = 'xstate.after.portfolioCache.nftGallery.found.fresh'
const WAIT = 'TEST.WAIT_JUST_UNDER_30_S'
const WAIT_MS = CACHE_MS - 1
type ModelEvent =
  | { type: 'NFTS.SHOW' }
  | { type: 'NFTS.REFRESH' }
  | { type: 'NFTS.ACCOUNT_CHANGED'; account: AccountName | undefined }
  | { type: typeof DONE; output: readonly OwnedNft[] }
  | { type: typeof ERROR; error: Error }
  | { type: typeof CACHE_OVER }
  | { type: typeof WAIT }

const friends = { address: '0x5FbDB2315678afecb367f032d93F642f64180aa3', name: 'Foyer Friends' }
const nftsOf = (name: AccountName): readonly OwnedNft[] => [
  { collection: friends, tokenId: name === 'a' ? '0' : '1', name: `Friend of ${name}` },
]

const accountNameIn = (snapshot: AnyMachineSnapshot): AccountName | undefined =>
  snapshot.context.account && nameOf(snapshot.context.account.address)

/**
 * The events the model tries in `snapshot`. The source answers a search with the searched account's
 * own NFTs, in the model as in the walks, so the actor's NFTs are the model's after every step.
 */
const eventsIn = (snapshot: AnyMachineSnapshot): ModelEvent[] => [
  { type: 'NFTS.ACCOUNT_CHANGED', account: 'a' },
  { type: 'NFTS.ACCOUNT_CHANGED', account: 'b' },
  { type: 'NFTS.ACCOUNT_CHANGED', account: undefined },
  { type: 'NFTS.SHOW' },
  { type: 'NFTS.REFRESH' },
  { type: DONE, output: nftsOf(accountNameIn(snapshot) ?? 'a') },
  { type: ERROR, error: new Error('RPC Request failed') },
  { type: CACHE_OVER },
  { type: WAIT },
]

const fromModel = (event: ModelEvent) =>
  event.type === 'NFTS.ACCOUNT_CHANGED' ? { ...event, account: accountOf(event.account) } : event
function toModel(event: ReturnType<typeof fromModel>): ModelEvent {
  if (event.type !== 'NFTS.ACCOUNT_CHANGED') return event
  return { type: event.type, account: event.account && nameOf(event.account.address) }
}

type Status = 'idle' | 'finding' | 'fresh' | 'stale' | 'failed'
const stateOf = (snapshot: AnyMachineSnapshot): Status =>
  snapshot.matches({ found: 'fresh' })
    ? 'fresh'
    : snapshot.matches({ found: 'stale' })
      ? 'stale'
      : snapshot.value

/** A state's identity in the model: its value, the account and the NFTs kept. */
const serialize = (snapshot: AnyMachineSnapshot) =>
  JSON.stringify([snapshot.value, snapshot.context.account?.address ?? null, snapshot.context.nfts ?? null])

function canHappen(snapshot: AnyMachineSnapshot, event: ModelEvent): boolean {
  if (event.type === DONE || event.type === ERROR) return snapshot.matches('finding')
  if (event.type === CACHE_OVER) return snapshot.matches({ found: 'fresh' })
  return true
}

type Reference = {
  status: Status
  account: AccountName | undefined
  /** Whose NFTs are kept. */
  found: AccountName | undefined
  searches: AccountName[]
  due: number
}

function referenceStep(ref: Reference, event: ModelEvent, now: number): Reference {
  const search = (): Reference =>
    ref.account ? { ...ref, status: 'finding', searches: [...ref.searches, ref.account] } : ref
  switch (event.type) {
    case 'NFTS.ACCOUNT_CHANGED':
      if (event.account === ref.account) return ref
      if (!event.account) return { ...ref, status: 'idle', account: undefined, found: undefined }
      return {
        ...ref,
        status: 'finding',
        account: event.account,
        found: undefined,
        searches: [...ref.searches, event.account],
      }
    case 'NFTS.SHOW':
      return ref.status === 'stale' || ref.status === 'failed' ? search() : ref
    case 'NFTS.REFRESH':
      return ref.status === 'idle' ? ref : search()
    case DONE:
      return { ...ref, status: 'fresh', found: ref.account, due: now + CACHE_MS }
    case ERROR:
      return { ...ref, status: 'failed' }
    default:
      return ref.status === 'fresh' && ref.due <= now ? { ...ref, status: 'stale' } : ref
  }
}

function expectedView(ref: Reference) {
  if (ref.status === 'idle') return { status: 'listed', nfts: [], isRefreshing: false }
  if (ref.found) {
    const [nft] = nftsOf(ref.found)
    return {
      status: 'listed',
      nfts: [
        {
          key: `${friends.address.toLowerCase()}:${nft?.tokenId}`,
          name: `Friend of ${ref.found}`,
          collection: 'Foyer Friends',
          tokenId: `#${nft?.tokenId}`,
          imageUrl: undefined,
        },
      ],
      isRefreshing: ref.status === 'finding',
    }
  }
  return { status: ref.status === 'finding' ? 'loading' : 'unavailable' }
}

async function replay(walk: readonly ModelStep<ModelEvent>[]) {
  const pending: {
    account: AccountName
    resolve(nfts: readonly OwnedNft[]): void
    reject(e: unknown): void
  }[] = []
  const source: AccountDataSource = {
    balances: async () => [],
    nfts: ({ address }) =>
      new Promise((resolve, reject) => pending.push({ account: nameOf(address), resolve, reject })),
  }
  const clock = new SimulatedClock()
  const actor = createActor(
    nftGalleryMachine.provide({ actors: { watchActiveAccount: fromCallback(() => () => {}) } }),
    { input: { source }, clock },
  ).start()
  let now = 0
  let ref: Reference = { status: 'idle', account: undefined, found: undefined, searches: [], due: 0 }
  for (const { event, key } of walk) {
    const last = pending.at(-1)
    if (event.type === DONE) last?.resolve(nftsOf(last.account))
    else if (event.type === ERROR) last?.reject(new Error('RPC Request failed'))
    else if (event.type === CACHE_OVER || event.type === WAIT) {
      const step = event.type === WAIT ? WAIT_MS : ref.due - now
      clock.increment(step)
      now += step
    } else if (event.type === 'NFTS.ACCOUNT_CHANGED')
      actor.send({ type: event.type, account: accountOf(event.account) })
    else actor.send(event)
    ref = referenceStep(ref, event, now)
    await settle()
    const snapshot = actor.getSnapshot()
    expect(stateOf(snapshot), JSON.stringify(snapshot.value)).toBe(ref.status)
    expect(
      pending.map((search) => search.account),
      'the searches asked',
    ).toEqual(ref.searches)
    expect(selectNftsView(snapshot), 'only the account’s own NFTs').toEqual(expectedView(ref))
    // The actor is where the model says (compared as the model tells states apart).
    const actual = serialize(snapshot)
    if (actual !== key) expect(actual).toBe(key)
  }
  actor.stop()
}

describe('NFT gallery: model-based walks', () => {
  const graph = modelGraph({
    machine: nftGalleryMachine,
    input: { source: { balances: async () => [] } },
    events: (snapshot) => eventsIn(snapshot).map(fromModel),
    canHappen: (snapshot, event) => canHappen(snapshot, toModel(event)),
    serialize,
  })

  it('reaches every state', () => {
    expect(new Set(graph.states.map(stateOf))).toEqual(
      new Set(['idle', 'finding', 'fresh', 'stale', 'failed']),
    )
  })

  it(`checks every transition from ${graph.nodes.length} states against the rules`, async () => {
    const { transitions } = await checkEveryTransition({
      graph,
      replay: (walk) => replay(walk.map((step) => ({ ...step, event: toModel(step.event) }))),
    })
    expect(transitions).toBeGreaterThan(graph.nodes.length * 4)
  })

  it('asks the source for nothing when it finds no NFTs, and fails the search instead', async () => {
    const actor = createActor(
      nftGalleryMachine.provide({ actors: { watchActiveAccount: fromCallback(() => () => {}) } }),
      { input: { source: { balances: async () => [] } } },
    ).start()
    actor.send({ type: 'NFTS.ACCOUNT_CHANGED', account: accountOf('a') })
    await settle()
    expect(selectNftsView(actor.getSnapshot())).toEqual({ status: 'unavailable' })
    actor.stop()
  })
})
