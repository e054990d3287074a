import type { Connector } from '../../connectors/connector.types.js'
import type { Namespace } from '../../networks/network.types.js'
import type { NamespaceKits } from '../kits.js'

/**
 * A settled WalletConnect session, as much of it as Foyer's machines need: the namespaces the wallet
 * approved with at least one account, and the wallet's own metadata.
 *
 * @example
 * const session: PairedSession = { namespaces: ['eip155'], wallet: { name: 'Rainbow', icon: 'https://…' } }
 */
export type PairedSession = {
  namespaces: readonly Namespace[]
  wallet: { name: string; icon?: string | undefined }
}

/**
 * Starts pairings: `pair` calls `onUri` with the `wc:` URI to show (QR code or deep link) and
 * resolves when a wallet approved the session. A pairing that is abandoned (expired, cancelled) is
 * aborted with `signal`: `onUri` is not called any more and its late result is ignored.
 *
 * @example
 * const session = await pairer.pair((uri) => showQr(uri), controller.signal)
 */
export type Pairer = {
  pair(onUri: (uri: string) => void, signal?: AbortSignal): Promise<PairedSession>
  /**
   * Reports the relay connection going down (`false`) and coming back (`true`) once the client runs
   * (watching never starts it); returns a function that stops reporting. A URI made before an outage
   * is dead after it (the relay forgot the proposal it held), so the pairing machine makes a fresh one.
   */
  watchRelay?(onChange: (connected: boolean) => void): () => void
  /**
   * Reports each failed start of the client (`@walletconnect/universal-provider` could not be
   * initialised: the relay unreachable, storage unavailable) with the `UniversalProviderInitError`
   * raised; returns a function that stops reporting. Watching never starts the client.
   */
  watchStartFailures?(onFailure: (error: Error) => void): () => void
}

/**
 * The WalletConnect side of Foyer: a pairer for the `pairing` machine and one connector per
 * namespace whose `provider` talks to the wallet through the session (EIP-1193 for `eip155`).
 *
 * @example
 * const wc = walletConnect({ projectId, relayUrl: 'ws://127.0.0.1:4001', networks })
 * createFoyer({ adapters: [eip155({ networks })], modules: [wc] })
 */
export type WalletConnectClient = Pairer & {
  /**
   * The WalletConnect connector of `namespace` (id `walletConnect`, type `WALLET_CONNECT`) for a Foyer
   * with `kits`: the session's plain addresses are that namespace's when its kit among them says so.
   */
  connector(namespace: Namespace, kits: NamespaceKits): Connector | undefined
  /** The namespaces the client proposes (those of the configured networks it supports). */
  readonly namespaces: readonly Namespace[]
  /**
   * Ends the session on both sides, also a session stored by an earlier page load (the client starts
   * to restore it); never rejects.
   */
  disconnect(): Promise<void>
  /** Closes the relay connection (page teardown, tests); a stored session stays for the next load. */
  close(): Promise<void>
}

/** The id of every namespace's WalletConnect connector. */
export const WALLET_CONNECT_CONNECTOR_ID = 'walletConnect'

/** WalletConnect's logo among the Blockchain API's public assets (`/public/getAssetImage/{id}`). */
export const WALLET_CONNECT_IMAGE_ID = 'ef1a1fcf-7fe8-4d69-bd6d-fda1345b4400'
