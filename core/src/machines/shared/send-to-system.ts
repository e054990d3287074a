import { type AnyActorRef, type EventObject, enqueueActions, type MachineContext } from 'xstate'

/**
 * An action that sends an event to the actor registered under `systemId`, if there is one. Machines
 * find their siblings through the actor system (ARCHITECTURE.md); a machine run on its own in a test has
 * no siblings, and then the send is skipped instead of failing.
 *
 * @example
 * setup({ actions: { requestClose: sendToSystem('modal', () => ({ type: 'MODAL.CLOSE' })) } })
 */
export function sendToSystem<context extends MachineContext, event extends EventObject>(
  systemId: string,
  makeEvent: (args: { context: context; event: event }) => EventObject,
) {
  return enqueueActions<context, event, undefined, event, never, never, never, never, never>(
    ({ context, event, system, enqueue }) => {
      const target: AnyActorRef | undefined = system.get(systemId)
      if (target) enqueue.sendTo(target, makeEvent({ context, event }))
    },
  )
}
