import { assertEvent, assign, setup } from 'xstate'
import { connectionWithActiveAccount, sharedAccountOf } from '../../chains/account.js'
import type { Connection } from '../../chains/adapter.types.js'
import type { Network } from '../../networks/network.types.js'
import { findNetwork } from '../../networks/registry.js'
import { balanceMachine } from '../balance/balance.machine.js'
import { connectAttemptMachine } from '../connect-attempt/connect-attempt.machine.js'
import { askWalletActor } from '../wallet-request/wallet-request.actor.js'
import {
  disconnectActor,
  reconnectActor,
  watchAccountActor,
  watchConnectorsActor,
} from './connection.actors.js'
import { addingRegion, attemptActions, attemptState } from './connection.attempts.js'
import { balanceActions, balanceTargetOf, readBalanceAgain } from './connection.balance.js'
import { forgetConnection } from './connection.forget.js'
import { requestActions, requestRegion } from './connection.requests.js'
import {
  connectionOnNetwork,
  connectionWithAccounts,
  sameConnectorId,
  startPlan,
  withExtraConnectors,
} from './connection.rules.js'
import { connectionSignals } from './connection.signals.js'
import {
  connectorOf,
  readStoredFacts,
  storageActions,
  withStoredActiveAccount,
} from './connection.storage.js'
import type {
  ConnectionContext,
  ConnectionEmitted,
  ConnectionEvent,
  ConnectionInput,
} from './connection.types.js'

// A restore with no connection to come back to: the namespace is disconnected and storage forgets it.
const lostConnection = ['clearConnection', 'clearStoredConnection', 'notifyConnectionChanged'] as const
// A switch that did not happen: the current connection stays, and whoever asked for it hears so.
const switchFailed = { target: 'connected', actions: ['emitSwitchFailed', 'restoreConnectorId'] } as const
// A restore that did not give a connection: a switch that may not prompt fails; another switch gives
// the asked wallet a new login (a prompt), the current connection kept meanwhile; one on load disconnects.
const reconnectFailed = [
  { guard: 'isSwitchWithoutPrompt', ...switchFailed },
  { guard: 'hasConnection', target: 'connected.adding.attempting' },
  { target: 'disconnected', actions: lostConnection },
] as const
// A restore that gave a connection: kept, stored, and announced as restored (no prompt). On load, with
// the account the visitor picked before the page loaded active again, where the adapter keeps it.
const restoredOf = ({
  context,
  event,
}: {
  context: ConnectionContext
  event: { output: Connection | null }
}) => ({ connection: withStoredActiveAccount(context, event.output) })
const keepRestored = [
  { type: 'setConnection', params: restoredOf },
  'storeConnection',
  'notifyConnectionRestored',
] as const
const afterDisconnect = {
  target: 'disconnected',
  actions: [...forgetConnection, 'emitDisconnected'],
} as const

/**
 * A namespace's connection (systemId `connection.<namespace>`, one per chain adapter): reconnect on
 * load, connect with a prompt (its connect-attempt child), wallet events, the native balance (its
 * balance child), requests to the wallet, disconnect, and the multi-wallet switch (with or without a
 * prompt, emitting how it went; what follows, such as a hand-over, is multi-wallet's). It
 * tells the network machine and the root what changed, and emits what happened for the modal and
 * router (the connectionViews coordinator drives them).
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
    // A switch restored its connection: there was one to replace (a restore on load has none).
    hasSwitched: ({ context }, params: { connection: Connection | null }) =>
      params.connection !== null && context.connection !== undefined,
    // A connect or switch started while a wallet was connected keeps that connection until it succeeds.
    hasConnection: ({ context }) => context.connection !== undefined,
    isOtherConnector: ({ context, event }) => {
      assertEvent(event, 'CONNECTION.CONNECT')
      return !sameConnectorId(event.connectorId, context.connection?.connectorId)
    },
    isSwitchWithoutPrompt: ({ context }) => !context.switchPrompt,
    hasNoAccounts: ({ event }) => {
      assertEvent(event, 'CONNECTION.ACCOUNTS_CHANGED')
      return event.accounts.length === 0
    },
    isSharedAccount: ({ context, event }) => {
      assertEvent(event, 'CONNECTION.SELECT_ACCOUNT')
      return sharedAccountOf(context.connection, event.address, context.adapter.kit) !== undefined
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
    // Back to the connection kept while another connector was tried.
    restoreConnectorId: assign({
      connectorId: ({ context }) => context.connection?.connectorId,
      error: undefined,
    }),
    setSwitchPrompt: assign(({ event }) => {
      assertEvent(event, 'CONNECTION.SWITCH')
      return { switchPrompt: event.prompt !== false }
    }),
    // Once a restore is over, whichever way, no switch is in progress.
    clearSwitchPrompt: assign({ switchPrompt: true }),
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
        return connectionWithAccounts(
          context.connection as Connection,
          event.accounts,
          context.adapter.accountPick,
        )
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
    clearError: assign({ error: undefined }),
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
        return connectionWithActiveAccount(
          context.connection as Connection,
          event.address,
          context.adapter.kit,
        )
      },
    }),

    ...attemptActions,
    ...requestActions,
    ...balanceActions,
    ...storageActions,
    ...connectionSignals,
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
    switchPrompt: true,
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
    // A switch needs a connection at rest: anywhere else it is refused at once, so its caller need not wait.
    'CONNECTION.SWITCH': { actions: 'emitSwitchRefused' },
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
     * it comes back to the current connection), unless the switch may not prompt: it then fails and
     * the current connection stays. Without a current connection (on load) a failure ends in
     * `disconnected`.
     */
    reconnecting: {
      tags: 'connecting',
      entry: 'emitRestoring',
      exit: ['emitRestored', 'clearSwitchPrompt'],
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
          // A switch's is said first, while the connection it replaces is still the current one.
          {
            guard: { type: 'hasSwitched', params: restoredOf },
            target: 'connected',
            actions: ['emitSwitched', ...keepRestored],
          },
          {
            guard: { type: 'hasRestoredConnection', params: restoredOf },
            target: 'connected',
            actions: keepRestored,
          },
          ...reconnectFailed,
        ],
        onError: reconnectFailed,
      },
      on: {
        'CONNECTION.CANCEL': [
          { guard: 'hasConnection', ...switchFailed },
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
    attempt: attemptState,
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
            target: balanceTargetOf(context.adapter, context.connection as Connection),
          }),
        },
      ],
      on: {
        'CONNECTION.BALANCE_CHANGED': { actions: ['setBalance', 'storeBalance'] },
        'CONNECTION.REFRESH_BALANCE': { actions: readBalanceAgain },
        'CONNECTION.ACCOUNTS_CHANGED': [
          { guard: 'hasNoAccounts', target: 'disconnected', actions: forgetConnection },
          { actions: ['setAccounts', 'storeConnection', 'notifyConnectionChanged', ...readBalanceAgain] },
        ],
        'CONNECTION.CHAIN_CHANGED': {
          actions: ['setConnectionNetwork', 'notifyConnectionChanged', ...readBalanceAgain],
        },
        'CONNECTION.NETWORK_SELECTED': {
          guard: 'isSiteChosenNetwork',
          actions: ['setNetwork', 'setConnectionNetwork', 'notifyConnectionChanged', ...readBalanceAgain],
        },
        'CONNECTION.SELECT_ACCOUNT': {
          guard: 'isSharedAccount',
          actions: ['setActiveAccount', 'storeConnection', 'notifyConnectionChanged', ...readBalanceAgain],
        },
        'CONNECTION.WALLET_DISCONNECTED': { target: 'disconnected', actions: forgetConnection },
        'CONNECTION.DISCONNECT': { target: 'disconnecting', actions: 'setCloseModalOnDisconnect' },
        'CONNECTION.SYNC_FAILED': { target: 'disconnecting', actions: 'keepModalOnDisconnect' },
        'CONNECTION.SWITCH': { target: 'reconnecting', actions: ['setConnectorId', 'setSwitchPrompt'] },
      },
      states: {
        adding: addingRegion,
        request: requestRegion,
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
