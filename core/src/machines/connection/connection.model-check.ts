import { expect, it } from 'vitest'
import { type AnyActorRef, createActor, fromCallback, getInitialSnapshot, getNextSnapshot } from 'xstate'
import type { Connection } from '../../chains/adapter.types.js'
import { visitorPick } from '../../chains/visitor-pick.js'
import { memoryStorage } from '../../storage/memory.js'
import { createStorage } from '../../storage/storage.js'
import type { TypedStorage } from '../../storage/storage.types.js'
import { modelGraph } from '../../testing/model-graph.js'
import { checkEveryTransition, type ModelStep } from '../../testing/model-walks.js'
import { standIn } from '../../testing/stand-in.js'
import { balanceMachine } from '../balance/balance.machine.js'
import type { BalanceEvent, BalanceInput, BalanceTarget } from '../balance/balance.types.js'
import { connectAttemptMachine } from '../connect-attempt/connect-attempt.machine.js'
import type { ConnectAttemptEvent, ConnectAttemptInput } from '../connect-attempt/connect-attempt.types.js'
import { evmMock, gatedAdapter, settle } from './connection.fixtures.js'
import { connectionMachine } from './connection.machine.js'
import {
  ATTEMPT_DONE,
  canHappen,
  type Environment,
  isMachineEvent,
  type ModelEvent,
  operationOf,
  rejection,
  SECOND_ACCOUNT,
  SECOND_WALLET_ADDRESS,
  serialize,
  serializeEvent,
} from './connection.model-events.js'
import { checkStep, type Effect, matches, observe, type Run } from './connection.model-rules.js'
import type { ConnectionInput } from './connection.types.js'

/**
 * The connection machine's model-based check, shared by the model test files (one file per stored
 * starting point, so they run side by side). The model's graph is generated from the machine (the
 * wallet's answers are ordinary events to the generator), then walked on real actors over a gated
 * mock wallet: a wallet request waits until its answer is the walk's next step, and the step's event
 * sets the mock's flag for it (succeed, reject with 4001, fail, or never answer). After every step the
 * actor and storage are checked against SPEC §4 written out again below, and the actor against the
 * model's state. The walks take every transition of the graph.
 */

// Where the environment's visitors pick the active account, the mock wallet's adapter keeps their pick
// (Polkadot's rule).
const inputFor = (env: Environment, storage: TypedStorage, adapter = evmMock()): ConnectionInput => ({
  adapter: env.visitorPicks
    ? { ...adapter, accountPick: visitorPick('eip155', adapter.kit.accountKey) }
    : adapter,
  storage,
  reconnect: env.reconnect,
})

async function runWalk(env: Environment, steps: readonly ModelStep<ModelEvent>[]) {
  const storage = createStorage(memoryStorage(env.seed))
  // The wallets know the site already (so reconnect restores); the second one has an account of its own.
  const gated = gatedAdapter(
    evmMock({
      authorised: true,
      accounts: [SECOND_ACCOUNT],
      connectors: env.connectors,
      wallets: { second: { address: SECOND_WALLET_ADDRESS } },
    }),
  )
  const { controls } = gated.adapter
  // Counts the requests to end a connection, to tell one made outside `disconnecting` apart.
  let disconnectCalls = 0
  const adapter = {
    ...gated.adapter,
    disconnect: (connection: Connection<'eip155'>) => {
      disconnectCalls++
      return gated.adapter.disconnect(connection)
    },
  }
  let effects: Effect[] = []
  const record = (action: string) => () => effects.push({ action })
  const readOf = ({ address, network }: BalanceTarget): Effect => ({
    action: 'balance.read',
    address,
    caipNetworkId: network?.caipNetworkId,
  })
  const actor = createActor(
    connectionMachine.provide({
      // The balance actor is walked by its own model test: here it records what it is asked to read
      // (at its start, and again), and the walk sends its reports as events.
      actors: {
        balance: standIn(
          balanceMachine,
          fromCallback<BalanceEvent, BalanceInput>(({ input, receive }) => {
            effects.push(readOf(input.target))
            receive((event) => effects.push(readOf(event.target)))
          }),
        ),
        // The connect attempt likewise: it records the wallet it asks and what it is sent, and the
        // walk sends its reports and its end as events.
        connectAttempt: standIn(
          connectAttemptMachine,
          fromCallback<ConnectAttemptEvent, ConnectAttemptInput>(({ input, receive }) => {
            effects.push({ action: 'attempt.started', connectorId: input.connector?.id })
            receive((event) => effects.push({ action: event.type }))
          }),
        ),
      },
      actions: {
        notifyConnectionChanged: ({ context }) =>
          effects.push({ action: 'notifyConnectionChanged', connection: context.connection }),
        notifyConnectionRestored: ({ context }) =>
          effects.push({ action: 'notifyConnectionRestored', connection: context.connection }),
        notifyConnectors: record('notifyConnectors'),
        notifyRecentWallets: record('notifyRecentWallets'),
        notifyAttempt: record('notifyAttempt'),
      },
    }),
    { input: inputFor(env, storage, adapter) },
  )
  // What the actor emits (answers to requests, what happened for the modal and router): recorded as
  // effects of the step that caused them.
  actor.on('*', (emitted) =>
    effects.push(
      'requestId' in emitted
        ? { action: emitted.type, requestId: emitted.requestId }
        : { ...emitted, action: emitted.type },
    ),
  )
  actor.start()
  const run: Run = {
    actor,
    storage,
    closeModalOnDisconnect: true,
    switchPrompt: true,
    visitorPicks: env.visitorPicks === true,
  }
  for (const { event, key } of steps) {
    const before = observe(actor, storage)
    effects = []
    const callsBefore = disconnectCalls
    const operation = operationOf(event)
    if (operation) {
      // The wallet answers the open request as the path says.
      if ('output' in event && event.output && operation !== 'signMessage')
        controls.walletNetwork = (event.output as Connection).caipNetworkId as never
      if (event.type === 'xstate.done.actor.reconnect') controls.authorised = event.output !== null
      const behaviour = 'error' in event ? (event.error === rejection ? 'reject' : 'fail') : 'succeed'
      expect(gated.release(operation, behaviour), `${operation} is waiting`).toBe(true)
      await settle()
    } else if (event.type === ATTEMPT_DONE) {
      // The attempt's end, as its parent hears it.
      const parent: AnyActorRef = actor
      parent.send(event)
    } else if (event.type === 'CONNECTION.ACCOUNTS_CHANGED') {
      controls.emit({ type: 'accountsChanged', accounts: event.accounts })
    } else if (event.type === 'CONNECTION.CHAIN_CHANGED') {
      controls.emit({ type: 'chainChanged', caipNetworkId: event.caipNetworkId as never })
    } else if (event.type === 'CONNECTION.WALLET_DISCONNECTED') {
      controls.emit({ type: 'disconnect' })
    } else if (event.type === 'CONNECTION.CONNECTORS_CHANGED') {
      controls.setConnectors(event.connectors)
    } else if (isMachineEvent(event)) {
      actor.send(event)
    }
    const after = observe(actor, storage)
    const endedElsewhere = disconnectCalls > callsBefore && !matches(after.value, 'disconnecting')
    checkStep(before, event, { ...after, endedElsewhere }, effects, run)
    // The actor is where the model says (compared as the model tells states apart).
    const actual = serialize(actor.getSnapshot())
    if (actual !== key) expect(actual).toBe(key)
  }
  actor.stop()
}

/**
 * Declares the test that walks every transition of the model from `env`'s stored facts. The graph is
 * built when the file is collected: its size names the test.
 *
 * @example
 * describe('connection: model-based walks', () => itChecksEveryTransition(environments.firstVisit))
 */
export function itChecksEveryTransition(env: Environment, timeout: number): void {
  const input = inputFor(env, createStorage(memoryStorage(env.seed)))
  // The real actor starts with the connector its adapter reports at once; so does the model.
  const fromState = getNextSnapshot(connectionMachine, getInitialSnapshot(connectionMachine, input), {
    type: 'CONNECTION.CONNECTORS_CHANGED',
    connectors: env.connectors,
  })
  const graph = modelGraph({
    machine: connectionMachine,
    input,
    fromState,
    events: env.events,
    serialize,
    serializeEvent,
    canHappen,
  })
  it(
    `checks every transition from ${graph.nodes.length} states, starting from ${env.name}`,
    async () => {
      expect(graph.nodes.length).toBeGreaterThan(20)
      const { transitions } = await checkEveryTransition({ graph, replay: (steps) => runWalk(env, steps) })
      expect(transitions).toBeGreaterThan(graph.nodes.length * 5)
    },
    timeout,
  )
}
