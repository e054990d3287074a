// Stand-ins for a machine's children in tests (imported by tests only).
import { type AnyActorLogic, fromCallback } from 'xstate'

/**
 * A stand-in for a child, typed as the child it replaces (`.provide` asks for that type): a parent
 * that only starts a child and talks to it by events cannot tell what logic runs there. By default
 * one that does nothing; a recorder keeps what the child is sent.
 *
 * @example
 * machine.provide({ actors: { balance: standIn(balanceMachine, fromCallback(({ receive }) => receive(record))) } })
 */
export function standIn<logic extends AnyActorLogic>(
  _replaced: logic,
  logic: AnyActorLogic = fromCallback(() => undefined),
): logic {
  return logic as logic
}
