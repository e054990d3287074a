import { activeAccountOf } from '../../chains/account.js'
import type {
  Account,
  AccountPick,
  AnyChainAdapter,
  ChainAdapter,
  Connection,
} from '../../chains/adapter.types.js'
import type { Connector } from '../../connectors/connector.types.js'
import { BaseError } from '../../errors/base.js'
import { ConnectFailedError, ConnectionRejectedError } from '../../errors/connection.js'
import { isUserRejection } from '../../errors/rpc.js'
import type { CaipAddress, CaipNetworkId, Namespace, Network } from '../../networks/network.types.js'
import { findNetwork } from '../../networks/registry.js'
import type { RecentWallet } from '../../storage/keys.js'
import { RECENT_WALLETS_CAP } from '../../storage/root-keys.js'
import type { ConnectError, StoredConnectionFacts } from './connection.types.js'

/**
 * What a connection actor does when it starts (SPEC §4), from the reconnect option and what storage
 * held: with reconnect disabled, start disconnected (and store so); restore the stored connection
 * without a prompt; start disconnected and forget the namespace's address cache (stored
 * `disconnected`); forget a stored connection that cannot be restored (no connector id); or, with
 * nothing stored, just start disconnected.
 *
 * @example
 * startPlan({ status: 'connected', connectorId: 'io.metamask' }, true) // 'reconnect'
 * startPlan({ status: 'connected', connectorId: 'io.metamask' }, false) // 'reconnectDisabled'
 */
export function startPlan(
  stored: StoredConnectionFacts,
  reconnect: boolean,
): 'reconnectDisabled' | 'reconnect' | 'clearAddressCache' | 'forgetConnection' | 'none' {
  if (!reconnect) return 'reconnectDisabled'
  if (stored.status === 'connected')
    return stored.connectorId === undefined ? 'forgetConnection' : 'reconnect'
  if (stored.status === 'disconnected') return 'clearAddressCache'
  return 'none'
}

/**
 * Whether two connector ids name the same connector: connections are told apart by connector id,
 * case-insensitively (wallets report rdns-style ids in varying case).
 *
 * @example
 * sameConnectorId('io.MetaMask', 'io.metamask') // true
 */
export const sameConnectorId = (a: string, b: string | undefined): boolean =>
  a.toLowerCase() === b?.toLowerCase()

/**
 * The recent wallets after connecting `connector`: newest first, each once, at most
 * `RECENT_WALLETS_CAP` (SPEC §9: 2).
 *
 * @example
 * recentWalletsAfterConnect([{ id: 'a' }, { id: 'b' }], { id: 'b', … }) // [{ id: 'b' }, { id: 'a' }]
 */
export function recentWalletsAfterConnect(
  recent: readonly RecentWallet[],
  connector: Pick<Connector, 'id' | 'info'>,
): RecentWallet[] {
  const rdns = connector.info?.rdns
  const entry: RecentWallet = rdns === undefined ? { id: connector.id } : { id: connector.id, rdns }
  return [entry, ...recent.filter((wallet) => wallet.id !== connector.id)].slice(0, RECENT_WALLETS_CAP)
}

/**
 * The connected namespaces after `namespace` connected or disconnected; each once, order kept.
 *
 * @example
 * connectedNamespacesAfter(['eip155'], 'solana', true) // ['eip155', 'solana']
 */
export function connectedNamespacesAfter(
  list: readonly Namespace[],
  namespace: Namespace,
  connected: boolean,
): Namespace[] {
  const others = list.filter((ns) => ns !== namespace)
  return connected ? [...others, namespace] : others
}

/**
 * Why a connect attempt failed, with the spec's text (SPEC §8): a rejection is 'Connection
 * rejected'; a Foyer error shows its own short message; anything else 'Failed to connect'.
 *
 * @example
 * connectErrorOf({ code: 4001 }) // { kind: 'rejected', message: 'Connection rejected' }
 */
export function connectErrorOf(error: unknown): ConnectError {
  if (isUserRejection(error)) return { kind: 'rejected', message: ConnectionRejectedError.shortMessage }
  const message = error instanceof BaseError ? error.shortMessage : ConnectFailedError.shortMessage
  return { kind: 'failed', message }
}

/**
 * The connection after the wallet reported new accounts, or `undefined` when it reported none (the
 * wallet disconnected the site). Each account takes its address on the connection's network where it
 * names one (`networkAddresses`): a wallet reports the accounts it was asked for on one network, and
 * the site may have moved the connection to another since. The first reported account is the active
 * one, as wallets report theirs first; where the visitor picks (the adapter's `accountPick`, Polkadot),
 * the pick keeps the visitor's account active for as long as the wallet still shares it.
 *
 * @example
 * connectionWithAccounts(connection, []) // undefined
 * connectionWithAccounts(connection, [renamedFirst, chosen], polkadotAdapter.accountPick).accounts[0] // chosen
 */
export function connectionWithAccounts(
  connection: Connection,
  accounts: readonly Account[],
  pick?: AccountPick,
): Connection | undefined {
  const [first, ...rest] = accounts.map((account) => {
    const address = account.networkAddresses?.[connection.caipNetworkId]
    return address === undefined ? account : { ...account, address }
  })
  if (!first) return undefined
  const reported = { ...connection, accounts: [first, ...rest] } satisfies Connection
  return pick?.keep(reported, connection) ?? reported
}

/**
 * The configured network a connection is on, or `undefined` when the wallet is on a network the site
 * does not configure (then there is no RPC to read a balance from).
 *
 * @example
 * networkOfConnection(adapter.networks, connection)?.name // 'Base'
 */
export function networkOfConnection(
  networks: readonly Network[],
  connection: Pick<Connection, 'caipNetworkId'> | undefined,
): Network | undefined {
  return connection ? findNetwork(networks, connection.caipNetworkId) : undefined
}

/**
 * The CAIP-10 id of a connection's active account, e.g. `eip155:1:0xf39F…`.
 *
 * @example
 * caipAddressOf(connection) // 'eip155:8453:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
 */
export function caipAddressOf(connection: Connection): CaipAddress {
  return `${connection.caipNetworkId}:${activeAccountOf(connection).address}` as CaipAddress
}

/**
 * An adapter of any namespace, typed loosely so a machine can call it with the namespace's networks
 * and connections (they come from the same adapter, so the namespaces always agree).
 *
 * @example
 * widenAdapter(adapter).connect({ connector, network })
 */
export function widenAdapter(adapter: AnyChainAdapter): ChainAdapter<Namespace> {
  return adapter as unknown as ChainAdapter<Namespace>
}

/**
 * The connectors of a namespace: the extra ones (WalletConnect's) first, then the adapter's, with
 * an adapter connector that reuses an extra one's id dropped.
 *
 * @example
 * withExtraConnectors([walletConnect], [metamask]) // [walletConnect, metamask]
 */
export function withExtraConnectors(
  extra: readonly Connector[],
  discovered: readonly Connector[],
): readonly Connector[] {
  if (extra.length === 0) return discovered
  const taken = new Set(extra.map((connector) => connector.id))
  return [...extra, ...discovered.filter((connector) => !taken.has(connector.id))]
}

/**
 * The connection on another network: each account takes its address there where the wallet gave one
 * that differs (bech32 prefixes, SS58 formats, Bitcoin testnet), and keeps the one it leaves among its
 * network addresses, so moving back restores it.
 *
 * @example
 * activeAccountOf(connectionOnNetwork(connection, 'bip122:000000000933ea01ad0ee984209779ba')).address // 'tb1q…'
 */
export function connectionOnNetwork(connection: Connection, caipNetworkId: CaipNetworkId): Connection {
  const [first, ...rest] = connection.accounts.map((account): Account => {
    const there = account.networkAddresses?.[caipNetworkId]
    if (there === undefined || there === account.address) return account
    return {
      ...account,
      address: there,
      networkAddresses: { ...account.networkAddresses, [connection.caipNetworkId]: account.address },
    }
  })
  if (!first) return { ...connection, caipNetworkId }
  return { ...connection, caipNetworkId, accounts: [first, ...rest] }
}
