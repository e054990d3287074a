import type { SnackMessage } from '../machines/snack/snack.types.js'
import type { FoyerCore } from '../system/module.types.js'
import { sendToSystem } from '../system/system.js'

/** What {@link showSnack} takes: `autoClose` defaults to true, except for loading messages. */
export type ShowSnackOptions = Omit<SnackMessage, 'autoClose'> & { autoClose?: boolean | undefined }

/**
 * Shows a message in the modal's snackbar; a message already shown is replaced 150 ms after it closes.
 *
 * @example
 * showSnack(foyer, { message: 'Address copied', variant: 'success' })
 */
export function showSnack(foyer: FoyerCore, snack: ShowSnackOptions): void {
  sendToSystem(foyer.actor, 'snack', { type: 'SNACK.SHOW', ...snack })
}

/**
 * Closes the snackbar.
 *
 * @example
 * closeSnack(foyer)
 */
export function closeSnack(foyer: FoyerCore): void {
  sendToSystem(foyer.actor, 'snack', { type: 'SNACK.CLOSE' })
}
