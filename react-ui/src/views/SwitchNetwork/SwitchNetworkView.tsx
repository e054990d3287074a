import { useFoyer } from '../../context/FoyerProvider.js'
import { useSwitchNetworkView } from '../../hooks/useSwitchNetworkView.js'
import type { ViewProps } from '../view.types.js'
import { SwitchNetworkPanel } from './SwitchNetworkPanel.js'

/**
 * The SwitchNetwork view: the wallet is being asked to move to another network.
 *
 * @example
 * <SwitchNetworkView view={{ name: 'SwitchNetwork', params: { network: 'eip155:8453' } }} />
 */
export function SwitchNetworkView(_: ViewProps<'SwitchNetwork'>) {
  const foyer = useFoyer()
  return (
    <SwitchNetworkPanel
      view={useSwitchNetworkView()}
      onRetry={foyer.retrySwitchNetwork}
      onCancel={foyer.cancelSwitchNetwork}
    />
  )
}
