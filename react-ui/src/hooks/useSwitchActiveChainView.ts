import { type SwitchActiveChainViewModel, selectSwitchActiveChainView } from '@foyer/core'
import { useFoyer } from '../context/FoyerProvider.js'
import { sameViewModel } from './same-view-model.js'
import { useActorSelector } from './useActorSelector.js'

/**
 * The SwitchActiveChain view's model: the network in another namespace, and the namespaces from and to.
 *
 * @example
 * const { target, from, to } = useSwitchActiveChainView()
 */
export function useSwitchActiveChainView(): SwitchActiveChainViewModel {
  const { network } = useFoyer()
  return useActorSelector(network, selectSwitchActiveChainView, sameViewModel)
}
