import { kitOf, kitsOf } from '../../chains/kits.js'
import { type NetworkSnapshot, selectNetworksView } from './network.selectors.js'
import type { NetworkGroup } from './network.views.js'

// A module of its own: only the modal's lazily loaded Networks view groups networks, so this stays out
// of the page's first download.

/**
 * The Networks list by namespace, in the adapters' order, each group under its namespace's name
 * ("EVM", "Solana", from its adapter's kit); one group on a site with one namespace.
 *
 * @example
 * selectNetworkGroups(foyer.network.getSnapshot()).map((group) => group.label) // ['EVM', 'Solana']
 */
export function selectNetworkGroups(snapshot: NetworkSnapshot): readonly NetworkGroup[] {
  const { networks, adapters } = snapshot.context
  const kits = kitsOf(adapters)
  const choices = selectNetworksView(snapshot).networks
  const namespaces = [...new Set(networks.map((network) => network.chainNamespace))]
  return namespaces.map((namespace) => ({
    namespace,
    label: kitOf(kits, namespace).displayName,
    networks: choices.filter((_, index) => networks[index]?.chainNamespace === namespace),
  }))
}
