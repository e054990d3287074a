import { fromCallback, fromPromise } from 'xstate'
import type { AnyChainAdapter, Connection } from '../../chains/adapter.types.js'
import type { Connector } from '../../connectors/connector.types.js'
import type { Network } from '../../networks/network.types.js'
import { widenAdapter } from './connection.rules.js'
import type { ConnectionEvent } from './connection.types.js'

// The connection machine's actors: every wallet call and subscription goes through one of these, named
// in `setup()`, so tests can `.provide()` others. Each wraps the adapter it is given as input.

/** Restores the stored connection without a prompt; `null` when the wallet no longer authorises the site. */
export const reconnectActor = fromPromise<
  Connection | null,
  { adapter: AnyChainAdapter; connectorId: string; connector: Connector | undefined; network: Network }
>(({ input }) =>
  widenAdapter(input.adapter).reconnect({
    connectorId: input.connectorId,
    connector: input.connector,
    network: input.network,
  }),
)

/** Ends the connection on the wallet's side (adapters never reject here). */
export const disconnectActor = fromPromise<void, { adapter: AnyChainAdapter; connection: Connection }>(
  ({ input }) => widenAdapter(input.adapter).disconnect(input.connection),
)

/** Reports the adapter's connectors now and on every change. */
export const watchConnectorsActor = fromCallback<ConnectionEvent, { adapter: AnyChainAdapter }>(
  ({ input, sendBack }) =>
    input.adapter.watchConnectors((connectors) =>
      sendBack({ type: 'CONNECTION.CONNECTORS_CHANGED', connectors }),
    ),
)

/** Turns the wallet's events for a live connection into connection events. */
export const watchAccountActor = fromCallback<
  ConnectionEvent,
  { adapter: AnyChainAdapter; connection: Connection }
>(({ input, sendBack }) =>
  widenAdapter(input.adapter).watchAccount(input.connection, (event) => {
    switch (event.type) {
      case 'accountsChanged':
        return sendBack({ type: 'CONNECTION.ACCOUNTS_CHANGED', accounts: event.accounts })
      case 'chainChanged':
        return sendBack({ type: 'CONNECTION.CHAIN_CHANGED', caipNetworkId: event.caipNetworkId })
      case 'disconnect':
        return sendBack({ type: 'CONNECTION.WALLET_DISCONNECTED' })
    }
  }),
)
