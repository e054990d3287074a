import { lazyActorMachine } from '../../machines/lazy-actor/lazy-actor.machine.js'
import type { ToastOptions, ToastPatch } from '../../machines/toaster/toast.types.js'
import { loadToasterMachine } from '../../machines/toaster/toaster.load.js'
import type { FoyerModule } from '../../system/module.types.js'
import { getSystemActor } from '../../system/system.js'
import { dismissToast } from './actions/dismiss-toast.js'
import { toast } from './actions/toast.js'
import { type ToasterGestures, toasterGestures } from './actions/toaster-gestures.js'
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
  /** The visitor's gestures on the toasts on screen (a custom toaster's hover, swipes, Alt+T). */
  toasterGestures(): ToasterGestures
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
      toasterGestures: () => toasterGestures(getSystemActor(foyer.actor, 'toasts')),
    }),
  }
}
