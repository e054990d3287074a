import { ConnectFailedError, ConnectionRejectedError } from '../../errors/connection.js'
import { type ConnectionSnapshot, selectAttempt } from './connection.selectors.js'
import type { ConnectingViewModel } from './connection.views.js'

// A module of its own: only the modal's views of connecting read it (they load with the modal), so
// this stays out of the page's first download.

/**
 * The ConnectingExternal view's model: the wallet being asked and how the request is going.
 *
 * @example
 * const { connector, status, message } = useSelector(foyer.connection('eip155'), selectConnectingView)
 */
export function selectConnectingView(snapshot: ConnectionSnapshot | undefined): ConnectingViewModel {
  if (!snapshot) return { connector: undefined, status: 'waiting' }
  const { connectors, connectorId, error } = snapshot.context
  const found = connectors.find((c) => c.id === connectorId)
  const connector = found && { id: found.id, name: found.name, icon: found.info?.icon ?? found.imageUrl }
  const attempt = selectAttempt(snapshot)
  if (!attempt && snapshot.matches('connected')) return { connector, status: 'connected' }
  // The attempt reports its error as it shows it; the fallbacks only satisfy the types.
  if (attempt?.status === 'rejected')
    return {
      connector,
      status: 'rejected',
      message: error?.message ?? new ConnectionRejectedError().shortMessage,
    }
  if (attempt?.status === 'failed')
    return {
      connector: connector ?? (connectorId ? { id: connectorId, name: connectorId } : undefined),
      status: 'failed',
      message: error?.message ?? new ConnectFailedError().shortMessage,
    }
  return { connector, status: 'waiting' }
}
