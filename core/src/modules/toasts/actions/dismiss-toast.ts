import type { FoyerCore } from '../../../system/module.types.js'
import { sendToSystem } from '../../../system/system.js'
import '../toasts.system.js'

/**
 * Dismisses a toast, or every toast when no id is given.
 *
 * @example
 * dismissToast(foyer, id)
 */
export function dismissToast(foyer: FoyerCore, id?: string): void {
  sendToSystem(
    foyer.actor,
    'toasts',
    id === undefined ? { type: 'TOASTER.DISMISS_ALL' } : { type: 'TOAST.DISMISS', id },
  )
}
