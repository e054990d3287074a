import type { Namespace } from '../../networks/network.types.js'
import type { ConnectionEmitted } from '../connection/connection.types.js'

/** What a connection actor emits about its attempts and its end, which the modal and router follow. */
export type ConnectionViewsSignal = Extract<
  ConnectionEmitted,
  {
    type:
      | 'connection.attemptStarted'
      | 'connection.attemptCancelled'
      | 'connection.attemptEnded'
      | 'connection.made'
      | 'connection.disconnected'
      | 'connection.restoring'
  }
>

/**
 * Events the connection-views coordinator accepts: each connection actor's signals, with the namespace
 * of the actor that emitted them, and its own watcher's report that a connecting view was left.
 *
 * @example
 * coordinator.send({ type: 'connection.made', namespace: 'eip155' })
 */
export type ConnectionViewsEvent =
  | (ConnectionViewsSignal & { namespace: Namespace })
  /** The ConnectingExternal view of the namespace's attempt was shown and is gone (back, close, reset). */
  | { type: 'CONNECTION_VIEWS.CONNECTING_VIEW_LEFT'; namespace: Namespace }

/** What the coordinator starts with: the namespaces whose connection actors it follows. */
export type ConnectionViewsInput = { namespaces: readonly Namespace[] }
