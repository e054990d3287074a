import { UnsupportedChainNamespaceError } from '../errors/adapter.js'
import type { FoyerCore } from '../modules/module.types.js'
import type { Namespace } from '../networks/network.types.js'
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

/**
 * The connection actor of a namespace the caller named: throws `UnsupportedChainNamespaceError`
 * ('Unsupported chain namespace: {namespace}') when the site configured no adapter for it, so a
 * request for a namespace the site does not offer fails loudly instead of doing nothing.
 *
 * @example
 * requireConnection(foyer, 'cosmos') // throws without a Cosmos adapter
 */
export function requireConnection(foyer: FoyerCore, namespace: Namespace): ConnectionActor {
  const connection = getConnection(foyer, namespace)
  if (!connection) throw new UnsupportedChainNamespaceError(namespace)
  return connection
}

/** The connection actors of the configured namespaces, in the adapters' order. */
export function getConnections(foyer: FoyerCore): ConnectionActor[] {
  const adapters = foyer.actor.getSnapshot().context.options.adapters ?? []
  return adapters.flatMap((adapter) => getConnection(foyer, adapter.namespace) ?? [])
}
