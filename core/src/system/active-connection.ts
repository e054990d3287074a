import type { Connection } from '../chains/adapter.types.js'
import { selectNamespaceConnection } from '../machines/connection/connection.selectors.js'
import { selectActiveNamespace } from '../machines/network/network.selectors.js'
import type { Namespace } from '../networks/network.types.js'
import type { ConnectionActor } from './system.actors.js'
import { getSystemActor, type HasSystem } from './system-lookup.js'

/**
 * The active connection: the connection actor of the active namespace, and the connection it holds.
 *
 * @example
 * const active: ActiveConnection = { namespace: 'eip155', actor: foyer.connection('eip155'), connection }
 */
export type ActiveConnection = {
  /** The active namespace: the namespace of the active network. */
  namespace: Namespace
  /** That namespace's connection actor (`connection.<namespace>`): requests to its wallet go through it. */
  actor: ConnectionActor
  /**
   * Its connection while a wallet is connected there (also while another wallet is added or it is
   * being disconnected); `undefined` while none is. Its account is `activeAccountOf(connection)`.
   */
  connection: Connection | undefined
}

/**
 * The active connection, read from the actor system: the network actor says which namespace is
 * active, and that namespace's connection actor holds its connection. `undefined` when no network is
 * active or the site has no adapter for the active namespace. This is the one place that lookup is
 * made: signing, the Account view and the active account's data all follow the same connection.
 *
 * @example
 * const active = selectActiveConnection(foyer.actor)
 * active?.actor.send({ type: 'CONNECTION.DISCONNECT' })
 */
export function selectActiveConnection(holder: HasSystem): ActiveConnection | undefined {
  const network = getSystemActor(holder, 'network')
  const namespace = network && selectActiveNamespace(network.getSnapshot())
  const actor = namespace && getSystemActor(holder, `connection.${namespace}`)
  if (!namespace || !actor) return undefined
  return { namespace, actor, connection: selectNamespaceConnection(actor.getSnapshot()) }
}
