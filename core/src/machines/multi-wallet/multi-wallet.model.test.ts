import { describe, expect, it } from 'vitest'
import { type AnyMachineSnapshot, createActor, fromCallback, setup } from 'xstate'
import type { Connection } from '../../chains/adapter.types.js'
import { eip155Kit } from '../../chains/eip155/eip155.kit.js'
import { mainnet } from '../../networks/definitions/index.js'
import { storageKeys } from '../../storage/keys.js'
import { memoryStorage } from '../../storage/memory.js'
import { createStorage } from '../../storage/storage.js'
import type { TypedStorage } from '../../storage/storage.types.js'
import { modelGraph } from '../../testing/model-graph.js'
import { checkEveryTransition, type ModelStep } from '../../testing/model-walks.js'
import { requireSystemActor } from '../../testing/system-actor.js'
import { evmMock, stringify } from '../connection/connection.fixtures.js'
import type { ConnectionEvent } from '../connection/connection.types.js'
import { multiWalletMachine } from './multi-wallet.machine.js'
import { walletStatusOf } from './multi-wallet.rules.js'
import { selectWalletConnections } from './multi-wallet.selectors.js'
import type { MultiWalletContext, MultiWalletEvent, WalletConnectionStatus } from './multi-wallet.types.js'

/**
 * Model-based tests of the multi-wallet machine: its graph is generated over its context (which
 * connections a namespace has, which is active, which were ended) and walked on real actors over
 * memory storage, the walks taking every transition at least once; after every step the statuses,
 * storage and what it asked of the namespace's connection (a stand-in that records it, beside it in
 * one system) are checked against the multi-wallet rules written out again below, the hand-over
 * included, and the actor against the model's state.
 */

const connectionOf = (connectorId: string, address: string): Connection => ({
  namespace: 'eip155',
  connectorId,
  accounts: [{ address, type: 'eoa' }],
  caipNetworkId: mainnet.caipNetworkId,
  wallet: { name: connectorId },
})
const first = connectionOf('io.first', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
const second = connectionOf('io.second', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
/** The second wallet again, its connector id reported in another case (one connection, not two). */
const secondUpper = { ...connectionOf('IO.SECOND', second.accounts[0].address) }
/** The first wallet with another account: the same connection, new accounts. */
const firstMoved = connectionOf('io.first', '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC')

// How the connection actor's switches went, as it reports them: a switch to the other wallet from each
// connection it may have replaced, and one to the same wallet (a plain switch).
const switchedFrom = (previous: Connection, connectorId: string): MultiWalletEvent => ({
  type: 'MULTI_WALLET.SWITCHED',
  namespace: 'eip155',
  connectorId,
  previous,
})

const events: MultiWalletEvent[] = [
  { type: 'MULTI_WALLET.ACTIVE_CHANGED', namespace: 'eip155', connection: first },
  { type: 'MULTI_WALLET.ACTIVE_CHANGED', namespace: 'eip155', connection: second },
  { type: 'MULTI_WALLET.ACTIVE_CHANGED', namespace: 'eip155', connection: secondUpper },
  { type: 'MULTI_WALLET.ACTIVE_CHANGED', namespace: 'eip155', connection: firstMoved },
  { type: 'MULTI_WALLET.ACTIVE_CHANGED', namespace: 'eip155', connection: undefined },
  { type: 'MULTI_WALLET.DISCONNECT', namespace: 'eip155', connectorId: 'io.first' },
  { type: 'MULTI_WALLET.DISCONNECT', namespace: 'eip155', connectorId: 'io.second' },
  { type: 'MULTI_WALLET.DISCONNECT', namespace: 'eip155', connectorId: 'io.unknown' },
  { type: 'MULTI_WALLET.DELETE', namespace: 'eip155', connectorId: 'io.first' },
  { type: 'MULTI_WALLET.DELETE', namespace: 'eip155', connectorId: 'IO.SECOND' },
  switchedFrom(first, 'io.second'),
  switchedFrom(firstMoved, 'io.second'),
  switchedFrom(second, 'io.first'),
  switchedFrom(secondUpper, 'io.first'),
  switchedFrom(first, 'io.first'),
  { type: 'MULTI_WALLET.SWITCH_FAILED', namespace: 'eip155', connectorId: 'io.second' },
  { type: 'MULTI_WALLET.SWITCH_FAILED', namespace: 'eip155', connectorId: 'io.first' },
]

/** The connection actor's reports, as it can send them; the model sends them itself. */
function canHappen(snapshot: AnyMachineSnapshot, event: MultiWalletEvent): boolean {
  const wallets = (snapshot.context as MultiWalletContext).wallets.eip155
  const active = wallets?.active
  // It reports a change only: never the same connection object twice in a row.
  if (event.type === 'MULTI_WALLET.ACTIVE_CHANGED') return event.connection !== active
  // A switch replaces the active connection, with one the site holds (or the same one again); while
  // the ended active one hands over, its switch goes to another one.
  if (event.type === 'MULTI_WALLET.SWITCHED') {
    if (!wallets || event.previous !== active) return false
    const status = walletStatusOf(wallets, event.connectorId)
    const handingOver = wallets.disconnectedIds.some((id) => same(id, active.connectorId))
    return status === 'active' || (status === 'connected' && !handingOver)
  }
  return true
}

/** A state's identity in the model: the namespace's connections, active one and ended ones. */
const serialize = (snapshot: AnyMachineSnapshot) =>
  stringify((snapshot.context as MultiWalletContext).wallets.eip155)

/** What a step asked: an event sent to the connection actor, or a connection ended at its wallet. */
type Effect = { sent: ConnectionEvent } | { ended: Connection }

const same = (a: string, b: string | undefined) => a.toLowerCase() === b?.toLowerCase()
const sentOf = (effects: Effect[]) => effects.flatMap((e) => ('sent' in e ? [e.sent] : []))
const endedOf = (effects: Effect[]) => effects.flatMap((e) => ('ended' in e ? [e.ended] : []))

type Observed = {
  statuses: Map<string, WalletConnectionStatus>
  order: string[]
  active: string | undefined
  /** The ended connector ids, lower-cased. */
  ended: string[]
}
function observe(actor: { getSnapshot(): AnyMachineSnapshot }): Observed {
  const snapshot = actor.getSnapshot() as Parameters<typeof selectWalletConnections>[0]
  const connections = selectWalletConnections(snapshot, ['eip155'])
  return {
    statuses: new Map(connections.map((c) => [c.connectorId.toLowerCase(), c.status])),
    order: snapshot.context.wallets.eip155?.connections.map((c) => c.connectorId.toLowerCase()) ?? [],
    active: snapshot.context.wallets.eip155?.active?.connectorId,
    ended: snapshot.context.wallets.eip155?.disconnectedIds.map((id) => id.toLowerCase()) ?? [],
  }
}

/** The multi-wallet rules, written out again as checks on what the actor did. */
function checkStep(
  before: Observed,
  event: MultiWalletEvent,
  after: Observed,
  effects: Effect[],
  storage: TypedStorage,
) {
  // Each connector once, whatever the case of its id; at most one connection is the active one.
  expect(new Set(after.order).size).toBe(after.order.length)
  expect([...after.statuses.values()].filter((s) => s === 'connected').length).toBeLessThanOrEqual(1)
  // Storage holds what the actor holds, so a reload lists the same connections.
  const stored = storage.get(storageKeys.connections('eip155')) ?? []
  expect(stored.map((c) => c.connectorId.toLowerCase())).toEqual(after.order)
  const ended = (storage.get(storageKeys.disconnectedConnectorIds('eip155')) ?? []).map((id) =>
    id.toLowerCase(),
  )
  // (The active one may be ended already: it stays active until its hand-over is reported.)
  for (const [id, status] of after.statuses)
    if (after.active && !same(id, after.active))
      expect(status === 'disconnected', `${id} ended ⇔ recent`).toBe(ended.includes(id))

  // A switch never asks for a prompt: the hand-over's is restored without one, or fails.
  for (const sent of sentOf(effects))
    if (sent.type === 'CONNECTION.SWITCH') expect(sent.prompt, 'a hand-over never prompts').toBe(false)

  switch (event.type) {
    case 'MULTI_WALLET.ACTIVE_CHANGED': {
      if (event.connection) {
        const id = event.connection.connectorId.toLowerCase()
        expect(after.order[0], 'the active connection is listed first').toBe(id)
        expect(after.statuses.get(id)).toBe('connected')
        // The connection it replaced is still held (switching back needs no prompt), unless the visitor
        // ended it (a hand-over).
        const previous = before.active?.toLowerCase()
        if (previous && previous !== id)
          expect(after.statuses.get(previous)).toBe(
            before.ended.includes(previous) ? 'disconnected' : 'active',
          )
      } else {
        for (const status of after.statuses.values())
          expect(status, 'no connection: all recent').toBe('disconnected')
      }
      expect(effects).toEqual([])
      break
    }
    case 'MULTI_WALLET.DISCONNECT': {
      const id = event.connectorId.toLowerCase()
      const status = before.statuses.get(id)
      if (status === 'connected') {
        // The active one hands over to the most recent held one, without a prompt, and is not ended
        // at its wallet yet; with none held the namespace disconnects, the modal left open.
        const next = before.order.find((other) => before.statuses.get(other) === 'active')
        const sent = sentOf(effects)
        expect(sent).toHaveLength(1)
        if (next) expect(sent[0]).toMatchObject({ type: 'CONNECTION.SWITCH', prompt: false })
        else expect(sent[0]).toEqual({ type: 'CONNECTION.DISCONNECT', closeModal: false })
        if (sent[0]?.type === 'CONNECTION.SWITCH') expect(sent[0].connectorId.toLowerCase()).toBe(next)
        expect(endedOf(effects), 'ended at its wallet once the next one is active').toEqual([])
        expect(after.active, 'the active connection stays until then').toBe(before.active)
      } else if (status === 'active') {
        // Another held one is ended at its wallet at once, with the accounts stored for it.
        const stored = (storage.get(storageKeys.connections('eip155')) ?? []).find((c) =>
          same(c.connectorId, id),
        )
        expect(effects).toEqual([
          {
            ended: expect.objectContaining({ connectorId: stored?.connectorId, accounts: stored?.accounts }),
          },
        ])
        expect(after.active, 'the active connection stays').toBe(before.active)
      } else expect(effects, 'nothing to end').toEqual([])
      // An ended held connection is recent at once; the active one once its hand-over is reported.
      if (status === 'active') expect(after.statuses.get(id)).toBe('disconnected')
      if (status === 'connected' || status === 'active') expect(after.ended).toContain(id)
      else expect(after).toEqual(before)
      break
    }
    case 'MULTI_WALLET.SWITCHED': {
      // A switch that replaced a connection the visitor ended finishes its hand-over: that connection
      // is ended at its wallet, as the connection actor last had it. Any other switch ends nothing.
      const handedOver = before.ended.includes(event.previous.connectorId.toLowerCase())
      expect(effects).toEqual(handedOver ? [{ ended: event.previous }] : [])
      expect(after, 'the statuses move once the connection reports its new active one').toEqual(before)
      break
    }
    case 'MULTI_WALLET.SWITCH_FAILED': {
      // The ended active connection could not hand over: the namespace disconnects, the modal left open.
      const handingOver = before.active !== undefined && before.ended.includes(before.active.toLowerCase())
      expect(effects).toEqual(
        handingOver ? [{ sent: { type: 'CONNECTION.DISCONNECT', closeModal: false } }] : [],
      )
      expect(after).toEqual(before)
      break
    }
    case 'MULTI_WALLET.DELETE': {
      const id = event.connectorId.toLowerCase()
      if (before.statuses.get(id) === 'disconnected') expect(after.statuses.has(id)).toBe(false)
      else expect(after, 'only a recent connection can be deleted').toEqual(before)
      expect(effects).toEqual([])
      break
    }
  }
}

async function runWalk(walk: readonly ModelStep<MultiWalletEvent>[]) {
  const storage = createStorage(memoryStorage())
  let effects: Effect[] = []
  // The namespace's adapter, as the connection actor holds it: ending a connection is recorded.
  const adapter = { ...evmMock(), disconnect: async (ended: Connection) => void effects.push({ ended }) }
  // The namespace's connection actor: a stand-in that records what it is sent.
  const connection = setup({
    types: {} as { context: { adapter: typeof adapter }; events: ConnectionEvent },
  }).createMachine({
    context: { adapter },
    on: { '*': { actions: ({ event }) => effects.push({ sent: event }) } },
  })
  const multiWallet = multiWalletMachine.provide({
    // The model sends the connection actor's reports itself.
    actors: {
      watchActiveConnections: fromCallback(() => () => {}),
      listenToSwitches: fromCallback(() => () => {}),
    },
  })
  // Both in one system, as in Foyer, so the multi-wallet actor finds the connection actor.
  const system = setup({ actors: { connection, multiWallet } }).createMachine({
    invoke: [
      { src: 'connection', systemId: 'connection.eip155' },
      {
        src: 'multiWallet',
        systemId: 'multiWallet',
        input: { storage, namespaces: ['eip155'], kits: [eip155Kit] },
      },
    ],
  })
  const root = createActor(system).start()
  const actor = requireSystemActor(root, 'multiWallet')
  for (const { event, key } of walk) {
    const before = observe(actor)
    effects = []
    actor.send(event)
    checkStep(before, event, observe(actor), effects, storage)
    // The actor is where the model says (compared as the model tells states apart).
    const actual = serialize(actor.getSnapshot())
    if (actual !== key) expect(actual).toBe(key)
  }
  // The wallets' disconnects resolve in a microtask: their actors report done before the system stops.
  await Promise.resolve()
  root.stop()
}

describe('multiWallet: model-based walks', () => {
  const input = {
    storage: createStorage(memoryStorage()),
    namespaces: ['eip155'] as const,
    kits: [eip155Kit],
  }
  const graph = modelGraph({ machine: multiWalletMachine, input, events, serialize, canHappen })
  it(`checks every transition from ${graph.nodes.length} states`, async () => {
    expect(graph.nodes.length).toBeGreaterThan(10)
    const { transitions } = await checkEveryTransition({ graph, replay: runWalk })
    expect(transitions).toBeGreaterThan(graph.nodes.length)
  })
})
