import type { NetworkEmitted } from '../machines/network/network.types.js'
import type { FoyerCore } from '../system/module.types.js'
import { getSystemActor } from '../system/system.js'

/** The events {@link on} listens to. */
export type FoyerEmitted = NetworkEmitted

/**
 * Listens to Foyer's events; returns the unsubscribe function. `disconnect` fires when the last
 * connection, of any namespace, is removed.
 *
 * @example
 * const off = on(foyer, 'disconnect', () => console.log('bye'))
 */
export function on<type extends FoyerEmitted['type']>(
  foyer: FoyerCore,
  type: type,
  listener: (event: Extract<FoyerEmitted, { type: type }>) => void,
): () => void {
  const subscription = getSystemActor(foyer.actor, 'network')?.on(
    type,
    listener as (event: FoyerEmitted) => void,
  )
  return () => subscription?.unsubscribe()
}
