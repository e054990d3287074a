import type { ViewRequest } from '../machines/router/router.types.js'
import type { FoyerCore } from '../system/module.types.js'
import { sendToSystem } from '../system/system.js'

/**
 * Shows a view on top of the modal's stack. The router ignores a view the site's features do not
 * offer, so a button may push without checking first.
 *
 * @example
 * pushView(foyer, 'AllWallets')
 * pushView(foyer, { name: 'ConnectingExternal', params: { connectorId: 'io.metamask' } })
 */
export function pushView(foyer: FoyerCore, view: ViewRequest): void {
  sendToSystem(foyer.actor, 'router', { type: 'ROUTER.PUSH', view })
}

/**
 * Replaces the stack with one view (nothing to go back to): where a flow ends on a page of its own.
 *
 * @example
 * resetView(foyer, 'Account')
 */
export function resetView(foyer: FoyerCore, view: ViewRequest): void {
  sendToSystem(foyer.actor, 'router', { type: 'ROUTER.RESET', view })
}

/**
 * Goes back one view; with one view left the router asks the modal to close (which a locked modal
 * refuses with a shake).
 *
 * @example
 * goBack(foyer)
 */
export function goBack(foyer: FoyerCore): void {
  sendToSystem(foyer.actor, 'router', { type: 'ROUTER.BACK' })
}
