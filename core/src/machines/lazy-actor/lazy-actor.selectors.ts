import type { AnyActorRef, SnapshotFrom } from 'xstate'
import type { lazyActorMachine } from './lazy-actor.machine.js'

/**
 * A lazy actor's snapshot.
 *
 * @example
 * const snapshot: LazyActorSnapshot = foyer.toasts.getSnapshot()
 */
export type LazyActorSnapshot = SnapshotFrom<typeof lazyActorMachine>

/**
 * The loaded actor, once its logic downloaded; `undefined` before.
 *
 * @example
 * const toaster = selectLoadedActor(foyer.toasts.getSnapshot()) as ToasterActor | undefined
 */
export function selectLoadedActor(snapshot: LazyActorSnapshot): AnyActorRef | undefined {
  return snapshot.context.actor
}
