import type { ToastPatch } from '../../../machines/toaster/toast.types.js'
import type { FoyerCore } from '../../../system/module.types.js'
import { sendToSystem } from '../../../system/system.js'
import '../toasts.system.js'

/**
 * Changes a toast's type, title, description or duration; its timer starts again.
 *
 * @example
 * updateToast(foyer, id, { type: 'success', title: 'Sent' })
 */
export function updateToast(foyer: FoyerCore, id: string, patch: ToastPatch): void {
  sendToSystem(foyer.actor, 'toasts', { type: 'TOAST.UPDATE', id, toast: patch })
}
