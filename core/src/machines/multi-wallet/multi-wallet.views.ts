import type { Namespace } from '../../networks/network.types.js'
import type { WalletConnectionStatus } from './multi-wallet.types.js'

/**
 * The ProfileWallets view: per namespace, the connections the site holds (the active one first) and
 * the recent ones, each with what its row shows and what its buttons do.
 *
 * @example
 * const view: ProfileWalletsViewModel = { namespaces: [{ namespace: 'eip155', label: 'EVM', connections: [row], recent: [] }] }
 */
export type ProfileWalletsViewModel = {
  namespaces: readonly ProfileWalletsNamespace[]
}

/** One namespace's section of the ProfileWallets view. */
export type ProfileWalletsNamespace = {
  namespace: Namespace
  /** e.g. 'EVM', 'Solana'. */
  label: string
  /** The active connection, then the other connections the site holds. */
  connections: readonly WalletConnectionRow[]
  /** Connections the visitor ended: switching to one is a new login, and it can be deleted. */
  recent: readonly WalletConnectionRow[]
}

/** One connection as a ProfileWallets row shows it. */
export type WalletConnectionRow = {
  connectorId: string
  /** The wallet's name (the connector's), or its id when the connector is gone. */
  name: string
  icon?: string | undefined
  address: string
  /** e.g. `0xf39F…2266`. */
  shortAddress: string
  status: WalletConnectionStatus
}
