// Typed access to a system's actors in tests (imported by tests only).
import type { SystemActorOf, SystemActors } from '../system/system.actors.js'
import type { SystemId } from '../system/system.events.js'
import { getSystemActor, type HasSystem } from '../system/system.js'

/**
 * The actor under `id`, typed by Foyer's system map; throws when none runs there, so a test fails on
 * the missing actor itself rather than later on `undefined`.
 *
 * @example
 * const router = requireSystemActor(root, 'router')
 */
export function requireSystemActor<id extends SystemId & keyof SystemActors>(
  holder: HasSystem,
  id: id,
): SystemActorOf<id> {
  const actor = getSystemActor(holder, id)
  if (!actor) throw new Error(`No actor runs under the system id ${id}`)
  return actor
}
