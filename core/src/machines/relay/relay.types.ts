import type { Pairer } from '../../chains/walletconnect/walletconnect.types.js'
import type { Namespace } from '../../networks/network.types.js'

/**
 * Input of the relay machine: the WalletConnect client (what reports the relay connection) and the
 * namespaces whose connections may run over a WalletConnect session.
 *
 * @example
 * const input: RelayInput = { relay: walletConnectClient, namespaces: ['eip155', 'solana'] }
 */
export type RelayInput = { relay: Pick<Pairer, 'watchRelay'>; namespaces: readonly Namespace[] }

/**
 * The relay machine's context: its input, and whether the visitor was told of the outage under way
 * (only then do later toasts update that one).
 *
 * @example
 * const context: RelayContext = { relay: walletConnectClient, namespaces: ['eip155'], announced: false }
 */
export type RelayContext = RelayInput & { announced: boolean }

/**
 * What the relay machine hears: the WalletConnect relay connection dropped, or came back.
 *
 * @example
 * relay.send({ type: 'RELAY.LOST' })
 */
export type RelayEvent = { type: 'RELAY.LOST' } | { type: 'RELAY.BACK' }
