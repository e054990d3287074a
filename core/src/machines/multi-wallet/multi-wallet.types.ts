import type { Connection } from '../../chains/adapter.types.js'
import type { NamespaceKits } from '../../chains/kits.js'
import type { Namespace } from '../../networks/network.types.js'
import type { StoredConnection } from '../../storage/keys.js'
import type { TypedStorage } from '../../storage/storage.types.js'

/**
 * What the multi-wallet actor starts with: Foyer's storage, the namespaces the site configured, and
 * its Foyer's kits (stored addresses are checked and namespaces named by them).
 *
 * @example
 * createActor(multiWalletMachine, { input: { storage, namespaces: ['eip155'], kits: foyer.kits } })
 */
export type MultiWalletInput = {
  storage: TypedStorage
  namespaces: readonly Namespace[]
  kits: NamespaceKits
}

/** One namespace's wallets: every connection the visitor made there, and which are no longer held. */
export type NamespaceWallets = {
  /** The connections made in this namespace, newest first, one per connector (ids compared case-insensitively). */
  connections: readonly StoredConnection[]
  /** Connectors whose connection the visitor ended (or lost): listed as recent, restored only by a new login. */
  disconnectedIds: readonly string[]
  /** The active connection, as the namespace's connection actor last reported it. */
  active: Connection | undefined
}

/** The multi-wallet actor's context. */
export type MultiWalletContext = {
  storage: TypedStorage
  namespaces: readonly Namespace[]
  kits: NamespaceKits
  wallets: Readonly<Partial<Record<Namespace, NamespaceWallets>>>
}

/**
 * A connection's status in its namespace (multi-wallet): `connected` is the active one; `active` is
 * another connection the site still holds (switching to it needs no prompt); `disconnected` is a
 * recent one (switching to it is a new login).
 */
export type WalletConnectionStatus = 'connected' | 'active' | 'disconnected'

/**
 * Events the multi-wallet actor accepts.
 *
 * @example
 * foyer.getActor('multiWallet')?.send({ type: 'MULTI_WALLET.DISCONNECT', namespace: 'eip155', connectorId: 'io.rabby' })
 */
export type MultiWalletEvent =
  /**
   * A namespace's active connection changed (sent by the actor's watcher of the connection actors).
   *
   * @example
   * multiWallet.send({ type: 'MULTI_WALLET.ACTIVE_CHANGED', namespace: 'eip155', connection })
   */
  | { type: 'MULTI_WALLET.ACTIVE_CHANGED'; namespace: Namespace; connection: Connection | undefined }
  /**
   * A namespace's connection switched to the connection of `connectorId` without a prompt, replacing
   * `previous` (sent by the actor's listener to the connection actors).
   *
   * @example
   * multiWallet.send({ type: 'MULTI_WALLET.SWITCHED', namespace: 'eip155', connectorId: 'io.rabby', previous })
   */
  | { type: 'MULTI_WALLET.SWITCHED'; namespace: Namespace; connectorId: string; previous: Connection }
  /**
   * A namespace's switch to the connection of `connectorId` did not happen: the current connection
   * stays (sent by the actor's listener to the connection actors).
   *
   * @example
   * multiWallet.send({ type: 'MULTI_WALLET.SWITCH_FAILED', namespace: 'eip155', connectorId: 'io.rabby' })
   */
  | { type: 'MULTI_WALLET.SWITCH_FAILED'; namespace: Namespace; connectorId: string }
  /**
   * End one connection and keep the others: the active one hands over to another held connection
   * (without a prompt; the namespace disconnects if that one cannot be restored), or disconnects the
   * namespace when none is left; another one is ended on the wallet's side.
   *
   * @example
   * multiWallet.send({ type: 'MULTI_WALLET.DISCONNECT', namespace: 'eip155', connectorId: 'io.rabby' })
   */
  | { type: 'MULTI_WALLET.DISCONNECT'; namespace: Namespace; connectorId: string }
  /**
   * Forget a recent (disconnected) connection.
   *
   * @example
   * multiWallet.send({ type: 'MULTI_WALLET.DELETE', namespace: 'eip155', connectorId: 'io.rabby' })
   */
  | { type: 'MULTI_WALLET.DELETE'; namespace: Namespace; connectorId: string }
