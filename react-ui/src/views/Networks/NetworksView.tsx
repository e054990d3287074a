import { useFoyer } from '../../context/FoyerProvider.js'
import { useNetworkGroups } from '../../hooks/useNetworkGroups.js'
import { useNetworksView } from '../../hooks/useNetworksView.js'
import type { ViewProps } from '../view.types.js'
import { NetworksPanel } from './NetworksPanel.js'

/**
 * The Networks view: every configured network; choosing one asks core to switch (the network machine
 * decides how: the wallet switches, SwitchActiveChain asks first, or the choice is just kept).
 *
 * @example
 * <NetworksView view={{ name: 'Networks' }} />
 */
export function NetworksView(_: ViewProps<'Networks'>) {
  const foyer = useFoyer()
  return <NetworksPanel view={useNetworksView()} groups={useNetworkGroups()} onSelect={foyer.switchNetwork} />
}
