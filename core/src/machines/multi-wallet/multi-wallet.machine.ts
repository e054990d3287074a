import { assertEvent, assign, enqueueActions, setup } from 'xstate'
import type { Namespace } from '../../networks/network.types.js'
import { getSystemActor, systemSender } from '../../system/system.js'
import { disconnectActor } from '../connection/connection.actors.js'
import { sameConnectorId } from '../connection/connection.rules.js'
import { selectAdapter, selectNamespaceConnection } from '../connection/connection.selectors.js'
import { watchActiveConnectionsActor } from './multi-wallet.actors.js'
import {
  heldConnectionOf,
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

const walletsOf = (context: MultiWalletContext, namespace: Namespace): NamespaceWallets =>
  context.wallets[namespace] ?? { connections: [], disconnectedIds: [], active: undefined }

/**
 * Multi-wallet (systemId `multiWallet`, from the multi-wallet module): every namespace's list of
 * connections with one active, kept in storage (the connections and the connector ids the visitor
 * ended). It follows the connection actors (which make, switch and hand over connections) and ends
 * one connection while keeping the others: the active one hands over to another held connection,
 * another one is ended on the wallet's side.
 *
 * @example
 * const multiWallet = createActor(multiWalletMachine, { input: { storage, namespaces: ['eip155'], kits } }).start()
 * multiWallet.send({ type: 'MULTI_WALLET.DISCONNECT', namespace: 'eip155', connectorId: 'second' })
 */
export const multiWalletMachine = setup({
  types: {} as { context: MultiWalletContext; events: MultiWalletEvent; input: MultiWalletInput },
  actors: {
    watchActiveConnections: watchActiveConnectionsActor,
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
    // The active connection: the next held one takes over without a prompt, or the namespace disconnects.
    handOver: toSystem(
      ({ event }) => `connection.${event.namespace}` as const,
      'connection.<namespace>',
    )(({ context, event }) => {
      assertEvent(event, 'MULTI_WALLET.DISCONNECT')
      const next = nextActiveConnection(walletsOf(context, event.namespace))
      return { type: 'CONNECTION.DISCONNECT', closeModal: false, handOverTo: next?.connectorId }
    }),
    // Another held connection: ended on the wallet's side in the background (it is not the active one).
    endHeldConnection: enqueueActions(({ context, event, system, enqueue }) => {
      assertEvent(event, 'MULTI_WALLET.DISCONNECT')
      const wallets = walletsOf(context, event.namespace)
      const stored = wallets.connections.find((entry) =>
        sameConnectorId(event.connectorId, entry.connectorId),
      )
      const actor = getSystemActor(system, `connection.${event.namespace}`)
      const active = actor && selectNamespaceConnection(actor.getSnapshot())
      const connection = stored && active && heldConnectionOf(stored, event.namespace, active.caipNetworkId)
      if (actor && connection)
        enqueue.spawnChild('endConnection', {
          input: { adapter: selectAdapter(actor.getSnapshot()), connection },
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
  invoke: {
    src: 'watchActiveConnections',
    id: 'watchActiveConnections',
    input: ({ context }) => ({ namespaces: context.namespaces }),
  },
  on: {
    'MULTI_WALLET.ACTIVE_CHANGED': { actions: ['applyActiveChange', 'storeWallets'] },
    'MULTI_WALLET.DISCONNECT': [
      { guard: 'isActiveOne', actions: ['handOver', 'markDisconnected', 'storeWallets'] },
      { guard: 'isHeldOne', actions: ['endHeldConnection', 'markDisconnected', 'storeWallets'] },
    ],
    'MULTI_WALLET.DELETE': { actions: ['deleteRecent', 'storeWallets'] },
  },
})
