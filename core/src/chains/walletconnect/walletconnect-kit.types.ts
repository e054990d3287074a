import type { DirectoryWallet } from '../../api/wallet-directory.types.js'
import type { ConnectedWalletInfo } from '../adapter.types.js'
import type { SessionEvents } from './session-events.js'

/**
 * What a WalletConnect session offers the provider a namespace's adapter talks to: requests on the
 * namespace's default chain, the session's events for that namespace, the wallet on the other side,
 * and the end of the session.
 *
 * @example
 * const provider = eip155WalletConnect.provider?.(session)
 */
export type WalletConnectSessionPort = {
  /** Whether a session is live (starts the WalletConnect client first). */
  isPaired(): Promise<boolean>
  /** The session's addresses in this namespace (none without a session), without a wallet round trip. */
  accounts(): readonly string[]
  /**
   * The session's CAIP-10 account ids in this namespace (`cosmos:osmosis-1:osmo1…`), for namespaces whose
   * address differs per chain; absent where a session port predates it.
   */
  accountIds?(): readonly string[]
  /**
   * A request through the session, on `caipNetworkId` (the namespace's default chain without it);
   * rejects with `WalletConnectNotPairedError` without a session.
   */
  request(method: string, params: unknown, caipNetworkId?: string): Promise<unknown>
  /**
   * The session's events for this namespace: `accountsChanged`, `chainChanged`, `disconnect`, and the
   * namespace's own events its kit lists (`bip122_addressesChanged`), under their names.
   */
  events: SessionEvents
  /** The wallet on the other side of the session, once paired. */
  walletInfo(): ConnectedWalletInfo | undefined
  /** Ends the whole session (every namespace: a WalletConnect session is one for all). */
  disconnect(): Promise<void>
}

/**
 * What WalletConnect needs to know about one namespace: the JSON-RPC methods a session proposal asks
 * the wallet to allow (and its own events to send), how the session's events read in that namespace, and the provider its adapter
 * talks to through the session. A namespace without `provider` is proposed to wallets (its methods
 * are) but lists no WalletConnect connector until its adapter can use one. Each lives in its
 * namespace's folder (`core/src/chains/<namespace>/<namespace>.walletconnect.ts`).
 *
 * @example
 * walletConnectKits.solana?.methods.includes('solana_signMessage') // true
 */
export type WalletConnectKit = {
  /** The methods a session proposal asks the wallet to allow in this namespace. */
  readonly methods: readonly string[]
  /**
   * The namespace's own session events beyond the default ones (Bitcoin's `bip122_addressesChanged`):
   * proposed with them, and forwarded to the namespace's provider under their own names, data as sent.
   */
  readonly events?: readonly string[]
  /** The session's chain change as this namespace's provider reports it; `undefined` drops it. */
  chainChanged?(reference: unknown): unknown
  /** The provider the namespace's adapter talks to through the session. */
  provider?(session: WalletConnectSessionPort): unknown
  /**
   * On a phone with no wallet of this namespace in the browser, the link that opens `pageUrl` inside
   * the directory wallet's own app browser instead of pairing, where the namespace's wallets work
   * that way (Solana's); `undefined` to pair as usual.
   */
  walletBrowserLink?(wallet: DirectoryWallet, pageUrl: string): string | undefined
}
