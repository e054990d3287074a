import { assertEvent, emit } from 'xstate'
import type { Connection } from '../../chains/adapter.types.js'
import { systemSender } from '../../system/system.js'
import { connectorOf, readRecentWallets } from './connection.storage.js'
import type { ConnectionContext, ConnectionEmitted, ConnectionEvent } from './connection.types.js'

// What a connection actor tells the others: its siblings through the actor system (the network actor,
// the root), and, by what it emits, whoever drives the modal and the router (the connectionViews
// coordinator) and the callers of its requests. It never drives the modal or the router itself.

// Sends to the actors this machine talks to, by system id (absent ones are skipped).
const toSystem = systemSender<ConnectionContext, ConnectionEvent>()

// What the network actor hears of this namespace's connection; a connection restored without a
// prompt (on load), or made alongside another namespace's, says so, and does not take the active
// namespace from another one.
const connectionChanged = (restored: boolean) =>
  toSystem('network')(({ context }) => ({
    type: 'NETWORK.CONNECTION_CHANGED',
    namespace: context.namespace,
    connection: context.connection,
    connectorType: context.connection ? connectorOf(context)?.type : undefined,
    restored,
    alongside: context.alongside,
  }))

/** `emit` typed for the connection machine. */
const signal = emit<ConnectionContext, ConnectionEvent, undefined, ConnectionEvent, ConnectionEmitted>

/**
 * The connection machine's actions that tell others what happened (spread into its `setup()`).
 *
 * @example
 * setup({ actions: { ...connectionSignals } })
 */
export const connectionSignals = {
  // Siblings, found through the actor system (absent ones are skipped).
  notifyConnectionChanged: connectionChanged(false),
  notifyConnectionRestored: connectionChanged(true),
  notifyConnectors: toSystem('foyer')(({ context }) => ({
    type: 'FOYER.CONNECTORS_CHANGED',
    namespace: context.namespace,
    connectors: context.connectors,
  })),
  notifyRecentWallets: toSystem('foyer')(({ context }) => ({
    type: 'FOYER.RECENT_WALLETS_CHANGED',
    recentWallets: readRecentWallets(context),
  })),
  notifyAttempt: toSystem('foyer')(({ context }) => ({
    type: 'FOYER.CONNECTION_ATTEMPT',
    namespace: context.namespace,
  })),
  // What happened, for the coordinator that drives the modal and the router (connectionViews).
  emitAttemptStarted: signal(({ context }) => ({
    type: 'connection.attemptStarted' as const,
    connectorId: context.connectorId ?? '',
    connectorType: connectorOf(context)?.type,
  })),
  emitAttemptCancelled: signal(({ context }) => ({
    type: 'connection.attemptCancelled' as const,
    connectorId: context.connectorId,
  })),
  emitAttemptEnded: signal({ type: 'connection.attemptEnded' as const }),
  emitMade: signal({ type: 'connection.made' as const }),
  emitDisconnected: signal(({ context }) => ({
    type: 'connection.disconnected' as const,
    closeModal: context.closeModalOnDisconnect,
  })),
  emitRestoring: signal({ type: 'connection.restoring' as const, restoring: true }),
  emitRestored: signal({ type: 'connection.restoring' as const, restoring: false }),
  // Sent before the restored connection replaces the current one, which is the one it names as
  // replaced (a switch starts only while connected).
  emitSwitched: signal(({ context }) => ({
    type: 'connection.switched' as const,
    connectorId: context.connectorId ?? '',
    previous: context.connection as Connection,
  })),
  // Sent before the connector id goes back to the current connection's: it names the one not switched to.
  emitSwitchFailed: signal(({ context }) => ({
    type: 'connection.switchFailed' as const,
    connectorId: context.connectorId ?? '',
  })),
  emitSwitchRefused: signal(({ event }) => {
    assertEvent(event, 'CONNECTION.SWITCH')
    return { type: 'connection.switchFailed' as const, connectorId: event.connectorId }
  }),
}
