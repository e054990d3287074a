import { describe, expect, it } from 'vitest'
import { type AnyMachineSnapshot, createActor, fromCallback, SimulatedClock } from 'xstate'
import { type AccountName, accountOf, nameOf } from '../../account-data/account-data.fixtures.js'
import type { AccountDataSource } from '../../account-data/account-data.types.js'
import type { AccountIdentity } from '../../api/blockchain/blockchain-api.types.js'
import { modelGraph } from '../../testing/model-graph.js'
import { checkEveryTransition, type ModelStep } from '../../testing/model-walks.js'
import { settle } from '../connection/connection.fixtures.js'
import { identityMachine } from './identity.machine.js'
import { selectIdentityView } from './identity.selectors.js'

/**
 * Model-based tests: the identity machine's graph is generated (the source's answer and the cache
 * delay are ordinary events to the generator), then walked on real actors with a simulated clock and a
 * source whose lookups wait for the test; the walks take every transition at least once. After every
 * step the state, the lookups asked, the name kept and the view are compared with SPEC §9's rules
 * written out again, and the actor with the model's state: a lookup per new account, none again
 * within 5 minutes, one on show after that; another account's name never shown for this one; a
 * failure leaves no name.
 */

const CACHE_MS = 300_000 // SPEC §9 cache: identity 5 min
const DONE = 'xstate.done.actor.lookUpIdentity'
const ERROR = 'xstate.error.actor.lookUpIdentity'
const CACHE_OVER = 'xstate.after.identityCache.identity.known.fresh'
const WAIT = 'TEST.WAIT_JUST_UNDER_5_MIN'
const WAIT_MS = CACHE_MS - 1
type ModelEvent =
  | { type: 'IDENTITY.SHOW' }
  | { type: 'IDENTITY.ACCOUNT_CHANGED'; account: AccountName | undefined }
  | { type: typeof DONE; output: AccountIdentity }
  | { type: typeof ERROR; error: Error }
  | { type: typeof CACHE_OVER }
  | { type: typeof WAIT }
  | { type: 'IDENTITY.NAMED'; address: string; name: string }

const identityOf = (name: AccountName): AccountIdentity => ({
  name: `${name}.eth`,
  avatar: `https://avatars.example/${name}.png`,
})

const accountNameIn = (snapshot: AnyMachineSnapshot): AccountName | undefined =>
  snapshot.context.account && nameOf(snapshot.context.account.address)

/**
 * The events the model tries in `snapshot`. The source answers a lookup with the looked-up account's
 * own identity, in the model as in the walks, so the actor's name is the model's after every step.
 */
const eventsIn = (snapshot: AnyMachineSnapshot): ModelEvent[] => [
  { type: 'IDENTITY.ACCOUNT_CHANGED', account: 'a' },
  { type: 'IDENTITY.ACCOUNT_CHANGED', account: 'b' },
  { type: 'IDENTITY.ACCOUNT_CHANGED', account: undefined },
  { type: 'IDENTITY.SHOW' },
  { type: DONE, output: identityOf(accountNameIn(snapshot) ?? 'a') },
  { type: ERROR, error: new Error('HTTP status code: 500') },
  { type: CACHE_OVER },
  { type: WAIT },
  { type: 'IDENTITY.NAMED', address: accountOf('a')?.address.toLowerCase() ?? '', name: 'a.reown.id' },
]

const fromModel = (event: ModelEvent) =>
  event.type === 'IDENTITY.ACCOUNT_CHANGED' ? { ...event, account: accountOf(event.account) } : event
function toModel(event: ReturnType<typeof fromModel>): ModelEvent {
  if (event.type !== 'IDENTITY.ACCOUNT_CHANGED') return event
  return { type: event.type, account: event.account && nameOf(event.account.address) }
}

type Status = 'idle' | 'lookingUp' | 'fresh' | 'stale'
const stateOf = (snapshot: AnyMachineSnapshot): Status =>
  snapshot.matches({ known: 'fresh' })
    ? 'fresh'
    : snapshot.matches({ known: 'stale' })
      ? 'stale'
      : snapshot.value

/** A state's identity in the model: its value, the account and the name and avatar kept. */
const serialize = (snapshot: AnyMachineSnapshot) =>
  JSON.stringify([
    snapshot.value,
    snapshot.context.account?.address ?? null,
    snapshot.context.identity ?? null,
  ])

function canHappen(snapshot: AnyMachineSnapshot, event: ModelEvent): boolean {
  if (event.type === DONE || event.type === ERROR) return snapshot.matches('lookingUp')
  if (event.type === CACHE_OVER) return snapshot.matches({ known: 'fresh' })
  return true
}

type Reference = {
  status: Status
  account: AccountName | undefined
  /** The name and avatar kept. */
  shown: AccountIdentity | undefined
  lookups: AccountName[]
  due: number
}

function referenceStep(ref: Reference, event: ModelEvent, now: number): Reference {
  switch (event.type) {
    case 'IDENTITY.ACCOUNT_CHANGED':
      if (event.account === ref.account) return ref
      if (!event.account) return { ...ref, status: 'idle', account: undefined, shown: undefined }
      return {
        ...ref,
        status: 'lookingUp',
        account: event.account,
        shown: undefined,
        lookups: [...ref.lookups, event.account],
      }
    case 'IDENTITY.SHOW':
      return ref.status === 'stale' && ref.account
        ? { ...ref, status: 'lookingUp', lookups: [...ref.lookups, ref.account] }
        : ref
    case DONE:
      return { ...ref, status: 'fresh', shown: ref.account && identityOf(ref.account), due: now + CACHE_MS }
    case 'IDENTITY.NAMED':
      // The registration names account a (in any case of its address).
      return ref.account === 'a'
        ? {
            ...ref,
            status: 'fresh',
            shown: { name: event.name, avatar: ref.shown?.avatar },
            due: now + CACHE_MS,
          }
        : ref
    case ERROR:
      return { ...ref, status: 'fresh', due: now + CACHE_MS }
    default:
      return ref.status === 'fresh' && ref.due <= now ? { ...ref, status: 'stale' } : ref
  }
}

async function replay(walk: readonly ModelStep<ModelEvent>[]) {
  const pending: {
    account: AccountName
    resolve(identity: AccountIdentity): void
    reject(e: unknown): void
  }[] = []
  const source: AccountDataSource = {
    balances: async () => [],
    identity: ({ address }) =>
      new Promise((resolve, reject) => pending.push({ account: nameOf(address), resolve, reject })),
  }
  const clock = new SimulatedClock()
  const actor = createActor(
    identityMachine.provide({ actors: { watchActiveAccount: fromCallback(() => () => {}) } }),
    { input: { source }, clock },
  ).start()
  let now = 0
  let ref: Reference = { status: 'idle', account: undefined, shown: undefined, lookups: [], due: 0 }
  for (const { event, key } of walk) {
    const last = pending.at(-1)
    if (event.type === DONE) last?.resolve(identityOf(last.account))
    else if (event.type === ERROR) last?.reject(new Error('HTTP status code: 500'))
    else if (event.type === CACHE_OVER || event.type === WAIT) {
      const step = event.type === WAIT ? WAIT_MS : ref.due - now
      clock.increment(step)
      now += step
    } else if (event.type === 'IDENTITY.ACCOUNT_CHANGED')
      actor.send({ type: event.type, account: accountOf(event.account) })
    else actor.send(event)
    ref = referenceStep(ref, event, now)
    await settle()
    const snapshot = actor.getSnapshot()
    expect(stateOf(snapshot), JSON.stringify(snapshot.value)).toBe(ref.status)
    expect(
      pending.map((lookup) => lookup.account),
      'the lookups asked',
    ).toEqual(ref.lookups)
    expect(snapshot.context.identity?.name, 'only the account’s own name').toBe(ref.shown?.name)
    // The avatar shows on Ethereum mainnet, where the fixture accounts are.
    expect(selectIdentityView(snapshot)).toEqual({ name: ref.shown?.name, avatarUrl: ref.shown?.avatar })
    // The actor is where the model says (compared as the model tells states apart).
    const actual = serialize(snapshot)
    if (actual !== key) expect(actual).toBe(key)
  }
  actor.stop()
}

describe('identity: model-based walks', () => {
  const graph = modelGraph({
    machine: identityMachine,
    input: { source: { balances: async () => [] } },
    events: (snapshot) => eventsIn(snapshot).map(fromModel),
    canHappen: (snapshot, event) => canHappen(snapshot, toModel(event)),
    serialize,
  })

  it('reaches every state', () => {
    expect(new Set(graph.states.map(stateOf))).toEqual(new Set(['idle', 'lookingUp', 'fresh', 'stale']))
  })

  it(`checks every transition from ${graph.nodes.length} states against the rules`, async () => {
    const { transitions } = await checkEveryTransition({
      graph,
      replay: (walk) => replay(walk.map((step) => ({ ...step, event: toModel(step.event) }))),
    })
    expect(transitions).toBeGreaterThan(graph.nodes.length * 3)
  })
})
