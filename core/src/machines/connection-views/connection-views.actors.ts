import { fromCallback } from 'xstate'
import type { Namespace } from '../../networks/network.types.js'
import { getSystemActor } from '../../system/system.js'
import { watchViewLeft } from '../../system/watch-view-left.js'
import { isShowingConnectingView } from './connection-views.rules.js'
import type {
  ConnectionViewsEvent,
  ConnectionViewsInput,
  ConnectionViewsSignal,
} from './connection-views.types.js'

// The coordinator's actors, named in its `setup()`, so tests can `.provide()` others.

const signals = [
  'connection.attemptStarted',
  'connection.attemptCancelled',
  'connection.attemptEnded',
  'connection.made',
  'connection.disconnected',
  'connection.restoring',
] as const satisfies readonly ConnectionViewsSignal['type'][]

/**
 * Hands the coordinator every signal of the namespaces' connection actors, with the namespace of the
 * actor that emitted it. It starts before the connection actors do (they are registered in the
 * system before any starts), so the first signals of a restore on load arrive too.
 */
export const listenToConnectionsActor = fromCallback<ConnectionViewsEvent, ConnectionViewsInput>(
  ({ input, system, sendBack }) => {
    const subscriptions = input.namespaces.flatMap((namespace) => {
      const connection = getSystemActor(system, `connection.${namespace}`)
      if (!connection) return []
      return signals.map((type) =>
        connection.on(type, (signal: ConnectionViewsSignal) => sendBack({ ...signal, namespace })),
      )
    })
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe()
    }
  },
)

/**
 * Ties a connect attempt to its ConnectingExternal view: once the view has shown, the coordinator hears
 * when it goes (back, close, or any reset of the router's stack), and cancels the attempt.
 */
export const watchConnectingViewActor = fromCallback<
  ConnectionViewsEvent,
  { namespace: Namespace; connectorId: string }
>(({ input, system, sendBack }) =>
  watchViewLeft(
    system,
    (top) => isShowingConnectingView(top, input.connectorId),
    () => sendBack({ type: 'CONNECTION_VIEWS.CONNECTING_VIEW_LEFT', namespace: input.namespace }),
  ),
)
