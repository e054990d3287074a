import type { Namespace } from '../networks/network.types.js'
import type { Connection, MissingNetwork } from './adapter.types.js'

/**
 * The site's networks a connection still does not reach: those its wallet left out when it connected
 * (`connection.missingNetworks`), less those the connection reached since (the visitor switched to
 * one and the wallet enabled it then: the connection is on it, or its accounts have an address there).
 *
 * @example
 * missingNetworksOf(connection).map((missing) => `${missing.caipNetworkId}: ${missing.reason}`) // ['cosmos:osmosis-1: rejected']
 */
export function missingNetworksOf<ns extends Namespace>(
  connection: Connection<ns>,
): readonly MissingNetwork<ns>[] {
  const reached = (missing: MissingNetwork<ns>) =>
    missing.caipNetworkId === connection.caipNetworkId ||
    connection.accounts.some((account) => account.networkAddresses?.[missing.caipNetworkId] !== undefined)
  return (connection.missingNetworks ?? []).filter((missing) => !reached(missing))
}
