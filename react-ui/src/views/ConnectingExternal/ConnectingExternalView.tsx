import { useFoyer } from '../../context/FoyerProvider.js'
import { useConnectingView } from '../../hooks/useConnectingView.js'
import type { ViewProps } from '../view.types.js'
import { ConnectingExternalPanel } from './ConnectingExternalPanel.js'

/**
 * The ConnectingExternal view: a browser wallet is being asked to connect.
 *
 * @example
 * <ConnectingExternalView view={{ name: 'ConnectingExternal', params: { connectorId: 'io.metamask' } }} />
 */
export function ConnectingExternalView(_: ViewProps<'ConnectingExternal'>) {
  const foyer = useFoyer()
  const view = useConnectingView()
  return <ConnectingExternalPanel view={view} onRetry={foyer.retryConnect} onCancel={foyer.cancelConnect} />
}
