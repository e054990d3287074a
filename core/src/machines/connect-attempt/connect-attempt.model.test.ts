import { describe, expect, it } from 'vitest'
import {
  type AnyEventObject,
  type AnyMachineSnapshot,
  createActor,
  createMachine,
  fromPromise,
  type InputFrom,
} from 'xstate'
import type { Connection } from '../../chains/adapter.types.js'
import { toRpcError } from '../../errors/rpc.js'
import { mainnet } from '../../networks/definitions/index.js'
import { modelGraph } from '../../testing/model-graph.js'
import { checkEveryTransition, type ModelStep } from '../../testing/model-walks.js'
import { evmMock, mockConnection, mockConnector, stringify } from '../connection/connection.fixtures.js'
import { type connectActor, connectAttemptMachine } from './connect-attempt.machine.js'
import type {
  ConnectAttemptContext,
  ConnectAttemptEvent,
  ConnectAttemptInput,
} from './connect-attempt.types.js'

/**
 * Model-based tests: the connect attempt's graph is generated and walked on real actors (inside a
 * parent that records what they report and their output) with a wallet prompt that answers when the
 * walk says. After every step what the parent heard is checked against the rules written out below,
 * and the actor against the model's state. Two starting points: a known connector, and one the
 * namespace does not list.
 */

const CONNECTED = 'xstate.done.actor.connect'
const REFUSED = 'xstate.error.actor.connect'
type ModelEvent =
  | ConnectAttemptEvent
  | { type: typeof CONNECTED; output: Connection }
  | { type: typeof REFUSED; error: unknown }

const rejection = toRpcError(4001, 'Mock wallet: user rejected the request')
const failure = new Error('Mock wallet: failed')
const events: ModelEvent[] = [
  { type: 'ATTEMPT.RETRY' },
  { type: CONNECTED, output: mockConnection() },
  { type: REFUSED, error: rejection },
  { type: REFUSED, error: failure },
]

const known: ConnectAttemptInput = {
  adapter: evmMock(),
  connector: mockConnector(),
  network: mainnet,
  signIn: undefined,
}
const unknown: ConnectAttemptInput = { ...known, connector: undefined }

const serialize = (snapshot: AnyMachineSnapshot) =>
  stringify([snapshot.value, (snapshot.context as ConnectAttemptContext).error, snapshot.status])

// A finished attempt takes no events (xstate warns of one sent to it): its graph ends there.
const canHappen = (snapshot: AnyMachineSnapshot, event: ModelEvent) =>
  snapshot.status === 'active' && (event.type === 'ATTEMPT.RETRY' || 'connect' in snapshot.children)

type Heard = { reports: AnyEventObject[]; output: Connection | null | undefined; asked: number }

function runWalk(input: ConnectAttemptInput, steps: readonly Pick<ModelStep<ModelEvent>, 'event' | 'key'>[]) {
  const heard: Heard = { reports: [], output: undefined, asked: 0 }
  let answer: { resolve(connection: Connection): void; reject(error: unknown): void } | undefined
  const child = connectAttemptMachine.provide({
    actors: {
      connect: fromPromise<Connection, InputFrom<typeof connectActor>>(() => {
        heard.asked++
        return new Promise((resolve, reject) => {
          answer = { resolve, reject }
        })
      }),
    },
  })
  const host = createMachine({
    invoke: {
      src: child,
      id: 'attempt',
      input,
      onDone: { actions: ({ event }) => (heard.output = event.output) },
    },
    on: { '*': { actions: ({ event }) => heard.reports.push(event) } },
  })
  const root = createActor(host).start()
  const actor = () => root.getSnapshot().children.attempt
  return {
    root,
    heard,
    async run() {
      for (const { event, key } of steps) {
        const before = actor()?.getSnapshot() as AnyMachineSnapshot
        const reported = heard.reports.length
        const asked = heard.asked
        if (event.type === CONNECTED) answer?.resolve(event.output)
        else if (event.type === REFUSED) answer?.reject(event.error)
        else actor()?.send(event)
        await Promise.resolve()
        await Promise.resolve()
        const after = root.getSnapshot().children.attempt?.getSnapshot() as AnyMachineSnapshot | undefined
        checkStep(before, event, after, heard.reports.slice(reported), heard.asked - asked, heard.output)
        if (key !== undefined && after && serialize(after) !== key) expect(serialize(after)).toBe(key)
      }
    },
  }
}

/** The rules, written out again. */
function checkStep(
  before: AnyMachineSnapshot,
  event: ModelEvent,
  after: AnyMachineSnapshot | undefined,
  reports: AnyEventObject[],
  asked: number,
  output: Connection | null | undefined,
) {
  const report = (error: unknown) => ({ type: 'CONNECTION.ATTEMPT_CHANGED', error })
  const showed = (before.context as ConnectAttemptContext).error
  switch (event.type) {
    case CONNECTED:
      expect(output, "the attempt ends with the wallet's connection").toEqual(event.output)
      break
    case REFUSED:
      expect(reports).toEqual([
        report(
          event.error === rejection
            ? { kind: 'rejected', message: 'Connection rejected' }
            : { kind: 'failed', message: 'Failed to connect' },
        ),
      ])
      expect(asked).toBe(0)
      break
    case 'ATTEMPT.RETRY':
      if (!showed) {
        expect(reports, 'a retry while the wallet is asked changes nothing').toEqual([])
        expect(asked).toBe(0)
      } else if ((before.context as ConnectAttemptContext).connector) {
        // The error goes, and the wallet is asked again.
        expect(reports).toEqual([report(undefined)])
        expect(asked).toBe(1)
        expect(after?.value).toBe('connecting')
      } else {
        // Still no connector: it fails again at once.
        expect(reports).toEqual([
          report(undefined),
          report({ kind: 'failed', message: 'No connector found for connection' }),
        ])
      }
      break
  }
}

describe('connect attempt: model-based walks', () => {
  // Known: asking, connected, rejected, failed. Unknown: failed, whatever is retried.
  for (const [name, input, states] of [
    ['a known connector', known, 4],
    ['a connector the namespace does not list', unknown, 1],
  ] as const) {
    const graph = modelGraph({
      // The graph is generated without a parent: the reports (sent to the parent) are left out there.
      machine: connectAttemptMachine.provide({ actions: { report: () => undefined } }),
      input,
      events,
      serialize,
      serializeEvent: (event: ModelEvent) => stringify(event),
      canHappen,
    })
    it(`checks every transition from ${graph.nodes.length} states, with ${name}`, async () => {
      expect(graph.nodes.length).toBe(states)
      const { transitions } = await checkEveryTransition({
        graph,
        replay: async (walk) => {
          const walking = runWalk(input, walk)
          await walking.run()
          walking.root.stop()
        },
      })
      expect(transitions).toBeGreaterThanOrEqual(graph.nodes.length)
    })
  }
})

describe('connect attempt: one test per rule', () => {
  it('asks the wallet at once; an unknown connector fails at once with "No connector found for connection"', () => {
    const asking = runWalk(known, [])
    expect(asking.heard.asked).toBe(1)
    expect(asking.heard.reports).toEqual([])
    asking.root.stop()
    const missing = runWalk(unknown, [])
    expect(missing.heard.asked).toBe(0)
    expect(missing.heard.reports).toEqual([
      {
        type: 'CONNECTION.ATTEMPT_CHANGED',
        error: { kind: 'failed', message: 'No connector found for connection' },
      },
    ])
    missing.root.stop()
  })
})
