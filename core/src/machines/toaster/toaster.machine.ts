import { assign, enqueueActions, not, or, setup, stateIn } from 'xstate'
import { eventOf } from '../shared/event-of.js'
import { toastMachine } from './toast.machine.js'
import { toastContentOf } from './toast.rules.js'
import { initialToastState, toastStateOf } from './toast.selectors.js'
import { watchPageVisibilityActor } from './toaster.actors.js'
import type { ToasterContext, ToasterEvent } from './toaster.types.js'

const SNAPSHOT_PREFIX = 'xstate.snapshot.'
const DONE_PREFIX = 'xstate.done.actor.'

/** The newest toast with this id (an exiting one may share it only until a new one replaces it). */
const entryWithId = (context: ToasterContext, id: string) => context.toasts.findLast((e) => e.state.id === id)
const entryOfChild = (context: ToasterContext, childId: string) =>
  context.toasts.find((entry) => entry.ref.id === childId)

/**
 * The toasts at the bottom right of the page (systemId `toaster`; SPEC §2, §4, §9): one toast actor
 * per toast ({@link toastMachine}), newest on top, 3 visible and the older ones hidden in the stack;
 * expanded on hover or with Alt+T; every timer paused while expanded or while the page is hidden.
 * The toasts' own changes come back as snapshots (`syncSnapshot`), so the toaster's snapshot is the
 * whole stack and `selectToasterView` needs nothing else.
 *
 * @example
 * const toaster = createActor(toasterMachine).start()
 * toaster.send({ type: 'TOAST.SHOW', toast: { id: 'tx-1', type: 'loading', title: 'Sending 1 ETH…' } })
 * toaster.send({ type: 'TOAST.UPDATE', id: 'tx-1', toast: { type: 'success', title: 'Sent' } })
 */
export const toasterMachine = setup({
  types: {} as { context: ToasterContext; events: ToasterEvent },
  actors: {
    toast: toastMachine,
    watchPageVisibility: watchPageVisibilityActor,
  },
  guards: {
    isHeld: or([stateIn({ layout: 'expanded' }), stateIn({ page: 'hidden' })]),
  },
  actions: {
    // `held`: the toaster is holding the timers, so a new toast starts paused.
    showToast: enqueueActions(({ context, event, enqueue }, params: { held: boolean }) => {
      const { toast: options } = eventOf(event, 'TOAST.SHOW')
      const id = options.id ?? `foyer-toast-${context.created + 1}`
      const content = toastContentOf(options)
      const existing = entryWithId(context, id)
      if (existing && existing.state.phase !== 'exiting') {
        enqueue.sendTo(existing.ref, { type: 'TOAST.UPDATE', id, toast: content })
        return
      }
      if (existing) enqueue.stopChild(existing.ref)
      // Named after the toast, so the inspector shows which toast an actor is; a toast still exiting
      // with this id was stopped above, so the name is free.
      const childId = `toast:${id}`
      enqueue.assign(({ spawn }) => ({
        created: options.id === undefined ? context.created + 1 : context.created,
        toasts: [
          ...context.toasts.filter((entry) => entry !== existing),
          {
            ref: spawn('toast', { id: childId, input: { id, content }, syncSnapshot: true }),
            state: initialToastState({ id, content }),
          },
        ],
      }))
      // Addressed by its actor id: the child exists once the assign above has run.
      if (params.held) enqueue.sendTo(childId, { type: 'TOAST.PAUSE' })
    }),
    forwardToToast: enqueueActions(({ context, event, enqueue }) => {
      // The per-toast events name their toast by id; the toaster passes them on to it.
      if (!('id' in event)) return
      const entry = entryWithId(context, event.id)
      if (entry) enqueue.sendTo(entry.ref, event)
    }),
    dismissAll: enqueueActions(({ context, enqueue }) => {
      for (const { ref, state } of context.toasts)
        enqueue.sendTo(ref, { type: 'TOAST.DISMISS', id: state.id })
    }),
    pauseToasts: enqueueActions(({ context, enqueue }) => {
      for (const { ref } of context.toasts) enqueue.sendTo(ref, { type: 'TOAST.PAUSE' })
    }),
    resumeToasts: enqueueActions(({ context, enqueue }) => {
      for (const { ref } of context.toasts) enqueue.sendTo(ref, { type: 'TOAST.RESUME' })
    }),
    syncToast: assign({
      toasts: ({ context, event }) => {
        if (!('snapshot' in event)) return context.toasts
        const { type, snapshot } = event
        const childId = type.slice(SNAPSHOT_PREFIX.length)
        return context.toasts.map((entry) =>
          entry.ref.id === childId ? { ...entry, state: toastStateOf(snapshot) } : entry,
        )
      },
    }),
    removeToast: enqueueActions(({ context, event, enqueue }) => {
      const entry = entryOfChild(context, event.type.slice(DONE_PREFIX.length))
      if (!entry) return
      enqueue.stopChild(entry.ref)
      enqueue.assign({ toasts: context.toasts.filter((other) => other !== entry) })
    }),
  },
}).createMachine({
  id: 'toaster',
  type: 'parallel',
  context: { toasts: [], created: 0 },
  invoke: { src: 'watchPageVisibility', id: 'watchPageVisibility' },
  on: {
    'TOAST.UPDATE': { actions: 'forwardToToast' },
    'TOAST.DISMISS': { actions: 'forwardToToast' },
    'TOAST.MEASURED': { actions: 'forwardToToast' },
    'SWIPE.START': { actions: 'forwardToToast' },
    'SWIPE.MOVE': { actions: 'forwardToToast' },
    'SWIPE.END': { actions: 'forwardToToast' },
    'TOASTER.DISMISS_ALL': { actions: 'dismissAll' },
    'xstate.snapshot.*': { actions: 'syncToast' },
    'xstate.done.actor.*': { actions: 'removeToast' },
  },
  states: {
    /** Stacked (3 visible, older ones peeking out) or spread out (each toast at its full height). */
    layout: {
      initial: 'collapsed',
      states: {
        collapsed: { on: { 'TOASTER.EXPAND': 'expanded', 'TOASTER.TOGGLE': 'expanded' } },
        expanded: { on: { 'TOASTER.COLLAPSE': 'collapsed', 'TOASTER.TOGGLE': 'collapsed' } },
      },
    },
    /** Whether the page is shown, as the page-visibility watch reports it. */
    page: {
      initial: 'visible',
      states: {
        visible: { on: { 'TOASTER.PAGE_HIDDEN': 'hidden' } },
        hidden: { on: { 'TOASTER.PAGE_VISIBLE': 'visible' } },
      },
    },
    /** Whether the toasts' timers run: they are held while expanded or while the page is hidden. */
    timers: {
      initial: 'running',
      states: {
        running: {
          always: { guard: 'isHeld', target: 'paused' },
          on: { 'TOAST.SHOW': { actions: { type: 'showToast', params: { held: false } } } },
        },
        paused: {
          entry: 'pauseToasts',
          exit: 'resumeToasts',
          always: { guard: not('isHeld'), target: 'running' },
          on: { 'TOAST.SHOW': { actions: { type: 'showToast', params: { held: true } } } },
        },
      },
    },
  },
})
