import type { ViewRequest } from '../machines/router/router.types.js'
import type { FoyerCore } from '../system/module.types.js'
import { sendToSystem } from '../system/system.js'

/**
 * Opens the modal on a view, or on the default one: Account when an address is connected, Connect
 * when not.
 *
 * @example
 * open(foyer, 'AllWallets')
 */
export function open(foyer: FoyerCore, view?: ViewRequest): void {
  sendToSystem(foyer.actor, 'modal', { type: 'MODAL.OPEN', view })
}

/**
 * Opens the modal on the view the router holds, without resetting its stack: for a skin that showed
 * that view in the click already (it was what {@link open} would show) and processes the open once
 * the browser painted it, so navigation sent in between is kept as if the open had come first.
 * Already open: nothing changes.
 *
 * @example
 * showHeldView() // the overlay shows the held view in the click
 * requestAnimationFrame(() => setTimeout(() => openAsShown(foyer)))
 */
export function openAsShown(foyer: FoyerCore): void {
  sendToSystem(foyer.actor, 'modal', { type: 'MODAL.OPEN_AS_SHOWN' })
}
