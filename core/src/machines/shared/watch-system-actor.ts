import type { AnyActorRef } from 'xstate'

/**
 * Calls `onSnapshot` with the current snapshot of the system actor `systemId`, then with each new one.
 * Without that actor (a machine run alone in a test) nothing is watched. Returns the stop function,
 * ready to be a `fromCallback` actor's cleanup.
 *
 * @example
 * fromCallback(({ system, sendBack }) =>
 *   watchSystemActor(system, 'router', (snapshot) => sendBack({ type: 'X.ROUTED' })),
 * )
 */
export function watchSystemActor<snapshot>(
  system: { get(systemId: string): AnyActorRef | undefined },
  systemId: string,
  onSnapshot: (snapshot: snapshot) => void,
): () => void {
  const actor = system.get(systemId)
  if (!actor) return () => {}
  onSnapshot(actor.getSnapshot() as snapshot)
  const subscription = actor.subscribe((next: unknown) => onSnapshot(next as snapshot))
  return () => subscription.unsubscribe()
}
