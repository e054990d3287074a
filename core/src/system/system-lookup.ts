import type { AnyActorRef } from 'xstate'
import type { SystemActorOf, SystemActors } from './system.actors.js'
import type { SystemId } from './system.events.js'

// Kept apart from system.ts, which imports xstate's runtime (enqueueActions for its senders): code the
// skin's lazy views reach (selectActiveConnection through useAccountView) looks actors up from here,
// so those views share no xstate module with the page and rolldown keeps the page in one chunk
// (importing system.ts from them split an EVM-only page into 11 chunks, +3.1 kB).

/** Foyer's actor system as xstate gives it: untyped lookups by system id. */
export type UntypedSystem = { get(systemId: string): AnyActorRef | undefined }

/** Anything that carries Foyer's actor system: the system itself, or an actor of it. */
export type HasSystem = UntypedSystem | { system: UntypedSystem }

/**
 * The actor system `holder` carries.
 *
 * @example
 * systemOf(foyer.actor).get('router')
 */
export function systemOf(holder: HasSystem): UntypedSystem {
  return 'system' in holder ? holder.system : holder
}

/**
 * The actor registered under `id`, typed by the system map; `undefined` when it does not run (a
 * module the site did not configure, or a machine tested alone). xstate's system is untyped: this is
 * the one place its answer is given the map's type.
 *
 * @example
 * getSystemActor(foyer.actor, 'router')?.send({ type: 'ROUTER.BACK' })
 */
export function getSystemActor<id extends SystemId & keyof SystemActors>(
  holder: HasSystem,
  id: id,
): SystemActorOf<id> | undefined {
  return systemOf(holder).get(id) as SystemActorOf<id> | undefined
}
