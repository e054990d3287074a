import { useFoyer } from '../../context/FoyerProvider.js'
import { useNetworksView } from '../../hooks/useNetworksView.js'
import type { ViewProps } from '../view.types.js'
import { NetworksPanel } from './NetworksPanel.js'

/**
 * The Networks view: every configured network; choosing one asks core to switch (SPEC §4 rules).
 *
 * @example
 * <NetworksView view={{ name: 'Networks' }} />
 */
export function NetworksView(_: ViewProps<'Networks'>) {
  const foyer = useFoyer()
  return <NetworksPanel view={useNetworksView()} onSelect={foyer.switchNetwork} />
}
