import type { Foyer, ViewRequest } from '@foyer/core'

/**
 * How the modal opens and closes while its overlay stands by (rendered ahead, hidden): the overlay's
 * code (a chunk of its own) provides them, so the page's first download carries only this lookup.
 *
 * @example
 * const intents: StandbyIntents = { open: (view) => show(view), close: () => hide() }
 */
export type StandbyIntents = { open(view: ViewRequest | undefined): void; close(): void }

const registered = new WeakMap<Foyer['modal'], StandbyIntents>()

/**
 * Registers the standing-by overlay's intents for `modal`; returns the function that removes them.
 *
 * @example
 * useLayoutEffect(() => registerStandbyIntents(foyer.modal, intents), [foyer.modal])
 */
export function registerStandbyIntents(modal: Foyer['modal'], intents: StandbyIntents): () => void {
  registered.set(modal, intents)
  return () => {
    if (registered.get(modal) === intents) registered.delete(modal)
  }
}

/**
 * The intents of the overlay standing by for `modal`, if one does.
 *
 * @example
 * const standby = standbyIntentsOf(foyer.modal)
 * if (standby) standby.open(undefined)
 * else foyer.open()
 */
export function standbyIntentsOf(modal: Foyer['modal']): StandbyIntents | undefined {
  return registered.get(modal)
}
