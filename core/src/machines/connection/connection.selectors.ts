import type { SnapshotFrom } from 'xstate'
import { activeAccountOf } from '../../chains/account.js'
import type { AnyChainAdapter, ChainAdapter, Connection } from '../../chains/adapter.types.js'
import { kitOf, type NamespaceKits } from '../../chains/kits.js'
import type { Connector } from '../../connectors/connector.types.js'
import { shortenAddress } from '../../networks/address.js'
import type { CaipNetworkId, Namespace, Network } from '../../networks/network.types.js'
import { findNetwork, UNKNOWN_NETWORK_NAME } from '../../networks/registry.js'
import type { ConnectionStatus } from '../../storage/keys.js'
import { formatBalance, groupThousands } from '../../utils/format-balance.js'
import type { connectionMachine } from './connection.machine.js'
import { caipAddressOf, widenAdapter } from './connection.rules.js'
import type { AccountChoice, AccountViewModel, AttemptView, NetworkBadge } from './connection.views.js'

/** A snapshot of a connection actor. */
export type ConnectionSnapshot = SnapshotFrom<typeof connectionMachine>

/**
 * A network as a badge shows it; a network the site does not configure is 'Unknown Network' and
 * `isSupported: false`.
 *
 * @example
 * networkBadge([base], 'eip155:8453') // { caipNetworkId: 'eip155:8453', name: 'Base', imageUrl: undefined, isSupported: true }
 */
export function networkBadge(networks: readonly Network[], caipNetworkId: CaipNetworkId): NetworkBadge {
  const network = findNetwork(networks, caipNetworkId)
  return network
    ? {
        caipNetworkId: network.caipNetworkId,
        name: network.name,
        imageUrl: network.assets?.imageUrl,
        imageId: network.assets?.imageId,
        isSupported: true,
      }
    : { caipNetworkId, name: UNKNOWN_NETWORK_NAME, imageUrl: undefined, isSupported: false }
}

/**
 * The address on a network's block explorer, when it has one: `/address/…` on EVM explorers,
 * `/account/…` on Solana's (the namespace's kit among `kits` says which).
 *
 * @example
 * explorerAddressUrl(mainnet, '0xf39F…', foyer.kits) // 'https://etherscan.io/address/0xf39F…'
 */
export function explorerAddressUrl(
  network: Network | undefined,
  address: string,
  kits: NamespaceKits,
): string | undefined {
  const url = network?.blockExplorers?.default.url
  if (!network || !url) return undefined
  return `${url.replace(/\/+$/, '')}/${kitOf(kits, network.chainNamespace).explorerAddressPath}/${address}`
}

/**
 * A namespace's connection status (SPEC §4): connecting while reconnecting or waiting for the wallet,
 * connected while a wallet is connected (until a disconnect completes, and while another wallet is
 * being added), disconnected otherwise (a rejected or failed attempt included).
 *
 * @example
 * selectConnectionStatus(foyer.connection('eip155')?.getSnapshot()) // 'connected'
 */
export function selectConnectionStatus(snapshot: ConnectionSnapshot | undefined): ConnectionStatus {
  if (!snapshot) return 'disconnected'
  if (snapshot.hasTag('connected') || snapshot.context.connection) return 'connected'
  if (snapshot.hasTag('connecting') || selectAttempt(snapshot)?.status === 'waiting') return 'connecting'
  return 'disconnected'
}

/**
 * The connect attempt in progress, if one runs (without a wallet connected, or adding another while
 * one is): the connector asked and how it is going, as its parent keeps it from the attempt's reports.
 *
 * @example
 * selectAttempt(connection.getSnapshot())?.status // 'rejected'
 */
export function selectAttempt(snapshot: ConnectionSnapshot): AttemptView | undefined {
  if (!snapshot.matches('attempt') && !snapshot.matches({ connected: { adding: 'attempting' } }))
    return undefined
  const { connectorId, error } = snapshot.context
  return { connectorId, status: error ? error.kind : 'waiting', error }
}

/**
 * Whether the connection has come to rest: disconnected, or connected with no other wallet being
 * added (a switch, a new login or an added wallet has ended one way or the other).
 *
 * @example
 * await waitFor(connection, isSettled)
 */
export function isSettled(snapshot: ConnectionSnapshot): boolean {
  return (
    snapshot.matches('disconnected') ||
    (snapshot.matches('connected') && selectAttempt(snapshot) === undefined)
  )
}

/**
 * The Account view's model for a namespace's connection: address, native balance truncated to 3
 * decimals (SPEC §9), the network the wallet is on and the explorer link.
 *
 * @example
 * const { status, shortAddress, balance } = useSelector(foyer.connection('eip155'), selectAccountView)
 */
export function selectAccountView(snapshot: ConnectionSnapshot | undefined): AccountViewModel {
  const status = selectConnectionStatus(snapshot)
  const connection = snapshot?.context.connection
  if (!snapshot || !connection)
    return {
      status,
      namespace: snapshot?.context.namespace,
      isBalanceLoading: false,
      accounts: [],
      otherAddresses: [],
      isAwaitingWallet: false,
    }
  const { adapter, balance: read } = snapshot.context
  const balance = read?.status === 'ready' ? read.balance : undefined
  const active = activeAccountOf(connection)
  const { address, purpose } = active
  const network = findNetwork<Network>(adapter.networks, connection.caipNetworkId)
  // The balance as a decimal string, cut as SPEC §9 says, for a UI to write in its visitor's locale;
  // `formatted` is the same figure in en-US, for one without locale formats.
  const amount = balance ? formatBalance(balance.value, balance.decimals) : ''
  return {
    status,
    namespace: connection.namespace,
    address,
    caipAddress: caipAddressOf(connection),
    shortAddress: shortenAddress(address),
    balance: balance && { amount, formatted: groupThousands(amount), symbol: balance.symbol },
    isBalanceLoading: read?.status === 'reading',
    explorerUrl: explorerAddressUrl(network, address, [adapter.kit]),
    network: networkBadge(adapter.networks, connection.caipNetworkId),
    wallet: { name: connection.wallet.name, icon: connection.wallet.icon },
    connectorType: snapshot.context.connectors.find((c) => c.id === connection.connectorId)?.type,
    // Accounts for what the active one is for are alternatives to it (a picker); the others (Bitcoin's
    // ordinals address beside the payment one) are addresses of their own, shown beside it.
    accounts: connection.accounts
      .filter((account) => account.purpose === purpose)
      .map((account) => ({
        address: account.address,
        shortAddress: shortenAddress(account.address),
        label: account.name ?? account.purpose,
        isActive: account === active,
      }))
      .sort(inPickerOrder),
    otherAddresses: connection.accounts.flatMap((account) =>
      account.purpose && account.purpose !== purpose
        ? [
            {
              purpose: account.purpose,
              address: account.address,
              shortAddress: shortenAddress(account.address),
            },
          ]
        : [],
    ),
    isAwaitingWallet: snapshot.hasTag('awaitingWallet'),
  }
}

/**
 * The order a picker lists accounts in: by label (the wallet's name for each, numbers in them read as
 * numbers), then by address, never by which one is active. The connection keeps its active account
 * first, so a list in its order would move the account the visitor just picked to the top: a radio
 * group whose entries move under the arrow keys loses the visitor's place (the arrows would swap the
 * first two accounts and never reach a third), and a screen reader's count and position would change
 * with every choice. A connection's addresses differ, so the order is total.
 */
const inPickerOrder = (a: AccountChoice, b: AccountChoice): number =>
  (a.label ?? '').localeCompare(b.label ?? '', 'en', { numeric: true }) || (a.address < b.address ? -1 : 1)

/** The connectors this namespace offers: the modules' (WalletConnect's), then the adapter's. */
export function selectConnectors(snapshot: ConnectionSnapshot): readonly Connector[] {
  return snapshot.context.connectors
}

/**
 * The live connection with the adapter that made it, while connected; for the calls made through it
 * (signing). Not while another wallet is being added or switched to, nor while disconnecting: the
 * connection machine takes requests to the wallet only in `connected`.
 */
export function selectLiveConnection(
  snapshot: ConnectionSnapshot,
): { adapter: AnyChainAdapter; connection: Connection } | undefined {
  const { adapter, connection } = snapshot.context
  return connection && snapshot.matches('connected') ? { adapter, connection } : undefined
}

/**
 * The namespace's connection (the active one of its wallets), also while another wallet is added or
 * switched to and while it is being disconnected (unlike {@link selectLiveConnection}, which is for
 * requests to the wallet). The active namespace's connection across namespaces is the system's
 * `selectActiveConnection`.
 *
 * @example
 * selectNamespaceConnection(foyer.connection('bip122').getSnapshot())?.connectorId // 'xverse'
 */
export function selectNamespaceConnection(snapshot: ConnectionSnapshot): Connection | undefined {
  return snapshot.context.connection
}

/** The namespace's chain adapter, for calls about a connection that is not the active one. */
export function selectAdapter(snapshot: ConnectionSnapshot): AnyChainAdapter {
  return snapshot.context.adapter
}

/**
 * The active account on the network its wallet is on, with the adapter that connected it, while
 * connected to a network the site configured; `undefined` otherwise (nothing to read account data
 * for on a network the site does not know).
 *
 * @example
 * const account = selectAccountOnNetwork(foyer.connection('eip155').getSnapshot())
 */
export function selectAccountOnNetwork(
  snapshot: ConnectionSnapshot | undefined,
): { address: string; network: Network; adapter: ChainAdapter<Namespace> } | undefined {
  const connection = snapshot?.context.connection
  if (!snapshot || !connection) return undefined
  const adapter = widenAdapter(snapshot.context.adapter)
  const network = findNetwork<Network>(adapter.networks, connection.caipNetworkId)
  return network && { address: activeAccountOf(connection).address, network, adapter }
}
