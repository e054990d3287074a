import type { SnapshotFrom } from 'xstate'
import type { CaipNetworkId, Namespace } from '../../networks/network.types.js'
import { networkBadge } from '../connection/connection.selectors.js'
import type { networkMachine } from './network.machine.js'
import { activeConnectionOf, isUnsupportedNetwork, namespaceOf } from './network.rules.js'
import type { NetworksViewModel } from './network.views.js'

/** A snapshot of the network actor. */
export type NetworkSnapshot = SnapshotFrom<typeof networkMachine>

/**
 * The active namespace (the namespace of the active network), if any network is configured.
 *
 * @example
 * const namespace = useSelector(foyer.network, selectActiveNamespace) // 'eip155'
 */
export function selectActiveNamespace(snapshot: NetworkSnapshot): Namespace | undefined {
  return namespaceOf(snapshot.context.activeNetworkId)
}

/**
 * The active network's CAIP-2 id.
 *
 * @example
 * foyer.network.getSnapshot() |> selectActiveNetworkId // 'eip155:8453'
 */
export function selectActiveNetworkId(snapshot: NetworkSnapshot): CaipNetworkId | undefined {
  return snapshot.context.activeNetworkId
}

/**
 * The Networks view's model: every configured network with the active one marked; when the active
 * namespace's wallet is on a network the site does not configure, the active badge is that network as
 * 'Unknown Network' and `isUnsupported` is true.
 *
 * @example
 * const { active, networks, isUnsupported } = useSelector(foyer.network, selectNetworksView)
 */
export function selectNetworksView(snapshot: NetworkSnapshot): NetworksViewModel {
  const { networks, activeNetworkId } = snapshot.context
  const walletNetwork = activeConnectionOf(snapshot.context)?.connection.caipNetworkId
  const isUnsupported = walletNetwork !== undefined && isUnsupportedNetwork(networks, walletNetwork)
  const activeId = isUnsupported ? walletNetwork : activeNetworkId
  return {
    active: activeId === undefined ? undefined : networkBadge(networks, activeId),
    networks: networks.map((network) => ({
      ...networkBadge(networks, network.caipNetworkId),
      isActive: !isUnsupported && network.caipNetworkId === activeNetworkId,
    })),
    isUnsupported,
  }
}

/**
 * Every namespace's live connection, the configured networks and the active network: what code that
 * follows the active account (sign-in) reads.
 */
export function selectConnectionsState(
  snapshot: NetworkSnapshot,
): Pick<NetworkSnapshot['context'], 'connections' | 'networks' | 'activeNetworkId'> {
  const { connections, networks, activeNetworkId } = snapshot.context
  return { connections, networks, activeNetworkId }
}
