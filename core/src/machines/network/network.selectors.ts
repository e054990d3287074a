import type { SnapshotFrom } from 'xstate'
import type { CaipNetworkId, Namespace } from '../../networks/network.types.js'
import { networkBadge } from '../connection/connection.selectors.js'
import type { networkMachine } from './network.machine.js'
import { isUnsupportedNetwork, namespaceOf, switchErrorOf } from './network.rules.js'
import type {
  NetworksViewModel,
  SwitchActiveChainViewModel,
  SwitchNetworkViewModel,
} from './network.views.js'

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
  const { networks, activeNetworkId, connections } = snapshot.context
  const namespace = namespaceOf(activeNetworkId)
  const walletNetwork = namespace ? connections[namespace]?.connection.caipNetworkId : undefined
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
 * The SwitchNetwork view's model: the network asked for, how the switch goes, and the wallet asked.
 *
 * @example
 * const { target, status, message } = useSelector(foyer.network, selectSwitchNetworkView)
 */
export function selectSwitchNetworkView(snapshot: NetworkSnapshot): SwitchNetworkViewModel {
  const { networks, target, activeNetworkId, error, connections } = snapshot.context
  const shown = target ?? activeNetworkId
  const namespace = namespaceOf(shown)
  const common = {
    target: shown === undefined ? undefined : networkBadge(networks, shown),
    walletName: namespace ? connections[namespace]?.connection.wallet.name : undefined,
  }
  if (snapshot.matches('switching')) return { ...common, status: 'switching' }
  // The machine records the error on entering these states; the fallback only satisfies the types.
  const message = error?.message ?? switchErrorOf(undefined).message
  if (snapshot.matches('rejected')) return { ...common, status: 'rejected', message }
  if (snapshot.matches('failed')) return { ...common, status: 'failed', message }
  return { ...common, status: 'switched' }
}

/**
 * The SwitchActiveChain view's model: the network in another namespace, where no wallet is connected yet.
 *
 * @example
 * const { target, from, to } = useSelector(foyer.network, selectSwitchActiveChainView)
 */
export function selectSwitchActiveChainView(snapshot: NetworkSnapshot): SwitchActiveChainViewModel {
  const { networks, target, activeNetworkId } = snapshot.context
  const from = namespaceOf(activeNetworkId)
  const to = namespaceOf(target) ?? from ?? networks[0]?.chainNamespace ?? 'eip155'
  return { target: target === undefined ? undefined : networkBadge(networks, target), from, to }
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
