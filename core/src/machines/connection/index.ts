export {
  disconnectActor,
  reconnectActor,
  watchAccountActor,
  watchConnectorsActor,
} from './connection.actors.js'
export { selectConnectingView } from './connection.connecting-view.selectors.js'
export { connectionMachine } from './connection.machine.js'
export { missingNetworkNotices, selectMissingNetworks } from './connection.missing-networks.js'
export {
  caipAddressOf,
  connectErrorOf,
  connectedNamespacesAfter,
  connectionWithAccounts,
  networkOfConnection,
  recentWalletsAfterConnect,
  startPlan,
} from './connection.rules.js'
export {
  type ConnectionSnapshot,
  explorerAddressUrl,
  networkBadge,
  selectAccountView,
  selectConnectionStatus,
} from './connection.selectors.js'
export type * from './connection.types.js'
export type * from './connection.views.js'
