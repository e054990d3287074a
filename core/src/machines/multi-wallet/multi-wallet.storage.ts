import { kitOf, type NamespaceKits } from '../../chains/kits.js'
import type { Namespace } from '../../networks/network.types.js'
import { type StoredConnection, storageKeys } from '../../storage/keys.js'
import type { StorageKey, TypedStorage } from '../../storage/storage.types.js'

/**
 * How many connections a namespace keeps in storage: far more wallets than anyone connects, small
 * enough that a list someone else wrote cannot make every page load read thousands of entries.
 */
export const STORED_CONNECTIONS_CAP = 20

/** How many ended connector ids a namespace keeps: one per stored connection, at most. */
export const STORED_DISCONNECTED_IDS_CAP = STORED_CONNECTIONS_CAP

// The typed keys validate a whole list at once, and the typed store drops a list one entry of which
// fails: one junk entry (from another version, an extension, a hand edit) would erase every valid
// connection and, for the ended ids, reconnect wallets the visitor disconnected. So the lists are read
// as plain lists under the same names, and each entry is checked with its key's own validator.
const isList = (value: unknown): value is unknown[] => Array.isArray(value)
const rawListOf = (key: StorageKey<unknown>): StorageKey<unknown[]> => ({ name: key.name, validate: isList })

/**
 * The valid entries of a stored connection list, newest first as written: each checked on its own
 * (its shape, and every account's address by the namespace's kit among `kits`), one per connector with
 * ids that differ only in letter case folded into the first (connections are told apart
 * case-insensitively), at most {@link STORED_CONNECTIONS_CAP}.
 *
 * @example
 * keptConnections('eip155', [metamask, 42, { connectorId: 'IO.METAMASK', accounts: [] }], foyer.kits) // [metamask]
 */
export function keptConnections(
  namespace: Namespace,
  entries: readonly unknown[],
  kits: NamespaceKits,
): StoredConnection[] {
  const key = storageKeys.connections(namespace)
  const { isAddress } = kitOf(kits, namespace)
  const byId = new Map<string, StoredConnection>()
  for (const entry of entries) {
    if (byId.size === STORED_CONNECTIONS_CAP) break
    const list = [entry]
    if (!key.validate(list)) continue
    const [connection] = list
    if (!connection?.accounts.every((account) => isAddress(account.address))) continue
    const id = connection.connectorId.toLowerCase()
    if (!byId.has(id)) byId.set(id, connection)
  }
  return [...byId.values()]
}

/**
 * The valid entries of a stored list of ended connector ids: non-empty strings, each once whatever
 * its letter case, at most {@link STORED_DISCONNECTED_IDS_CAP}.
 *
 * @example
 * keptDisconnectedIds('eip155', ['io.metamask', null, 'IO.METAMASK']) // ['io.metamask']
 */
export function keptDisconnectedIds(namespace: Namespace, entries: readonly unknown[]): string[] {
  const key = storageKeys.disconnectedConnectorIds(namespace)
  const byId = new Map<string, string>()
  for (const entry of entries) {
    if (byId.size === STORED_DISCONNECTED_IDS_CAP) break
    if (typeof entry !== 'string' || !key.validate([entry])) continue
    if (!byId.has(entry.toLowerCase())) byId.set(entry.toLowerCase(), entry)
  }
  return [...byId.values()]
}

/**
 * A namespace's stored connections, entry by entry (see {@link keptConnections}); when entries were
 * dropped, what is left is written back (or the key removed), so junk does not stay to be read again.
 *
 * @example
 * readStoredConnections(storage, 'eip155', foyer.kits) // [{ connectorId: 'io.metamask', accounts: [...] }]
 */
export function readStoredConnections(
  storage: TypedStorage,
  namespace: Namespace,
  kits: NamespaceKits,
): StoredConnection[] {
  const key = storageKeys.connections(namespace)
  const stored = storage.get(rawListOf(key))
  if (stored === undefined) return []
  const kept = keptConnections(namespace, stored, kits)
  if (kept.length < stored.length) writeList(storage, key, kept)
  return kept
}

/**
 * A namespace's stored ended connector ids, entry by entry (see {@link keptDisconnectedIds}).
 *
 * @example
 * readStoredDisconnectedIds(storage, 'eip155') // ['walletConnect']
 */
export function readStoredDisconnectedIds(storage: TypedStorage, namespace: Namespace): string[] {
  const key = storageKeys.disconnectedConnectorIds(namespace)
  const stored = storage.get(rawListOf(key))
  if (stored === undefined) return []
  const kept = keptDisconnectedIds(namespace, stored)
  if (kept.length < stored.length) writeList(storage, key, kept)
  return kept
}

/**
 * Stores a namespace's connections and ended connector ids, by the same rules as reading them: what
 * is written is what the next read keeps.
 *
 * @example
 * writeStoredWallets(storage, 'eip155', { connections, disconnectedIds }, foyer.kits)
 */
export function writeStoredWallets(
  storage: TypedStorage,
  namespace: Namespace,
  wallets: { connections: readonly StoredConnection[]; disconnectedIds: readonly string[] },
  kits: NamespaceKits,
): void {
  storage.set(storageKeys.connections(namespace), keptConnections(namespace, wallets.connections, kits))
  storage.set(
    storageKeys.disconnectedConnectorIds(namespace),
    keptDisconnectedIds(namespace, wallets.disconnectedIds),
  )
}

function writeList<value>(storage: TypedStorage, key: StorageKey<value[]>, kept: value[]): void {
  if (kept.length === 0) storage.remove(key)
  else storage.set(key, kept)
}
