import type { AnyChainAdapter, Connection } from '../../chains/adapter.types.js'
import type { ConnectorType } from '../../connectors/connector.types.js'
import type { CaipNetworkId, Namespace, Network } from '../../networks/network.types.js'
import type { TypedStorage } from '../../storage/storage.types.js'

/**
 * What the network actor is started with.
 *
 * @example
 * createActor(networkMachine, { input: { networks: [mainnet, base, solana], adapters, storage, allowUnsupportedChain: false, enableNetworkSwitch: true } })
 */
export type NetworkInput = {
  /** Every configured network, of every adapter. */
  networks: readonly Network[]
  /** The chain adapters, to ask a wallet to switch networks. */
  adapters: readonly AnyChainAdapter[]
  storage: TypedStorage
  /** The network to start on when storage names none (a stored network that is configured wins). */
  defaultNetwork?: CaipNetworkId | undefined
  /** A wallet on a network the site does not configure is accepted without showing UnsupportedChain. */
  allowUnsupportedChain: boolean
  /** Network switching is on; when off, UnsupportedChain is not shown either (SPEC §4). */
  enableNetworkSwitch: boolean
}

/** A namespace's live connection as the network machine knows it. */
export type KnownConnection = { connection: Connection; connectorType: ConnectorType | undefined }

/** The namespaces' live connections. */
export type KnownConnections = Partial<Record<Namespace, KnownConnection>>

/** Why the last switch failed, while it shows. */
export type SwitchError = {
  /** rejected: the visitor said no in the wallet; failed: anything else. */
  kind: 'rejected' | 'failed'
  message: string
}

/** The network actor's context. */
export type NetworkContext = {
  networks: readonly Network[]
  adapters: readonly AnyChainAdapter[]
  storage: TypedStorage
  allowUnsupportedChain: boolean
  enableNetworkSwitch: boolean
  /** The active network (its namespace is the active namespace); none without configured networks. */
  activeNetworkId: CaipNetworkId | undefined
  connections: KnownConnections
  /** The network a switch or an active-chain change is about, while one is in progress. */
  target: CaipNetworkId | undefined
  error: SwitchError | undefined
}

/**
 * What the network actor emits (`foyer.on('disconnect', …)`).
 *
 * @example
 * network.on('disconnect', () => console.log('the last wallet is gone'))
 */
export type NetworkEmitted =
  /** The last connection, of any namespace, was removed (SPEC §4). */
  { type: 'disconnect' }

/**
 * Events the network actor accepts.
 *
 * @example
 * foyer.network.send({ type: 'NETWORK.SWITCH', caipNetworkId: 'eip155:8453' })
 */
export type NetworkEvent =
  /**
   * Switch to a network (SPEC §4 "Network switch"): not found alert, nothing, SwitchActiveChain,
   * SwitchNetwork with a wallet switch, or a plain set, depending on the connections.
   *
   * @example
   * network.send({ type: 'NETWORK.SWITCH', caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' })
   */
  | { type: 'NETWORK.SWITCH'; caipNetworkId: CaipNetworkId }
  /**
   * Confirm the move to another namespace shown on SwitchActiveChain: the namespace becomes active and
   * the modal shows Connect so the visitor connects a wallet there.
   *
   * @example
   * network.send({ type: 'NETWORK.CONFIRM' })
   */
  | { type: 'NETWORK.CONFIRM' }
  /**
   * Give up the switch (or the namespace change) and go back.
   *
   * @example
   * network.send({ type: 'NETWORK.CANCEL' })
   */
  | { type: 'NETWORK.CANCEL' }
  /**
   * Ask the wallet again after a rejected or failed switch.
   *
   * @example
   * network.send({ type: 'NETWORK.RETRY' })
   */
  | { type: 'NETWORK.RETRY' }
  /**
   * A namespace's connection changed (sent by its connection actor): connected, account or network
   * changed (`connection`), or gone (`undefined`).
   *
   * @example
   * network.send({ type: 'NETWORK.CONNECTION_CHANGED', namespace: 'eip155', connection, connectorType: 'ANNOUNCED' })
   */
  | {
      type: 'NETWORK.CONNECTION_CHANGED'
      namespace: Namespace
      connection: Connection | undefined
      connectorType: ConnectorType | undefined
      /** The connection was restored without a prompt (on load), not made by the visitor now. */
      restored?: boolean | undefined
      /** The connection came with another namespace's (one WalletConnect session for several). */
      alongside?: boolean | undefined
    }
