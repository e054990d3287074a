import { describe, expect, it } from 'vitest'
import { type AnyMachineSnapshot, assign, createActor, createMachine, getNextSnapshot } from 'xstate'
import { modelGraph } from './model-graph.js'
import { checkEveryTransition, type ModelStep, planWalks } from './model-walks.js'

/**
 * The harness itself: the walks it plans take every transition of the graph, each walk is a real run
 * from the start (every step follows from the one before), and the walks end even where a state
 * leads nowhere (a final state: the next walk starts again from the start).
 */

type DoorEvent =
  | { type: 'OPEN' }
  | { type: 'CLOSE' }
  | { type: 'LOCK' }
  | { type: 'UNLOCK' }
  | { type: 'BREAK' }

/** A door that can be opened, closed, locked (counting the locks, up to 2) and broken for good. */
const door = createMachine({
  types: {} as { context: { locks: number }; events: DoorEvent },
  context: { locks: 0 },
  initial: 'closed',
  states: {
    closed: {
      on: {
        OPEN: 'open',
        LOCK: {
          target: 'locked',
          guard: ({ context }) => context.locks < 2,
          actions: assign({ locks: ({ context }) => context.locks + 1 }),
        },
        BREAK: 'broken',
      },
    },
    open: { on: { CLOSE: 'closed', BREAK: 'broken' } },
    locked: { on: { UNLOCK: 'closed' } },
    broken: { type: 'final' },
  },
})
const events: DoorEvent[] = [
  { type: 'OPEN' },
  { type: 'CLOSE' },
  { type: 'LOCK' },
  { type: 'UNLOCK' },
  { type: 'BREAK' },
]
const graph = modelGraph({ machine: door, input: undefined, events })
const serialize = (snapshot: AnyMachineSnapshot) => JSON.stringify([snapshot.value, snapshot.context])

describe('model walks', () => {
  it('builds the graph of every reachable state and every event tried in each', () => {
    // closed, open and broken with 0, 1 or 2 locks taken, locked with 1 or 2.
    expect(graph.nodes.length).toBe(3 + 3 + 3 + 2)
    expect(graph.edges.length).toBe(graph.nodes.length * events.length)
    expect(graph.states.map(serialize)).toEqual(graph.nodes.map((node) => node.key))
  })

  for (const maxWalkLength of [1, 3, 200]) {
    it(`takes every transition, each walk a run from the start (walks of at most ${maxWalkLength})`, () => {
      const walks = planWalks(graph, maxWalkLength)
      const taken = new Set<string>()
      for (const walk of walks) {
        let state: AnyMachineSnapshot = graph.states[0] as AnyMachineSnapshot
        for (const step of walk) {
          taken.add(`${serialize(state)} ${step.event.type}`)
          state = getNextSnapshot(door, state, step.event)
          expect(serialize(state)).toBe(serialize(step.state))
          expect(step.key).toBe(serialize(step.state))
        }
      }
      expect(taken.size).toBe(graph.edges.length)
      // Breaking the door ends a walk: one walk at least per way to break it (closed or open, 0–2 locks).
      expect(walks.length).toBeGreaterThanOrEqual(6)
    })
  }

  it('runs each walk on a real actor and reports what it covered', async () => {
    const replayed: ModelStep<DoorEvent>[][] = []
    const report = await checkEveryTransition({
      graph,
      replay(steps) {
        const actor = createActor(door).start()
        for (const step of steps) {
          // A broken door (a final state) takes no events, and xstate warns of one sent to it: it stays.
          if (actor.getSnapshot().status === 'active') actor.send(step.event)
          expect(serialize(actor.getSnapshot())).toBe(step.key)
        }
        replayed.push([...steps])
      },
    })
    expect(report).toEqual({
      transitions: graph.edges.length,
      walks: replayed.length,
      steps: replayed.flat().length,
    })
  })

  it('checked in parts, runs every walk once across the parts, and each part only its share', async () => {
    const keysOf = (walks: readonly (readonly ModelStep<DoorEvent>[])[]) =>
      walks.map((walk) => walk.map((step) => step.key).join(' '))
    const all = keysOf(planWalks(graph, 4))
    const parts = await Promise.all(
      [0, 1, 2].map(async (index) => {
        const replayed: ModelStep<DoorEvent>[][] = []
        await checkEveryTransition({
          graph,
          maxWalkLength: 4,
          part: { index, of: 3 },
          replay: (steps) => void replayed.push([...steps]),
        })
        return keysOf(replayed)
      }),
    )
    expect(all.length).toBeGreaterThan(3)
    expect(parts.every((part) => part.length > 0 && part.length < all.length)).toBe(true)
    expect(parts.flat().sort()).toEqual([...all].sort())
  })

  it('names the walk in which a step failed', async () => {
    const failing = checkEveryTransition({
      graph,
      replay(steps) {
        if (steps.some((step) => step.event.type === 'BREAK')) throw new Error('the door broke')
      },
    })
    await expect(failing).rejects.toThrow(/the door broke\n {2}in a walk of \d+ steps: .*BREAK/)
  })
})
