import { selectConnectors as selectConnectionConnectors } from '../machines/connection/connection.selectors.js'
import { selectActiveNamespace } from '../machines/network/network.selectors.js'
import { connectWalletConnect } from '../modules/walletconnect/actions/connect-wallet-connect.js'
import type { Namespace } from '../networks/network.types.js'
import type { FoyerCore } from '../system/module.types.js'
import { getSystemActor } from '../system/system.js'
import { getConnection, getConnections } from './get-connection.js'
import { requireConnection } from './require-connection.js'

/** Options of {@link connect}. */
export type ConnectOptions = {
  /** The namespace to connect on; by default the one whose adapter reported the connector. */
  namespace?: Namespace | undefined
}

/**
 * The namespace a connector belongs to: the active namespace when its adapter reported it, else the
 * first adapter that did, else the active namespace (its actor then says the connector is unknown).
 */
function namespaceOfConnector(foyer: FoyerCore, connectorId: string): Namespace | undefined {
  const network = getSystemActor(foyer.actor, 'network')
  const active = network && selectActiveNamespace(network.getSnapshot())
  const reporting = getConnections(foyer)
    .map((connection) => connection.getSnapshot())
    .filter((snapshot) => selectConnectionConnectors(snapshot).some((c) => c.id === connectorId))
    .map((snapshot) => snapshot.context.namespace)
  if (active && reporting.includes(active)) return active
  return reporting[0] ?? active ?? getConnections(foyer)[0]?.getSnapshot().context.namespace
}

/**
 * Connects the wallet behind a connector (a prompt; ConnectingExternal shows the progress).
 * WalletConnect's connector pairs first (QR code or deep link). Throws `UnsupportedChainNamespaceError`
 * for a `namespace` the site has no adapter for.
 *
 * @example
 * connect(foyer, 'io.metamask')
 */
export function connect(foyer: FoyerCore, connectorId: string, options: ConnectOptions = {}): void {
  // A namespace the caller names must be one the site configured; otherwise the connector's own.
  const namespace = options.namespace ?? namespaceOfConnector(foyer, connectorId)
  const connection = options.namespace
    ? requireConnection(foyer, options.namespace)
    : namespace && getConnection(foyer, namespace)
  if (!connection) return
  const connector = selectConnectionConnectors(connection.getSnapshot()).find((c) => c.id === connectorId)
  // WalletConnect's connector connects once a wallet approved a pairing: pair first.
  if (connector?.type === 'WALLET_CONNECT') connectWalletConnect(foyer)
  else connection.send({ type: 'CONNECTION.CONNECT', connectorId })
}
