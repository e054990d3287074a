import type { SentTransaction } from '../chains/kit.types.js'
import type { TransactionPreview } from '../chains/transaction-preview.types.js'
import type { Namespace } from '../networks/network.types.js'
import type { FrameChannel } from './frame-channel.js'

/**
 * What an adapter's embedded-wallet provider reaches through Foyer: the login frame's channel (loaded
 * and ready), the visitor's approval of a request shown in words (only an approved request runs), and
 * the frame's sign-out.
 *
 * @example
 * const link: EmbeddedFrameLink = { channel: () => readyFrameChannel(system), approve, signOut }
 */
export type EmbeddedFrameLink = {
  channel(): Promise<FrameChannel>
  /**
   * `sent` reads, from what `run` gave, the transaction it sent (balances are read again once it has
   * landed on its chain); absent for requests that send none.
   */
  approve<output>(
    preview: TransactionPreview,
    run: (signal: AbortSignal) => Promise<output>,
    sent?: (output: output) => SentTransaction | undefined,
  ): Promise<output>
  signOut(): Promise<void>
  /**
   * The frame has no login (asked silently, as when a connection is restored): if this site kept a
   * connection through the embedded wallet on `namespace`, its session expired, and the visitor is
   * told (SPEC §8's Session Expired).
   */
  noLogin(namespace: Namespace): void
}

/**
 * A chain adapter whose namespace the embedded wallet also serves (besides EVM, which the module
 * serves itself): it makes the AUTH connector's provider over the login frame, as its wallets'
 * providers are (a Wallet Standard wallet on Solana). An extension of the adapter, not part of every
 * one; a site that configures no such adapter downloads none of it.
 *
 * @example
 * if (hostsEmbeddedWallet(adapter)) connector.provider = adapter.embeddedWalletProvider(link, 'Email')
 */
export type EmbeddedWalletHost = {
  embeddedWalletProvider(link: EmbeddedFrameLink, name: string): unknown
}

/**
 * Whether `adapter` hosts the embedded wallet ({@link EmbeddedWalletHost}).
 *
 * @example
 * hostsEmbeddedWallet(solana({ networks })) // true
 */
export function hostsEmbeddedWallet<adapter extends object>(
  adapter: adapter,
): adapter is adapter & EmbeddedWalletHost {
  return 'embeddedWalletProvider' in adapter && typeof adapter.embeddedWalletProvider === 'function'
}
