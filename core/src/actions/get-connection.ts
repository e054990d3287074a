import type { Namespace } from '../networks/network.types.js'
import type { FoyerCore } from '../system/module.types.js'
import type { ConnectionActor } from '../system/system.actors.js'
import { getSystemActor } from '../system/system.js'

/**
 * A namespace's connection actor (system id `connection.<namespace>`), or `undefined` when no adapter
 * of that namespace is configured.
 *
 * @example
 * getConnection(foyer, 'eip155')?.getSnapshot()
 */
export function getConnection(foyer: FoyerCore, namespace: Namespace): ConnectionActor | undefined {
  return getSystemActor(foyer.actor, `connection.${namespace}`)
}

/** The connection actors of the configured namespaces, in the adapters' order. */
export function getConnections(foyer: FoyerCore): ConnectionActor[] {
  const adapters = foyer.actor.getSnapshot().context.options.adapters ?? []
  return adapters.flatMap((adapter) => getConnection(foyer, adapter.namespace) ?? [])
}
