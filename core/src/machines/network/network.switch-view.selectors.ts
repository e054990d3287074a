import { networkBadge } from '../connection/connection.selectors.js'
import { namespaceOf, switchErrorOf } from './network.rules.js'
import type { NetworkSnapshot } from './network.selectors.js'
import type { SwitchActiveChainViewModel, SwitchNetworkViewModel } from './network.views.js'

// A module of its own: only the modal's SwitchNetwork and SwitchActiveChain views read it (they load
// with the modal), so this stays out of the page's first download.

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
