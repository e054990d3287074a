import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import type { toastMachine } from './toast.machine.js'
import type { ToastActor, ToastEvent, ToastOptions, ToastState } from './toast.types.js'
import type { toasterMachine } from './toaster.machine.js'

/**
 * One toast of the stack: its actor and its last reported state.
 *
 * @example
 * const entry: ToastEntry = toaster.getSnapshot().context.toasts[0]
 */
export type ToastEntry = { ref: ToastActor; state: ToastState }

/** The toaster actor's context. */
export type ToasterContext = {
  /** Every toast, oldest first: those shown, those hidden beyond the 3 visible, those exiting. */
  toasts: readonly ToastEntry[]
  /** How many toasts were shown without an id: numbers the ids it makes for them. */
  created: number
}

/**
 * Events the toaster actor (systemId `toaster`) accepts. Per-toast events carry the toast's id and
 * are forwarded to that toast's actor (see {@link ToastEvent}).
 *
 * @example
 * toaster.send({ type: 'TOAST.SHOW', toast: { id: 'tx-1', type: 'loading', title: 'Sending 1 ETH…' } })
 * toaster.send({ type: 'TOAST.UPDATE', id: 'tx-1', toast: { type: 'success', title: 'Sent' } })
 * toaster.send({ type: 'TOASTER.TOGGLE' }) // Alt+T
 */
export type ToasterEvent =
  /**
   * Show a toast on top of the stack. A toast already shown with the same id is changed instead (as
   * `TOAST.UPDATE` with every field); one still exiting with that id is dropped at once for the new one.
   */
  | { type: 'TOAST.SHOW'; toast: ToastOptions }
  | Exclude<ToastEvent, { type: 'TOAST.PAUSE' | 'TOAST.RESUME' }>
  /** Dismiss every toast. */
  | { type: 'TOASTER.DISMISS_ALL' }
  /** Spread the stack out (the pointer is over it); this pauses every timer. */
  | { type: 'TOASTER.EXPAND' }
  /** Stack the toasts again (the pointer left); timers run again unless the page is hidden. */
  | { type: 'TOASTER.COLLAPSE' }
  /** Expand or collapse (Alt+T). */
  | { type: 'TOASTER.TOGGLE' }
  /** From the page-visibility watch: the page is hidden (another tab, minimised); timers pause. */
  | { type: 'TOASTER.PAGE_HIDDEN' }
  /** From the page-visibility watch: the page shows again. */
  | { type: 'TOASTER.PAGE_VISIBLE' }
  /** From xstate: a toast actor changed (they are spawned with `syncSnapshot`). */
  | { type: `xstate.snapshot.${string}`; snapshot: SnapshotFrom<typeof toastMachine> }
  /** From xstate: a toast actor finished its exit. */
  | { type: `xstate.done.actor.${string}` }

/**
 * A running toaster actor (systemId `toaster`).
 *
 * @example
 * const toaster = foyer.getActor('toaster')
 */
export type ToasterActor = ActorRefFrom<typeof toasterMachine>
