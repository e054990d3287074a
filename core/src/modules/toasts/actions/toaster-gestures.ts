import type { ToasterEvent } from '../../../machines/toaster/toaster.types.js'

/**
 * The visitor's gestures on the toasts on screen, as the toaster takes them.
 *
 * @example
 * const gestures: ToasterGestures = toasterGestures(toaster)
 * gestures.toggle() // Alt+T
 */
export type ToasterGestures = {
  /** The pointer is over the stack (or focus is in it): spread it out and hold the timers. */
  expand(): void
  /** The pointer left the stack: stack it again and let the timers run. */
  collapse(): void
  /** Spreads out or stacks the toasts (the page's Alt+T). */
  toggle(): void
  /** Dismisses one toast (its close button). */
  dismiss(id: string): void
  /** A swipe on a toast began. */
  swipeStart(id: string): void
  /** The swiped toast follows the pointer, `offset` px from where it was. */
  swipeMove(id: string, offset: number): void
  /** The swipe ended: far or fast enough (`velocity` in px/ms, the distance over the swipe's time) dismisses the toast. */
  swipeEnd(id: string, offset: number, velocity: number): void
  /** A toast's natural height in px, for the spread-out stack. */
  measured(id: string, height: number): void
}

/**
 * The gestures of a toaster: the Foyer's own (the toasts module's lazy actor, which forwards them once
 * the toaster downloaded) or one a test runs alone. Without a toaster they do nothing.
 *
 * @example
 * const { swipeEnd } = toasterGestures(getSystemActor(foyer.actor, 'toasts'))
 */
export function toasterGestures(toaster: { send(event: ToasterEvent): void } | undefined): ToasterGestures {
  const send = (event: ToasterEvent) => toaster?.send(event)
  return {
    expand: () => send({ type: 'TOASTER.EXPAND' }),
    collapse: () => send({ type: 'TOASTER.COLLAPSE' }),
    toggle: () => send({ type: 'TOASTER.TOGGLE' }),
    dismiss: (id) => send({ type: 'TOAST.DISMISS', id }),
    swipeStart: (id) => send({ type: 'SWIPE.START', id }),
    swipeMove: (id, offset) => send({ type: 'SWIPE.MOVE', id, offset }),
    swipeEnd: (id, offset, velocity) => send({ type: 'SWIPE.END', id, offset, velocity }),
    measured: (id, height) => send({ type: 'TOAST.MEASURED', id, height }),
  }
}
