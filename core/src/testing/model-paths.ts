// The shared harness of the model-based tests (imported by tests only): paths that reach every state
// of a machine, each replayed on a real actor and then extended by every event the model allows, so
// every transition is checked once.
import type { AnyMachineSnapshot, AnyStateMachine, InputFrom, SnapshotFrom } from 'xstate'
import { getShortestPaths } from 'xstate/graph'

/** What a model needs: the machine, its input, the events to try, and how to tell states apart. */
export type ModelOptions<machine extends AnyStateMachine, event extends { type: string }> = {
  machine: machine
  input: InputFrom<machine>
  /** Where the paths start; the machine's initial state by default. */
  fromState?: SnapshotFrom<machine> | undefined
  /** The events the model tries in every state (machine events and actors' answers), or in each state. */
  events: readonly event[] | ((snapshot: AnyMachineSnapshot) => readonly event[])
  /**
   * A state's identity: two snapshots that serialise the same are the same state of the model (the
   * value and the context as JSON by default).
   */
  serialize?(snapshot: AnyMachineSnapshot): string
  /** An event's identity, where JSON cannot tell events apart (errors, for example). */
  serializeEvent?(event: event): string
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
  const { canHappen, serializeEvent } = options
  // Model events include actors' answers (`xstate.done.actor.…`), which the machine's event type does
  // not list: the graph is run on the machine as any machine, whose events are any events.
  const machine: AnyStateMachine = options.machine
  return getShortestPaths(machine, {
    input: options.input,
    fromState: options.fromState,
    events: options.events,
    serializeState: options.serialize ?? ((snapshot) => JSON.stringify([snapshot.value, snapshot.context])),
    // Absent options must stay absent: the graph's defaults apply only then.
    ...(serializeEvent && { serializeEvent }),
    ...(canHappen && { filterEvents: canHappen }),
  })
}

/** What {@link checkEveryTransition} replays: the paths, the events to extend them by, and the run. */
export type TransitionCheck<event> = {
  paths: readonly ModelPath<event>[]
  /** The events to try after each path: a list, or the list for the path's last state. */
  events: readonly event[] | ((snapshot: AnyMachineSnapshot) => readonly event[])
  /** Whether `event` can happen after the path (every event by default). */
  canHappen?(snapshot: AnyMachineSnapshot, event: event): boolean
  /** Runs the steps on a real actor, asserting after each; `path` is the path the steps extend. */
  replay(steps: readonly { event: event }[], path: ModelPath<event>): Promise<void> | void
}

/**
 * Replays every path, then every path extended by each event the model allows after it: every
 * transition of the model is checked by `replay`, which runs the steps on a real actor and asserts
 * after each. Returns how many paths were extended by an event (the transitions checked).
 *
 * @example
 * const transitions = await checkEveryTransition({ paths, events, canHappen, replay: runPath })
 */
export async function checkEveryTransition<event>({
  paths,
  events,
  canHappen = () => true,
  replay,
}: TransitionCheck<event>): Promise<number> {
  let transitions = 0
  for (const path of paths) {
    await replay(path.steps, path)
    for (const event of typeof events === 'function' ? events(path.state) : events) {
      if (!canHappen(path.state, event)) continue
      await replay([...path.steps, { event }], path)
      transitions++
    }
  }
  return transitions
}
