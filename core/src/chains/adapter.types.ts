import type { Connector } from '../connectors/connector.types.js'
import type { CaipNetworkId, Namespace, Network } from '../networks/network.types.js'
import type { AccountType } from '../storage/keys.js'

/**
 * One account of a connection (SPEC §3 Account). The first account of a connection is the active one.
 *
 * @example
 * const account: Account = { address: '0xf39F…2266', type: 'eoa' }
 */
export type Account = { address: string; type: AccountType; publicKey?: string; path?: string }

/** What the Account view shows about the connected wallet (SPEC §3 connectedWalletInfo). */
export type ConnectedWalletInfo = { name: string; icon?: string | undefined; identifier?: string | undefined }

/**
 * A live connection to a wallet in one namespace, as an adapter returns it.
 *
 * @example
 * const connection = await adapter.connect({ connector, network: networks.base })
 * connection.accounts[0].address
 */
export type Connection<ns extends Namespace = Namespace> = {
  namespace: ns
  connectorId: string
  /** Never empty: a wallet that reports no account is not connected. */
  accounts: readonly [Account, ...Account[]]
  /** The network the wallet is on, as it reports it; it may be one the site does not configure. */
  caipNetworkId: CaipNetworkId<ns>
  wallet: ConnectedWalletInfo
}

/**
 * A native balance. `value` is in the smallest unit (wei, lamports, sats).
 *
 * @example
 * const balance: Balance = { value: 10n ** 18n, decimals: 18, symbol: 'ETH' }
 */
export type Balance = { value: bigint; decimals: number; symbol: string }

/**
 * What a wallet reports about a connection after it was made (EIP-1193 events and their peers).
 *
 * @example
 * adapter.watchAccount(connection, (event) => { if (event.type === 'disconnect') … })
 */
export type AccountEvent<ns extends Namespace = Namespace> =
  /** The wallet's accounts changed; an empty list means the wallet disconnected this site. */
  | { type: 'accountsChanged'; accounts: readonly Account[] }
  /** The wallet moved to another network (possibly one the site does not configure). */
  | { type: 'chainChanged'; caipNetworkId: CaipNetworkId<ns> }
  /** The wallet ended the connection. */
  | { type: 'disconnect' }

/**
 * A chain adapter: everything Foyer needs from one CAIP namespace (ARCHITECTURE.md "Chain adapters").
 * Adapters are factories (`eip155({ networks })`) imported from their own subpath. Errors thrown are
 * Foyer errors (or carry an EIP-1193 `code`, so `isUserRejection` recognises rejections).
 *
 * @example
 * const adapter = eip155({ networks: [networks.mainnet, networks.base] })
 * const stop = adapter.watchConnectors((connectors) => console.log(connectors))
 */
export interface ChainAdapter<ns extends Namespace = Namespace> {
  readonly namespace: ns
  /** The networks the site configured for this namespace, the default one first. Never empty. */
  readonly networks: readonly [Network<ns>, ...Network<ns>[]]
  /** Calls `onChange` with every connector found now and on every change; returns the stop function. */
  watchConnectors(onChange: (connectors: readonly Connector[]) => void): () => void
  /** Asks the wallet to connect (a prompt). Rejects with the wallet's error (4001 when refused). */
  connect(p: { connector: Connector; network: Network<ns> }): Promise<Connection<ns>>
  /**
   * Restores a connection without a prompt; `null` when the wallet is gone or no longer authorises the
   * site. `connector` is given when Foyer already knows it (e.g. WalletConnect's, which no discovery finds).
   */
  reconnect(p: {
    connectorId: string
    connector?: Connector | undefined
    network: Network<ns>
  }): Promise<Connection<ns> | null>
  /** Ends the connection on the wallet's side where the wallet supports it; never rejects. */
  disconnect(connection: Connection<ns>): Promise<void>
  /** Asks the wallet to move to `network`, adding it first when the wallet does not know it. */
  switchNetwork?(connection: Connection<ns>, network: Network<ns>): Promise<void>
  /** The native balance of `address` on `network`, read from the network's own RPC. */
  getBalance(p: { address: string; network: Network<ns> }): Promise<Balance>
  /** Signs `message` with the connection's active account. */
  signMessage(connection: Connection<ns>, message: string): Promise<string>
  /** Calls `onEvent` for each wallet event of this connection; returns the stop function. */
  watchAccount(connection: Connection<ns>, onEvent: (event: AccountEvent<ns>) => void): () => void
  isAddress(value: string): boolean
}

/** Any chain adapter, whatever its namespace. */
export type AnyChainAdapter = { [ns in Namespace]: ChainAdapter<ns> }[Namespace]
