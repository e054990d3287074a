import type { DirectoryWallet } from '../api/wallet-directory.types.js'
import type { Connector } from './connector.types.js'

// Read by the Connect view's selector, its connector ordering and WalletConnect's pairing, all loaded
// lazily; apart from the root's rules, which are on the page (a module the page imports from is
// downloaded whole).

/**
 * Whether a connector is a wallet the browser has (an extension or an in-app browser's provider,
 * announced or injected): such a wallet is found in the page only, never by a server rendering it.
 *
 * @example
 * isInstalledConnector({ id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155' }) // true
 */
export function isInstalledConnector(connector: Connector): boolean {
  return connector.type === 'ANNOUNCED' || connector.type === 'INJECTED'
}

/**
 * The browser-installed connector of a directory wallet (same rdns), if any: such a wallet connects
 * through its extension rather than a QR code.
 *
 * @example
 * installedConnectorOf(metamaskFromDirectory, connectors)?.id // 'io.metamask'
 */
export function installedConnectorOf(
  wallet: DirectoryWallet,
  connectors: readonly Connector[],
): Connector | undefined {
  const rdns = wallet.rdns?.toLowerCase()
  if (!rdns) return undefined
  return connectors.find(
    (connector) => connector.type !== 'WALLET_CONNECT' && connector.info?.rdns?.toLowerCase() === rdns,
  )
}
