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
 * The loaded actor, once its logic downloaded; `undefined` before (or without a snapshot). The caller
 * names its type: a lazy actor runs whatever logic its module loads, and the system id the caller read
 * it by says which; this is the one place that is taken on trust.
 *
 * @example
 * const toaster = selectLoadedActor<ToasterActor>(foyer.getActor('toasts')?.getSnapshot())
 */
export function selectLoadedActor<actor extends AnyActorRef = AnyActorRef>(
  snapshot: LazyActorSnapshot | undefined,
): actor | undefined {
  return snapshot?.context.actor as actor | undefined
}
