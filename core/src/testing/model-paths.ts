// The shared harness of the model-based tests (imported by tests only): paths that reach every state
// of a machine, each replayed on a real actor and then extended by every event the model allows, so
// every transition is checked once.
import type { AnyMachineSnapshot, AnyStateMachine, EventFromLogic, InputFrom, SnapshotFrom } from 'xstate'
import { getShortestPaths } from 'xstate/graph'

/** What a model needs: the machine, its input, the events to try, and how to tell states apart. */
export type ModelOptions<machine extends AnyStateMachine, event extends { type: string }> = {
  machine: machine
  input: InputFrom<machine>
  /** Where the paths start; the machine's initial state by default. */
  fromState?: SnapshotFrom<machine> | undefined
  /** Every event the model tries in every state (machine events and actors' answers). */
  events: readonly event[]
  /** A state's identity: two snapshots that serialise the same are the same state of the model. */
  serialize(snapshot: AnyMachineSnapshot): string
  /** Whether `event` can happen in `snapshot` in the real system (answers only while asked, …). */
  canHappen?(snapshot: AnyMachineSnapshot, event: event): boolean
}

/** One path: the events from the start state that reach `state`. */
export type ModelPath<event> = { state: AnyMachineSnapshot; steps: readonly { event: event }[] }

/**
 * The shortest path to every state of the model.
 *
 * @example
 * const paths = modelPaths({ machine, input, events, serialize })
 */
export function modelPaths<machine extends AnyStateMachine, event extends { type: string }>(
  options: ModelOptions<machine, event>,
): ModelPath<event>[] {
  const { canHappen } = options
  return getShortestPaths(options.machine, {
    input: options.input,
    fromState: options.fromState,
    events: options.events as unknown as EventFromLogic<machine>[],
    serializeState: options.serialize,
    filterEvents: canHappen ? (snapshot, event) => canHappen(snapshot, event as unknown as event) : undefined,
  }) as unknown as ModelPath<event>[]
}

/**
 * Replays every path, then every path extended by each event the model allows after it: every
 * transition of the model is checked by `replay`, which runs the steps on a real actor and asserts
 * after each. Returns how many runs there were.
 *
 * @example
 * await checkEveryTransition(paths, events, canHappen, (steps) => runPath(steps))
 */
export async function checkEveryTransition<event>(
  paths: readonly ModelPath<event>[],
  events: readonly event[],
  canHappen: (snapshot: AnyMachineSnapshot, event: event) => boolean,
  replay: (steps: readonly { event: event }[], path: ModelPath<event>) => Promise<void> | void,
): Promise<number> {
  let runs = 0
  for (const path of paths) {
    await replay(path.steps, path)
    runs++
    for (const event of events) {
      if (!canHappen(path.state, event)) continue
      await replay([...path.steps, { event }], path)
      runs++
    }
  }
  return runs
}
