import { assertEvent, assign, emit, fromCallback, setup } from 'xstate'
import { WALLET_CONNECT_CONNECTOR_ID } from '../../chains/walletconnect/walletconnect.types.js'
import { RELAY_ANSWER_MS } from '../../config/constants.js'
import { getSystemActor, type HasSystem, systemSender } from '../../system/system.js'
import { selectNamespaceConnection } from '../connection/connection.selectors.js'
import { TOAST_DURATION_MS } from '../toaster/toaster.constants.js'
import type { RelayContext, RelayEmitted, RelayEvent, RelayInput } from './relay.types.js'

/** The id of the toast that tells the visitor about the relay: shown, updated, then gone. */
export const RELAY_TOAST_ID = 'walletconnect-relay'

const toSystem = systemSender<RelayContext, RelayEvent>()

/** Reports the relay connection going down and coming back, for clients that can tell. */
const watchRelayActor = fromCallback<RelayEvent, Pick<RelayInput, 'relay'>>(({ input, sendBack }) =>
  input.relay.watchRelay?.((connected) => sendBack({ type: connected ? 'RELAY.BACK' : 'RELAY.LOST' })),
)

/** Reports each failed start of the WalletConnect client, for clients that can tell. */
const watchStartFailuresActor = fromCallback<RelayEvent, Pick<RelayInput, 'relay'>>(({ input, sendBack }) =>
  input.relay.watchStartFailures?.((error) => sendBack({ type: 'RELAY.START_FAILED', error })),
)

/** Whether a wallet is connected over WalletConnect in any of `namespaces`. */
function hasWalletConnectSession(namespaces: RelayContext['namespaces'], system: HasSystem): boolean {
  return namespaces.some((namespace) => {
    const connection = getSystemActor(system, `connection.${namespace}`)
    const active = connection && selectNamespaceConnection(connection.getSnapshot())
    return active?.connectorId === WALLET_CONNECT_CONNECTOR_ID
  })
}

/**
 * The WalletConnect relay connection during a session (systemId `walletConnect.relay`): when it drops
 * while a wallet is connected over WalletConnect, requests to the wallet can only wait, so a toast
 * says "Reconnecting to WalletConnect…", turns into an error if the relay stays away 10 s, and says
 * "Reconnected" when it is back. (The pairing machine handles outages while a QR code shows.) A
 * client that could not start at all is emitted as `walletConnect.startFailed`, for error reports.
 *
 * @example
 * createActor(relayMachine, { input: { relay: walletConnectClient, namespaces: ['eip155'] } })
 */
export const relayMachine = setup({
  types: {} as { context: RelayContext; events: RelayEvent; input: RelayInput; emitted: RelayEmitted },
  actors: { watchRelay: watchRelayActor, watchStartFailures: watchStartFailuresActor },
  delays: { relayAnswer: RELAY_ANSWER_MS },
  actions: {
    // Only a session over the relay has requests waiting on it: without one there is nothing to say
    // (a pairing shows its own state), and the toasts' code is not even downloaded.
    noteSession: assign({
      announced: ({ context, system }) => hasWalletConnectSession(context.namespaces, system),
    }),
    forgetAnnouncement: assign({ announced: false }),
    // Told as it happens, in whatever state the relay is: a start fails before any connection exists.
    tellStartFailed: emit(({ event }) => {
      assertEvent(event, 'RELAY.START_FAILED')
      return {
        type: 'walletConnect.startFailed' as const,
        errorType: event.error.name,
        errorMessage: event.error.message,
        stackTrace: event.error.stack,
      }
    }),
    announceReconnecting: toSystem('toasts')(({ context }) =>
      context.announced
        ? {
            type: 'TOAST.SHOW',
            toast: {
              id: RELAY_TOAST_ID,
              type: 'loading',
              title: 'Reconnecting to WalletConnect…',
              description: 'Requests to your wallet wait until the connection is back.',
            },
          }
        : undefined,
    ),
    announceUnreachable: toSystem('toasts')(({ context }) =>
      context.announced
        ? {
            type: 'TOAST.UPDATE',
            id: RELAY_TOAST_ID,
            toast: {
              type: 'error',
              title: "WalletConnect's relay does not answer",
              description: 'Check your connection: requests to your wallet wait until it is back.',
              // It stays until the relay is back.
              duration: Number.POSITIVE_INFINITY,
            },
          }
        : undefined,
    ),
    announceBack: toSystem('toasts')(({ context }) =>
      context.announced
        ? {
            type: 'TOAST.UPDATE',
            id: RELAY_TOAST_ID,
            toast: {
              type: 'success',
              title: 'Reconnected to WalletConnect',
              description: undefined,
              duration: TOAST_DURATION_MS,
            },
          }
        : undefined,
    ),
  },
}).createMachine({
  id: 'relay',
  invoke: [
    { src: 'watchRelay', id: 'watchRelay', input: ({ context }) => ({ relay: context.relay }) },
    {
      src: 'watchStartFailures',
      id: 'watchStartFailures',
      input: ({ context }) => ({ relay: context.relay }),
    },
  ],
  context: ({ input }) => ({ ...input, announced: false }),
  on: { 'RELAY.START_FAILED': { actions: 'tellStartFailed' } },
  initial: 'connected',
  states: {
    connected: {
      on: { 'RELAY.LOST': { target: 'reconnecting', actions: ['noteSession', 'announceReconnecting'] } },
    },
    /** Down: a wallet connected over WalletConnect hears nothing until it is back. */
    reconnecting: {
      after: { relayAnswer: { target: 'unreachable', actions: 'announceUnreachable' } },
      on: { 'RELAY.BACK': { target: 'connected', actions: ['announceBack', 'forgetAnnouncement'] } },
    },
    /** Still down after 10 s: the toast says so, and stays until the relay is back. */
    unreachable: {
      on: { 'RELAY.BACK': { target: 'connected', actions: ['announceBack', 'forgetAnnouncement'] } },
    },
  },
})
