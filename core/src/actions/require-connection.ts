import { UnsupportedChainNamespaceError } from '../errors/adapter.js'
import type { Namespace } from '../networks/network.types.js'
import type { FoyerCore } from '../system/module.types.js'
import type { ConnectionActor } from '../system/system.actors.js'
import { getConnection } from './get-connection.js'

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
