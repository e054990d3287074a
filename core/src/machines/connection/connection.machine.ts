import { assertEvent, assign, emit, enqueueActions, sendTo, setup } from 'xstate'
import { activeAccountOf } from '../../chains/account.js'
import type { Connection } from '../../chains/adapter.types.js'
import { RequestAbortedError, RequestPendingError } from '../../errors/connection.js'
import type { Network } from '../../networks/network.types.js'
import { findNetwork } from '../../networks/registry.js'
import { systemSender } from '../../system/system.js'
import { balanceMachine } from '../balance/balance.machine.js'
import type { BalanceTarget } from '../balance/balance.types.js'
import { connectAttemptMachine } from '../connect-attempt/connect-attempt.machine.js'
import type { ConnectAttemptInput } from '../connect-attempt/connect-attempt.types.js'
import { askWalletActor } from '../wallet-request/wallet-request.actor.js'
import type { PendingRequest } from '../wallet-request/wallet-request.types.js'
import {
  disconnectActor,
  reconnectActor,
  watchAccountActor,
  watchConnectorsActor,
} from './connection.actors.js'
import {
  connectionOnNetwork,
  connectionWithAccounts,
  connectionWithActiveAccount,
  networkOfConnection,
  sameConnectorId,
  startPlan,
  withExtraConnectors,
} from './connection.rules.js'
import {
  clearAddressCache,
  clearAuthCache,
  clearStoredConnection,
  connectorOf,
  readRecentWallets,
  readStoredFacts,
  storeBalance,
  storeConnection,
  storeDisconnected,
  storeRecentWallet,
} from './connection.storage.js'
import type {
  ConnectionContext,
  ConnectionEmitted,
  ConnectionEvent,
  ConnectionInput,
} from './connection.types.js'

// What disconnecting forgets, whether or not the wallet confirmed: the connection and its connector,
// the stored status and connector, the namespace among the connected ones, and the auth cache.
const forgetConnection = [
  'clearConnection',
  'clearStoredConnection',
  'clearAuthCache',
  'notifyConnectionChanged',
] as const
// A restore with no connection to come back to: the namespace is disconnected and storage forgets it.
const lostConnection = ['clearConnection', 'clearStoredConnection', 'notifyConnectionChanged'] as const
// A hand-over whose next connection did not come: the connection to end is disconnected as usual.
const retiringFailed = {
  guard: 'isRetiring',
  target: 'disconnecting',
  actions: 'restoreConnectorId',
} as const
// A restore that did not give a connection: a hand-over's ends as above; a switch's gives the asked
// wallet a new login (a prompt), the current connection kept meanwhile; one on load disconnects.
const reconnectFailed = [
  retiringFailed,
  { guard: 'hasConnection', target: 'connected.adding.attempting' },
  { target: 'disconnected', actions: lostConnection },
] as const
// A connection made with a prompt (an attempt's output): kept, stored, a recent wallet, announced.
const madeWithPrompt = [
  {
    type: 'setConnection',
    params: ({ event }: { event: { output: Connection | null } }) => ({ connection: event.output }),
  },
  'storeConnection',
  'storeRecentWallet',
  'notifyRecentWallets',
  'notifyConnectionChanged',
  'emitMade',
] as const
// What an attempt asks with: the connector chosen, on the network the site is on.
const attemptInputOf = ({ context }: { context: ConnectionContext }): ConnectAttemptInput => ({
  adapter: context.adapter,
  connector: connectorOf(context),
  network: context.network,
  signIn: context.signIn,
})
const afterDisconnect = {
  target: 'disconnected',
  actions: [...forgetConnection, 'emitDisconnected'],
} as const

/**
 * `enqueueActions` typed for this machine, so that it sits in `setup()` beside actions that take
 * params (left to inference, xstate types its actions' params as unknown there).
 */
const connectionActions = enqueueActions<
  ConnectionContext,
  ConnectionEvent,
  undefined,
  ConnectionEvent,
  { src: 'disconnect'; logic: typeof disconnectActor; id: string | undefined },
  never,
  never,
  never,
  ConnectionEmitted
>

/** What the balance actor reads: the active account, on the wallet's network if the site configures it. */
const balanceTargetOf = ({ adapter }: ConnectionContext, connection: Connection): BalanceTarget => ({
  address: activeAccountOf(connection).address,
  network: networkOfConnection(adapter.networks, connection),
})

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

/**
 * A namespace's connection (systemId `connection.<namespace>`, one per chain adapter): reconnect on
 * load, connect with a prompt (rejected / failed / retry / cancel), wallet events, native balance,
 * disconnect (SPEC §4). It reports every connection change to the network machine and its connectors
 * and recent wallets to the root.
 *
 * @example
 * const connection = createActor(connectionMachine, {
 *   input: { adapter: mockAdapter({ namespace: 'eip155', networks: [mainnet], address }), storage, reconnect: true },
 * }).start()
 * connection.send({ type: 'CONNECTION.CONNECT', connectorId: 'mock' })
 */
export const connectionMachine = setup({
  types: {} as {
    context: ConnectionContext
    events: ConnectionEvent
    input: ConnectionInput
    emitted: ConnectionEmitted
  },
  actors: {
    connectAttempt: connectAttemptMachine,
    reconnect: reconnectActor,
    disconnect: disconnectActor,
    balance: balanceMachine,
    askWallet: askWalletActor,
    watchConnectors: watchConnectorsActor,
    watchAccount: watchAccountActor,
  },
  guards: {
    isReconnectDisabled: ({ context }) =>
      startPlan(context.stored, context.reconnect) === 'reconnectDisabled',
    hasStoredConnection: ({ context }) => startPlan(context.stored, context.reconnect) === 'reconnect',
    isStoredDisconnected: ({ context }) =>
      startPlan(context.stored, context.reconnect) === 'clearAddressCache',
    isStoredConnectionUnusable: ({ context }) =>
      startPlan(context.stored, context.reconnect) === 'forgetConnection',
    hasRestoredConnection: (_, params: { connection: Connection | null }) => params.connection !== null,
    // A connect or switch started while a wallet was connected keeps that connection until it succeeds.
    hasConnection: ({ context }) => context.connection !== undefined,
    isOtherConnector: ({ context, event }) => {
      assertEvent(event, 'CONNECTION.CONNECT')
      return !sameConnectorId(event.connectorId, context.connection?.connectorId)
    },
    isHandingOver: ({ event }) => {
      assertEvent(event, 'CONNECTION.DISCONNECT')
      return event.handOverTo !== undefined
    },
    isRetiring: ({ context }) => context.retiring !== undefined,
    hasNoAccounts: ({ event }) => {
      assertEvent(event, 'CONNECTION.ACCOUNTS_CHANGED')
      return event.accounts.length === 0
    },
    isSharedAccount: ({ context, event }) => {
      assertEvent(event, 'CONNECTION.SELECT_ACCOUNT')
      return context.connection?.accounts.some((account) => account.address === event.address) === true
    },
    // A wallet that cannot switch networks (no `switchNetwork`, e.g. Solana's) follows the site's choice.
    isSiteChosenNetwork: ({ context, event }) => {
      assertEvent(event, 'CONNECTION.NETWORK_SELECTED')
      const { caipNetworkId } = event
      return (
        context.adapter.switchNetwork === undefined &&
        context.connection !== undefined &&
        context.connection.caipNetworkId !== caipNetworkId &&
        findNetwork<Network>(context.adapter.networks, caipNetworkId) !== undefined
      )
    },
  },
  actions: {
    setConnectors: assign({
      connectors: ({ context, event }) => {
        assertEvent(event, 'CONNECTION.CONNECTORS_CHANGED')
        return withExtraConnectors(context.extraConnectors, event.connectors)
      },
    }),
    setConnectorId: assign(({ event }) => {
      assertEvent(event, ['CONNECTION.CONNECT', 'CONNECTION.SWITCH'])
      return {
        connectorId: event.connectorId,
        alongside: event.type === 'CONNECTION.CONNECT' && event.alongside === true,
      }
    }),
    setStoredConnectorId: assign({
      connectorId: ({ context }) => context.stored.connectorId,
      alongside: false,
    }),
    // Back to the connection kept while another connector was tried (or was to take over from it).
    restoreConnectorId: assign({
      connectorId: ({ context }) => context.connection?.connectorId,
      error: undefined,
      retiring: undefined,
    }),
    // Handing over (multi-wallet): the connection to end stays active until the next one is restored.
    startHandOver: assign(({ context, event }) => {
      assertEvent(event, 'CONNECTION.DISCONNECT')
      return {
        connectorId: event.handOverTo,
        retiring: context.connection,
        closeModalOnDisconnect: event.closeModal !== false,
      }
    }),
    // The next connection is active: the one handed over is ended on the wallet's side, in the background.
    retire: connectionActions(({ context, enqueue }) => {
      if (!context.retiring) return
      enqueue.spawnChild('disconnect', {
        input: { adapter: context.adapter, connection: context.retiring },
      })
      enqueue.assign({ retiring: undefined })
    }),
    // A new connection's balance is read at once (the balance actor starts with it).
    setConnection: assign((_, params: { connection: Connection | null }) => ({
      connection: params.connection ?? undefined,
      connectorId: params.connection?.connectorId,
      balance: params.connection ? { status: 'reading' as const } : undefined,
      error: undefined,
    })),
    setAccounts: assign({
      connection: ({ context, event }) => {
        assertEvent(event, 'CONNECTION.ACCOUNTS_CHANGED')
        return connectionWithAccounts(context.connection as Connection, event.accounts)
      },
    }),
    setConnectionNetwork: assign({
      connection: ({ context, event }) => {
        assertEvent(event, ['CONNECTION.CHAIN_CHANGED', 'CONNECTION.NETWORK_SELECTED'])
        return connectionOnNetwork(context.connection as Connection, event.caipNetworkId)
      },
    }),
    setNetwork: assign({
      network: ({ context, event }) => {
        assertEvent(event, 'CONNECTION.NETWORK_SELECTED')
        return findNetwork<Network>(context.adapter.networks, event.caipNetworkId) ?? context.network
      },
    }),
    setBalance: assign(({ event }) => {
      assertEvent(event, 'CONNECTION.BALANCE_CHANGED')
      return { balance: event.read }
    }),
    // The balance actor reads again once the wallet has settled; meanwhile no stale balance shows.
    readBalanceAgain: connectionActions(({ context, enqueue }) => {
      if (!context.connection) return
      enqueue.assign({ balance: { status: 'reading' } })
      enqueue.sendTo('balance', {
        type: 'BALANCE.READ',
        target: balanceTargetOf(context, context.connection),
      })
    }),
    setAttemptError: assign(({ event }) => {
      assertEvent(event, 'CONNECTION.ATTEMPT_CHANGED')
      return { error: event.error }
    }),
    retryAttempt: sendTo('attempt', { type: 'ATTEMPT.RETRY' }),
    clearError: assign({ error: undefined }),
    clearAttempt: assign({ connectorId: undefined, error: undefined }),
    clearConnection: assign({
      connection: undefined,
      connectorId: undefined,
      balance: undefined,
      error: undefined,
    }),
    setCloseModalOnDisconnect: assign(({ event }) => {
      assertEvent(event, 'CONNECTION.DISCONNECT')
      return { closeModalOnDisconnect: event.closeModal !== false }
    }),
    keepModalOnDisconnect: assign({ closeModalOnDisconnect: false }),
    // The chosen account moves first: the first account is the active one everywhere (balance, network
    // machine, sign-in), as a wallet reports its own active account first.
    setActiveAccount: assign({
      connection: ({ context, event }) => {
        assertEvent(event, 'CONNECTION.SELECT_ACCOUNT')
        return connectionWithActiveAccount(context.connection as Connection, event.address)
      },
    }),

    // Requests to the wallet, one at a time; each caller hears back by its request id.
    setRequest: assign({
      request: ({ event }) => {
        assertEvent(event, 'CONNECTION.REQUEST')
        return { requestId: event.requestId, request: event.request }
      },
    }),
    clearRequest: assign({ request: undefined }),
    emitAnswered: emit(({ context }, params: { answer: unknown }) => ({
      type: 'connection.answered' as const,
      requestId: context.request?.requestId ?? '',
      answer: params.answer,
    })),
    emitRequestFailed: emit(({ context }, params: { error: unknown }) => ({
      type: 'connection.requestFailed' as const,
      requestId: context.request?.requestId ?? '',
      error: params.error,
    })),
    refuseRequest: emit(({ event }) => {
      assertEvent(event, 'CONNECTION.REQUEST')
      return {
        type: 'connection.requestFailed' as const,
        requestId: event.requestId,
        error: new RequestPendingError(),
      }
    }),
    // Leaving `connected` with a request still waiting (the wallet or the site disconnected): its caller
    // must not wait forever.
    abortPendingRequest: connectionActions(({ context, enqueue }) => {
      if (!context.request) return
      enqueue.emit({
        type: 'connection.requestFailed',
        requestId: context.request.requestId,
        error: new RequestAbortedError({ details: 'the connection ended' }),
      })
      enqueue.assign({ request: undefined })
    }),

    // Storage (SPEC §3, §4): see connection.storage.ts.
    storeDisconnected: ({ context }) => storeDisconnected(context),
    storeConnection: ({ context }) => storeConnection(context),
    storeRecentWallet: ({ context }) => storeRecentWallet(context),
    storeBalance: ({ context }) => storeBalance(context),
    clearStoredConnection: ({ context }) => clearStoredConnection(context),
    clearAddressCache: ({ context }) => clearAddressCache(context),
    clearAuthCache: ({ context }) => clearAuthCache(context),

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
    emitAttemptStarted: emit(({ context }) => ({
      type: 'connection.attemptStarted' as const,
      connectorId: context.connectorId ?? '',
      connectorType: connectorOf(context)?.type,
    })),
    emitAttemptCancelled: emit(({ context }) => ({
      type: 'connection.attemptCancelled' as const,
      connectorId: context.connectorId,
    })),
    emitAttemptEnded: emit({ type: 'connection.attemptEnded' as const }),
    emitMade: emit({ type: 'connection.made' as const }),
    emitDisconnected: emit(({ context }) => ({
      type: 'connection.disconnected' as const,
      closeModal: context.closeModalOnDisconnect,
    })),
    emitRestoring: emit({ type: 'connection.restoring' as const, restoring: true }),
    emitRestored: emit({ type: 'connection.restoring' as const, restoring: false }),
  },
}).createMachine({
  id: 'connection',
  context: ({ input }) => ({
    adapter: input.adapter,
    namespace: input.adapter.namespace,
    storage: input.storage,
    reconnect: input.reconnect,
    stored: readStoredFacts(input.storage, input),
    network:
      input.network && findNetwork<Network>(input.adapter.networks, input.network.caipNetworkId)
        ? input.network
        : input.adapter.networks[0],
    signIn: input.signIn,
    extraConnectors: input.connectors ?? [],
    connectors: input.connectors ?? [],
    connectorId: undefined,
    alongside: false,
    connection: undefined,
    balance: undefined,
    error: undefined,
    closeModalOnDisconnect: true,
    retiring: undefined,
    request: undefined,
  }),
  invoke: {
    src: 'watchConnectors',
    id: 'watchConnectors',
    input: ({ context }) => ({ adapter: context.adapter }),
  },
  on: {
    'CONNECTION.CONNECTORS_CHANGED': { actions: ['setConnectors', 'notifyConnectors'] },
    'CONNECTION.NETWORK_SELECTED': { actions: 'setNetwork' },
  },
  initial: 'starting',
  states: {
    /** Decides the first state from the reconnect option and storage (SPEC §4). */
    starting: {
      always: [
        { guard: 'isReconnectDisabled', target: 'disconnected', actions: 'storeDisconnected' },
        { guard: 'hasStoredConnection', target: 'reconnecting', actions: 'setStoredConnectorId' },
        { guard: 'isStoredDisconnected', target: 'disconnected', actions: 'clearAddressCache' },
        { guard: 'isStoredConnectionUnusable', target: 'disconnected', actions: 'clearStoredConnection' },
        { target: 'disconnected' },
      ],
    },
    /**
     * Restoring a connection without a prompt: the stored one on load, or (multi-wallet) another
     * connection the site holds, made the active one. While switching, the current connection stays
     * until then; a wallet that no longer authorises the site gets a new login (a prompt; cancelling
     * it comes back to the current connection). Without a current connection (on load, or once the
     * disconnected one handed over) a failure ends in `disconnected`.
     */
    reconnecting: {
      tags: 'connecting',
      entry: 'emitRestoring',
      exit: 'emitRestored',
      invoke: {
        src: 'reconnect',
        id: 'reconnect',
        input: ({ context }) => ({
          adapter: context.adapter,
          connectorId: context.connectorId as string,
          connector: connectorOf(context),
          network: context.network,
        }),
        onDone: [
          {
            guard: { type: 'hasRestoredConnection', params: ({ event }) => ({ connection: event.output }) },
            target: 'connected',
            actions: [
              { type: 'setConnection', params: ({ event }) => ({ connection: event.output }) },
              'storeConnection',
              'notifyConnectionRestored',
              'retire',
            ],
          },
          ...reconnectFailed,
        ],
        onError: reconnectFailed,
      },
      on: {
        'CONNECTION.CANCEL': [
          retiringFailed,
          { guard: 'hasConnection', target: 'connected', actions: 'restoreConnectorId' },
          { target: 'disconnected', actions: lostConnection },
        ],
        'CONNECTION.DISCONNECT': [
          {
            guard: 'hasConnection',
            target: 'disconnecting',
            actions: ['restoreConnectorId', 'setCloseModalOnDisconnect'],
          },
          { target: 'disconnected', actions: lostConnection },
        ],
        'CONNECTION.SYNC_FAILED': { target: 'disconnected', actions: lostConnection },
      },
    },
    disconnected: {
      tags: 'disconnected',
      on: {
        'CONNECTION.CONNECT': { target: 'attempt', actions: ['setConnectorId', 'clearError'] },
      },
    },
    /**
     * A connect attempt without a wallet connected (its view, and leaving it to cancel, are the
     * connectionViews coordinator's; the prompt, rejection, failure and retry are the attempt's own).
     */
    attempt: {
      entry: ['emitAttemptStarted', 'notifyAttempt'],
      exit: 'emitAttemptEnded',
      invoke: {
        src: 'connectAttempt',
        id: 'attempt',
        input: attemptInputOf,
        onDone: { target: 'connected', actions: madeWithPrompt },
      },
      on: {
        'CONNECTION.ATTEMPT_CHANGED': { actions: 'setAttemptError' },
        'CONNECTION.RETRY': { actions: ['clearError', 'retryAttempt'] },
        'CONNECTION.CANCEL': { target: 'disconnected', actions: ['emitAttemptCancelled', 'clearAttempt'] },
        'CONNECTION.DISCONNECT': {
          target: 'disconnected',
          actions: ['emitAttemptCancelled', 'clearAttempt'],
        },
        'CONNECTION.CONNECT': { target: 'attempt', reenter: true, actions: ['setConnectorId', 'clearError'] },
      },
    },
    connected: {
      tags: 'connected',
      type: 'parallel',
      exit: 'abortPendingRequest',
      invoke: [
        {
          src: 'watchAccount',
          id: 'watchAccount',
          input: ({ context }) => ({
            adapter: context.adapter,
            connection: context.connection as Connection,
          }),
        },
        {
          src: 'balance',
          id: 'balance',
          input: ({ context }) => ({
            adapter: context.adapter,
            target: balanceTargetOf(context, context.connection as Connection),
          }),
        },
      ],
      on: {
        'CONNECTION.BALANCE_CHANGED': { actions: ['setBalance', 'storeBalance'] },
        'CONNECTION.REFRESH_BALANCE': { actions: 'readBalanceAgain' },
        'CONNECTION.ACCOUNTS_CHANGED': [
          { guard: 'hasNoAccounts', target: 'disconnected', actions: forgetConnection },
          { actions: ['setAccounts', 'notifyConnectionChanged', 'readBalanceAgain'] },
        ],
        'CONNECTION.CHAIN_CHANGED': {
          actions: ['setConnectionNetwork', 'notifyConnectionChanged', 'readBalanceAgain'],
        },
        'CONNECTION.NETWORK_SELECTED': {
          guard: 'isSiteChosenNetwork',
          actions: ['setNetwork', 'setConnectionNetwork', 'notifyConnectionChanged', 'readBalanceAgain'],
        },
        'CONNECTION.SELECT_ACCOUNT': {
          guard: 'isSharedAccount',
          actions: ['setActiveAccount', 'notifyConnectionChanged', 'readBalanceAgain'],
        },
        'CONNECTION.WALLET_DISCONNECTED': { target: 'disconnected', actions: forgetConnection },
        'CONNECTION.DISCONNECT': [
          { guard: 'isHandingOver', target: 'reconnecting', actions: 'startHandOver' },
          { target: 'disconnecting', actions: 'setCloseModalOnDisconnect' },
        ],
        'CONNECTION.SYNC_FAILED': { target: 'disconnecting', actions: 'keepModalOnDisconnect' },
        'CONNECTION.SWITCH': { target: 'reconnecting', actions: 'setConnectorId' },
      },
      states: {
        /** Adding another wallet (multi-wallet) while this one stays connected. */
        adding: {
          initial: 'idle',
          states: {
            // Another wallet: this connection stays, and keeps following its wallet (a request to it
            // too), until the new one is made.
            idle: {
              on: {
                'CONNECTION.CONNECT': {
                  guard: 'isOtherConnector',
                  target: 'attempting',
                  actions: ['setConnectorId', 'clearError'],
                },
              },
            },
            attempting: {
              entry: ['emitAttemptStarted', 'notifyAttempt'],
              exit: 'emitAttemptEnded',
              invoke: {
                src: 'connectAttempt',
                id: 'attempt',
                input: attemptInputOf,
                onDone: { target: '#connection.connected', reenter: true, actions: madeWithPrompt },
              },
              on: {
                'CONNECTION.ATTEMPT_CHANGED': { actions: 'setAttemptError' },
                'CONNECTION.RETRY': { actions: ['clearError', 'retryAttempt'] },
                // Giving up comes back to the connected wallet.
                'CONNECTION.CANCEL': {
                  target: 'idle',
                  actions: ['emitAttemptCancelled', 'restoreConnectorId'],
                },
                'CONNECTION.CONNECT': {
                  target: 'attempting',
                  reenter: true,
                  actions: ['setConnectorId', 'clearError'],
                },
                // Disconnecting ends the connected wallet and gives up the one being added.
                'CONNECTION.DISCONNECT': {
                  target: '#connection.disconnecting',
                  actions: ['emitAttemptCancelled', 'restoreConnectorId', 'setCloseModalOnDisconnect'],
                },
                // The connected wallet went away on its own: the wallet being added is given up too.
                'CONNECTION.ACCOUNTS_CHANGED': {
                  guard: 'hasNoAccounts',
                  target: '#connection.disconnected',
                  actions: ['emitAttemptCancelled', ...forgetConnection],
                },
                'CONNECTION.WALLET_DISCONNECTED': {
                  target: '#connection.disconnected',
                  actions: ['emitAttemptCancelled', ...forgetConnection],
                },
                // Switching waits until the wallet being added is connected or given up.
                'CONNECTION.SWITCH': {},
              },
            },
          },
        },
        /**
         * A request to the wallet (one at a time: a wallet shows one prompt), whatever its kind: the
         * modal shows "approve in your wallet", and a cancel or the connection ending answers it.
         */
        request: {
          initial: 'idle',
          states: {
            idle: { on: { 'CONNECTION.REQUEST': { target: 'asking', actions: 'setRequest' } } },
            asking: {
              tags: 'awaitingWallet',
              invoke: {
                src: 'askWallet',
                id: 'askWallet',
                input: ({ context }) => ({
                  adapter: context.adapter,
                  connection: context.connection as Connection,
                  request: (context.request as PendingRequest).request,
                }),
                onDone: {
                  target: 'idle',
                  actions: [
                    { type: 'emitAnswered', params: ({ event }) => ({ answer: event.output }) },
                    'clearRequest',
                  ],
                },
                onError: {
                  target: 'idle',
                  actions: [
                    { type: 'emitRequestFailed', params: ({ event }) => ({ error: event.error }) },
                    'clearRequest',
                  ],
                },
              },
              on: {
                'CONNECTION.REQUEST': { actions: 'refuseRequest' },
                'CONNECTION.CANCEL_REQUEST': {
                  target: 'idle',
                  actions: [
                    { type: 'emitRequestFailed', params: () => ({ error: new RequestAbortedError() }) },
                    'clearRequest',
                  ],
                },
              },
            },
          },
        },
      },
    },
    /** Ending the connection on the wallet's side, then forgetting it (SPEC §4). */
    disconnecting: {
      tags: 'connected',
      invoke: {
        src: 'disconnect',
        id: 'disconnect',
        input: ({ context }) => ({ adapter: context.adapter, connection: context.connection as Connection }),
        // Adapters' disconnect never rejects; should one do so anyway, the site still forgets the connection.
        onDone: afterDisconnect,
        onError: afterDisconnect,
      },
    },
  },
})
