import { fromCallback, fromPromise } from 'xstate'
import type { AnyChainAdapter, Balance, Connection, SignMessageRequest } from '../../chains/adapter.types.js'
import type { Connector } from '../../connectors/connector.types.js'
import type { Network } from '../../networks/network.types.js'
import { watchViewLeft } from '../../system/watch-view-left.js'
import type { View, ViewName } from '../router/router.types.js'
import { widenAdapter } from './connection.rules.js'
import type { ConnectionEvent, ConnectSignInSource } from './connection.types.js'

// The connection machine's actors: every wallet call and subscription goes through one of these, named
// in `setup()`, so tests can `.provide()` others. Each wraps the adapter it is given as input.

/** The wallet prompt of a connect attempt (signing in with it where the wallet can and sign-in runs). */
export const connectActor = fromPromise<
  Connection,
  {
    adapter: AnyChainAdapter
    connector: Connector
    network: Network
    signIn: ConnectSignInSource | undefined
  }
>(({ input, system }) =>
  widenAdapter(input.adapter).connect({
    connector: input.connector,
    network: input.network,
    signIn: input.signIn?.(system),
  }),
)

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

/** The wallet prompt of a signature request. */
export const signMessageActor = fromPromise<
  string,
  { adapter: AnyChainAdapter; connection: Connection; sign: SignMessageRequest }
>(({ input }) => widenAdapter(input.adapter).signMessage(input.connection, input.sign))

/** Reads the native balance of the active account from the network's own RPC. */
export const getBalanceActor = fromPromise<
  Balance,
  { adapter: AnyChainAdapter; address: string; network: Network }
>(({ input }) => widenAdapter(input.adapter).getBalance({ address: input.address, network: input.network }))

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

/**
 * Ties a connect attempt to its ConnectingExternal view: once the view has shown, the attempt is
 * cancelled when it goes (back, close, or any reset of the router's stack). Without a router (a
 * connection actor run alone) it does nothing.
 */
export const watchConnectingViewActor = fromCallback<ConnectionEvent, { connectorId: string }>(
  ({ input, system, sendBack }) =>
    watchViewLeft(
      system,
      (router) => isShowingConnectingView(router, input.connectorId),
      () => sendBack({ type: 'CONNECTION.CANCEL' }),
    ),
)

/**
 * Whether the router shows the ConnectingExternal view of `connectorId` on top.
 *
 * @example
 * isShowingConnectingView(selectTopView(router.getSnapshot()), 'io.metamask') // true
 */
export function isShowingConnectingView(top: View, connectorId: string | undefined): boolean {
  return top.name === 'ConnectingExternal' && top.params.connectorId === connectorId
}

/**
 * The views of connecting (choosing a wallet, waiting for it, logging in, moving to a namespace not
 * connected yet): a connection completing closes the modal on them, since the connection is what
 * they were for.
 */
export type ViewOfConnecting =
  | 'Connect'
  | 'AllWallets'
  | 'GetWallet'
  | 'ConnectingWalletConnect'
  | 'ConnectingWalletConnectBasic'
  | 'ConnectingExternal'
  | 'ConnectingFarcaster'
  | 'ConnectingSocial'
  | 'EmailLogin'
  | 'UnsupportedChain'
  | 'SwitchActiveChain'

/**
 * Every other view is about a wallet already connected (a task under way: choosing a name,
 * approving, switching): it stays open, since one login or one WalletConnect session connects its
 * namespaces one after another and the later one must not close the view the visitor went on to. A
 * test checks that every view is one or the other, so a new view must be placed.
 */
export type ViewAboutAConnection =
  | 'Account'
  | 'Networks'
  | 'ProfileWallets'
  | 'SwitchNetwork'
  | 'UpdateEmailWallet'
  | 'RegisterAccountName'
  | 'RegisterAccountNameSuccess'
  | 'SIWXSignMessage'
  | 'ApproveTransaction'
  | 'Swap'
  | 'Send'
  | 'Receive'
  | 'OnRampProviders'
  | 'Activity'
  | 'Pay'

const viewsOfConnecting: ReadonlySet<ViewName> = new Set<ViewOfConnecting>([
  'Connect',
  'AllWallets',
  'GetWallet',
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
  'ConnectingExternal',
  'ConnectingFarcaster',
  'ConnectingSocial',
  'EmailLogin',
  'UnsupportedChain',
  'SwitchActiveChain',
])

/**
 * Whether a connection that just completed closes the modal showing `top`: it does on the views of
 * connecting (Connect, the connecting views, AllWallets, …), not on a view the visitor opened since
 * about a wallet already connected (Networks right after a WalletConnect pairing, or choosing a name
 * right after an email login, whose other namespace may connect a moment later).
 *
 * @example
 * closesModalOnConnect({ name: 'ConnectingWalletConnect' }) // true
 * closesModalOnConnect({ name: 'Networks' }) // false
 */
export function closesModalOnConnect(top: View): boolean {
  return viewsOfConnecting.has(top.name)
}
