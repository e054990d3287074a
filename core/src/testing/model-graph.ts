// The model of a model-based test (imported by tests only): a machine, its input and the events it may
// receive, and the graph of every state reachable from the start with every transition out of each.
import {
  type AnyMachineSnapshot,
  type AnyStateMachine,
  getInitialSnapshot,
  getNextSnapshot,
  type InputFrom,
  type SnapshotFrom,
} from 'xstate'

/** What a model needs: the machine, its input, the events to try, and how to tell states apart. */
export type ModelOptions<machine extends AnyStateMachine, event extends { type: string }> = {
  machine: machine
  input: InputFrom<machine>
  /** Where the walks start; the machine's initial state by default. */
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

/** A transition of the graph: from a state, by an event, to a state (`state` is its snapshot). */
export type ModelEdge<event> = {
  id: number
  from: number
  to: number
  event: event
  state: AnyMachineSnapshot
}

/** A state of the graph: the first snapshot reached with its identity, and the transition that did. */
export type ModelNode<event> = {
  key: string
  snapshot: AnyMachineSnapshot
  /** The transition by which the state was first reached (none for the start). */
  reachedBy: ModelEdge<event> | undefined
  edges: ModelEdge<event>[]
}

/**
 * The model's graph: every state reachable from the start (node 0), breadth first, and every
 * transition the model allows out of each. Build it once per model, outside the test: its size names
 * the test.
 */
export type ModelGraph<event> = {
  readonly nodes: readonly ModelNode<event>[]
  readonly edges: readonly ModelEdge<event>[]
  /** One snapshot per state, in the order they were reached. */
  readonly states: readonly AnyMachineSnapshot[]
}

const defaultSerialize = (snapshot: AnyMachineSnapshot) => JSON.stringify([snapshot.value, snapshot.context])

/**
 * Every state the model reaches from its start, breadth first, with every transition out of each.
 * Events that serialise the same are tried once per state.
 *
 * @example
 * const graph = modelGraph({ machine, input, events, serialize, canHappen })
 * it(`checks every transition from ${graph.nodes.length} states`, () => checkEveryTransition({ graph, replay }))
 */
export function modelGraph<machine extends AnyStateMachine, event extends { type: string }>(
  options: ModelOptions<machine, event>,
): ModelGraph<event> {
  // Model events include actors' answers (`xstate.done.actor.…`), which the machine's event type does
  // not list: the graph is run on the machine as any machine, whose events are any events.
  const machine: AnyStateMachine = options.machine
  const serialize = options.serialize ?? defaultSerialize
  const serializeEvent = options.serializeEvent ?? ((event: event) => JSON.stringify(event))
  const canHappen = options.canHappen ?? (() => true)
  const eventsIn = (snapshot: AnyMachineSnapshot) =>
    typeof options.events === 'function' ? options.events(snapshot) : options.events
  const start = options.fromState ?? getInitialSnapshot(machine, options.input)

  const nodes: ModelNode<event>[] = [
    { key: serialize(start), snapshot: start, reachedBy: undefined, edges: [] },
  ]
  const edges: ModelEdge<event>[] = []
  const indexOf = new Map([[nodes[0]?.key, 0]])
  // The array grows while it is read: breadth first.
  for (let from = 0; from < nodes.length; from++) {
    const node = nodes[from] as ModelNode<event>
    const tried = new Set<string>()
    for (const event of eventsIn(node.snapshot)) {
      const eventKey = serializeEvent(event)
      if (tried.has(eventKey) || !canHappen(node.snapshot, event)) continue
      tried.add(eventKey)
      const state = getNextSnapshot(machine, node.snapshot, event)
      const key = serialize(state)
      let to = indexOf.get(key)
      const edge: ModelEdge<event> = { id: edges.length, from, to: to ?? nodes.length, event, state }
      if (to === undefined) {
        to = nodes.length
        indexOf.set(key, to)
        nodes.push({ key, snapshot: state, reachedBy: edge, edges: [] })
      }
      node.edges.push(edge)
      edges.push(edge)
    }
  }
  return { nodes, edges, states: nodes.map((node) => node.snapshot) }
}
