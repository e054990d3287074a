import type { FoyerCore } from '../system/module.types.js'

/**
 * Dismisses the alert at the top of the modal; the next waiting one, if any, takes its place.
 *
 * @example
 * dismissAlert(foyer)
 */
export function dismissAlert(foyer: FoyerCore): void {
  foyer.actor.send({ type: 'FOYER.DISMISS_ALERT' })
}
