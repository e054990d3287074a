import { describe, expect, it } from 'vitest'
import { type AnyMachineSnapshot, createActor, SimulatedClock } from 'xstate'
import { checkEveryTransition, modelPaths } from '../../testing/model-paths.js'
import { snackMachine } from './snack.machine.js'
import { selectSnackView } from './snack.selectors.js'
import type { SnackEvent, SnackMessage } from './snack.types.js'
import type { SnackViewModel } from './snack.views.js'

/**
 * Model-based tests: paths are generated from the snack machine with `getShortestPaths` (its two
 * delays are ordinary events to the generator), replayed on a real snack actor with a simulated clock,
 * and after every step the view is compared with a reference model of SPEC §3, §4 and §9 written out
 * independently below (with the spec's own numbers: 150 ms re-open, 3 s auto close). Each path is
 * then extended by every event, so every transition is checked, plus time passing short of a delay.
 */

const REOPEN_MS = 150 // SPEC §9 snack re-open
const AUTO_CLOSE_MS = 3_000 // SPEC §9 time constants: 3 s

const REOPENED = 'xstate.after.snackReopen.snack.replacing'
const AUTO_CLOSED = 'xstate.after.snackAutoClose.snack.open'
/** 100 ms pass: shorter than either delay (a test-only event: the machine does not know it). */
const WAIT = 'TEST.WAIT_100MS'
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

/** The next change the reference expects, for the delayed events of a path. */
const dueAt = (ref: Reference) =>
  ref.status === 'open' ? ref.closesAt : ref.status === 'replacing' ? ref.opensAt : Number.POSITIVE_INFINITY

/** The delayed events happen only when the machine has scheduled them (auto close only for such a snack). */
function canHappen(snapshot: AnyMachineSnapshot, event: ModelEvent): boolean {
  if (event.type === REOPENED) return snapshot.matches('replacing')
  if (event.type === AUTO_CLOSED)
    return snapshot.matches('open') && snapshot.context.snack?.autoClose === true
  return true
}

function runPath(steps: readonly { event: ModelEvent }[]) {
  const clock = new SimulatedClock()
  const actor = createActor(snackMachine, { clock }).start()
  let ref: Reference = { status: 'closed' }
  const view = () => selectSnackView(actor.getSnapshot())
  for (const { event } of steps) {
    if ((event.type as string) === 'xstate.init') continue
    if (event.type === REOPENED || event.type === AUTO_CLOSED) {
      const due = dueAt(ref)
      expect(Number.isFinite(due), `${event.type} is due`).toBe(true)
      clock.set(due - 1)
      expect(view(), '1 ms before it is due, nothing changed').toEqual(referenceView(ref))
      clock.increment(1)
    } else if (event.type === WAIT) clock.increment(100)
    else {
      actor.send(event)
      ref = referenceStep(ref, event, clock.now())
    }
    ref = referenceAt(ref, clock.now())
    expect(view()).toEqual(referenceView(ref))
    // Invariant: a message is held exactly while one shows or waits to show.
    expect(actor.getSnapshot().context.snack === undefined).toBe(ref.status === 'closed')
  }
  return actor
}

describe('snack: model-based paths', () => {
  const paths = modelPaths({ machine: snackMachine, input: undefined, events, canHappen })

  it(`checks every transition from ${paths.length} states against the reference model`, async () => {
    expect(paths.length).toBeGreaterThanOrEqual(10)
    const transitions = await checkEveryTransition({
      paths,
      events,
      canHappen,
      replay(steps, path) {
        const actor = runPath(steps)
        if (steps.length > path.steps.length) return
        expect(actor.getSnapshot().value).toEqual(path.state.value)
        expect(actor.getSnapshot().context).toEqual(path.state.context)
      },
    })
    expect(transitions).toBeGreaterThan(paths.length * 6)
  })
})
