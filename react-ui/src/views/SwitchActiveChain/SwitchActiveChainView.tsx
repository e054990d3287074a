import { useFoyer } from '../../context/FoyerProvider.js'
import { useSwitchActiveChainView } from '../../hooks/useSwitchActiveChainView.js'
import type { ViewProps } from '../view.types.js'
import { SwitchActiveChainPanel } from './SwitchActiveChainPanel.js'

/**
 * The SwitchActiveChain view: moving to a namespace where no wallet is connected yet.
 *
 * @example
 * <SwitchActiveChainView view={{ name: 'SwitchActiveChain', params: { network: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' } }} />
 */
export function SwitchActiveChainView(_: ViewProps<'SwitchActiveChain'>) {
  const foyer = useFoyer()
  return (
    <SwitchActiveChainPanel
      view={useSwitchActiveChainView()}
      onConfirm={foyer.confirmSwitchActiveChain}
      onCancel={foyer.cancelSwitchNetwork}
    />
  )
}
