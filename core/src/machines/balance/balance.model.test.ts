import { describe, expect, it } from 'vitest'
import {
  type AnyEventObject,
  type AnyMachineSnapshot,
  createActor,
  createMachine,
  fromPromise,
  SimulatedClock,
} from 'xstate'
import type { AnyChainAdapter, Balance } from '../../chains/adapter.types.js'
import { WALLET_EVENT_SETTLE_MS } from '../../config/constants.js'
import { mainnet } from '../../networks/definitions/index.js'
import { modelGraph } from '../../testing/model-graph.js'
import { checkEveryTransition, type ModelStep } from '../../testing/model-walks.js'
import { evmMock, mockBalance, stringify } from '../connection/connection.fixtures.js'
import { balanceMachine } from './balance.machine.js'
import type { BalanceContext, BalanceEvent, BalanceTarget } from './balance.types.js'

/**
 * Model-based tests: the balance machine's graph is generated and walked on real actors (inside a
 * parent that records what they report) with a simulated clock and a balance read that answers when
 * the walk says. After every step the reports and the reads are checked against the rules written out
 * below, and the actor against the model's state.
 */

const SETTLED = 'xstate.after.walletEventSettle.balance.settling'
const READ = 'xstate.done.actor.getBalance'
const READ_FAILED = 'xstate.error.actor.getBalance'
type ModelEvent =
  | BalanceEvent
  | { type: typeof SETTLED }
  | { type: typeof READ; output: Balance }
  | { type: typeof READ_FAILED; error: unknown }

const onMainnet: BalanceTarget = { address: '0x00000000000000000000000000000000000000aa', network: mainnet }
const unknownNetwork: BalanceTarget = {
  address: '0x00000000000000000000000000000000000000bb',
  network: undefined,
}
const failure = new Error('RPC down')

const events: ModelEvent[] = [
  { type: 'BALANCE.READ', target: onMainnet },
  { type: 'BALANCE.READ', target: unknownNetwork },
  { type: SETTLED },
  { type: READ, output: mockBalance },
  { type: READ_FAILED, error: failure },
]

const serialize = (snapshot: AnyMachineSnapshot) =>
  JSON.stringify([snapshot.value, (snapshot.context as BalanceContext).target.address])

const canHappen = (snapshot: AnyMachineSnapshot, event: ModelEvent) => {
  if (event.type === SETTLED) return snapshot.matches('settling')
  if (event.type === READ || event.type === READ_FAILED) return 'getBalance' in snapshot.children
  return true
}

function runWalk(steps: readonly Pick<ModelStep<ModelEvent>, 'event' | 'key'>[], first = onMainnet) {
  const clock = new SimulatedClock()
  const reports: AnyEventObject[] = []
  const reads: BalanceTarget[] = []
  let answer: { resolve(balance: Balance): void; reject(error: unknown): void } | undefined
  const child = balanceMachine.provide({
    actors: {
      getBalance: fromPromise(({ input }: { input: { adapter: AnyChainAdapter; target: BalanceTarget } }) => {
        reads.push(input.target)
        return new Promise<Balance>((resolve, reject) => {
          answer = { resolve, reject }
        })
      }),
    },
  })
  const host = createMachine({
    invoke: { src: child, id: 'balance', input: { adapter: evmMock(), target: first } },
    on: { '*': { actions: ({ event }) => reports.push(event) } },
  })
  const root = createActor(host, { clock }).start()
  const actor = () => root.getSnapshot().children.balance
  return {
    root,
    clock,
    reports,
    reads,
    async run() {
      for (const { event, key } of steps) {
        const before = actor()?.getSnapshot() as AnyMachineSnapshot
        const reported = reports.length
        const read = reads.length
        if (event.type === SETTLED) clock.increment(WALLET_EVENT_SETTLE_MS)
        else if (event.type === READ) answer?.resolve(event.output)
        else if (event.type === READ_FAILED) answer?.reject(event.error)
        else actor()?.send(event)
        await Promise.resolve()
        await Promise.resolve()
        const after = actor()?.getSnapshot() as AnyMachineSnapshot
        checkStep(before, event, after, reports.slice(reported), reads.slice(read))
        if (key !== undefined && serialize(after) !== key) expect(serialize(after)).toBe(key)
      }
    },
  }
}

/** The rules, written out again. */
function checkStep(
  before: AnyMachineSnapshot,
  event: ModelEvent,
  after: AnyMachineSnapshot,
  reports: AnyEventObject[],
  reads: BalanceTarget[],
) {
  const report = (read: object) => ({ type: 'CONNECTION.BALANCE_CHANGED', read })
  switch (event.type) {
    case 'BALANCE.READ':
      // A new read waits for the wallet to settle, and no stale balance shows meanwhile.
      expect(after.value).toBe('settling')
      expect(reports).toEqual([report({ status: 'reading' })])
      expect(reads, 'nothing is read before the wallet settled').toEqual([])
      break
    case SETTLED: {
      const { target } = before.context as BalanceContext
      if (target.network) expect(reads, 'read of the last target').toEqual([target])
      else expect(reports, 'no RPC to read from').toEqual([report({ status: 'unavailable' })])
      break
    }
    case READ:
      expect(reports).toEqual([report({ status: 'ready', balance: event.output })])
      break
    case READ_FAILED:
      expect(reports, 'a failed read is reported; the connection keeps going').toEqual([
        report({ status: 'failed' }),
      ])
      break
  }
}

describe('balance: model-based walks', () => {
  // The graph is generated without a parent: the reports (sent to the parent) are left out there.
  const silent = () => undefined
  const graph = modelGraph({
    machine: balanceMachine.provide({
      actions: { report: silent },
    }),
    input: { adapter: evmMock(), target: onMainnet },
    events,
    serialize,
    serializeEvent: (event: ModelEvent) => stringify(event),
    canHappen,
  })
  it(`checks every transition from ${graph.nodes.length} states`, async () => {
    expect(graph.nodes.length).toBe(6)
    const { transitions } = await checkEveryTransition({
      graph,
      replay: async (walk) => {
        const walking = runWalk(walk)
        await walking.run()
        walking.root.stop()
      },
    })
    expect(transitions).toBeGreaterThan(graph.nodes.length * 2)
  })
})

describe('balance: one test per rule', () => {
  it('reads at once as it starts; a burst of wallet events makes one read, of where the last one left', async () => {
    const walking = runWalk([])
    expect(walking.reads).toEqual([onMainnet])
    const child = walking.root.getSnapshot().children.balance
    for (let i = 0; i < 100; i++)
      child?.send({ type: 'BALANCE.READ', target: i % 2 ? unknownNetwork : onMainnet })
    child?.send({ type: 'BALANCE.READ', target: onMainnet })
    walking.clock.increment(WALLET_EVENT_SETTLE_MS - 1)
    expect(walking.reads, 'nothing read while the wallet has not settled').toHaveLength(1)
    walking.clock.increment(1)
    expect(walking.reads).toEqual([onMainnet, onMainnet])
    walking.root.stop()
  })

  it('on a network the site does not configure, reports that no balance is available, without reading', () => {
    const walking = runWalk([], unknownNetwork)
    expect(walking.reads).toEqual([])
    expect(walking.reports).toEqual([{ type: 'CONNECTION.BALANCE_CHANGED', read: { status: 'unavailable' } }])
    walking.root.stop()
  })
})
