import { describe, expect, it } from 'vitest'
import { type AnyMachineSnapshot, createActor, SimulatedClock } from 'xstate'
import { modelGraph } from '../../testing/model-graph.js'
import { checkEveryTransition, type ModelStep } from '../../testing/model-walks.js'
import { snackMachine } from './snack.machine.js'
import { selectSnackView } from './snack.selectors.js'
import type { SnackEvent, SnackMessage } from './snack.types.js'
import type { SnackViewModel } from './snack.views.js'

/**
 * Model-based tests: the snack machine's graph is generated (its two delays are ordinary events to the
 * generator), then walked on real snack actors with a simulated clock; the walks take every
 * transition at least once, plus time passing short of a delay in every state. After every step the
 * view is compared with a reference model of SPEC §3, §4 and §9 written out independently below (with
 * the spec's own numbers: 150 ms re-open, 3 s auto close), and the actor with the model's state.
 */

const REOPEN_MS = 150 // SPEC §9 snack re-open
const AUTO_CLOSE_MS = 3_000 // SPEC §9 time constants: 3 s

const REOPENED = 'xstate.after.snackReopen.snack.replacing'
const AUTO_CLOSED = 'xstate.after.snackAutoClose.snack.open'
/**
 * 100 ms pass: shorter than either delay (a test-only event: the machine does not know it). A walk may
 * wait again before the delay it waited in is over: the wait then stops 1 ms before that delay ends,
 * so that waiting never changes the state, as the model says.
 */
const WAIT = 'TEST.WAIT_100MS'
const WAIT_MS = 100
type ModelEvent =
  | SnackEvent
  | { type: typeof REOPENED }
  | { type: typeof AUTO_CLOSED }
  | { type: typeof WAIT }

const events: ModelEvent[] = [
  { type: 'SNACK.SHOW', message: 'Address copied', variant: 'success' },
  { type: 'SNACK.SHOW', message: 'Token Balance Unavailable', variant: 'error' },
  { type: 'SNACK.SHOW', message: 'Signing…', variant: 'loading' },
  { type: 'SNACK.SHOW', message: 'Switching…', variant: 'loading', autoClose: true },
  { type: 'SNACK.SHOW', message: 'Keep me', variant: 'success', autoClose: false },
  { type: 'SNACK.CLOSE' },
  { type: REOPENED },
  { type: AUTO_CLOSED },
  { type: WAIT },
]

/** The reference model: what shows, and when the next change is due (Infinity: never by itself). */
type Reference =
  | { status: 'closed' }
  | { status: 'open'; snack: SnackMessage; closesAt: number }
  | { status: 'replacing'; next: SnackMessage; opensAt: number }

const messageOf = (event: Extract<SnackEvent, { type: 'SNACK.SHOW' }>): SnackMessage => ({
  message: event.message,
  variant: event.variant,
  // SPEC §3: autoClose is a field of the message; a loading snack waits for its work to end.
  autoClose: event.autoClose ?? event.variant !== 'loading',
})

const opened = (snack: SnackMessage, at: number): Reference => ({
  status: 'open',
  snack,
  closesAt: snack.autoClose ? at + AUTO_CLOSE_MS : Number.POSITIVE_INFINITY,
})

function referenceStep(ref: Reference, event: SnackEvent, now: number): Reference {
  if (event.type === 'SNACK.CLOSE') return { status: 'closed' }
  const snack = messageOf(event)
  switch (ref.status) {
    case 'closed':
      return opened(snack, now)
    case 'open': // SPEC §4: the old one closes, the new one shows 150 ms later
      return { status: 'replacing', next: snack, opensAt: now + REOPEN_MS }
    case 'replacing':
      return { ...ref, next: snack }
  }
}

/** Lets time run to `now`: due changes happen in order. */
function referenceAt(ref: Reference, now: number): Reference {
  if (ref.status === 'open' && ref.closesAt <= now) return { status: 'closed' }
  if (ref.status === 'replacing' && ref.opensAt <= now) return referenceAt(opened(ref.next, ref.opensAt), now)
  return ref
}

const referenceView = (ref: Reference): SnackViewModel =>
  ref.status === 'open' ? { status: 'open', ...ref.snack } : { status: 'closed' }

/** The next change the reference expects, for the delayed events of a walk. */
const dueAt = (ref: Reference) =>
  ref.status === 'open' ? ref.closesAt : ref.status === 'replacing' ? ref.opensAt : Number.POSITIVE_INFINITY

/** The delayed events happen only when the machine has scheduled them (auto close only for such a snack). */
function canHappen(snapshot: AnyMachineSnapshot, event: ModelEvent): boolean {
  if (event.type === REOPENED) return snapshot.matches('replacing')
  if (event.type === AUTO_CLOSED)
    return snapshot.matches('open') && snapshot.context.snack?.autoClose === true
  return true
}

/** How long a wait lasts: 100 ms, or up to 1 ms before the next change if that is sooner. */
const waitMs = (ref: Reference, now: number) => Math.min(WAIT_MS, dueAt(ref) - 1 - now)

/** A state's identity in the model: its value and its context. */
const serialize = (snapshot: AnyMachineSnapshot) => JSON.stringify([snapshot.value, snapshot.context])

function runWalk(steps: readonly ModelStep<ModelEvent>[]) {
  const clock = new SimulatedClock()
  const actor = createActor(snackMachine, { clock }).start()
  let ref: Reference = { status: 'closed' }
  const view = () => selectSnackView(actor.getSnapshot())
  for (const { event, key } of steps) {
    if (event.type === REOPENED || event.type === AUTO_CLOSED) {
      const due = dueAt(ref)
      expect(Number.isFinite(due), `${event.type} is due`).toBe(true)
      clock.set(due - 1)
      expect(view(), '1 ms before it is due, nothing changed').toEqual(referenceView(ref))
      clock.increment(1)
    } else if (event.type === WAIT) clock.increment(waitMs(ref, clock.now()))
    else {
      actor.send(event)
      ref = referenceStep(ref, event, clock.now())
    }
    ref = referenceAt(ref, clock.now())
    expect(view()).toEqual(referenceView(ref))
    // Invariant: a message is held exactly while one shows or waits to show.
    expect(actor.getSnapshot().context.snack === undefined).toBe(ref.status === 'closed')
    // The actor is where the model says (compared as the model tells states apart).
    const actual = serialize(actor.getSnapshot())
    if (actual !== key) expect(actual).toBe(key)
  }
  actor.stop()
}

describe('snack: model-based walks', () => {
  const graph = modelGraph({ machine: snackMachine, input: undefined, events, canHappen, serialize })

  it(`checks every transition from ${graph.nodes.length} states against the reference model`, async () => {
    expect(graph.nodes.length).toBeGreaterThanOrEqual(10)
    const report = await checkEveryTransition({ graph, replay: runWalk })
    expect(report.transitions).toBeGreaterThan(graph.nodes.length * 6)
  })
})
