// Test fixtures for the toaster and toast machines (imported by tests only).
import { type AnyActorRef, createActor, fromCallback, SimulatedClock } from 'xstate'
import { toasterMachine } from './toaster.machine.js'
import { selectToasterView } from './toaster.selectors.js'
import type { ToasterEvent } from './toaster.types.js'

/**
 * A page-visibility watch the test drives: whatever it is sent (`TOASTER.PAGE_HIDDEN` or
 * `TOASTER.PAGE_VISIBLE`) it reports to the toaster, as the real one does when the page changes.
 */
export const fakePageVisibilityActor = fromCallback<ToasterEvent>(({ sendBack, receive }) => {
  receive((event) => sendBack(event))
})

/** The toaster with the fake page-visibility watch (made once: `provide` builds a new machine). */
export const testToasterMachine = toasterMachine.provide({
  actors: { watchPageVisibility: fakePageVisibilityActor },
})

/** A running toaster on a simulated clock, with a fake page-visibility watch. */
export function startToaster() {
  const clock = new SimulatedClock()
  const toaster = createActor(testToasterMachine, { clock }).start()
  const view = () => selectToasterView(toaster.getSnapshot())
  const watch = () => toaster.getSnapshot().children.watchPageVisibility as AnyActorRef
  return {
    toaster,
    clock,
    view,
    /** Plays the page going to another tab (true) or coming back (false). */
    setPageHidden: (hidden: boolean) =>
      watch().send({ type: hidden ? 'TOASTER.PAGE_HIDDEN' : 'TOASTER.PAGE_VISIBLE' }),
    /** The ids of the toasts in the stack, newest first. */
    ids: () => view().toasts.map((toast) => toast.id),
    /** The view of one toast. */
    toast: (id: string) => view().toasts.find((toast) => toast.id === id),
    /** The actor of one toast (for its timer). */
    actorOf: (id: string) => toaster.getSnapshot().context.toasts.find((entry) => entry.state.id === id)?.ref,
  }
}
