import { assertEvent, enqueueActions, setup } from 'xstate'
import type { Namespace } from '../../networks/network.types.js'
import { getSystemActor, systemSender } from '../../system/system.js'
import { selectTopView } from '../router/router.selectors.js'
import { listenToConnectionsActor, watchConnectingViewActor } from './connection-views.actors.js'
import { closesModalOnConnect, isShowingConnectingView } from './connection-views.rules.js'
import type { ConnectionViewsEvent, ConnectionViewsInput } from './connection-views.types.js'

const toSystem = systemSender<ConnectionViewsInput, ConnectionViewsEvent>()

/** The id of the watcher of a namespace's connecting view (one attempt at a time per namespace). */
const watcherIdOf = (namespace: Namespace) => `connectingView.${namespace}`

/**
 * `enqueueActions` typed for this machine, so that it sits in `setup()` beside the senders (left to
 * inference, xstate types the spawned logic as unknown there).
 */
const coordinatorActions = enqueueActions<
  ConnectionViewsInput,
  ConnectionViewsEvent,
  undefined,
  ConnectionViewsEvent,
  { src: 'watchConnectingView'; logic: typeof watchConnectingViewActor; id: string | undefined },
  never,
  never,
  never,
  never
>

/**
 * What the modal and the router do when a connection moves (systemId `connectionViews`): the
 * connection actors only emit what happened, and this coordinator decides what the visitor sees. A
 * connect attempt shows its ConnectingExternal view (a WalletConnect pairing has a view of its own),
 * and leaving that view cancels the attempt; a cancel from a button takes the view away; a connection
 * made with a prompt closes the modal unless the visitor went on to a view about a wallet already
 * connected; a disconnect closes it when asked to; a restore marks its namespace loading.
 *
 * @example
 * spawn(connectionViewsMachine, { systemId: 'connectionViews', input: { namespaces: ['eip155'] } })
 */
export const connectionViewsMachine = setup({
  types: {} as {
    context: ConnectionViewsInput
    events: ConnectionViewsEvent
    input: ConnectionViewsInput
  },
  actors: {
    listenToConnections: listenToConnectionsActor,
    watchConnectingView: watchConnectingViewActor,
  },
  actions: {
    pushConnectingView: toSystem('router')(({ event }) => {
      assertEvent(event, 'connection.attemptStarted')
      if (event.connectorType === 'WALLET_CONNECT') return undefined
      return {
        type: 'ROUTER.PUSH',
        view: { name: 'ConnectingExternal', params: { connectorId: event.connectorId } },
      }
    }),
    // A new attempt of a namespace replaces its previous one, and with it the view watched.
    watchConnectingView: coordinatorActions(({ event, enqueue }) => {
      assertEvent(event, 'connection.attemptStarted')
      const id = watcherIdOf(event.namespace)
      enqueue.stopChild(id)
      enqueue.spawnChild('watchConnectingView', {
        id,
        input: { namespace: event.namespace, connectorId: event.connectorId },
      })
    }),
    stopWatchingConnectingView: coordinatorActions(({ event, enqueue }) => {
      assertEvent(event, 'connection.attemptEnded')
      enqueue.stopChild(watcherIdOf(event.namespace))
    }),
    cancelAttempt: toSystem(({ event }) => {
      assertEvent(event, 'CONNECTION_VIEWS.CONNECTING_VIEW_LEFT')
      return `connection.${event.namespace}`
    }, 'connection.<namespace>')(() => ({ type: 'CONNECTION.CANCEL' })),
    // A cancel from a button (not from leaving the view) takes the ConnectingExternal view away too.
    leaveConnectingView: toSystem('router')(({ event, system }) => {
      assertEvent(event, 'connection.attemptCancelled')
      const router = getSystemActor(system, 'router')
      return router && isShowingConnectingView(selectTopView(router.getSnapshot()), event.connectorId)
        ? { type: 'ROUTER.BACK' }
        : undefined
    }),
    // Made with a prompt: the modal closes, unless the visitor went on to a view about a wallet already
    // connected (see closesModalOnConnect).
    closeModalAfterConnect: toSystem('modal')(({ system }) => {
      const snapshot = getSystemActor(system, 'router')?.getSnapshot()
      return !snapshot || closesModalOnConnect(selectTopView(snapshot), snapshot.context.env.views)
        ? { type: 'MODAL.CLOSE' }
        : undefined
    }),
    closeModalAfterDisconnect: toSystem('modal')(({ event }) => {
      assertEvent(event, 'connection.disconnected')
      return event.closeModal ? { type: 'MODAL.CLOSE' } : undefined
    }),
    markLoading: toSystem('modal')(({ event }) => {
      assertEvent(event, 'connection.restoring')
      return { type: 'MODAL.SET_LOADING', loading: event.restoring, namespace: event.namespace }
    }),
  },
}).createMachine({
  id: 'connectionViews',
  context: ({ input }) => input,
  invoke: {
    src: 'listenToConnections',
    id: 'listenToConnections',
    input: ({ context }) => context,
  },
  on: {
    'connection.attemptStarted': { actions: ['pushConnectingView', 'watchConnectingView'] },
    'connection.attemptCancelled': { actions: 'leaveConnectingView' },
    'connection.attemptEnded': { actions: 'stopWatchingConnectingView' },
    'CONNECTION_VIEWS.CONNECTING_VIEW_LEFT': { actions: 'cancelAttempt' },
    'connection.made': { actions: 'closeModalAfterConnect' },
    'connection.disconnected': { actions: 'closeModalAfterDisconnect' },
    'connection.restoring': { actions: 'markLoading' },
  },
})
