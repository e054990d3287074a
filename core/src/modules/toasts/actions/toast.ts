import type { ToastOptions } from '../../../machines/toaster/toast.types.js'
import type { FoyerCore } from '../../../system/module.types.js'
import { sendToSystem } from '../../../system/system.js'
import '../toasts.system.js'

let toastCount = 0

/**
 * Shows a toast at the bottom right of the page; returns its id, for `updateToast` and `dismissToast`.
 * Showing an id already on screen updates that toast. The first toast downloads the toaster.
 *
 * @example
 * const id = toast(foyer, { type: 'loading', title: 'Sending 1 ETH…' })
 */
export function toast(foyer: FoyerCore, options: ToastOptions): string {
  const id = options.id ?? `toast-${++toastCount}`
  sendToSystem(foyer.actor, 'toasts', { type: 'TOAST.SHOW', toast: { ...options, id } })
  return id
}
