import { describe, expect, it } from 'vitest'
import { type AnyMachineSnapshot, createActor, SimulatedClock } from 'xstate'
import { modelGraph } from '../../testing/model-graph.js'
import { checkEveryTransition, type ModelStep } from '../../testing/model-walks.js'
import { toastMachine } from './toast.machine.js'
import { type ToastSnapshot, toastStateOf } from './toast.selectors.js'
import type { ToastContent, ToastEvent, ToastInput, ToastPatch } from './toast.types.js'

/**
 * Model-based tests of one toast: the toast machine's graph is generated (its delays are ordinary
 * events to the generator), then walked on real toast actors with a simulated clock; after every step
 * the actor is compared with a reference toast written out below from SPEC §4 and §9 (4000 ms, pause
 * keeps the time left, loading and infinite toasts wait, 20 px / 0.11 px/ms swipes, 200 ms exit), and
 * with the model's state. The walks take every transition twice: once at once, and once with time
 * passing before each event (as a wait does), so every transition is checked both at once and after
 * the timer ran for a while (a pause then has to keep exactly the time left).
 */

const EXIT_MS = 200 // SPEC §9 exit delay
const AUTO_DISMISSED = 'xstate.after.autoDismiss.toast.shown.timer.running'
const EXITED = 'xstate.after.toastExit.toast.exiting'
/**
 * 1 s passes (a test-only event: the machine does not know it). A walk may wait again before the
 * timer it waited in is over: the wait then stops 1 ms before the timer ends, so that waiting never
 * changes the state, as the model says.
 */
const WAIT = 'TEST.WAIT_1S'
const WAIT_MS = 1_000
type ModelEvent =
  | ToastEvent
  | { type: typeof AUTO_DISMISSED }
  | { type: typeof EXITED }
  | { type: typeof WAIT }

const ID = 't1'
const events: ModelEvent[] = [
  { type: 'TOAST.PAUSE' },
  { type: 'TOAST.RESUME' },
  { type: 'TOAST.UPDATE', id: ID, toast: { type: 'success', title: 'Sent' } },
  { type: 'TOAST.UPDATE', id: ID, toast: { type: 'loading', title: 'Sending…' } },
  { type: 'TOAST.UPDATE', id: ID, toast: { duration: Number.POSITIVE_INFINITY } },
  { type: 'TOAST.UPDATE', id: ID, toast: { type: 'warning', duration: 1_500, description: undefined } },
  { type: 'TOAST.DISMISS', id: ID },
  { type: 'TOAST.MEASURED', id: ID, height: 64 },
  { type: 'SWIPE.START', id: ID },
  { type: 'SWIPE.MOVE', id: ID, offset: 12 },
  { type: 'SWIPE.END', id: ID, offset: 19, velocity: 0.11 }, // short and slow: snaps back
  { type: 'SWIPE.END', id: ID, offset: 20, velocity: 0 }, // far enough
  { type: 'SWIPE.END', id: ID, offset: -25, velocity: 0.01 }, // either way
  { type: 'SWIPE.END', id: ID, offset: 4, velocity: 0.12 }, // a flick
  { type: AUTO_DISMISSED },
  { type: EXITED },
  { type: WAIT },
]

/** The reference toast. `since` is set exactly while its timer runs. */
type Reference = {
  content: ToastContent
  phase: 'shown' | 'swiping' | 'exiting' | 'removed'
  held: boolean
  remaining: number
  since: number | undefined
  exitAt: number
  swipeOffset: number
  height: number
}

// SPEC §4: loading toasts wait for their result; an infinite duration is a sticky toast.
const hasTimer = (content: ToastContent) =>
  content.type !== 'loading' && content.duration !== Number.POSITIVE_INFINITY
const isLive = (ref: Reference) => ref.phase === 'shown' || ref.phase === 'swiping'
const runs = (ref: Reference) => isLive(ref) && hasTimer(ref.content) && !ref.held

function start(input: ToastInput): Reference {
  const ref: Reference = {
    content: input.content,
    phase: 'shown',
    held: false,
    remaining: input.content.duration,
    since: undefined,
    exitAt: Number.POSITIVE_INFINITY,
    swipeOffset: 0,
    height: 0,
  }
  return { ...ref, since: runs(ref) ? 0 : undefined }
}

/** The timer stops: the time it ran comes off what is left. */
const stopTimer = (ref: Reference, now: number): Reference =>
  ref.since === undefined ? ref : { ...ref, remaining: ref.remaining - (now - ref.since), since: undefined }
/** The timer runs again if it should, for what is left. */
const restartTimer = (ref: Reference, now: number): Reference => ({
  ...ref,
  since: runs(ref) ? now : undefined,
})
const exit = (ref: Reference, at: number): Reference => ({
  ...stopTimer(ref, at),
  phase: 'exiting',
  exitAt: at + EXIT_MS,
})

function merge(content: ToastContent, patch: ToastPatch): ToastContent {
  return {
    type: patch.type ?? content.type,
    title: patch.title ?? content.title,
    description: 'description' in patch ? patch.description : content.description,
    duration: patch.duration ?? content.duration,
  }
}

function referenceStep(ref: Reference, event: ToastEvent, now: number): Reference {
  if (!isLive(ref)) return ref // exiting or gone: nothing changes it any more
  switch (event.type) {
    case 'TOAST.PAUSE':
      return { ...stopTimer(ref, now), held: true }
    case 'TOAST.RESUME':
      return restartTimer({ ...stopTimer(ref, now), held: false }, now)
    case 'TOAST.UPDATE': {
      // An update shows new content: a timer starts over with the whole (new) duration.
      const content = merge(ref.content, event.toast)
      return restartTimer({ ...stopTimer(ref, now), content, remaining: content.duration }, now)
    }
    case 'TOAST.DISMISS':
      return exit(ref, now)
    case 'TOAST.MEASURED':
      return { ...ref, height: event.height }
    case 'SWIPE.START':
      return ref.phase === 'shown' ? { ...ref, phase: 'swiping', swipeOffset: 0 } : ref
    case 'SWIPE.MOVE':
      return ref.phase === 'swiping' ? { ...ref, swipeOffset: event.offset } : ref
    case 'SWIPE.END': {
      if (ref.phase !== 'swiping') return ref
      // SPEC §4, §9: 20 px, or faster than 0.11 px/ms.
      const dismisses = Math.abs(event.offset) >= 20 || Math.abs(event.velocity) > 0.11
      return dismisses
        ? { ...exit(ref, now), swipeOffset: event.offset }
        : { ...ref, phase: 'shown', swipeOffset: 0 }
    }
  }
}

/** When the reference changes by itself next. */
const nextDue = (ref: Reference) =>
  ref.since !== undefined
    ? ref.since + ref.remaining
    : ref.phase === 'exiting'
      ? ref.exitAt
      : Number.POSITIVE_INFINITY

function referenceAt(ref: Reference, now: number): Reference {
  const due = nextDue(ref)
  if (due > now) return ref
  if (ref.phase === 'exiting') return { ...ref, phase: 'removed' }
  return referenceAt(exit(ref, due), now)
}

function check(snapshot: ToastSnapshot, ref: Reference) {
  if (ref.phase === 'removed') {
    expect(snapshot.status, 'removed after its exit').toBe('done')
    return
  }
  const { content, height } = ref
  const expected =
    ref.phase === 'shown'
      ? { id: ID, content, height, phase: 'shown' }
      : { id: ID, content, height, phase: ref.phase, swipeOffset: ref.swipeOffset }
  expect(toastStateOf(snapshot)).toEqual(expected)
  if (ref.since === undefined && isLive(ref) && hasTimer(ref.content))
    expect(snapshot.context.remaining, 'a pause keeps the time left').toBe(ref.remaining)
}

function canHappen(snapshot: AnyMachineSnapshot, event: ModelEvent): boolean {
  if (snapshot.status === 'done') return false
  if (event.type === AUTO_DISMISSED) return snapshot.matches({ shown: { timer: 'running' } })
  if (event.type === EXITED) return snapshot.matches('exiting')
  return true
}

/**
 * The machine's own state, without the clock readings (the generator runs on no particular clock) and
 * without the height (which only the view reads; measuring is still played from every state).
 */
const serialize = (snapshot: AnyMachineSnapshot) => {
  const { content, swipeOffset } = snapshot.context as ToastSnapshot['context']
  return JSON.stringify([snapshot.value, snapshot.status, content, swipeOffset])
}

/**
 * Walks the steps on a new toast actor, checking it after each against the reference toast and the
 * model's state. With `waitFirst`, time passes before each event as a wait does (short of any timer),
 * but for a timer's own end, which comes when it is due.
 */
function runWalk(input: ToastInput, steps: readonly ModelStep<ModelEvent>[], waitFirst: boolean) {
  const clock = new SimulatedClock()
  const actor = createActor(toastMachine, { input, clock }).start()
  let ref = start(input)
  // Lets time run to `to`, stopping at each change the reference expects, as a real clock would.
  const advanceTo = (to: number) => {
    for (let due = nextDue(ref); due <= to; due = nextDue(ref)) {
      clock.set(due)
      ref = referenceAt(ref, due)
    }
    clock.set(to)
  }
  // A wait: 1 s, or up to 1 ms before the next change the reference expects if that is sooner.
  const wait = () => advanceTo(Math.min(clock.now() + WAIT_MS, nextDue(ref) - 1))
  for (const { event, key } of steps) {
    const timerEnds = event.type === AUTO_DISMISSED || event.type === EXITED
    if (waitFirst && !timerEnds) wait()
    if (timerEnds) {
      const due = nextDue(ref)
      expect(Number.isFinite(due), `${event.type} is due`).toBe(true)
      clock.set(due - 1)
      check(actor.getSnapshot(), ref)
      advanceTo(due)
    } else if (event.type === WAIT) wait()
    else {
      actor.send(event)
      ref = referenceStep(ref, event, clock.now())
    }
    check(actor.getSnapshot(), ref)
    // The actor is where the model says (compared as the model tells states apart).
    const actual = serialize(actor.getSnapshot())
    if (actual !== key) expect(actual).toBe(key)
  }
  actor.stop()
}

const starts: Record<string, ToastInput> = {
  'a timed toast': {
    id: ID,
    content: { type: 'success', title: 'Copied', description: 'ok', duration: 4_000 },
  },
  'a loading toast': {
    id: ID,
    content: { type: 'loading', title: 'Sending…', description: undefined, duration: 4_000 },
  },
}

describe('toast: model-based walks', () => {
  for (const [name, input] of Object.entries(starts)) {
    const graph = modelGraph({ machine: toastMachine, input, events, serialize, canHappen })

    it(`${name}: checks every transition from ${graph.nodes.length} states against the reference toast`, async () => {
      expect(graph.nodes.length).toBeGreaterThan(20)
      const atOnce = await checkEveryTransition({ graph, replay: (steps) => runWalk(input, steps, false) })
      const afterAWait = await checkEveryTransition({ graph, replay: (steps) => runWalk(input, steps, true) })
      expect(atOnce.transitions).toBeGreaterThan(graph.nodes.length * 8)
      expect(afterAWait.transitions).toBe(atOnce.transitions)
    })
  }
})
