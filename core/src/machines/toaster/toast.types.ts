import type { ActorRefFrom } from 'xstate'
import type { toastMachine } from './toast.machine.js'

/**
 * The kinds of toast (SPEC §4 toast states). A 'loading' toast does not go by itself until it is
 * updated to another type.
 *
 * @example
 * const type: ToastType = 'success'
 */
export type ToastType = 'default' | 'loading' | 'success' | 'info' | 'warning' | 'error'

/**
 * What a site asks for when it shows a toast. `type` defaults to 'default', `duration` (ms) to
 * `TOAST_DURATION_MS`; `Infinity` keeps the toast until it is dismissed. Without an `id` the
 * toaster makes one.
 *
 * @example
 * const options: ToastOptions = { id: 'tx-1', type: 'loading', title: 'Sending 1 ETH…' }
 */
export type ToastOptions = {
  id?: string | undefined
  type?: ToastType | undefined
  title: string
  description?: string | undefined
  duration?: number | undefined
}

/**
 * What a toast shows and how long it stays, its defaults resolved.
 *
 * @example
 * const content: ToastContent = { type: 'success', title: 'Sent', description: undefined, duration: 4000 }
 */
export type ToastContent = {
  type: ToastType
  title: string
  description: string | undefined
  /** Milliseconds before it goes by itself (not counting pauses); `Infinity`: it stays. */
  duration: number
}

/**
 * A change to a toast: the fields given replace the toast's own; `description: undefined` given
 * explicitly removes the description, a missing key keeps it.
 *
 * @example
 * const patch: ToastPatch = { type: 'success', title: 'Sent' }
 */
export type ToastPatch = Partial<ToastContent>

/** What a toast actor is started with (by the toaster). */
export type ToastInput = { id: string; content: ToastContent }

/** A toast actor's context. */
export type ToastContext = {
  id: string
  content: ToastContent
  /**
   * Milliseconds left before it goes by itself: the whole duration until its timer first runs, less
   * the time it ran before each pause (a pause keeps the remaining time, it does not restart it).
   */
  remaining: number
  /** The clock's time when the timer last started running (read only while it runs). */
  runningSince: number
  /** How far (px) the visitor has dragged it sideways; 0 when not swiped. */
  swipeOffset: number
  /** Its height in px as the page last measured it (0 until measured), for the expanded stack. */
  height: number
}

/**
 * Events a toast actor accepts. Those with an `id` come through the toaster, which forwards them to the
 * toast with that id; `TOAST.PAUSE` and `TOAST.RESUME` come from the toaster itself.
 *
 * @example
 * toaster.send({ type: 'TOAST.UPDATE', id: 'tx-1', toast: { type: 'success', title: 'Sent' } })
 * toaster.send({ type: 'SWIPE.END', id: 'tx-1', offset: 42, velocity: 0.05 })
 */
export type ToastEvent =
  /** Change the toast (e.g. loading → success). A toast with a timer gets its whole duration again. */
  | { type: 'TOAST.UPDATE'; id: string; toast: ToastPatch }
  /** Dismiss it: it plays its 200 ms exit, then leaves the stack. */
  | { type: 'TOAST.DISMISS'; id: string }
  /** The page measured its height (px). */
  | { type: 'TOAST.MEASURED'; id: string; height: number }
  /** Stop the timer, keeping the time left (the stack is hovered or expanded, or the page is hidden). */
  | { type: 'TOAST.PAUSE' }
  /** Run the timer again for the time left. */
  | { type: 'TOAST.RESUME' }
  /** The visitor pressed on the toast: a swipe may start. */
  | { type: 'SWIPE.START'; id: string }
  /** The pointer moved: the toast follows it by `offset` px. */
  | { type: 'SWIPE.MOVE'; id: string; offset: number }
  /**
   * The pointer was released `offset` px away at `velocity` px/ms: at 20 px or more, or faster than
   * 0.11 px/ms, the toast is dismissed; otherwise it snaps back.
   */
  | { type: 'SWIPE.END'; id: string; offset: number; velocity: number }

/**
 * A toast as the toaster keeps it, read from the toast actor's snapshot: its content and where it is
 * in its life. Only a swiping or exiting toast has a swipe offset.
 *
 * @example
 * const state: ToastState = { id: 'tx-1', content, height: 64, phase: 'swiping', swipeOffset: 12 }
 */
export type ToastState = { id: string; content: ToastContent; height: number } & (
  | { phase: 'shown' }
  | { phase: 'swiping'; swipeOffset: number }
  | { phase: 'exiting'; swipeOffset: number }
)

/**
 * A running toast actor, one per toast, spawned by the toaster.
 *
 * @example
 * const ref: ToastActor = toaster.getSnapshot().context.toasts[0].ref
 */
export type ToastActor = ActorRefFrom<typeof toastMachine>
