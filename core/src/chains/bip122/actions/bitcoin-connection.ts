import { getConnection } from '../../../actions/get-connection.js'
import { NoActiveCaipAddressError } from '../../../errors/siwx.js'
import { selectLiveConnection } from '../../../machines/connection/connection.selectors.js'
import type { Network } from '../../../networks/network.types.js'
import type { FoyerCore } from '../../../system/module.types.js'
import type { AnyChainAdapter, Connection } from '../../adapter.types.js'
import type { Bip122Adapter } from '../bip122.types.js'
import { isBitcoinConnection } from '../bitcoin-connection.js'

function isBip122Adapter(adapter: AnyChainAdapter): adapter is Bip122Adapter {
  return adapter.namespace === 'bip122' && 'signPsbt' in adapter && 'describePsbt' in adapter
}

/**
 * The connected Bitcoin wallet of a running Foyer: the adapter, the connection and its network.
 * Throws `NoActiveCaipAddressError` when no Bitcoin wallet is connected (or it is on a network the
 * site does not offer).
 *
 * @example
 * const { adapter, connection } = requireBitcoinConnection(foyer)
 */
export function requireBitcoinConnection(foyer: FoyerCore): {
  adapter: Bip122Adapter
  connection: Connection<'bip122'>
  network: Network<'bip122'>
} {
  const actor = getConnection(foyer, 'bip122')
  const live = actor && selectLiveConnection(actor.getSnapshot())
  if (!live || !isBip122Adapter(live.adapter) || !isBitcoinConnection(live.connection))
    throw new NoActiveCaipAddressError()
  const { adapter, connection } = live
  const network = adapter.networks.find((n) => n.caipNetworkId === connection.caipNetworkId)
  if (!network)
    throw new NoActiveCaipAddressError({ details: `the wallet is on ${connection.caipNetworkId}` })
  return { adapter, connection, network }
}
