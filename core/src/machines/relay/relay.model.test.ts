import { describe, expect, it } from 'vitest'
import {
  type AnyActorRef,
  type AnyEventObject,
  type AnyMachineSnapshot,
  createActor,
  createMachine,
  fromCallback,
  SimulatedClock,
  setup,
} from 'xstate'
import type { Connection } from '../../chains/adapter.types.js'
import { UniversalProviderInitError } from '../../chains/walletconnect/errors.js'
import { WALLET_CONNECT_CONNECTOR_ID } from '../../chains/walletconnect/walletconnect.types.js'
import { RELAY_ANSWER_MS } from '../../config/constants.js'
import { modelGraph } from '../../testing/model-graph.js'
import { checkEveryTransition } from '../../testing/model-walks.js'
import { requireSystemActor } from '../../testing/system-actor.js'
import { stringify } from '../connection/connection.fixtures.js'
import { RELAY_TOAST_ID, relayMachine } from './relay.machine.js'
import type { RelayContext, RelayEvent } from './relay.types.js'

/**
 * Model-based tests: the relay machine's graph is generated, then walked on real actors (the walks
 * take every transition at least once), each in a system with a recording `toasts` actor and a
 * `connection.eip155` actor holding a WalletConnect connection, an injected wallet's, or none; the
 * relay's reports come from a fake client, the 10 s from a simulated clock. After each step the state
 * and the toasts sent are checked against the rule, and the actor against the model's state: a
 * visitor with a session over the relay is told it is reconnecting, that it does not answer after
 * 10 s, and that it is back; nobody else hears anything. A failed start of the client is emitted as
 * it happens, in every state, and changes nothing else.
 */

const STILL_AWAY = 'xstate.after.relayAnswer.relay.reconnecting'
type ModelEvent = RelayEvent | { type: typeof STILL_AWAY }
const startFailure = new UniversalProviderInitError({ details: 'relay unreachable' })
const events: ModelEvent[] = [
  { type: 'RELAY.LOST' },
  { type: 'RELAY.BACK' },
  { type: STILL_AWAY },
  { type: 'RELAY.START_FAILED', error: startFailure },
]

const canHappen = (snapshot: AnyMachineSnapshot, event: ModelEvent) =>
  event.type !== STILL_AWAY || snapshot.matches('reconnecting')

/** A state's identity in the model: the relay's state alone. */
const serialize = (snapshot: AnyMachineSnapshot) => stringify(snapshot.value)

const connectionOf = (connectorId: string): Connection => ({
  namespace: 'eip155',
  connectorId,
  accounts: [{ address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', type: 'eoa' }],
  caipNetworkId: 'eip155:1',
  wallet: { name: 'Wallet', icon: undefined },
})
const environments = [
  { name: 'a wallet connected over WalletConnect', connection: connectionOf(WALLET_CONNECT_CONNECTOR_ID) },
  { name: 'an injected wallet', connection: connectionOf('io.metamask') },
  { name: 'no wallet', connection: undefined },
] as const

type Run = {
  relay: AnyActorRef
  clock: SimulatedClock
  toasts: AnyEventObject[]
  since: number
  stop(): void
}

type Control = { report(connected: boolean): void; failStart(error: Error): void; emitted: AnyEventObject[] }

function start(connection: Connection | undefined): Run & Control {
  const watchers = new Set<(connected: boolean) => void>()
  const startWatchers = new Set<(error: Error) => void>()
  const toasts: AnyEventObject[] = []
  const clock = new SimulatedClock()
  const host = setup({
    actors: {
      relay: relayMachine,
      toasts: fromCallback<AnyEventObject>(({ receive }) => receive((event) => toasts.push(event))),
      connection: createMachine({ context: { connection } }),
    },
  }).createMachine({
    invoke: [
      {
        src: 'relay',
        systemId: 'walletConnect.relay',
        input: {
          relay: {
            watchRelay: (onChange) => {
              watchers.add(onChange)
              return () => watchers.delete(onChange)
            },
            watchStartFailures: (onFailure) => {
              startWatchers.add(onFailure)
              return () => startWatchers.delete(onFailure)
            },
          },
          namespaces: ['eip155'],
        },
      },
      { src: 'toasts', systemId: 'toasts' },
      { src: 'connection', systemId: 'connection.eip155' },
    ],
  })
  const actor = createActor(host, { clock }).start()
  const relay = requireSystemActor(actor, 'walletConnect.relay')
  const emitted: AnyEventObject[] = []
  relay.on('*', (event) => emitted.push(event))
  return {
    relay,
    emitted,
    failStart: (error) => {
      for (const watcher of startWatchers) watcher(error)
    },
    clock,
    toasts,
    since: 0,
    stop: () => actor.stop(),
    report: (connected) => {
      for (const watcher of watchers) watcher(connected)
    },
  }
}

describe.each(environments)('relay: model-based walks, with $name', ({ connection }) => {
  const told = connection?.connectorId === WALLET_CONNECT_CONNECTOR_ID
  const graph = modelGraph({
    machine: relayMachine,
    input: { relay: {}, namespaces: ['eip155'] },
    events,
    canHappen,
    serialize,
  })

  it(`checks every transition from ${graph.nodes.length} states`, async () => {
    const report = await checkEveryTransition({
      graph,
      replay(steps) {
        const run = start(connection)
        for (const { event, key } of steps) {
          const before = run.relay.getSnapshot().value
          const sent = run.toasts.length
          const emittedBefore = run.emitted.length
          if (event.type === 'RELAY.START_FAILED') run.failStart(event.error)
          else if (event.type === STILL_AWAY) {
            run.clock.set(run.since + RELAY_ANSWER_MS - 1)
            expect(run.relay.getSnapshot().value, 'still reconnecting 1 ms before 10 s').toBe(before)
            run.clock.increment(1)
          } else run.report(event.type === 'RELAY.BACK')
          const after = run.relay.getSnapshot().value
          const newToasts = run.toasts.slice(sent)
          const context = run.relay.getSnapshot().context as RelayContext
          // Only a failed start is emitted, with the error's class name and message.
          expect(run.emitted.slice(emittedBefore)).toEqual(
            event.type === 'RELAY.START_FAILED'
              ? [
                  {
                    type: 'walletConnect.startFailed',
                    errorType: 'UniversalProviderInitError',
                    errorMessage: startFailure.message,
                    stackTrace: startFailure.stack,
                  },
                ]
              : [],
          )
          if (event.type === 'RELAY.LOST' && before === 'connected') {
            run.since = run.clock.now()
            expect(after).toBe('reconnecting')
            expect(context.announced).toBe(told)
            expect(newToasts).toEqual(
              told
                ? [
                    {
                      type: 'TOAST.SHOW',
                      toast: expect.objectContaining({ id: RELAY_TOAST_ID, type: 'loading' }),
                    },
                  ]
                : [],
            )
          } else if (event.type === STILL_AWAY) {
            expect(after).toBe('unreachable')
            expect(newToasts).toEqual(
              told
                ? [
                    expect.objectContaining({
                      type: 'TOAST.UPDATE',
                      toast: expect.objectContaining({ type: 'error' }),
                    }),
                  ]
                : [],
            )
          } else if (event.type === 'RELAY.BACK' && before !== 'connected') {
            expect(after).toBe('connected')
            expect(context.announced).toBe(false)
            expect(newToasts).toEqual(
              told
                ? [
                    expect.objectContaining({
                      type: 'TOAST.UPDATE',
                      toast: expect.objectContaining({ type: 'success' }),
                    }),
                  ]
                : [],
            )
          } else {
            expect(after, 'nothing changes').toBe(before)
            expect(newToasts).toEqual([])
          }
          // The actor is where the model says (compared as the model tells states apart).
          const actual = serialize(run.relay.getSnapshot())
          if (actual !== key) expect(actual).toBe(key)
        }
        run.stop()
      },
    })
    expect(report.transitions).toBeGreaterThanOrEqual(9)
  })
})
