import { assertEvent, assign, emit, enqueueActions, fromPromise, setup } from 'xstate'
import type { AnyChainAdapter, Connection } from '../../chains/adapter.types.js'
import { AdapterNotFoundError } from '../../errors/adapter.js'
import type { Network } from '../../networks/network.types.js'
import { findNetwork } from '../../networks/registry.js'
import { rootKeys } from '../../storage/root-keys.js'
import { getSystemActor, systemSender } from '../../system/system.js'
import { widenAdapter } from '../connection/connection.rules.js'
import { selectIsOnStack } from '../router/router.selectors.js'
import {
  connectionChange,
  initialActiveNetwork,
  isConnectedOn,
  namespaceOf,
  switchErrorOf,
  switchPlan,
} from './network.rules.js'
import type { NetworkContext, NetworkEmitted, NetworkEvent, NetworkInput } from './network.types.js'

/**
 * Asks the wallet to move to a network. EVM adapters do `wallet_switchEthereumChain`, and on 4902
 * `wallet_addEthereumChain` then switch again; an adapter whose wallets do not switch networks (no
 * `switchNetwork`) succeeds at once, the site's choice being enough.
 */
export const switchNetworkActor = fromPromise<
  void,
  { adapter: AnyChainAdapter | undefined; connection: Connection; network: Network }
>(async ({ input }) => {
  if (!input.adapter)
    throw new AdapterNotFoundError({ details: `namespace: ${input.network.chainNamespace}` })
  await widenAdapter(input.adapter).switchNetwork?.(input.connection, input.network)
})

// The target becomes the active network: stored, told to its connection and to the router.
const adoptTarget = [
  'setActiveNetworkToTarget',
  'clearTarget',
  'storeActiveNetwork',
  'notifyConnectionNetwork',
  'notifyRouterEnv',
] as const

/** The network a `NETWORK.SWITCH` asks for. */
function switchTargetOf(event: NetworkEvent) {
  assertEvent(event, 'NETWORK.SWITCH')
  return event.caipNetworkId
}

/**
 * The error of an invoked actor's error event. Those events are xstate's, not in this machine's event
 * list, so the error is read as what it is: anything the wallet threw.
 */
const failureOf = (event: object): unknown => ('error' in event ? event.error : undefined)

const planOf = (context: NetworkContext, event: NetworkEvent) =>
  switchPlan({ ...context, target: switchTargetOf(event) })

const targetNetwork = (context: NetworkContext) =>
  context.target === undefined ? undefined : findNetwork(context.networks, context.target)

// Sends to the actors this machine talks to, by system id (absent ones are skipped).
const toSystem = systemSender<NetworkContext, NetworkEvent>()

/**
 * The networks (systemId `network`): the active namespace and network (stored), the connections of
 * every namespace, the unsupported wallet network, and SPEC §4's network-switch rules (pure, in
 * `network.rules.ts`). It emits `disconnect` when the last connection goes.
 *
 * @example
 * const network = createActor(networkMachine, { input: { networks: [mainnet, base], adapters: [], storage, allowUnsupportedChain: false, enableNetworkSwitch: true } }).start()
 * network.send({ type: 'NETWORK.SWITCH', caipNetworkId: 'eip155:8453' })
 */
export const networkMachine = setup({
  types: {} as {
    context: NetworkContext
    events: NetworkEvent
    input: NetworkInput
    emitted: NetworkEmitted
  },
  actors: { switchNetwork: switchNetworkActor },
  guards: {
    isTargetUnknown: ({ context, event }) => planOf(context, event) === 'notFound',
    isTargetCurrent: ({ context, event }) => planOf(context, event) === 'nothing',
    needsActiveChainConfirmation: ({ context, event }) => planOf(context, event) === 'confirmActiveChain',
    needsWalletSwitch: ({ context, event }) => planOf(context, event) === 'switchWallet',
    isTargetNamespaceConnected: ({ context }) => {
      const namespace = targetNetwork(context)?.chainNamespace
      return namespace !== undefined && context.connections[namespace] !== undefined
    },
    isRejection: ({ event }) => switchErrorOf(failureOf(event)).kind === 'rejected',
  },
  actions: {
    setTarget: assign({ target: ({ event }) => switchTargetOf(event) }),
    clearTarget: assign({ target: undefined, error: undefined }),
    setError: assign({ error: ({ event }) => switchErrorOf(failureOf(event)) }),
    clearError: assign({ error: undefined }),
    setActiveNetworkFromEvent: assign({
      activeNetworkId: ({ context, event }) =>
        findNetwork(context.networks, switchTargetOf(event))?.caipNetworkId ?? context.activeNetworkId,
    }),
    setActiveNetworkToTarget: assign({
      activeNetworkId: ({ context }) => targetNetwork(context)?.caipNetworkId ?? context.activeNetworkId,
    }),
    storeActiveNetwork: ({ context }) => {
      const { storage, activeNetworkId } = context
      const namespace = namespaceOf(activeNetworkId)
      if (activeNetworkId === undefined || namespace === undefined) return
      storage.set(rootKeys.activeNetworkId, activeNetworkId)
      storage.set(rootKeys.activeNamespace, namespace)
    },
    applyConnectionChange: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'NETWORK.CONNECTION_CHANGED')
      const change = connectionChange(context, event)
      enqueue.assign({ connections: change.connections, activeNetworkId: change.activeNetworkId })
      if (change.isActiveNetworkChanged) {
        enqueue('storeActiveNetwork')
        enqueue('notifyConnectionNetwork')
      }
      enqueue('notifyRouterEnv')
      if (change.shouldShowUnsupportedChain) enqueue('openUnsupportedChain')
      if (change.isBackOnSupportedNetwork) enqueue('closeUnsupportedChainView')
      if (change.isLastConnectionGone) enqueue('emitDisconnect')
    }),
    emitDisconnect: emit({ type: 'disconnect' } as const),

    notifyNetworkNotFound: toSystem('foyer')(() => ({
      type: 'FOYER.ALERT',
      alert: { id: 'NETWORK_NOT_FOUND' },
    })),
    notifyRouterEnv: toSystem('router')(({ context }) => ({
      type: 'ROUTER.ENV',
      env: { isConnected: isConnectedOn(context.connections, context.activeNetworkId) },
    })),
    // The active namespace's connection actor connects on this network next time.
    notifyConnectionNetwork: toSystem(({ context }) => {
      const namespace = namespaceOf(context.activeNetworkId)
      return namespace && `connection.${namespace}`
    }, 'connection.<namespace>')(({ context }) =>
      context.activeNetworkId === undefined
        ? undefined
        : { type: 'CONNECTION.NETWORK_SELECTED', caipNetworkId: context.activeNetworkId },
    ),
    pushSwitchNetworkView: toSystem('router')(({ event }) => ({
      type: 'ROUTER.PUSH',
      view: {
        name: 'SwitchNetwork',
        params: { network: switchTargetOf(event) },
      },
    })),
    pushSwitchActiveChainView: toSystem('router')(({ event }) => ({
      type: 'ROUTER.PUSH',
      view: {
        name: 'SwitchActiveChain',
        params: { network: switchTargetOf(event) },
      },
    })),
    goBack: toSystem('router')(() => ({ type: 'ROUTER.BACK' })),
    // After the wallet switched, the network list it was picked from has done its job: the visitor goes
    // back past it too (to the Account view, or the modal closes when the list was all it showed).
    leaveNetworkList: toSystem('router')(({ system }) => {
      const router = getSystemActor(system, 'router')
      return router && selectIsOnStack(router.getSnapshot(), 'Networks') ? { type: 'ROUTER.BACK' } : undefined
    }),
    resetRouterToConnect: toSystem('router')(() => ({
      type: 'ROUTER.RESET',
      view: 'Connect',
    })),
    openUnsupportedChain: toSystem('modal')(() => ({
      type: 'MODAL.OPEN',
      view: 'UnsupportedChain',
    })),
    // Back on a configured network, an UnsupportedChain view still on the stack is stale: the modal
    // closes (a switch started from it would otherwise go back onto it).
    closeUnsupportedChainView: toSystem('modal')(({ system }) => {
      const router = getSystemActor(system, 'router')
      return router && selectIsOnStack(router.getSnapshot(), 'UnsupportedChain')
        ? { type: 'MODAL.CLOSE' }
        : undefined
    }),
  },
}).createMachine({
  id: 'network',
  context: ({ input }) => ({
    networks: input.networks,
    adapters: input.adapters,
    storage: input.storage,
    allowUnsupportedChain: input.allowUnsupportedChain,
    enableNetworkSwitch: input.enableNetworkSwitch,
    activeNetworkId: initialActiveNetwork({
      networks: input.networks,
      storedNetworkId: input.storage.get(rootKeys.activeNetworkId),
      storedNamespace: input.storage.get(rootKeys.activeNamespace),
      defaultNetwork: input.defaultNetwork,
    })?.caipNetworkId,
    connections: {},
    target: undefined,
    error: undefined,
  }),
  on: {
    'NETWORK.SWITCH': [
      { guard: 'isTargetUnknown', actions: 'notifyNetworkNotFound' },
      { guard: 'isTargetCurrent' },
      {
        guard: 'needsActiveChainConfirmation',
        target: '.confirmingActiveChain',
        actions: ['setTarget', 'clearError', 'pushSwitchActiveChainView'],
      },
      {
        guard: 'needsWalletSwitch',
        target: '.switching',
        reenter: true,
        actions: ['setTarget', 'clearError', 'pushSwitchNetworkView'],
      },
      // The rest is a plain set: no wallet anywhere, or another namespace's wallet already on the target
      // (the `activate` plan), which only needs to become the active one.
      {
        target: '.ready',
        actions: [
          'setActiveNetworkFromEvent',
          'clearTarget',
          'storeActiveNetwork',
          'notifyConnectionNetwork',
          'notifyRouterEnv',
          'goBack',
        ],
      },
    ],
    'NETWORK.CONNECTION_CHANGED': { actions: 'applyConnectionChange' },
  },
  initial: 'ready',
  states: {
    ready: {},
    /** SwitchActiveChain: the target namespace has no wallet yet; waiting for the visitor's answer. */
    confirmingActiveChain: {
      on: {
        'NETWORK.CONFIRM': [
          {
            // A wallet connected there meanwhile: nothing left to connect, just make it active.
            guard: 'isTargetNamespaceConnected',
            target: 'ready',
            actions: [...adoptTarget, 'goBack'],
          },
          {
            target: 'ready',
            actions: [...adoptTarget, 'resetRouterToConnect'],
          },
        ],
        'NETWORK.CANCEL': { target: 'ready', actions: ['clearTarget', 'goBack'] },
      },
    },
    /** SwitchNetwork: the wallet is asked to move. */
    switching: {
      invoke: {
        src: 'switchNetwork',
        id: 'switchNetwork',
        input: ({ context }) => {
          const network = targetNetwork(context) as Network
          return {
            adapter: context.adapters.find((adapter) => adapter.namespace === network.chainNamespace),
            connection: context.connections[network.chainNamespace]?.connection as Connection,
            network,
          }
        },
        onDone: {
          target: 'ready',
          actions: [...adoptTarget, 'goBack', 'leaveNetworkList'],
        },
        onError: [
          { guard: 'isRejection', target: 'rejected', actions: 'setError' },
          { target: 'failed', actions: 'setError' },
        ],
      },
      on: { 'NETWORK.CANCEL': { target: 'ready', actions: ['clearTarget', 'goBack'] } },
    },
    /** The visitor refused in the wallet ('Network switch rejected'); retry offered. */
    rejected: {
      on: {
        'NETWORK.RETRY': { target: 'switching', actions: 'clearError' },
        'NETWORK.CANCEL': { target: 'ready', actions: ['clearTarget', 'goBack'] },
      },
    },
    failed: {
      on: {
        'NETWORK.RETRY': { target: 'switching', actions: 'clearError' },
        'NETWORK.CANCEL': { target: 'ready', actions: ['clearTarget', 'goBack'] },
      },
    },
  },
})
