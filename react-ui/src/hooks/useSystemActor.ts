import type { SystemActorOf, SystemActors, SystemId } from '@foyer/core'
import { useFoyer } from '../context/FoyerProvider.js'

/**
 * The actor registered under `id` in the nearest Foyer's system, typed by Foyer's system map;
 * `undefined` when it does not run (a module the site did not configure).
 *
 * @example
 * const pairing = useSystemActor('pairing')
 */
export function useSystemActor<id extends SystemId & keyof SystemActors>(
  id: id,
): SystemActorOf<id> | undefined {
  return useFoyer().getActor(id)
}
