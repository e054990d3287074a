import { NoActiveCaipAddressError } from '../errors/siwx.js'
import { widenAdapter } from '../machines/connection/connection.rules.js'
import { selectLiveConnection } from '../machines/connection/connection.selectors.js'
import { selectActiveNamespace } from '../machines/network/network.selectors.js'
import type { FoyerCore } from '../modules/module.types.js'
import { getSystemActor } from '../system/system.js'
import { getConnection } from './get-connection.js'

/**
 * Signs a message with the active namespace's connected account. Rejects with
 * `NoActiveCaipAddressError` when no wallet is connected there, and with the wallet's error otherwise.
 *
 * @example
 * const signature = await signMessage(foyer, 'Hello from Foyer')
 */
export async function signMessage(foyer: FoyerCore, message: string): Promise<string> {
  const network = getSystemActor(foyer.actor, 'network')
  const namespace = network && selectActiveNamespace(network.getSnapshot())
  const connection = namespace ? getConnection(foyer, namespace) : undefined
  const live = connection && selectLiveConnection(connection.getSnapshot())
  if (!live) throw new NoActiveCaipAddressError()
  return widenAdapter(live.adapter).signMessage(live.connection, message)
}
