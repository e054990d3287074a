import { describe, expect, it } from 'vitest'
import { type AnyActorLogic, type AnyMachineSnapshot, assign, createActor, setup } from 'xstate'
import { modelGraph } from '../../testing/model-graph.js'
import { checkEveryTransition, type ModelStep } from '../../testing/model-walks.js'
import { settle } from '../connection/connection.fixtures.js'
import { lazyActorMachine } from './lazy-actor.machine.js'
import { selectLoadedActor } from './lazy-actor.selectors.js'

/**
 * Model-based tests: the lazy actor's graph is generated (the load's outcome is an ordinary event to
 * the generator), then walked on real lazy actors whose `load` waits for the test; the walks take
 * every transition at least once, and each ends with a ping, so that what its last step left behind is
 * seen to work. After every step the loads asked for, the events waiting and the events the loaded
 * actor received are checked against the rules written out again here, and the actor against the
 * model's state: the first
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

/** A state's identity in the model: its value alone (the queue grows with every ping). */
const serialize = (snapshot: AnyMachineSnapshot) => JSON.stringify(snapshot.value)

/** After the walk's last step, a ping: what that step left behind is seen to work. */
const lastPing: ModelEvent = { type: 'PING', n: 0 }

async function runWalk(steps: readonly ModelStep<ModelEvent>[]) {
  const { load, pending } = gatedLoad()
  const lazy = createActor(lazyActorMachine, { input: { systemId: 'recorder', load } }).start()
  // The test's own model.
  let model: 'idle' | 'loading' | 'failed' | 'ready' = 'idle'
  let loads = 0
  let waiting: number[] = []
  let delivered: number[] = []
  let next = 1
  /** Plays one event and checks the actor against the test's own model. */
  const play = async (event: ModelEvent) => {
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
      snapshot.context.queued.map((e) => e.n),
      'waiting',
    ).toEqual(waiting)
    const actor = selectLoadedActor(snapshot)
    expect(actor === undefined, 'no actor before the load').toBe(model !== 'ready')
    if (actor) {
      expect(actor.getSnapshot().context.received, 'delivered, in order').toEqual(delivered)
      expect(lazy.system.get('recorder'), 'registered under its system id').toBe(actor)
    }
    return snapshot
  }
  for (const { event, key } of steps) {
    const snapshot = await play(event)
    // The actor is where the model says (compared as the model tells states apart).
    const actual = serialize(snapshot)
    if (actual !== key) expect(actual).toBe(key)
  }
  await play(lastPing)
  lazy.stop()
}

describe('lazyActor: model-based walks', () => {
  const graph = modelGraph({
    machine: lazyActorMachine,
    input: { systemId: 'recorder', load: gatedLoad().load },
    events: eventsIn,
    serialize,
  })

  it('reaches every state', () => {
    expect(new Set(graph.states.map((state) => state.value))).toEqual(
      new Set(['idle', 'loading', 'failed', 'ready']),
    )
  })

  it(`checks every transition from ${graph.nodes.length} states against the rules`, async () => {
    const report = await checkEveryTransition({ graph, replay: runWalk })
    // Loading: loaded, failed or pinged again; idle, failed and ready: pinged.
    expect(report.transitions).toBe(6)
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
