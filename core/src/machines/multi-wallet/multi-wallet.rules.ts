import type { Connection } from '../../chains/adapter.types.js'
import type { NamespaceKits } from '../../chains/kits.js'
import type { CaipNetworkId, Namespace } from '../../networks/network.types.js'
import type { StoredConnection } from '../../storage/keys.js'
import type { TypedStorage } from '../../storage/storage.types.js'
import { sameConnectorId } from '../connection/connection.rules.js'
import {
  readStoredConnections,
  readStoredDisconnectedIds,
  writeStoredWallets,
} from './multi-wallet.storage.js'
import type { NamespaceWallets, WalletConnectionStatus } from './multi-wallet.types.js'

// The multi-wallet rules. A namespace keeps every connection the visitor made there (one per
// connector, told apart by connector id without regard to case), which one is active, and which were
// ended. From those three facts each connection has a status: the active one is `connected`; another
// one the site still holds is `active` (switching to it restores it without a prompt); an ended one is
// `disconnected` (a recent connection: switching to it is a new login). While the namespace has no
// active connection, nothing is held: every connection is recent.

/**
 * What storage keeps of a connection: enough to list it and to restore it.
 *
 * @example
 * storedConnectionOf(connection) // { connectorId: 'io.metamask', accounts: [{ address: '0xf39F…', type: 'eoa' }], caipNetworkId: 'eip155:1' }
 */
export function storedConnectionOf(connection: Connection): StoredConnection {
  return {
    connectorId: connection.connectorId,
    accounts: connection.accounts.map(({ address, type }) => ({ address, type })),
    caipNetworkId: connection.caipNetworkId,
  }
}

const isOf = (connectorId: string) => (entry: { connectorId: string } | string) =>
  sameConnectorId(connectorId, typeof entry === 'string' ? entry : entry.connectorId)

/**
 * A namespace's wallets after its active connection changed. A new active connection goes first
 * (replacing an older one of the same connector) and is no longer ended; the previous one stays held.
 * When the namespace loses its connection (a disconnect, or the wallet ended it), every connection
 * becomes recent.
 *
 * @example
 * walletsAfterActiveChanged(wallets, secondConnection).connections[0].connectorId // 'second'
 */
export function walletsAfterActiveChanged(
  wallets: NamespaceWallets,
  connection: Connection | undefined,
): NamespaceWallets {
  if (connection) {
    const isSame = isOf(connection.connectorId)
    return {
      connections: [storedConnectionOf(connection), ...wallets.connections.filter((entry) => !isSame(entry))],
      disconnectedIds: wallets.disconnectedIds.filter((id) => !isSame(id)),
      active: connection,
    }
  }
  if (!wallets.active) return wallets
  return {
    connections: wallets.connections,
    disconnectedIds: wallets.connections.map((entry) => entry.connectorId),
    active: undefined,
  }
}

/**
 * A namespace's wallets once the connection of `connectorId` was ended by the visitor.
 *
 * @example
 * walletsAfterDisconnect(wallets, 'second').disconnectedIds // ['second']
 */
export function walletsAfterDisconnect(wallets: NamespaceWallets, connectorId: string): NamespaceWallets {
  const entry = wallets.connections.find(isOf(connectorId))
  if (!entry || wallets.disconnectedIds.some(isOf(connectorId))) return wallets
  return { ...wallets, disconnectedIds: [...wallets.disconnectedIds, entry.connectorId] }
}

/**
 * A namespace's wallets without the recent connection of `connectorId`; a connection the site holds
 * cannot be deleted (it is disconnected first).
 *
 * @example
 * walletsAfterDelete(wallets, 'second').connections.some((c) => c.connectorId === 'second') // false
 */
export function walletsAfterDelete(wallets: NamespaceWallets, connectorId: string): NamespaceWallets {
  if (walletStatusOf(wallets, connectorId) !== 'disconnected') return wallets
  const isSame = isOf(connectorId)
  return {
    ...wallets,
    connections: wallets.connections.filter((entry) => !isSame(entry)),
    disconnectedIds: wallets.disconnectedIds.filter((id) => !isSame(id)),
  }
}

/**
 * The status of the connection of `connectorId`, or `undefined` when the namespace has none with it.
 *
 * @example
 * walletStatusOf(wallets, 'io.metamask') // 'connected'
 */
export function walletStatusOf(
  wallets: NamespaceWallets,
  connectorId: string,
): WalletConnectionStatus | undefined {
  if (!wallets.connections.some(isOf(connectorId))) return undefined
  if (!wallets.active) return 'disconnected'
  if (sameConnectorId(connectorId, wallets.active.connectorId)) return 'connected'
  return wallets.disconnectedIds.some(isOf(connectorId)) ? 'disconnected' : 'active'
}

/**
 * The held connection that takes over when the active one is ended: the most recent `active` one.
 *
 * @example
 * nextActiveConnection(wallets)?.connectorId // 'second'
 */
export function nextActiveConnection(wallets: NamespaceWallets): StoredConnection | undefined {
  return wallets.connections.find((entry) => walletStatusOf(wallets, entry.connectorId) === 'active')
}

// The hand-over. When the visitor ends the active connection while the site holds others, the next
// held one is made active without a prompt (a prompt would ask the visitor about a wallet they did
// not pick), and the ended one stays active until then, so the site is never left without an account
// in between. Once the switch is done, the ended connection is ended at its wallet too; if it does
// not happen (the next wallet forgot the site, or the switch was cancelled or refused), the namespace
// disconnects as a plain disconnect does, the modal left open. The ended connection is listed as
// ended from the start: that is how the hand-over is told apart from the visitor's own switches.

/**
 * Whether the visitor ended the connection of `connectorId` (it is listed among the ended ones); the
 * active one is, while it hands over.
 *
 * @example
 * isEndedByVisitor(wallets, 'io.metamask') // true
 */
export function isEndedByVisitor(wallets: NamespaceWallets, connectorId: string): boolean {
  return wallets.disconnectedIds.some(isOf(connectorId))
}

/**
 * Whether a switch that replaced `previous` completed a hand-over: the visitor ended that connection.
 *
 * @example
 * isHandOverDone(wallets, firstConnection) // true once 'io.first' was ended
 */
export function isHandOverDone(wallets: NamespaceWallets, previous: Connection): boolean {
  return isEndedByVisitor(wallets, previous.connectorId)
}

/**
 * Whether a switch that did not happen leaves a hand-over undone: the active connection, which stays,
 * is one the visitor ended.
 *
 * @example
 * isHandOverFailed(wallets) // true while the ended active connection could not hand over
 */
export function isHandOverFailed(wallets: NamespaceWallets): boolean {
  return wallets.active !== undefined && isEndedByVisitor(wallets, wallets.active.connectorId)
}

/**
 * A held connection as an adapter takes it, to end it on the wallet's side: its stored accounts, on
 * its stored network (or `fallbackNetworkId`). `undefined` for a stored connection without accounts.
 *
 * @example
 * heldConnectionOf(stored, 'eip155', 'eip155:1')?.connectorId // 'second'
 */
export function heldConnectionOf(
  stored: StoredConnection,
  namespace: Namespace,
  fallbackNetworkId: CaipNetworkId,
): Connection | undefined {
  const [first, ...rest] = stored.accounts
  if (!first) return undefined
  return {
    namespace,
    connectorId: stored.connectorId,
    accounts: [first, ...rest],
    caipNetworkId: stored.caipNetworkId ?? fallbackNetworkId,
    wallet: { name: stored.connectorId },
  }
}

/**
 * A namespace's wallets as storage holds them, before its connection actor reported anything: each
 * stored entry is checked on its own, so a corrupt one is dropped and the others stay.
 *
 * @example
 * readNamespaceWallets(storage, 'eip155', foyer.kits).connections // [{ connectorId: 'io.metamask', … }]
 */
export function readNamespaceWallets(
  storage: TypedStorage,
  namespace: Namespace,
  kits: NamespaceKits,
): NamespaceWallets {
  return {
    connections: readStoredConnections(storage, namespace, kits),
    disconnectedIds: readStoredDisconnectedIds(storage, namespace),
    active: undefined,
  }
}

/**
 * Stores a namespace's connections and ended connector ids.
 *
 * @example
 * storeNamespaceWallets(storage, 'eip155', wallets, foyer.kits)
 */
export function storeNamespaceWallets(
  storage: TypedStorage,
  namespace: Namespace,
  wallets: NamespaceWallets,
  kits: NamespaceKits,
): void {
  writeStoredWallets(storage, namespace, wallets, kits)
}
