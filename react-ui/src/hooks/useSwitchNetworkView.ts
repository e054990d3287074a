import { type SwitchNetworkViewModel, selectSwitchNetworkView } from '@foyer/core'
import { useFoyer } from '../context/FoyerProvider.js'
import { sameViewModel } from './same-view-model.js'
import { useActorSelector } from './useActorSelector.js'

/**
 * The SwitchNetwork view's model: the network asked for, how the switch goes, and the wallet asked.
 *
 * @example
 * const { target, status, message } = useSwitchNetworkView()
 */
export function useSwitchNetworkView(): SwitchNetworkViewModel {
  const { network } = useFoyer()
  return useActorSelector(network, selectSwitchNetworkView, sameViewModel)
}
