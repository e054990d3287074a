import type { AnyActorRef, SnapshotFrom } from 'xstate'
import type { lazyActorMachine } from './lazy-actor.machine.js'

/**
 * A lazy actor's snapshot.
 *
 * @example
 * const snapshot = foyer.getActor('toasts')?.getSnapshot()
 */
export type LazyActorSnapshot = SnapshotFrom<typeof lazyActorMachine>

/**
 * The loaded actor, once its logic downloaded; `undefined` before.
 *
 * @example
 * const toasts = foyer.getActor('toasts')
 * const toaster = toasts && selectLoadedActor(toasts.getSnapshot())
 */
export function selectLoadedActor(snapshot: LazyActorSnapshot): AnyActorRef | undefined {
  return snapshot.context.actor
}
