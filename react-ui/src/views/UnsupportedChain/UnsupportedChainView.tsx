import { useFoyer } from '../../context/FoyerProvider.js'
import { useNetworksView } from '../../hooks/useNetworksView.js'
import type { ViewProps } from '../view.types.js'
import { UnsupportedChainPanel } from './UnsupportedChainPanel.js'

/**
 * The UnsupportedChain view: the wallet is on a network the site does not configure.
 *
 * @example
 * <UnsupportedChainView view={{ name: 'UnsupportedChain' }} />
 */
export function UnsupportedChainView(_: ViewProps<'UnsupportedChain'>) {
  const foyer = useFoyer()
  return (
    <UnsupportedChainPanel
      view={useNetworksView()}
      onSelect={foyer.switchNetwork}
      onDisconnect={() => void foyer.disconnect()}
    />
  )
}
