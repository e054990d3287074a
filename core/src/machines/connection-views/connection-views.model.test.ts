import { describe, expect, it } from 'vitest'
import {
  type AnyEventObject,
  type AnyMachineSnapshot,
  createActor,
  createMachine,
  emit,
  fromCallback,
  setup,
} from 'xstate'
import type { Namespace } from '../../networks/network.types.js'
import { modelGraph } from '../../testing/model-graph.js'
import { checkEveryTransition, type ModelStep } from '../../testing/model-walks.js'
import { requireSystemActor } from '../../testing/system-actor.js'
import { routerMachine } from '../router/router.machine.js'
import { toView } from '../router/router.rules.js'
import { selectTopView } from '../router/router.selectors.js'
import type { View } from '../router/router.types.js'
import { connectionViewsMachine } from './connection-views.machine.js'
import { closesModalOnConnect, isShowingConnectingView } from './connection-views.rules.js'
import type { ConnectionViewsEvent } from './connection-views.types.js'

/**
 * Model-based tests: the coordinator's graph (which namespaces have an attempt whose view is watched)
 * is generated and walked on a real coordinator beside a real router, with the modal and the
 * connection actors replaced by recorders. After every step, what the router shows and what the modal
 * and the connections heard are checked against the rules written out below; the walks take every
 * transition. The connection actors' signals are sent as they would arrive, and a view left is an event
 * of the walk (the listener and the watcher that make them are replaced); the real ones are checked
 * in the test after.
 */

const events: ConnectionViewsEvent[] = [
  {
    type: 'connection.attemptStarted',
    namespace: 'eip155',
    connectorId: 'io.metamask',
    connectorType: 'ANNOUNCED',
  },
  {
    type: 'connection.attemptStarted',
    namespace: 'eip155',
    connectorId: 'walletConnect',
    connectorType: 'WALLET_CONNECT',
  },
  {
    type: 'connection.attemptStarted',
    namespace: 'solana',
    connectorId: 'phantom',
    connectorType: 'ANNOUNCED',
  },
  { type: 'connection.attemptCancelled', namespace: 'eip155', connectorId: 'io.metamask' },
  { type: 'connection.attemptCancelled', namespace: 'solana', connectorId: 'phantom' },
  { type: 'connection.attemptEnded', namespace: 'eip155' },
  { type: 'connection.attemptEnded', namespace: 'solana' },
  { type: 'CONNECTION_VIEWS.CONNECTING_VIEW_LEFT', namespace: 'eip155' },
  { type: 'connection.made', namespace: 'eip155' },
  { type: 'connection.disconnected', namespace: 'eip155', closeModal: true },
  { type: 'connection.disconnected', namespace: 'solana', closeModal: false },
  { type: 'connection.restoring', namespace: 'eip155', restoring: true },
  { type: 'connection.restoring', namespace: 'eip155', restoring: false },
]

/** A state of the model: the attempts whose view is watched (the coordinator's only state). */
const serialize = (snapshot: AnyMachineSnapshot) =>
  JSON.stringify(
    Object.keys(snapshot.children)
      .filter((id) => id.startsWith('connectingView.'))
      .sort(),
  )

type Heard = Map<string, AnyEventObject[]>

function startSystem() {
  const heard: Heard = new Map([
    ['modal', []],
    ['connection.eip155', []],
    ['connection.solana', []],
  ])
  const recorder = (id: string) =>
    fromCallback<AnyEventObject>(({ receive }) => receive((event) => heard.get(id)?.push(event)))
  const host = createMachine({
    invoke: [
      { src: routerMachine, id: 'router', systemId: 'router', input: { env: { isConnected: false } } },
      ...[...heard.keys()].map((id) => ({ src: recorder(id), id, systemId: id })),
      {
        // The signals are sent as the listener would forward them, and a view left is the walk's own
        // event: the real listener and watcher are checked in the test below.
        src: connectionViewsMachine.provide({
          actors: {
            listenToConnections: fromCallback(() => {}),
            watchConnectingView: fromCallback(() => {}),
          },
        }),
        id: 'connectionViews',
        systemId: 'connectionViews',
        input: { namespaces: ['eip155', 'solana'] as const satisfies readonly Namespace[] },
      },
    ],
  })
  const root = createActor(host).start()
  return {
    root,
    heard,
    coordinator: requireSystemActor(root, 'connectionViews'),
    router: requireSystemActor(root, 'router'),
  }
}

type System = ReturnType<typeof startSystem>

const watched = (system: System) =>
  Object.keys(system.coordinator.getSnapshot().children).filter((id) => id.startsWith('connectingView.'))

/** The rules, written out again: what the visitor sees after each signal. */
function checkStep(
  system: System,
  event: ConnectionViewsEvent,
  topBefore: View,
  heard: { modal: AnyEventObject[]; connection: AnyEventObject[] },
) {
  const top = selectTopView(system.router.getSnapshot())
  const watcher = `connectingView.${event.namespace}`
  switch (event.type) {
    case 'connection.attemptStarted':
      // Its view shows (a WalletConnect pairing has its own view), and is watched until the attempt ends.
      if (event.connectorType === 'WALLET_CONNECT') expect(top).toEqual(topBefore)
      else expect(isShowingConnectingView(top, event.connectorId), 'the attempt shows its view').toBe(true)
      expect(watched(system)).toContain(watcher)
      break
    case 'connection.attemptCancelled':
      // A cancel from a button takes its view away; any other view stays.
      if (isShowingConnectingView(topBefore, event.connectorId)) expect(top).not.toEqual(topBefore)
      else expect(top).toEqual(topBefore)
      break
    case 'connection.attemptEnded':
      expect(watched(system), 'an ended attempt is not watched').not.toContain(watcher)
      break
    case 'CONNECTION_VIEWS.CONNECTING_VIEW_LEFT':
      expect(heard.connection, 'leaving the view cancels the attempt').toEqual([
        { type: 'CONNECTION.CANCEL' },
      ])
      break
    case 'connection.made':
      expect(heard.modal).toEqual(
        closesModalOnConnect(topBefore, system.router.getSnapshot().context.env.views)
          ? [{ type: 'MODAL.CLOSE' }]
          : [],
      )
      break
    case 'connection.disconnected':
      expect(heard.modal).toEqual(event.closeModal ? [{ type: 'MODAL.CLOSE' }] : [])
      break
    case 'connection.restoring':
      expect(heard.modal).toEqual([
        { type: 'MODAL.SET_LOADING', loading: event.restoring, namespace: event.namespace },
      ])
      break
  }
  if (event.type !== 'CONNECTION_VIEWS.CONNECTING_VIEW_LEFT')
    expect(heard.connection, 'connections are told nothing else').toEqual([])
}

function runWalk(steps: readonly Pick<ModelStep<ConnectionViewsEvent>, 'event' | 'key'>[]) {
  const system = startSystem()
  for (const { event, key } of steps) {
    const topBefore = selectTopView(system.router.getSnapshot())
    const modalBefore = system.heard.get('modal')?.length ?? 0
    const connectionBefore = system.heard.get(`connection.${event.namespace}`)?.length ?? 0
    system.coordinator.send(event)
    checkStep(system, event, topBefore, {
      modal: system.heard.get('modal')?.slice(modalBefore) ?? [],
      connection: system.heard.get(`connection.${event.namespace}`)?.slice(connectionBefore) ?? [],
    })
    const actual = serialize(system.coordinator.getSnapshot())
    if (actual !== key) expect(actual).toBe(key)
  }
  return system
}

describe('connectionViews: model-based walks', () => {
  const graph = modelGraph({
    machine: connectionViewsMachine,
    input: { namespaces: ['eip155', 'solana'] },
    events,
    serialize,
  })
  it(`checks every transition from ${graph.nodes.length} states`, async () => {
    expect(graph.nodes.length).toBe(4)
    const { transitions } = await checkEveryTransition({
      graph,
      replay: (walk) => {
        runWalk(walk).root.stop()
      },
    })
    expect(transitions).toBe(graph.nodes.length * events.length)
  })
})

describe('connectionViews: with its own listener and watcher', () => {
  it("follows a connection actor's signals; leaving the attempt's view cancels it, until the attempt ended", () => {
    const cancels: AnyEventObject[] = []
    const modalHeard: AnyEventObject[] = []
    // A connection actor that emits the signals the test hands it, and records the cancels it is sent.
    const connection = setup({
      types: {} as { events: AnyEventObject; emitted: AnyEventObject },
    }).createMachine({
      on: {
        'TEST.SIGNAL': { actions: emit(({ event }) => event.signal) },
        'CONNECTION.CANCEL': { actions: ({ event }) => cancels.push(event) },
      },
    })
    const host = createMachine({
      invoke: [
        { src: routerMachine, id: 'router', systemId: 'router', input: { env: { isConnected: false } } },
        {
          src: fromCallback<AnyEventObject>(({ receive }) => receive((event) => modalHeard.push(event))),
          id: 'modal',
          systemId: 'modal',
        },
        { src: connection, id: 'connection.eip155', systemId: 'connection.eip155' },
        {
          src: connectionViewsMachine,
          id: 'connectionViews',
          systemId: 'connectionViews',
          input: { namespaces: ['eip155'] },
        },
      ],
    })
    const root = createActor(host).start()
    const router = requireSystemActor(root, 'router')
    const signal = (event: AnyEventObject) =>
      root.system.get('connection.eip155')?.send({ type: 'TEST.SIGNAL', signal: event })
    const top = () => selectTopView(router.getSnapshot())

    signal({ type: 'connection.restoring', restoring: true })
    expect(modalHeard).toEqual([{ type: 'MODAL.SET_LOADING', loading: true, namespace: 'eip155' }])
    signal({ type: 'connection.attemptStarted', connectorId: 'io.metamask', connectorType: 'ANNOUNCED' })
    expect(isShowingConnectingView(top(), 'io.metamask')).toBe(true)
    router.send({ type: 'ROUTER.BACK' })
    expect(cancels, 'leaving the view cancels the attempt').toEqual([{ type: 'CONNECTION.CANCEL' }])

    signal({ type: 'connection.attemptEnded' })
    signal({ type: 'connection.attemptStarted', connectorId: 'io.metamask', connectorType: 'ANNOUNCED' })
    signal({ type: 'connection.attemptEnded' })
    router.send({ type: 'ROUTER.BACK' })
    expect(top()).toEqual(toView('Connect'))
    expect(cancels, 'an attempt that ended is not cancelled by its view going').toHaveLength(1)
    root.stop()
  })
})
