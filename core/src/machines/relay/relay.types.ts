import type { Pairer } from '../../chains/walletconnect/walletconnect.types.js'
import type { Namespace } from '../../networks/network.types.js'

/**
 * Input of the relay machine: the WalletConnect client (what reports the relay connection) and the
 * namespaces whose connections may run over a WalletConnect session.
 *
 * @example
 * const input: RelayInput = { relay: walletConnectClient, namespaces: ['eip155', 'solana'] }
 */
export type RelayInput = {
  relay: Pick<Pairer, 'watchRelay' | 'watchStartFailures'>
  namespaces: readonly Namespace[]
}

/**
 * The relay machine's context: its input, and whether the visitor was told of the outage under way
 * (only then do later toasts update that one).
 *
 * @example
 * const context: RelayContext = { relay: walletConnectClient, namespaces: ['eip155'], announced: false }
 */
export type RelayContext = RelayInput & { announced: boolean }

/**
 * What the relay machine hears: the WalletConnect relay connection dropped, or came back, or the
 * WalletConnect client could not be started at all.
 *
 * @example
 * relay.send({ type: 'RELAY.LOST' })
 */
export type RelayEvent =
  | { type: 'RELAY.LOST' }
  | { type: 'RELAY.BACK' }
  /** The client's start failed (`UniversalProviderInitError`): told to whoever reports errors. */
  | { type: 'RELAY.START_FAILED'; error: Error }

/**
 * What the relay machine emits: a failed start of the WalletConnect client, as an error's class name,
 * message and stack (the analytics module turns it into an error report when reports are on).
 *
 * @example
 * relay.on('walletConnect.startFailed', ({ errorType }) => console.log(errorType)) // 'UniversalProviderInitError'
 */
export type RelayEmitted = {
  type: 'walletConnect.startFailed'
  errorType: string
  errorMessage: string
  stackTrace: string | undefined
}
