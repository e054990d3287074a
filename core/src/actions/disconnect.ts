import { waitFor } from 'xstate'
import type { Namespace } from '../networks/network.types.js'
import type { FoyerCore } from '../system/module.types.js'
import { getConnections } from './get-connection.js'
import { requireConnection } from './require-connection.js'

/** Options of {@link disconnect}. */
export type DisconnectOptions = {
  /** The namespace to disconnect; every connected namespace when left out. */
  namespace?: Namespace | undefined
  /** Close the modal once disconnected (the default). */
  closeModal?: boolean | undefined
}

/**
 * Disconnects a namespace, or every connected namespace; resolves once they are disconnected. Rejects
 * with `UnsupportedChainNamespaceError` for a namespace the site has no adapter for.
 *
 * @example
 * await disconnect(foyer, { namespace: 'eip155', closeModal: false })
 */
export async function disconnect(foyer: FoyerCore, options: DisconnectOptions = {}): Promise<void> {
  const targets = options.namespace
    ? [requireConnection(foyer, options.namespace)]
    : getConnections(foyer).filter((ref) => !ref.getSnapshot().hasTag('disconnected'))
  for (const ref of targets) ref.send({ type: 'CONNECTION.DISCONNECT', closeModal: options.closeModal })
  await Promise.all(
    targets.map((ref) =>
      waitFor(ref, (snapshot) => snapshot.status !== 'active' || snapshot.matches('disconnected')),
    ),
  )
}
