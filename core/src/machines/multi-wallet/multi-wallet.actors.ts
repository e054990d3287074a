import { fromCallback } from 'xstate'
import type { Connection } from '../../chains/adapter.types.js'
import type { Namespace } from '../../networks/network.types.js'
import { watchSystemActor } from '../../system/system.js'
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
