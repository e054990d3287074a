import { assertEvent, assign, setup } from 'xstate'
import { eventOf } from '../shared/event-of.js'
import { nowOf } from './clock.js'
import { hasToastTimer, isDismissingSwipe, mergeToastContent } from './toast.rules.js'
import type { ToastContext, ToastEvent, ToastInput } from './toast.types.js'
import { TOAST_EXIT_MS } from './toaster.constants.js'

// The `TOAST.UPDATE` transitions of every timer state: the new content either has a timer (which then
// gets its whole duration) or has none (loading, or sticky).
const updateTo = (timed: string, untimed: string) => [
  { guard: 'hasTimerAfterUpdate' as const, target: timed, reenter: true, actions: 'updateContent' as const },
  { target: untimed, actions: 'updateContent' as const },
]

/** The swipe a `SWIPE.MOVE` or `SWIPE.END` reports. */
function swipeOf(event: ToastEvent) {
  assertEvent(event, ['SWIPE.MOVE', 'SWIPE.END'])
  return event
}

/**
 * One toast (spawned by the toaster, one actor per toast; SPEC §4 toast states, §9): its content, its
 * auto-dismiss timer (4000 ms by default; none while loading or with an infinite duration) that
 * pauses without losing the time left, the swipe that dismisses it (20 px, or faster than 0.11 px/ms)
 * or snaps back, and the 200 ms exit before it leaves the stack (a final state: the toaster then
 * removes it).
 *
 * The timer's states also say whether the toaster holds the toasts (hovered, expanded, hidden page),
 * so that a loading toast updated while held starts paused.
 *
 * @example
 * const toast = createActor(toastMachine, { input: { id: 't1', content: toastContentOf({ title: 'Copied' }) } }).start()
 * toast.send({ type: 'TOAST.PAUSE' })
 * toast.getSnapshot().matches({ shown: { timer: 'paused' } }) // true
 */
export const toastMachine = setup({
  types: {} as { context: ToastContext; events: ToastEvent; input: ToastInput },
  delays: {
    // The time left, not the whole duration: resuming after a pause continues the countdown.
    autoDismiss: ({ context }) => context.remaining,
    toastExit: TOAST_EXIT_MS,
  },
  guards: {
    hasTimer: ({ context }) => hasToastTimer(context.content),
    hasTimerAfterUpdate: ({ context, event }) =>
      hasToastTimer(mergeToastContent(context.content, eventOf(event, 'TOAST.UPDATE').toast)),
    isDismissingSwipe: ({ event }) => isDismissingSwipe(eventOf(event, 'SWIPE.END')),
  },
  actions: {
    updateContent: assign(({ context, event }) => {
      const content = mergeToastContent(context.content, eventOf(event, 'TOAST.UPDATE').toast)
      return { content, remaining: content.duration }
    }),
    markRunning: assign({ runningSince: ({ system }) => nowOf(system) }),
    // Runs on every exit from `running` (pause, update, dismissal), so the time left is always current.
    keepRemaining: assign({
      remaining: ({ context, system }) =>
        Math.max(0, context.remaining - (nowOf(system) - context.runningSince)),
    }),
    setSwipeOffset: assign({
      swipeOffset: ({ event }) => swipeOf(event).offset,
    }),
    clearSwipeOffset: assign({ swipeOffset: 0 }),
    setHeight: assign({ height: ({ event }) => eventOf(event, 'TOAST.MEASURED').height }),
  },
}).createMachine({
  id: 'toast',
  context: ({ input }) => ({
    id: input.id,
    content: input.content,
    remaining: input.content.duration,
    runningSince: 0,
    swipeOffset: 0,
    height: 0,
  }),
  initial: 'shown',
  states: {
    /** On screen (or waiting its turn in the stack): a timer, and a swipe. */
    shown: {
      type: 'parallel',
      on: {
        'TOAST.DISMISS': 'exiting',
        'TOAST.MEASURED': { actions: 'setHeight' },
      },
      states: {
        timer: {
          initial: 'starting',
          states: {
            /** Picks the first timer state from the content. */
            starting: { always: [{ guard: 'hasTimer', target: 'running' }, { target: 'untimed' }] },
            /** Loading or sticky: nothing counts down. The substates follow the toaster's hold. */
            untimed: {
              initial: 'free',
              states: {
                free: {
                  on: {
                    'TOAST.PAUSE': 'held',
                    'TOAST.UPDATE': updateTo('#toast.shown.timer.running', 'free'),
                  },
                },
                held: {
                  on: {
                    'TOAST.RESUME': 'free',
                    'TOAST.UPDATE': updateTo('#toast.shown.timer.paused', 'held'),
                  },
                },
              },
            },
            /** Counting down the time left; at zero the toast exits. */
            running: {
              entry: 'markRunning',
              exit: 'keepRemaining',
              after: { autoDismiss: '#toast.exiting' },
              on: {
                'TOAST.PAUSE': 'paused',
                'TOAST.UPDATE': updateTo('running', '#toast.shown.timer.untimed.free'),
              },
            },
            /** Held by the toaster: the time left is kept for when it resumes. */
            paused: {
              on: {
                'TOAST.RESUME': 'running',
                'TOAST.UPDATE': updateTo('paused', '#toast.shown.timer.untimed.held'),
              },
            },
          },
        },
        swipe: {
          initial: 'resting',
          states: {
            resting: { on: { 'SWIPE.START': { target: 'swiping', actions: 'clearSwipeOffset' } } },
            /** Following the pointer sideways. */
            swiping: {
              on: {
                'SWIPE.MOVE': { actions: 'setSwipeOffset' },
                'SWIPE.END': [
                  { guard: 'isDismissingSwipe', target: '#toast.exiting', actions: 'setSwipeOffset' },
                  { target: 'resting', actions: 'clearSwipeOffset' },
                ],
              },
            },
          },
        },
      },
    },
    /** Dismissed (by the visitor, a swipe, the timer or the site): plays its exit for 200 ms. */
    exiting: {
      after: { toastExit: 'removed' },
    },
    /** Gone: the toaster drops it from the stack. */
    removed: { type: 'final' },
  },
})
