import { describe, expect, it } from 'vitest'
import type { AnyMachineSnapshot } from 'xstate'
import { type ModelEdge, type ModelGraph, type ModelNode, modelGraph } from '../../testing/model-graph.js'
import { checkEveryTransition, type ModelStep } from '../../testing/model-walks.js'
import type { ToastContent, ToastOptions, ToastPatch, ToastType } from './toast.types.js'
import { startToaster } from './toaster.fixtures.js'
import { toasterMachine } from './toaster.machine.js'
import type { ToasterContext, ToasterEvent } from './toaster.types.js'

/**
 * Model-based tests of the toaster with its toast actors: the toaster machine's graph is generated
 * (showing named toasts, expanding, the page hiding, and a toast actor finishing its exit, which is
 * how toasts leave the stack), then walked on real toasters with a simulated clock and a fake
 * page-visibility watch; after every step the toaster is compared with a reference toaster written out
 * below from SPEC §2, §4 and §9 (newest first, 3 visible, 14 px gap, 4000 ms, every timer held while
 * expanded or while the page is hidden, keeping the time left, 200 ms exit) and with the model's state.
 * The walks take every transition of the graph (among them per-toast updates, measures and swipes
 * starting, which leave the stack as it is), and out of every state each event the model cannot follow
 * (probes: a toast without an id, dismissing, swiping away, time passing), which ends its walk.
 */

const DURATION_MS = 4_000
const EXIT_MS = 200
const VISIBLE = 3
const GAP_PX = 14

const WAIT_1S = 'TEST.WAIT_1S'
const WAIT_4S = 'TEST.WAIT_4S'
/** The visitor swipes a toast 30 px away (a test-only event: start, move and release). */
const SWIPE_AWAY = 'TEST.SWIPE_AWAY'
const DONE = 'xstate.done.actor.'
type ModelEvent =
  | ToasterEvent
  | { type: typeof WAIT_1S }
  | { type: typeof WAIT_4S }
  | { type: typeof SWIPE_AWAY; id: string }

const SHOW_PLAIN: ModelEvent = { type: 'TOAST.SHOW', toast: { type: 'success', title: 'Copied' } }

/** Toasts with an id, for the generated paths: the same state always holds the same toasts. */
const namedShows: ModelEvent[] = [
  { type: 'TOAST.SHOW', toast: { id: 'a', type: 'success', title: 'Copied' } },
  { type: 'TOAST.SHOW', toast: { id: 'b', type: 'error', title: 'Failed', duration: 1_500 } },
  { type: 'TOAST.SHOW', toast: { id: 'tx', type: 'loading', title: 'Sending…' } },
  { type: 'TOAST.SHOW', toast: { id: 'pinned', title: 'Read me', duration: Number.POSITIVE_INFINITY } },
]

const layoutEvents: ModelEvent[] = [
  { type: 'TOASTER.EXPAND' },
  { type: 'TOASTER.COLLAPSE' },
  { type: 'TOASTER.TOGGLE' },
  { type: 'TOASTER.PAGE_HIDDEN' },
  { type: 'TOASTER.PAGE_VISIBLE' },
]

const idOf = (event: ModelEvent) => (event.type === 'TOAST.SHOW' ? event.toast.id : undefined) as string
const order = namedShows.map(idOf)

/** The newest and the oldest toast (hidden when there are 4), which stand for the others. */
function endsOfStack(snapshot: AnyMachineSnapshot): { id: string; index: number }[] {
  const { toasts } = snapshot.context as ToasterContext
  return [...new Set([toasts[0], toasts.at(-1)])].flatMap((entry, index) =>
    entry ? [{ id: entry.state.id, index }] : [],
  )
}

/**
 * The events of the graph: those that move the toaster between states, showing named toasts, the
 * layout and the page, and a toast actor finishing its exit (`xstate.done.actor.toast:<id>`), which
 * removes it; and the per-toast events that change a toast but not the stack (update, measure, start
 * a swipe), which stay in their state. Toasts are shown in one order (a, b, tx, pinned), so a state is
 * a set of toasts, not a sequence: every mix of types, up to one hidden toast, without the orderings
 * that would multiply the states and test nothing new.
 */
function graphEvents(snapshot: AnyMachineSnapshot): ModelEvent[] {
  const { toasts } = snapshot.context as ToasterContext
  const newest = order.indexOf(toasts.at(-1)?.state.id ?? '')
  return [
    ...namedShows.filter((show) => order.indexOf(idOf(show)) > newest),
    ...layoutEvents,
    ...toasts.map(({ ref }): ModelEvent => ({ type: `${DONE}${ref.id}` })),
    ...endsOfStack(snapshot).flatMap(({ id, index }): ModelEvent[] => [
      { type: 'TOAST.UPDATE', id, toast: { type: 'success', title: 'Sent' } },
      { type: 'TOAST.MEASURED', id, height: 40 + 10 * index },
      { type: 'SWIPE.START', id },
    ]),
  ]
}

/**
 * The events the graph leaves out, tried from every state (probes): a toast without an id, dismissing,
 * swiping away and time passing. The model cannot follow them (the toasts' timers and exits run in the
 * toast actors, which the graph does not run), so each ends its walk.
 */
function probeEvents(snapshot: AnyMachineSnapshot): ModelEvent[] {
  return [
    SHOW_PLAIN,
    { type: 'TOASTER.DISMISS_ALL' },
    { type: WAIT_1S },
    { type: WAIT_4S },
    ...endsOfStack(snapshot).flatMap(({ id }): ModelEvent[] => [
      { type: 'TOAST.DISMISS', id },
      { type: SWIPE_AWAY, id },
    ]),
  ]
}

// ---- The reference toaster ------------------------------------------------------------------------

type RefToast = {
  id: string
  content: ToastContent
  phase: 'shown' | 'swiping' | 'exiting'
  remaining: number
  /** Set exactly while its timer runs. */
  since: number | undefined
  exitAt: number
  height: number
}
type Reference = { toasts: RefToast[]; expanded: boolean; hidden: boolean; created: number; now: number }

const held = (ref: Reference) => ref.expanded || ref.hidden // SPEC §4: hover (expanded) or hidden page
const hasTimer = (content: ToastContent) => content.type !== 'loading' && Number.isFinite(content.duration)
const isLive = (toast: RefToast) => toast.phase !== 'exiting'

const stop = (toast: RefToast, now: number): RefToast =>
  toast.since === undefined
    ? toast
    : { ...toast, remaining: toast.remaining - (now - toast.since), since: undefined }
const restart = (toast: RefToast, ref: Reference): RefToast => ({
  ...toast,
  since: isLive(toast) && hasTimer(toast.content) && !held(ref) ? ref.now : undefined,
})
const exit = (toast: RefToast, at: number): RefToast => ({
  ...stop(toast, at),
  phase: 'exiting',
  exitAt: at + EXIT_MS,
})
const referenceContentOf = (options: ToastOptions): ToastContent => ({
  type: (options.type ?? 'default') as ToastType,
  title: options.title,
  description: options.description,
  duration: options.duration ?? DURATION_MS,
})
const merge = (content: ToastContent, patch: ToastPatch): ToastContent => ({ ...content, ...patch })

function withToast(ref: Reference, id: string, change: (toast: RefToast) => RefToast): Reference {
  const index = ref.toasts.findLastIndex((toast) => toast.id === id)
  const toast = ref.toasts[index]
  if (!toast || !isLive(toast)) return ref
  return { ...ref, toasts: ref.toasts.map((other, i) => (i === index ? change(toast) : other)) }
}

function setHeld(ref: Reference, change: Partial<Pick<Reference, 'expanded' | 'hidden'>>): Reference {
  const next = { ...ref, ...change }
  if (held(next) === held(ref)) return next
  return { ...next, toasts: next.toasts.map((toast) => restart(stop(toast, ref.now), next)) }
}

function referenceStep(ref: Reference, event: ToasterEvent): Reference {
  const { now } = ref
  switch (event.type) {
    case 'TOAST.SHOW': {
      const id = event.toast.id ?? `foyer-toast-${ref.created + 1}`
      const content = referenceContentOf(event.toast)
      const same = ref.toasts.findLast((toast) => toast.id === id)
      // The same id again: a shown toast changes (and starts its time over); an exiting one makes way.
      if (same && isLive(same))
        return withToast(ref, id, (toast) =>
          restart({ ...stop(toast, now), content, remaining: content.duration }, ref),
        )
      const toast = restart(
        { id, content, phase: 'shown', remaining: content.duration, since: undefined, exitAt: 0, height: 0 },
        ref,
      )
      const created = event.toast.id === undefined ? ref.created + 1 : ref.created
      return { ...ref, created, toasts: [...ref.toasts.filter((t) => t !== same), toast] }
    }
    case 'TOAST.UPDATE':
      return withToast(ref, event.id, (toast) => {
        const content = merge(toast.content, event.toast)
        return restart({ ...stop(toast, now), content, remaining: content.duration }, ref)
      })
    case 'TOAST.DISMISS':
      return withToast(ref, event.id, (toast) => exit(toast, now))
    case 'TOASTER.DISMISS_ALL':
      return { ...ref, toasts: ref.toasts.map((toast) => (isLive(toast) ? exit(toast, now) : toast)) }
    case 'TOAST.MEASURED':
      return withToast(ref, event.id, (toast) => ({ ...toast, height: event.height }))
    case 'SWIPE.START':
      return withToast(ref, event.id, (toast) => ({ ...toast, phase: 'swiping' }))
    case 'TOASTER.EXPAND':
      return setHeld(ref, { expanded: true })
    case 'TOASTER.COLLAPSE':
      return setHeld(ref, { expanded: false })
    case 'TOASTER.TOGGLE':
      return setHeld(ref, { expanded: !ref.expanded })
    case 'TOASTER.PAGE_HIDDEN':
      return setHeld(ref, { hidden: true })
    case 'TOASTER.PAGE_VISIBLE':
      return setHeld(ref, { hidden: false })
    default:
      return ref
  }
}

/** The next time a toast's timer ends or an exit is over. */
const dueOf = (toast: RefToast) =>
  toast.since !== undefined
    ? toast.since + toast.remaining
    : isLive(toast)
      ? Number.POSITIVE_INFINITY
      : toast.exitAt
const nextDue = (ref: Reference) => Math.min(Number.POSITIVE_INFINITY, ...ref.toasts.map(dueOf))

function referenceAt(ref: Reference, at: number): Reference {
  const toasts = ref.toasts
    .filter((toast) => isLive(toast) || toast.exitAt > at)
    .map((toast) => (isLive(toast) && dueOf(toast) <= at ? exit(toast, dueOf(toast)) : toast))
  return { ...ref, toasts, now: at }
}

/** The stack as SPEC §2 and §9 draw it: newest first, 3 visible, 14 px apart; exiting toasts take no place. */
function expectedToasts(ref: Reference) {
  let place = 0
  let heightsAbove = 0
  return [...ref.toasts].reverse().map((toast) => {
    const live = isLive(toast)
    const expected = {
      id: toast.id,
      type: toast.content.type,
      title: toast.content.title,
      index: place,
      visible: live && place < VISIBLE,
      front: live && place === 0,
      exiting: !live,
      swiping: toast.phase === 'swiping',
      expanded: ref.expanded,
      offset: ref.expanded ? heightsAbove + place * GAP_PX : place * GAP_PX,
    }
    if (live) {
      place++
      heightsAbove += toast.height
    }
    return expected
  })
}

// ---- The graph, and its probes ---------------------------------------------------------------------

/** Whether `event` is a probe (see {@link probeEvents}), which the model cannot follow. */
const isProbe = (event: ModelEvent) =>
  event.type === 'TOAST.SHOW'
    ? event.toast.id === undefined
    : [WAIT_1S, WAIT_4S, SWIPE_AWAY, 'TOASTER.DISMISS_ALL', 'TOAST.DISMISS'].includes(event.type)

/**
 * The graph with a transition out of every state for each of its probes. A probe leads to a state of
 * its own with no way on (the model cannot follow it; its snapshot is the probed state's), so a walk
 * ends with it and the next one starts afresh: each probe is tried on a toaster that reached its state
 * by graph transitions only, as each was tried at the end of a path before.
 */
function withProbes(graph: ModelGraph<ModelEvent>): ModelGraph<ModelEvent> {
  const nodes: ModelNode<ModelEvent>[] = graph.nodes.map((node) => ({ ...node, edges: [...node.edges] }))
  const edges: ModelEdge<ModelEvent>[] = [...graph.edges]
  graph.nodes.forEach((probed, from) => {
    for (const event of probeEvents(probed.snapshot)) {
      const edge = { id: edges.length, from, to: nodes.length, event, state: probed.snapshot }
      nodes.push({
        key: `${probed.key} ${JSON.stringify(event)}`,
        snapshot: probed.snapshot,
        reachedBy: edge,
        edges: [],
      })
      nodes[from]?.edges.push(edge)
      edges.push(edge)
    }
  })
  return { nodes, edges, states: nodes.map((node) => node.snapshot) }
}

// ---- Walking the graph -----------------------------------------------------------------------------

/** The toaster's own state: its regions and the toasts of the stack. */
const serialize = (snapshot: AnyMachineSnapshot) =>
  JSON.stringify([snapshot.value, (snapshot.context as ToasterContext).toasts.map(({ state }) => state.id)])

/**
 * Walks the steps on a new toaster, checking it after each against the reference toaster, and against
 * the model's state after each graph transition (not after a probe, which the model cannot follow).
 */
function runWalk(steps: readonly ModelStep<ModelEvent>[]) {
  const run = startToaster()
  let ref: Reference = { toasts: [], expanded: false, hidden: false, created: 0, now: 0 }
  const advanceTo = (to: number) => {
    for (let due = nextDue(ref); due <= to; due = nextDue(ref)) {
      run.clock.set(due)
      ref = referenceAt(ref, due)
    }
    run.clock.set(to)
    ref = referenceAt(ref, to)
  }
  const send = (event: ToasterEvent) => {
    run.toaster.send(event)
    ref = referenceStep(ref, event)
  }
  for (const { event, key } of steps) {
    if (event.type === WAIT_1S) advanceTo(run.clock.now() + 1_000)
    else if (event.type === WAIT_4S) advanceTo(run.clock.now() + 4_000)
    else if (event.type === SWIPE_AWAY) {
      send({ type: 'SWIPE.START', id: event.id })
      send({ type: 'SWIPE.MOVE', id: event.id, offset: 30 })
      run.toaster.send({ type: 'SWIPE.END', id: event.id, offset: 30, velocity: 0.2 })
      ref = withToast(ref, event.id, (toast) => exit(toast, ref.now))
    } else if (event.type.startsWith(DONE)) {
      // A toast actor finishing: its toast is dismissed if it is not already leaving, then its exit ends.
      const id = event.type.slice(`${DONE}toast:`.length)
      const toast = ref.toasts.find((t) => t.id === id)
      expect(toast, `${event.type} names a toast of the stack`).toBeDefined()
      if (toast && isLive(toast)) send({ type: 'TOAST.DISMISS', id })
      advanceTo((ref.toasts.find((t) => t.id === id) as RefToast).exitAt)
      // The model has no timers: a walk's exits (200 ms each) must end no other toast's timer meanwhile.
      const ended = ref.toasts.filter((other) => !isLive(other)).map((other) => other.id)
      if (ended.length > 0) expect(ended, 'toasts whose timer ended during an exit in a walk').toEqual([])
    } else if (event.type.startsWith('TOASTER.PAGE_')) run.setPageHidden(event.type === 'TOASTER.PAGE_HIDDEN')
    else send(event as ToasterEvent)
    if (event.type.startsWith('TOASTER.PAGE_')) ref = referenceStep(ref, event as ToasterEvent)

    const view = run.view()
    expect(view.expanded).toBe(ref.expanded)
    expect(view.paused, 'timers are held while expanded or hidden').toBe(held(ref))
    expect(view.toasts).toMatchObject(expectedToasts(ref))
    expect(view.toasts).toHaveLength(ref.toasts.length)
    expect(view.toasts.filter((toast) => toast.visible).length).toBeLessThanOrEqual(VISIBLE)
    for (const toast of ref.toasts) {
      if (!isLive(toast)) continue
      const snapshot = run.actorOf(toast.id)?.getSnapshot()
      // Whether its countdown runs now, is held, or there is none (loading, sticky).
      const timer = toast.since !== undefined ? 'running' : hasTimer(toast.content) ? 'paused' : 'untimed'
      expect(snapshot?.matches({ shown: { timer } }), `${toast.id}'s timer is ${timer}`).toBe(true)
      if (timer === 'paused')
        expect(snapshot?.context.remaining, `${toast.id} keeps its time left while held`).toBe(
          toast.remaining,
        )
    }
    if (isProbe(event)) continue
    // The actor is where the model says (compared as the model tells states apart).
    const actual = serialize(run.toaster.getSnapshot())
    if (actual !== key) expect(actual).toBe(key)
  }
  run.toaster.stop()
}

describe('toaster: model-based walks', () => {
  const graph = modelGraph({ machine: toasterMachine, input: undefined, events: graphEvents, serialize })

  it(`checks every transition from ${graph.nodes.length} states against the reference toaster`, async () => {
    expect(graph.nodes.length).toBe(64) // 16 sets of toasts, collapsed or expanded, page shown or hidden
    // Every event, also those the graph leaves out to keep the state space finite.
    const report = await checkEveryTransition({ graph: withProbes(graph), replay: runWalk })
    expect(report.transitions).toBeGreaterThan(graph.nodes.length * 10)
  })
})
