import { fromCallback } from 'xstate'
import type { Connection } from '../../chains/adapter.types.js'
import type { Namespace } from '../../networks/network.types.js'
import { getSystemActor, watchSystemActor } from '../../system/system.js'
import { selectNamespaceConnection } from '../connection/connection.selectors.js'
import type { MultiWalletEvent } from './multi-wallet.types.js'

/**
 * Follows every namespace's connection actor and reports each change of its active connection
 * (a connect, a switch, a hand-over, a disconnect, new accounts or network).
 */
export const watchActiveConnectionsActor = fromCallback<
  MultiWalletEvent,
  { namespaces: readonly Namespace[] }
>(({ input, system, sendBack }) => {
  const stops = input.namespaces.map((namespace) => {
    let last: Connection | undefined
    return watchSystemActor(system, `connection.${namespace}`, (snapshot) => {
      const connection = selectNamespaceConnection(snapshot)
      if (connection === last) return
      last = connection
      sendBack({ type: 'MULTI_WALLET.ACTIVE_CHANGED', namespace, connection })
    })
  })
  return () => {
    for (const stop of stops) stop()
  }
})

/**
 * Hands the actor how each namespace's switches went, as its connection actor emits them: done (with
 * the connection it replaced) or not done. It starts once the connection actors are registered.
 */
export const listenToSwitchesActor = fromCallback<MultiWalletEvent, { namespaces: readonly Namespace[] }>(
  ({ input, system, sendBack }) => {
    const subscriptions = input.namespaces.flatMap((namespace) => {
      const connection = getSystemActor(system, `connection.${namespace}`)
      if (!connection) return []
      return [
        connection.on('connection.switched', ({ connectorId, previous }) =>
          sendBack({ type: 'MULTI_WALLET.SWITCHED', namespace, connectorId, previous }),
        ),
        connection.on('connection.switchFailed', ({ connectorId }) =>
          sendBack({ type: 'MULTI_WALLET.SWITCH_FAILED', namespace, connectorId }),
        ),
      ]
    })
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe()
    }
  },
)
