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
