import { type NetworksViewModel, selectNetworksView } from '@foyer/core'
import { useFoyer } from '../context/FoyerProvider.js'
import { sameViewModel } from './same-view-model.js'
import { useActorSelector } from './useActorSelector.js'

/**
 * The Networks view's model: every configured network with the active one marked, and whether the
 * wallet is on a network the site does not configure.
 *
 * @example
 * const { active, networks, isUnsupported } = useNetworksView()
 */
export function useNetworksView(): NetworksViewModel {
  const { network } = useFoyer()
  return useActorSelector(network, selectNetworksView, sameViewModel)
}
