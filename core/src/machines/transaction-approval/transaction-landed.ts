import type { AnyActorRef, EventObject } from 'xstate'
import { namespaces } from '../../networks/network.types.js'
import type { SystemActors } from '../../system/system.actors.js'
import type { SystemEventOf, SystemId } from '../../system/system.events.js'
import { getSystemActor, type HasSystem } from '../../system/system.js'

/** A running actor that shows a balance, and the event that makes it read it again. */
type BalanceReader = { actor: AnyActorRef; event: EventObject }

/** The actor under `id` with `event` (one it accepts, by the system map), or nothing when it does not run. */
function readerOf<id extends SystemId & keyof SystemActors>(
  system: HasSystem,
  id: id,
  event: SystemEventOf<id>,
): BalanceReader[] {
  const actor = getSystemActor(system, id)
  return actor ? [{ actor, event }] : []
}

/**
 * Every running actor that shows a balance, with the event that reads it again: each namespace's
 * connection (its native balance, in the account button and the Account header), the Tokens list and
 * the Activity list (the account data). Every namespace is asked, since a transaction does not say
 * which balances it moved; a namespace without a connection ignores the request. The Tokens and
 * Activity machines are asked only once loaded, never their lazy actors: an event to a lazy actor
 * would download its machine, and a list not loaded yet is read fresh when it first shows. For
 * `enqueue.sendTo`.
 *
 * @example
 * for (const { actor, event } of balanceReadersOf(system)) enqueue.sendTo(actor, event)
 */
export function balanceReadersOf(system: HasSystem): BalanceReader[] {
  return [
    ...namespaces.flatMap((namespace) =>
      readerOf(system, `connection.${namespace}`, { type: 'CONNECTION.REFRESH_BALANCE' }),
    ),
    ...readerOf(system, 'portfolioTokens', { type: 'PORTFOLIO.REFRESH' }),
    ...readerOf(system, 'activityFeed', { type: 'ACTIVITY.REFRESH' }),
  ]
}
