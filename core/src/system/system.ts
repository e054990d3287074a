import type { AnyActorRef, EventObject, MachineContext } from 'xstate'
import { enqueueActions } from 'xstate'
import type { SystemActorOf, SystemActors } from './system.actors.js'
import type { SystemEventOf, SystemId } from './system.events.js'
import { getSystemActor, type HasSystem, systemOf, type UntypedSystem } from './system-lookup.js'

export { getSystemActor, type HasSystem }

/** The snapshot of the actor under `id`. */
export type SystemSnapshotOf<id extends SystemId & keyof SystemActors> = ReturnType<
  SystemActorOf<id>['getSnapshot']
>

/** The arguments a sender's event (and a computed system id) are made from. */
type SendArgs<context, event> = { context: context; event: event; system: UntypedSystem }

/**
 * Senders for one machine: `toSystem('modal')(() => ({ type: 'MODAL.CLOSE' }))` is an action that
 * sends to the actor under that id, if there is one (a machine run alone in a test has no siblings,
 * and the send is then skipped). The event must be one the receiver accepts. The id may be computed
 * from the context, e.g. a namespace's connection actor; an event maker that returns `undefined`
 * sends nothing.
 *
 * @example
 * const toSystem = systemSender<ConnectionContext, ConnectionEvent>()
 * setup({ actions: { closeModal: toSystem('modal')(() => ({ type: 'MODAL.CLOSE' })) } })
 */
export function systemSender<context extends MachineContext, event extends EventObject>() {
  return <id extends SystemId>(
    target: id | ((args: SendArgs<context, event>) => id | undefined),
    /** What a computed target is, for the generated machine docs (e.g. `connection.<namespace>`). */
    targetLabel?: string,
  ) =>
    (makeEvent: (args: SendArgs<context, event>) => SystemEventOf<id> | undefined) => {
      const action = enqueueActions<context, event, undefined, event, never, never, never, never, never>(
        ({ context, event, system, enqueue }) => {
          const id = typeof target === 'function' ? target({ context, event, system }) : target
          const receiver: AnyActorRef | undefined = id === undefined ? undefined : system.get(id)
          const message = receiver && makeEvent({ context, event, system })
          if (receiver && message) enqueue.sendTo(receiver, message)
        },
      )
      // The machine docs read whom each action sends to from here.
      return Object.assign(action, {
        sendsTo: typeof target === 'string' ? target : (targetLabel ?? 'computed'),
      })
    }
}

/**
 * Sends `event` to the actor under `id`, if it runs, from code outside a machine's actions (actors'
 * callbacks, facade actions). The event must be one the receiver accepts.
 *
 * @example
 * sendToSystem(foyer.actor, 'modal', { type: 'MODAL.CLOSE' })
 */
export function sendToSystem<id extends SystemId>(holder: HasSystem, id: id, event: SystemEventOf<id>): void {
  const receiver: AnyActorRef | undefined = systemOf(holder).get(id)
  receiver?.send(event)
}

/**
 * Calls `onSnapshot` with the current snapshot of the actor under `id`, then with each new one.
 * Without that actor (a machine run alone in a test) nothing is watched. Returns the stop function,
 * ready to be a `fromCallback` actor's cleanup. Read the snapshot through the owner's selectors.
 *
 * @example
 * fromCallback(({ system, sendBack }) =>
 *   watchSystemActor(system, 'router', (snapshot) => sendBack({ type: 'X.ROUTED', view: selectRouterView(snapshot) })),
 * )
 */
export function watchSystemActor<id extends SystemId & keyof SystemActors>(
  holder: HasSystem,
  id: id,
  onSnapshot: (snapshot: SystemSnapshotOf<id>) => void,
): () => void {
  const actor: AnyActorRef | undefined = systemOf(holder).get(id)
  if (!actor) return () => {}
  // An actor of another kind under that id (a test's stand-in that only records what it receives)
  // has no machine snapshot to read: it is not followed.
  const read = () => {
    const snapshot = actor.getSnapshot() as Partial<SystemSnapshotOf<id>>
    if (snapshot.context !== undefined) onSnapshot(snapshot as SystemSnapshotOf<id>)
  }
  read()
  const subscription = actor.subscribe(read)
  return () => subscription.unsubscribe()
}
