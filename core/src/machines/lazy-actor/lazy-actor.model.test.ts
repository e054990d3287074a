import { describe, expect, it } from 'vitest'
import { type AnyActorLogic, type AnyMachineSnapshot, assign, createActor, setup } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { settle } from '../connection/connection.fixtures.js'
import { lazyActorMachine } from './lazy-actor.machine.js'
import { selectLoadedActor } from './lazy-actor.selectors.js'

/**
 * Model-based tests: paths generated from the lazy actor with `getShortestPaths` (the load's outcome is
 * an ordinary event to the generator), each extended by every event, replayed on a real lazy actor
 * whose `load` waits for the test. After every step the loads asked for, the events waiting and the
 * events the loaded actor received are checked against the rules written out again here: the first
 * event loads, events wait in order while loading (or after a failed load), a failed load is retried by
 * the next event, and once loaded every event reaches the actor exactly once, in order.
 */

/** The loaded logic: keeps the numbers of the pings it receives. */
const recorderMachine = setup({
  types: {} as { context: { received: number[] }; events: { type: 'PING'; n: number } },
}).createMachine({
  context: { received: [] },
  on: { PING: { actions: assign({ received: ({ context, event }) => [...context.received, event.n] }) } },
})

const DONE = 'xstate.done.actor.loadLogic'
const ERROR = 'xstate.error.actor.loadLogic'
type ModelEvent =
  | { type: 'PING'; n: number }
  | { type: typeof DONE; output: AnyActorLogic }
  | { type: typeof ERROR; error: unknown }

function gatedLoad() {
  const pending: { resolve(logic: AnyActorLogic): void; reject(error: unknown): void }[] = []
  const load = () => new Promise<AnyActorLogic>((resolve, reject) => pending.push({ resolve, reject }))
  return { load, pending }
}

const eventsIn = (snapshot: AnyMachineSnapshot): ModelEvent[] => [
  { type: 'PING', n: 0 },
  ...(snapshot.matches('loading')
    ? ([
        { type: DONE, output: recorderMachine },
        { type: ERROR, error: new Error('Failed to fetch dynamically imported module') },
      ] as const)
    : []),
]

describe('lazyActor: model-based', () => {
  const paths = getShortestPaths(lazyActorMachine, {
    input: { systemId: 'recorder', load: gatedLoad().load },
    events: eventsIn as (snapshot: AnyMachineSnapshot) => { type: 'PING' }[],
    // The queue grows with every ping: states are told apart by their value alone.
    serializeState: (snapshot) => JSON.stringify(snapshot.value),
  })

  it('reaches every state', () => {
    expect(new Set(paths.map((path) => path.state.value))).toEqual(
      new Set(['idle', 'loading', 'failed', 'ready']),
    )
  })

  // Each path is extended by every event, then a ping, so what the last event left behind is seen to work.
  const ping: ModelEvent = { type: 'PING', n: 0 }
  const extended = paths.flatMap((path) => {
    const steps = path.steps
      .map((step) => step.event as ModelEvent)
      .filter((e) => (e.type as string) !== 'xstate.init')
    return eventsIn(path.state).map((last) => [...steps, last, ping])
  })

  it.each(
    extended.map((events) => [
      events.map((e) => e.type.replace(/^xstate\.(\w+)\.actor.*/, '$1')).join(' → '),
      events,
    ]),
  )('%s', async (_name, events) => {
    const { load, pending } = gatedLoad()
    const lazy = createActor(lazyActorMachine, { input: { systemId: 'recorder', load } }).start()
    // The test's own model.
    let model: 'idle' | 'loading' | 'failed' | 'ready' = 'idle'
    let loads = 0
    let waiting: number[] = []
    let delivered: number[] = []
    let next = 1
    for (const event of events) {
      if (event.type === 'PING') {
        const n = next++
        lazy.send({ type: 'PING', n })
        if (model === 'ready') delivered = [...delivered, n]
        else {
          waiting = [...waiting, n]
          if (model !== 'loading') loads++
          model = 'loading'
        }
      } else if (event.type === DONE) {
        pending.at(-1)?.resolve(recorderMachine)
        model = 'ready'
        delivered = [...delivered, ...waiting]
        waiting = []
      } else {
        pending.at(-1)?.reject(new Error('Failed to fetch dynamically imported module'))
        model = 'failed'
      }
      await settle()
      const snapshot = lazy.getSnapshot()
      expect(snapshot.value).toBe(model)
      expect(pending, 'loads asked for').toHaveLength(loads)
      expect(
        snapshot.context.queued.map((e) => (e as unknown as { n: number }).n),
        'waiting',
      ).toEqual(waiting)
      const actor = selectLoadedActor(snapshot)
      expect(actor === undefined, 'no actor before the load').toBe(model !== 'ready')
      if (actor) {
        expect(actor.getSnapshot().context.received, 'delivered, in order').toEqual(delivered)
        expect(lazy.system.get('recorder'), 'registered under its system id').toBe(actor)
      }
    }
  })
})

describe('lazyActor: rules', () => {
  it("never forwards xstate's own events (a child's done or error) to the loaded actor", async () => {
    const lazy = createActor(lazyActorMachine, {
      input: { systemId: 'recorder', load: async () => recorderMachine },
    }).start()
    lazy.send({ type: 'PING', n: 1 })
    await settle()
    lazy.send({ type: 'xstate.done.actor.other', output: 1 })
    expect(lazy.getSnapshot().value).toBe('ready')
    expect(selectLoadedActor(lazy.getSnapshot())?.getSnapshot().context.received).toEqual([1])
  })

  it('an xstate event alone does not start a load', () => {
    let loads = 0
    const lazy = createActor(lazyActorMachine, {
      input: {
        systemId: 'recorder',
        load: async () => {
          loads++
          return recorderMachine
        },
      },
    }).start()
    lazy.send({ type: 'xstate.done.actor.other', output: 1 })
    expect(lazy.getSnapshot().value).toBe('idle')
    expect(loads).toBe(0)
  })
})
