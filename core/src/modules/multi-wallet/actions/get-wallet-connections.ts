import {
  selectWalletConnections,
  type WalletConnection,
} from '../../../machines/multi-wallet/multi-wallet.selectors.js'
import type { Namespace } from '../../../networks/network.types.js'
import type { FoyerCore } from '../../../system/module.types.js'
import { requireMultiWallet } from './require-multi-wallet.js'

/**
 * The connections the site holds in a namespace (every namespace by default): the active one
 * (`connected`) first, then the others (`active`). Empty, with the 'Multi-Wallet Not Enabled' alert,
 * while multi-wallet is off.
 *
 * @example
 * getWalletConnections(foyer, 'eip155').map((c) => c.connectorId) // ['io.metamask', 'io.rabby']
 */
export function getWalletConnections(foyer: FoyerCore, namespace?: Namespace): WalletConnection[] {
  const snapshot = requireMultiWallet(foyer)
  if (!snapshot) return []
  return selectWalletConnections(snapshot, namespace && [namespace]).filter(
    (connection) => connection.status !== 'disconnected',
  )
}

/**
 * The recent connections of a namespace (every namespace by default): ones the visitor ended, newest
 * first; switching to one is a new login. Empty, with the 'Multi-Wallet Not Enabled' alert, while
 * multi-wallet is off.
 *
 * @example
 * getRecentConnections(foyer, 'eip155').map((c) => c.connectorId) // ['com.coinbase.wallet']
 */
export function getRecentConnections(foyer: FoyerCore, namespace?: Namespace): WalletConnection[] {
  const snapshot = requireMultiWallet(foyer)
  if (!snapshot) return []
  return selectWalletConnections(snapshot, namespace && [namespace]).filter(
    (connection) => connection.status === 'disconnected',
  )
}
