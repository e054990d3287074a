import type { FoyerCore } from '../system/module.types.js'
import { sendToSystem } from '../system/system.js'

/**
 * Closes the modal, unless closing is locked (a required sign-in without a session): then it shakes.
 *
 * @example
 * close(foyer)
 */
export function close(foyer: FoyerCore): void {
  sendToSystem(foyer.actor, 'modal', { type: 'MODAL.CLOSE' })
}
