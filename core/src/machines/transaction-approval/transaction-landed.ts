import type { AnyActorRef } from 'xstate'
import { namespaces } from '../../networks/network.types.js'

/**
 * Who reads a balance the modal shows, by system id, and the event that reads it again: each
 * namespace's connection (its native balance, in the account button and the Account header), the
 * Tokens list and the Activity list (the account data).
 */
const balanceReaders: readonly { id: string; event: { type: string } }[] = [
  ...namespaces.map((namespace) => ({
    id: `connection.${namespace}`,
    event: { type: 'CONNECTION.REFRESH_BALANCE' },
  })),
  // The loaded machines, not their lazy actors: an event to a lazy actor would download its machine.
  { id: 'portfolioTokens', event: { type: 'PORTFOLIO.REFRESH' } },
  { id: 'activityFeed', event: { type: 'ACTIVITY.REFRESH' } },
]

/**
 * A transaction the visitor approved has landed: every balance the modal shows is read again, so the
 * account button, the Account header and the Tokens list agree with the chain instead of keeping what
 * they read before the send. Every namespace is asked, since a preview does not say which one it
 * spends from; a namespace without a connection ignores the request, and lists not loaded yet are
 * read fresh when they first show. Returns each reader running and its event, for `enqueue.sendTo`.
 *
 * @example
 * for (const { actor, event } of balanceReadersOf(system)) enqueue.sendTo(actor, event)
 */
export function balanceReadersOf(system: {
  get(systemId: string): AnyActorRef | undefined
}): { actor: AnyActorRef; event: { type: string } }[] {
  return balanceReaders.flatMap(({ id, event }) => {
    const actor: AnyActorRef | undefined = system.get(id)
    return actor ? [{ actor, event }] : []
  })
}
