import { fromCallback } from 'xstate'
import { walletConnectAlertOf } from '../../chains/walletconnect/provider-alerts.js'
import type { PairedSession, Pairer } from '../../chains/walletconnect/walletconnect.types.js'
import { watchViewLeft } from '../../system/watch-view-left.js'
import { connectErrorOf } from '../connection/connection.rules.js'
import type { View } from '../router/router.types.js'
import type { PairingEvent } from './pairing.types.js'

// The pairing machine's actors: the WalletConnect pairing itself and the watch on its view, named in
// `setup()` so tests can `.provide()` others.

/**
 * The message a failed pairing shows, as for any connect attempt (SPEC §8): 'Connection rejected' when
 * the wallet refused (4001, 5000 …), a Foyer error's own text, 'Failed to connect' for anything else.
 *
 * @example
 * pairingErrorMessage({ code: 5000, message: 'User rejected.' }) // 'Connection rejected'
 * pairingErrorMessage(new Error('socket hang up')) // 'Failed to connect'
 */
export function pairingErrorMessage(error: unknown): string {
  return connectErrorOf(error).message
}

/**
 * One pairing: asks the pairer for a URI and reports it (`PAIRING.URI`), then the wallet's approval
 * (`PAIRING.APPROVED`) or the failure (`PAIRING.FAILED`). When the actor stops (the URI expired, a
 * refresh, a cancel) the pairing is aborted through its signal, and xstate drops whatever the actor
 * still sends back, so a late result of an abandoned pairing never lands.
 *
 * @example
 * setup({ actors: { pair: pairActor } }) // invoked with input { pairer }
 */
export const pairActor = fromCallback<PairingEvent, { pairer: Pairer }>(({ input, sendBack }) => {
  const controller = new AbortController()
  // `new Promise` so that a pairer throwing synchronously fails the pairing like a rejection.
  new Promise<PairedSession>((resolve) =>
    resolve(input.pairer.pair((uri) => sendBack({ type: 'PAIRING.URI', uri }), controller.signal)),
  ).then(
    (session) => sendBack({ type: 'PAIRING.APPROVED', session }),
    (error: unknown) =>
      sendBack({
        type: 'PAIRING.FAILED',
        message: pairingErrorMessage(error),
        alert: walletConnectAlertOf(error),
      }),
  )
  return () => controller.abort()
})

/**
 * Follows the relay connection while a pairing is live, for pairers that can tell
 * (`PAIRING.RELAY_LOST`, `PAIRING.RELAY_BACK`); for others it does nothing.
 *
 * @example
 * setup({ actors: { watchRelay: watchRelayActor } }) // invoked with input { pairer }
 */
export const watchRelayActor = fromCallback<PairingEvent, { pairer: Pairer }>(({ input, sendBack }) =>
  input.pairer.watchRelay?.((connected) =>
    sendBack({ type: connected ? 'PAIRING.RELAY_BACK' : 'PAIRING.RELAY_LOST' }),
  ),
)

/** The router views that show a pairing (SPEC §2). */
const PAIRING_VIEWS: readonly string[] = ['ConnectingWalletConnect', 'ConnectingWalletConnectBasic']

/**
 * Whether the router shows a pairing view (ConnectingWalletConnect or ConnectingWalletConnectBasic) on top.
 *
 * @example
 * isShowingPairingView(selectTopView(router.getSnapshot())) // true
 */
export function isShowingPairingView(top: View): boolean {
  return PAIRING_VIEWS.includes(top.name)
}

/**
 * Ties a pairing to its view: once a pairing view has shown, the pairing is cancelled when it goes
 * (back, close, or any reset of the router's stack). Going from one pairing view to the other keeps
 * it. Without a router (a pairing actor run alone) it does nothing.
 *
 * @example
 * setup({ actors: { watchPairingView: watchPairingViewActor } })
 */
export const watchPairingViewActor = fromCallback<PairingEvent>(({ system, sendBack }) =>
  watchViewLeft(system, isShowingPairingView, () => sendBack({ type: 'PAIRING.CANCEL' })),
)
