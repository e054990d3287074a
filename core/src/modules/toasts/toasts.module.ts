import { lazyActorMachine } from '../../machines/lazy-actor/lazy-actor.machine.js'
import type { ToastOptions, ToastPatch } from '../../machines/toaster/toast.types.js'
import { loadToasterMachine } from '../../machines/toaster/toaster.load.js'
import type { FoyerModule } from '../../system/module.types.js'
import { sendToSystem } from '../../system/system.js'
import { dismissToast } from './actions/dismiss-toast.js'
import { toast } from './actions/toast.js'
import { updateToast } from './actions/update-toast.js'
import './toasts.system.js'

/** What the toasts module adds to the facade `createFoyer` returns. */
export type ToastsActions = {
  /** Shows a toast; returns its id. See {@link toast}. */
  toast(options: ToastOptions): string
  /** Changes a toast; its timer starts again. */
  updateToast(id: string, patch: ToastPatch): void
  /** Dismisses a toast, or every toast when no id is given. */
  dismissToast(id?: string): void
  /** The pointer is over the stack (or focus is in it): spread it out and hold the timers. */
  expandToasts(): void
  /** The pointer left the stack: stack it again and let the timers run. */
  collapseToasts(): void
  /** Spreads out or stacks the toasts (the page's Alt+T). */
  toggleToasts(): void
  /** A swipe on a toast began. */
  startToastSwipe(id: string): void
  /** The swiped toast follows the pointer, `offset` px from where it was. */
  moveToastSwipe(id: string, offset: number): void
  /** The swipe ended: far or fast enough (`velocity` in px/ms) dismisses the toast. */
  endToastSwipe(id: string, offset: number, velocity: number): void
  /** A toast's natural height in px, for the spread-out stack. */
  measureToast(id: string, height: number): void
}

/**
 * Toasts at the bottom right of the page (loading, success, info, warning, error, default), three
 * visible at a time. The toaster's machine and views download with the first toast: most visits
 * never show one.
 *
 * @example
 * const foyer = createFoyer({ adapters, modules: [toasts()] })
 * const id = foyer.toast({ type: 'loading', title: 'Sending…' })
 */
export function toasts(): FoyerModule<ToastsActions> {
  return {
    id: 'toasts',
    plug: () => ({
      actors: [
        {
          systemId: 'toasts',
          logic: lazyActorMachine,
          input: { systemId: 'toaster', load: loadToasterMachine },
        },
      ],
    }),
    actions: (foyer) => ({
      toast: (options) => toast(foyer, options),
      updateToast: (id, patch) => updateToast(foyer, id, patch),
      dismissToast: (id) => dismissToast(foyer, id),
      // The page's gestures on toasts on screen, so the toaster has downloaded: the lazy actor forwards them.
      expandToasts: () => sendToSystem(foyer.actor, 'toasts', { type: 'TOASTER.EXPAND' }),
      collapseToasts: () => sendToSystem(foyer.actor, 'toasts', { type: 'TOASTER.COLLAPSE' }),
      toggleToasts: () => sendToSystem(foyer.actor, 'toasts', { type: 'TOASTER.TOGGLE' }),
      startToastSwipe: (id) => sendToSystem(foyer.actor, 'toasts', { type: 'SWIPE.START', id }),
      moveToastSwipe: (id, offset) => sendToSystem(foyer.actor, 'toasts', { type: 'SWIPE.MOVE', id, offset }),
      endToastSwipe: (id, offset, velocity) =>
        sendToSystem(foyer.actor, 'toasts', { type: 'SWIPE.END', id, offset, velocity }),
      measureToast: (id, height) =>
        sendToSystem(foyer.actor, 'toasts', { type: 'TOAST.MEASURED', id, height }),
    }),
  }
}
