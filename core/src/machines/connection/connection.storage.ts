import type { Connection } from '../../chains/adapter.types.js'
import type { RecentWallet } from '../../storage/keys.js'
import { authCacheNames, rootKeys } from '../../storage/root-keys.js'
import type { TypedStorage } from '../../storage/storage.types.js'
import { formatBalance } from '../../utils/format-balance.js'
import { caipAddressOf, connectedNamespacesAfter, recentWalletsAfterConnect } from './connection.rules.js'
import type { ConnectionContext, ConnectionInput, StoredConnectionFacts } from './connection.types.js'

// What a connection actor reads from and writes to storage (SPEC §3's local-storage list, §4's rules).
// The machine's named actions call these; writes never throw (a lost cache must not break connecting).

// Where the visitor picks the active account (the adapter's `accountPick`: Polkadot extensions share a
// list with none active), the wallet cannot say which one it was after a reload, so the adapter's pick
// keeps it with the stored connection: stored with it, restored with it on load, forgotten with it.

/**
 * What storage holds for a namespace, read once when its actor starts.
 *
 * @example
 * readStoredFacts(storage, input) // { status: 'connected', connectorId: 'io.metamask' }
 */
export function readStoredFacts(storage: TypedStorage, input: ConnectionInput): StoredConnectionFacts {
  const { namespace } = input.adapter
  return {
    status: storage.get(rootKeys.connectionStatus(namespace)),
    connectorId: storage.get(rootKeys.connectedConnectorId(namespace)),
  }
}

/**
 * The connector of the attempt in progress or of the live connection.
 *
 * @example
 * connectorOf(context)?.name // 'MetaMask'
 */
export const connectorOf = (context: Pick<ConnectionContext, 'connectors' | 'connectorId'>) =>
  context.connectors.find((c) => c.id === context.connectorId)

/**
 * Stores the namespace's status as disconnected (reconnect disabled).
 *
 * @example
 * storeDisconnected(context)
 */
export function storeDisconnected({ storage, namespace }: ConnectionContext): void {
  storage.set(rootKeys.connectionStatus(namespace), 'disconnected')
}

/**
 * Stores a live connection: status connected, its connector, the namespace among the connected ones,
 * and its active account where the visitor picks it.
 *
 * @example
 * storeConnection(context)
 */
export function storeConnection(context: ConnectionContext): void {
  const { storage, namespace, connection, adapter } = context
  if (!connection) return
  storage.set(rootKeys.connectionStatus(namespace), 'connected')
  storage.set(rootKeys.connectedConnectorId(namespace), connection.connectorId)
  const namespaces = storage.get(rootKeys.connectedNamespaces) ?? []
  storage.set(rootKeys.connectedNamespaces, connectedNamespacesAfter(namespaces, namespace, true))
  // Where the visitor picks, the active account too (see above): written with the connection, so it is
  // always of the stored connection's wallet.
  adapter.accountPick?.store(connection, storage)
}

/**
 * The connection a restore gave (`null`: none), with the account the visitor picked before the page
 * loaded (stored with the stored connection, so of its wallet) made active again on load (no
 * connection yet: not a switch), where the adapter keeps the visitor's pick (`accountPick`) and the
 * wallet still shares it; else as the wallet gave it.
 *
 * @example
 * activeAccountOf(withStoredActiveAccount(context, restored) as Connection).address // '15oF4u…6Sp5'
 */
export const withStoredActiveAccount = (
  { connection, storage, adapter }: Pick<ConnectionContext, 'connection' | 'storage' | 'adapter'>,
  restored: Connection | null,
): Connection | null =>
  (!connection && restored && adapter.accountPick?.restore(restored, storage)) || restored

/**
 * Stores the connector just connected as the last wallet and the newest recent wallet (cap 2).
 *
 * @example
 * storeRecentWallet(context)
 */
export function storeRecentWallet(context: ConnectionContext): void {
  const connector = connectorOf(context)
  if (!connector) return
  const recent = context.storage.get(rootKeys.recentWallets) ?? []
  context.storage.set(rootKeys.recentWallets, recentWalletsAfterConnect(recent, connector))
  context.storage.set(rootKeys.lastWallet, connector.id)
}

/**
 * Caches the native balance of the active account (30 s), as an exact decimal string.
 *
 * @example
 * storeBalance(context)
 */
export function storeBalance({ connection, balance: read, storage }: ConnectionContext): void {
  if (!connection || read?.status !== 'ready') return
  const { balance } = read
  storage.writeFresh(rootKeys.nativeBalanceCache, caipAddressOf(connection), {
    balance: formatBalance(balance.value, balance.decimals, balance.decimals),
    symbol: balance.symbol,
  })
}

/**
 * Forgets the namespace's connection (SPEC §4 disconnect): status disconnected, no connector, no
 * picked account, not among the connected namespaces.
 *
 * @example
 * clearStoredConnection(context)
 */
export function clearStoredConnection({ storage, namespace, adapter }: ConnectionContext): void {
  storage.set(rootKeys.connectionStatus(namespace), 'disconnected')
  storage.remove(rootKeys.connectedConnectorId(namespace))
  adapter.accountPick?.forget(storage)
  const namespaces = storage.get(rootKeys.connectedNamespaces) ?? []
  storage.set(rootKeys.connectedNamespaces, connectedNamespacesAfter(namespaces, namespace, false))
}

/**
 * Clears the namespace's address cache (SPEC §4, stored `disconnected`): its stored connector and its
 * native-balance cache entries; other namespaces' entries stay.
 *
 * @example
 * clearAddressCache(context)
 */
export function clearAddressCache({ storage, namespace }: ConnectionContext): void {
  storage.remove(rootKeys.connectedConnectorId(namespace))
  const cached = storage.readFresh(rootKeys.nativeBalanceCache)
  const kept = Object.fromEntries(Object.entries(cached).filter(([id]) => !id.startsWith(`${namespace}:`)))
  if (Object.keys(kept).length === 0) storage.remove(rootKeys.nativeBalanceCache)
  else if (Object.keys(kept).length < Object.keys(cached).length)
    storage.set(rootKeys.nativeBalanceCache, kept)
}

/**
 * Clears the auth cache (SPEC §4: login flag, email, last chain, social username) on disconnect.
 *
 * @example
 * clearAuthCache(context)
 */
export function clearAuthCache({ storage }: ConnectionContext): void {
  for (const name of authCacheNames) storage.remove({ name })
}

/**
 * The recent wallets as stored, newest first.
 *
 * @example
 * readRecentWallets(context) // [{ id: 'io.metamask', rdns: 'io.metamask' }]
 */
export function readRecentWallets({ storage }: ConnectionContext): readonly RecentWallet[] {
  return storage.get(rootKeys.recentWallets) ?? []
}

/**
 * The connection machine's storage actions (spread into its `setup()`): see the functions above.
 *
 * @example
 * setup({ actions: { ...storageActions } })
 */
export const storageActions = {
  storeDisconnected: ({ context }: { context: ConnectionContext }) => storeDisconnected(context),
  storeConnection: ({ context }: { context: ConnectionContext }) => storeConnection(context),
  storeRecentWallet: ({ context }: { context: ConnectionContext }) => storeRecentWallet(context),
  clearStoredConnection: ({ context }: { context: ConnectionContext }) => clearStoredConnection(context),
  clearAddressCache: ({ context }: { context: ConnectionContext }) => clearAddressCache(context),
  clearAuthCache: ({ context }: { context: ConnectionContext }) => clearAuthCache(context),
}
