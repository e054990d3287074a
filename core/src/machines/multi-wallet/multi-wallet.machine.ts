import { and, assertEvent, assign, enqueueActions, setup } from 'xstate'
import type { Connection } from '../../chains/adapter.types.js'
import type { Namespace } from '../../networks/network.types.js'
import { getSystemActor, systemSender } from '../../system/system.js'
import { disconnectActor } from '../connection/connection.actors.js'
import { sameConnectorId } from '../connection/connection.rules.js'
import { selectAdapter } from '../connection/connection.selectors.js'
import { listenToSwitchesActor, watchActiveConnectionsActor } from './multi-wallet.actors.js'
import {
  heldConnectionOf,
  isHandOverDone,
  isHandOverFailed,
  nextActiveConnection,
  readNamespaceWallets,
  storeNamespaceWallets,
  walletStatusOf,
  walletsAfterActiveChanged,
  walletsAfterDelete,
  walletsAfterDisconnect,
} from './multi-wallet.rules.js'
import type {
  MultiWalletContext,
  MultiWalletEvent,
  MultiWalletInput,
  NamespaceWallets,
} from './multi-wallet.types.js'

const toSystem = systemSender<MultiWalletContext, MultiWalletEvent>()
const toConnection = toSystem(
  ({ event }) => `connection.${event.namespace}` as const,
  'connection.<namespace>',
)

const walletsOf = (context: MultiWalletContext, namespace: Namespace): NamespaceWallets =>
  context.wallets[namespace] ?? { connections: [], disconnectedIds: [], active: undefined }

/** A connection to end at its wallet, in its namespace (none when it cannot be told). */
type ConnectionToEnd = { namespace: Namespace; connection: Connection | undefined }
type ParamsArgs = { context: MultiWalletContext; event: MultiWalletEvent }

// A held connection the visitor ended, as its adapter takes it: its stored accounts, on its stored
// network (or the active connection's).
const heldConnectionToEnd = ({ context, event }: ParamsArgs): ConnectionToEnd => {
  assertEvent(event, 'MULTI_WALLET.DISCONNECT')
  const wallets = walletsOf(context, event.namespace)
  const stored = wallets.connections.find((entry) => sameConnectorId(event.connectorId, entry.connectorId))
  const network = wallets.active?.caipNetworkId
  const connection = stored && network && heldConnectionOf(stored, event.namespace, network)
  return { namespace: event.namespace, connection }
}
// The connection a hand-over's switch replaced, as the connection actor last had it.
const replacedConnection = ({ event }: ParamsArgs): ConnectionToEnd => {
  assertEvent(event, 'MULTI_WALLET.SWITCHED')
  return { namespace: event.namespace, connection: event.previous }
}

/** `enqueueActions` typed for ending a connection (left to inference, its spawned logic would be unknown). */
const endingActions = enqueueActions<
  MultiWalletContext,
  MultiWalletEvent,
  ConnectionToEnd,
  MultiWalletEvent,
  { src: 'endConnection'; logic: typeof disconnectActor; id: string | undefined },
  never,
  never,
  never,
  never
>

/**
 * Multi-wallet (systemId `multiWallet`, from the multi-wallet module): every namespace's list of
 * connections with one active, kept in storage (the connections and the connector ids the visitor
 * ended). It follows the connection actors (which make and switch connections) and ends one
 * connection while keeping the others: the active one hands over to another held connection (its
 * policy, see multi-wallet.rules.ts: a switch without a prompt, then the ended one is ended at its
 * wallet, or the namespace disconnects), another one is ended on the wallet's side.
 *
 * @example
 * const multiWallet = createActor(multiWalletMachine, { input: { storage, namespaces: ['eip155'], kits } }).start()
 * multiWallet.send({ type: 'MULTI_WALLET.DISCONNECT', namespace: 'eip155', connectorId: 'second' })
 */
export const multiWalletMachine = setup({
  types: {} as { context: MultiWalletContext; events: MultiWalletEvent; input: MultiWalletInput },
  actors: {
    watchActiveConnections: watchActiveConnectionsActor,
    listenToSwitches: listenToSwitchesActor,
    endConnection: disconnectActor,
  },
  guards: {
    isActiveOne: ({ context, event }) => {
      assertEvent(event, 'MULTI_WALLET.DISCONNECT')
      return walletStatusOf(walletsOf(context, event.namespace), event.connectorId) === 'connected'
    },
    isHeldOne: ({ context, event }) => {
      assertEvent(event, 'MULTI_WALLET.DISCONNECT')
      return walletStatusOf(walletsOf(context, event.namespace), event.connectorId) === 'active'
    },
    hasNextConnection: ({ context, event }) => {
      assertEvent(event, 'MULTI_WALLET.DISCONNECT')
      return nextActiveConnection(walletsOf(context, event.namespace)) !== undefined
    },
    isHandOverDone: ({ context, event }) => {
      assertEvent(event, 'MULTI_WALLET.SWITCHED')
      return isHandOverDone(walletsOf(context, event.namespace), event.previous)
    },
    isHandOverFailed: ({ context, event }) => {
      assertEvent(event, 'MULTI_WALLET.SWITCH_FAILED')
      return isHandOverFailed(walletsOf(context, event.namespace))
    },
  },
  actions: {
    applyActiveChange: assign({
      wallets: ({ context, event }) => {
        assertEvent(event, 'MULTI_WALLET.ACTIVE_CHANGED')
        const next = walletsAfterActiveChanged(walletsOf(context, event.namespace), event.connection)
        return { ...context.wallets, [event.namespace]: next }
      },
    }),
    markDisconnected: assign({
      wallets: ({ context, event }) => {
        assertEvent(event, 'MULTI_WALLET.DISCONNECT')
        const next = walletsAfterDisconnect(walletsOf(context, event.namespace), event.connectorId)
        return { ...context.wallets, [event.namespace]: next }
      },
    }),
    deleteRecent: assign({
      wallets: ({ context, event }) => {
        assertEvent(event, 'MULTI_WALLET.DELETE')
        const next = walletsAfterDelete(walletsOf(context, event.namespace), event.connectorId)
        return { ...context.wallets, [event.namespace]: next }
      },
    }),
    // Every change is stored at once: a reload lists the same connections with the same one active.
    storeWallets: ({ context, event }) =>
      storeNamespaceWallets(
        context.storage,
        event.namespace,
        walletsOf(context, event.namespace),
        context.kits,
      ),
    // The hand-over's switch: the next held connection, restored without a prompt (it never asks).
    switchToNext: toConnection(({ context, event }) => {
      const next = nextActiveConnection(walletsOf(context, event.namespace))
      return next && { type: 'CONNECTION.SWITCH', connectorId: next.connectorId, prompt: false }
    }),
    // The namespace's connection ends as a plain disconnect would end it; the modal stays open.
    disconnectNamespace: toConnection(() => ({ type: 'CONNECTION.DISCONNECT', closeModal: false })),
    // Ended on the wallet's side in the background, by the namespace's adapter; nothing waits for it.
    endAtWallet: endingActions(({ system, enqueue }, params) => {
      const actor = getSystemActor(system, `connection.${params.namespace}`)
      if (actor && params.connection)
        enqueue.spawnChild('endConnection', {
          input: { adapter: selectAdapter(actor.getSnapshot()), connection: params.connection },
        })
    }),
  },
}).createMachine({
  id: 'multiWallet',
  context: ({ input }) => ({
    storage: input.storage,
    namespaces: input.namespaces,
    kits: input.kits,
    wallets: Object.fromEntries(
      input.namespaces.map((namespace) => [
        namespace,
        readNamespaceWallets(input.storage, namespace, input.kits),
      ]),
    ),
  }),
  invoke: [
    {
      src: 'watchActiveConnections',
      id: 'watchActiveConnections',
      input: ({ context }) => ({ namespaces: context.namespaces }),
    },
    {
      src: 'listenToSwitches',
      id: 'listenToSwitches',
      input: ({ context }) => ({ namespaces: context.namespaces }),
    },
  ],
  on: {
    'MULTI_WALLET.ACTIVE_CHANGED': { actions: ['applyActiveChange', 'storeWallets'] },
    'MULTI_WALLET.DISCONNECT': [
      // The active one hands over: it is listed as ended at once, and stays active until the switch is over.
      {
        guard: and(['isActiveOne', 'hasNextConnection']),
        actions: ['switchToNext', 'markDisconnected', 'storeWallets'],
      },
      { guard: 'isActiveOne', actions: ['disconnectNamespace', 'markDisconnected', 'storeWallets'] },
      {
        guard: 'isHeldOne',
        actions: [{ type: 'endAtWallet', params: heldConnectionToEnd }, 'markDisconnected', 'storeWallets'],
      },
    ],
    // The hand-over is done: the connection it replaced is ended at its wallet too.
    'MULTI_WALLET.SWITCHED': {
      guard: 'isHandOverDone',
      actions: { type: 'endAtWallet', params: replacedConnection },
    },
    // The hand-over did not happen: the ended connection, still active, is disconnected after all.
    'MULTI_WALLET.SWITCH_FAILED': { guard: 'isHandOverFailed', actions: 'disconnectNamespace' },
    'MULTI_WALLET.DELETE': { actions: ['deleteRecent', 'storeWallets'] },
  },
})
