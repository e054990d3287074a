import type { Account, AnyChainAdapter, Connection, ConnectSignIn } from '../../chains/adapter.types.js'
import type { Connector, ConnectorType } from '../../connectors/connector.types.js'
import type { CaipNetworkId, Namespace, Network } from '../../networks/network.types.js'
import type { ConnectionStatus } from '../../storage/keys.js'
import type { TypedStorage } from '../../storage/storage.types.js'
import type { HasSystem } from '../../system/system.js'
import type { BalanceRead, BalanceReport } from '../balance/balance.types.js'
import type { ConnectAttemptReport } from '../connect-attempt/connect-attempt.types.js'
import type { PendingRequest, WalletAnswer, WalletRequest } from '../wallet-request/wallet-request.types.js'

/**
 * What a connection actor is started with: one per configured chain adapter.
 *
 * @example
 * createActor(connectionMachine, { input: { adapter, storage: createStorage(memoryStorage()), reconnect: true } })
 */
export type ConnectionInput = {
  adapter: AnyChainAdapter
  storage: TypedStorage
  /** Restore the stored connection on start without a prompt (SPEC §4, `enableReconnect`). */
  reconnect: boolean
  /** The namespace's active network, when the site or the visitor chose one; the adapter's first otherwise. */
  network?: Network | undefined
  /**
   * Connectors that do not come from the adapter's discovery (WalletConnect's), listed before the
   * adapter's. A WalletConnect connector connects once its pairing is approved, without a view of its own.
   */
  connectors?: readonly Connector[] | undefined
  /** Where a connect attempt finds the sign-in a wallet may make with it (the sign-in module's). */
  signIn?: ConnectSignInSource | undefined
}

/**
 * Finds, in the running system, the sign-in a wallet may make as it connects; `undefined` when there
 * is none (the sign-in module's actor is not running).
 *
 * @example
 * const source: ConnectSignInSource = (system) => { const siwx = getSystemActor(system, 'siwx'); return siwx && connectSignInOf(siwx) }
 */
export type ConnectSignInSource = (system: HasSystem) => ConnectSignIn | undefined

/** Why the last connect attempt ended without a connection, with the spec's text for it. */
export type ConnectError = {
  /** rejected: the visitor said no (retry offered); failed: anything else. */
  kind: 'rejected' | 'failed'
  /** e.g. 'Connection rejected', 'Failed to connect'. */
  message: string
}

/** What was in storage for this namespace when the actor started (read once, synchronously). */
export type StoredConnectionFacts = {
  status: ConnectionStatus | undefined
  connectorId: string | undefined
}

/** The connection actor's context. */
export type ConnectionContext = {
  adapter: AnyChainAdapter
  namespace: Namespace
  storage: TypedStorage
  reconnect: boolean
  stored: StoredConnectionFacts
  /** The network a connect or reconnect asks the wallet for. */
  network: Network
  /** Where a connect attempt finds a sign-in to make with it (see {@link ConnectionInput}). */
  signIn: ConnectSignInSource | undefined
  /** Connectors from outside the adapter (see {@link ConnectionInput}), always listed. */
  extraConnectors: readonly Connector[]
  /** The extra connectors, then the connectors the adapter found as it last reported them. */
  connectors: readonly Connector[]
  /** The connector of the attempt in progress, or of the live connection. */
  connectorId: string | undefined
  /**
   * The attempt joins another namespace's wallet rather than taking the active namespace from it (the
   * other namespaces of one WalletConnect session); see the `CONNECTION.CONNECT` event.
   */
  alongside: boolean
  /** The live connection while connected. */
  connection: Connection | undefined
  /** Where the read of the active account's native balance stands, while connected. */
  balance: BalanceRead | undefined
  /** Why the last attempt failed, while it shows. */
  error: ConnectError | undefined
  /** Whether the disconnect in progress closes the modal when it is done. */
  closeModalOnDisconnect: boolean
  /**
   * Whether the switch in progress may ask its wallet again (a prompt) when its connection cannot be
   * restored: the `prompt` of `CONNECTION.SWITCH`; true outside a switch.
   */
  switchPrompt: boolean
  /** The request waiting for the wallet's answer (one at a time: a wallet shows one prompt). */
  request: PendingRequest | undefined
}

/**
 * What a connection actor emits: the answer to each request, by its id, and what happened to its
 * attempts and connection, for whoever drives the modal and the router (it never drives them itself).
 *
 * @example
 * connection.on('connection.answered', ({ requestId, answer }) => …)
 */
export type ConnectionEmitted =
  /** The wallet answered the request (what it returned: a signature for `signMessage`). */
  | { type: 'connection.answered'; requestId: string; answer: WalletAnswer }
  /** The wallet refused or failed, the request was cancelled, or the connection went meanwhile. */
  | { type: 'connection.requestFailed'; requestId: string; error: unknown }
  /** A connect attempt began: the wallet behind `connectorId` is (about to be) asked. */
  | { type: 'connection.attemptStarted'; connectorId: string; connectorType: ConnectorType | undefined }
  /** The visitor gave up the attempt from a button (not by leaving its view). */
  | { type: 'connection.attemptCancelled'; connectorId: string | undefined }
  /** The attempt is over, whichever way it ended (connected, cancelled, disconnected, replaced). */
  | { type: 'connection.attemptEnded' }
  /** A connection was made with a prompt (not restored without one). */
  | { type: 'connection.made' }
  /** The site's disconnect is done; `closeModal` is what the disconnect asked for. */
  | { type: 'connection.disconnected'; closeModal: boolean }
  /** A restore without a prompt began (`true`) or ended (`false`). */
  | { type: 'connection.restoring'; restoring: boolean }
  /**
   * A switch restored the connection of `connectorId` without a prompt; `previous` is the one it
   * replaced, which the site still holds at its wallet (ending it there is the caller's choice).
   */
  | { type: 'connection.switched'; connectorId: string; previous: Connection }
  /**
   * A switch to `connectorId` did not happen and the current connection stays: it was refused (no
   * connection at rest, or a wallet being added), cancelled, or its connection could not be restored
   * without the prompt it forbade. (A disconnect meanwhile ends the switch with the connection.)
   */
  | { type: 'connection.switchFailed'; connectorId: string }

/**
 * Events a connection actor accepts.
 *
 * @example
 * foyer.connection('eip155')?.send({ type: 'CONNECTION.CONNECT', connectorId: 'io.metamask' })
 */
export type ConnectionEvent =
  /**
   * Ask the wallet behind a connector to connect (a prompt). Pushes ConnectingExternal. While
   * connected (adding a wallet, multi-wallet) the current connection stays until the new one is
   * made; a cancel comes back to it.
   *
   * `alongside`: the connection comes with the active namespace's (a WalletConnect session approving
   * several namespaces at once) and does not take the active namespace from it, whichever connects last.
   *
   * @example
   * connection.send({ type: 'CONNECTION.CONNECT', connectorId: 'io.metamask' })
   */
  | { type: 'CONNECTION.CONNECT'; connectorId: string; alongside?: boolean | undefined }
  /**
   * Give up the attempt in progress (a wallet that never answers, or the visitor left the view).
   *
   * @example
   * connection.send({ type: 'CONNECTION.CANCEL' })
   */
  | { type: 'CONNECTION.CANCEL' }
  /**
   * Ask the same connector again after a rejection or a failure.
   *
   * @example
   * connection.send({ type: 'CONNECTION.RETRY' })
   */
  | { type: 'CONNECTION.RETRY' }
  /**
   * End the connection and forget it; closes the modal unless `closeModal` is false (SPEC §4).
   *
   * @example
   * connection.send({ type: 'CONNECTION.DISCONNECT', closeModal: false })
   */
  | { type: 'CONNECTION.DISCONNECT'; closeModal?: boolean | undefined }
  /**
   * Make the connection the site holds with another connector the active one (multi-wallet): it is
   * restored without a prompt, the current connection kept until then, and emitted as
   * `connection.switched`. A wallet that no longer authorises the site is asked again (a prompt;
   * cancelling it comes back to the current connection), unless `prompt` is false: the switch then
   * fails (`connection.switchFailed`) and the current connection stays. While connected only.
   *
   * @example
   * connection.send({ type: 'CONNECTION.SWITCH', connectorId: 'com.example.second', prompt: false })
   */
  | { type: 'CONNECTION.SWITCH'; connectorId: string; prompt?: boolean | undefined }
  /**
   * The adapter failed to sync this namespace: disconnect it without closing the modal (SPEC §4).
   *
   * @example
   * connection.send({ type: 'CONNECTION.SYNC_FAILED' })
   */
  | { type: 'CONNECTION.SYNC_FAILED' }
  /**
   * The adapter found or lost connectors (sent by the `watchConnectors` actor).
   *
   * @example
   * connection.send({ type: 'CONNECTION.CONNECTORS_CHANGED', connectors: [metamask] })
   */
  | { type: 'CONNECTION.CONNECTORS_CHANGED'; connectors: readonly Connector[] }
  /**
   * The wallet's accounts changed; an empty list means it disconnected the site (sent by `watchAccount`).
   *
   * @example
   * connection.send({ type: 'CONNECTION.ACCOUNTS_CHANGED', accounts: [{ address: '0xab…', type: 'eoa' }] })
   */
  | { type: 'CONNECTION.ACCOUNTS_CHANGED'; accounts: readonly Account[] }
  /**
   * The wallet moved to another network, maybe one the site does not configure (sent by `watchAccount`).
   *
   * @example
   * connection.send({ type: 'CONNECTION.CHAIN_CHANGED', caipNetworkId: 'eip155:8453' })
   */
  | { type: 'CONNECTION.CHAIN_CHANGED'; caipNetworkId: CaipNetworkId }
  /**
   * The wallet ended the connection (sent by `watchAccount`).
   *
   * @example
   * connection.send({ type: 'CONNECTION.WALLET_DISCONNECTED' })
   */
  | { type: 'CONNECTION.WALLET_DISCONNECTED' }
  /**
   * The network machine chose this namespace's active network: the next connect asks for it, and a
   * wallet that cannot switch networks itself (no `switchNetwork`) follows the site's choice.
   *
   * @example
   * connection.send({ type: 'CONNECTION.NETWORK_SELECTED', caipNetworkId: 'eip155:8453' })
   */
  | { type: 'CONNECTION.NETWORK_SELECTED'; caipNetworkId: CaipNetworkId }
  /**
   * Ask the wallet something (a prompt: a signature with the active account or `sign.address`); the
   * answer is emitted as `connection.answered` or `connection.requestFailed` with the same
   * `requestId`. Refused while not connected or while another request waits.
   *
   * @example
   * connection.send({ type: 'CONNECTION.REQUEST', requestId: 'r1', request: { kind: 'signMessage', sign: { message: 'Hello' } } })
   */
  | { type: 'CONNECTION.REQUEST'; requestId: string; request: WalletRequest }
  /**
   * Give up the request waiting for the wallet (its caller gets 'Request was aborted').
   *
   * @example
   * connection.send({ type: 'CONNECTION.CANCEL_REQUEST' })
   */
  | { type: 'CONNECTION.CANCEL_REQUEST' }
  /**
   * Make another of the connection's accounts the active one (it moves first). An address the wallet
   * did not share changes nothing.
   *
   * @example
   * connection.send({ type: 'CONNECTION.SELECT_ACCOUNT', address: 'bc1p…' })
   */
  | { type: 'CONNECTION.SELECT_ACCOUNT'; address: string }
  /**
   * Read the native balance again (after a transaction, for example).
   *
   * @example
   * connection.send({ type: 'CONNECTION.REFRESH_BALANCE' })
   */
  | { type: 'CONNECTION.REFRESH_BALANCE' }
  /** From the balance actor (a child, while connected): its read moved. */
  | BalanceReport
  /** From the connect attempt (a child, while one runs): the error it shows now, if any. */
  | ConnectAttemptReport
