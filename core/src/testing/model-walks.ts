// The shared harness of the model-based tests (imported by tests only): walks real actors through a
// model's graph so that every transition is taken once. A walk starts one actor and goes on from
// wherever its last transition left it, instead of replaying the path to each state from the start.
import type { AnyMachineSnapshot } from 'xstate'
import type { ModelEdge, ModelGraph, ModelNode } from './model-graph.js'

/**
 * A step of a walk: the event to send, and the model's state after it (what the actor must match),
 * with that state's identity as the model's `serialize` gives it.
 */
export type ModelStep<event> = { event: event; state: AnyMachineSnapshot; key: string }

/** What {@link checkEveryTransition} walks: the graph, and how to run a walk on a real actor. */
export type TransitionCheck<event> = {
  graph: ModelGraph<event>
  /**
   * Starts a real actor at the model's start and runs the steps on it, asserting after each step the
   * spec's rules for it and that the actor is in `step.state`.
   */
  replay(steps: readonly ModelStep<event>[]): Promise<void> | void
  /** The most steps one actor takes: a failure is reported within a walk of at most this many. */
  maxWalkLength?: number
  /**
   * Runs only the walks numbered `index`, `index + of`, `index + 2 × of`…: a model too big for one
   * test file is checked by `of` files, parts 0 to `of - 1`, which together take every transition.
   */
  part?: { index: number; of: number } | undefined
}

/**
 * What a check covered: the graph's `transitions` (every one of them, or with the other parts of a
 * check in parts), in `walks` walks of `steps` steps in all.
 */
export type TransitionReport = { transitions: number; walks: number; steps: number }

/**
 * Checks every transition of the model on real actors: plans walks that take every transition of the
 * graph at least once and runs each with `replay` on a new actor. A failure names the walk's events.
 *
 * @example
 * const { transitions } = await checkEveryTransition({ graph, replay: runWalk })
 */
export async function checkEveryTransition<event extends { type: string }>({
  graph,
  replay,
  maxWalkLength = 200,
  part = { index: 0, of: 1 },
}: TransitionCheck<event>): Promise<TransitionReport> {
  const walks = planWalks(graph, maxWalkLength).filter((_, number) => number % part.of === part.index)
  for (const walk of walks) {
    try {
      await replay(walk)
    } catch (error) {
      if (error instanceof Error)
        error.message += `\n  in a walk of ${walk.length} steps: ${walk.map((step) => step.event.type).join(' → ')}`
      throw error
    }
  }
  return {
    transitions: graph.edges.length,
    walks: walks.length,
    steps: walks.reduce((sum, walk) => sum + walk.length, 0),
  }
}

/**
 * Walks that together take every transition of the graph. Each begins on the route by which the graph
 * first reached a state with an untaken transition (breadth first from the start, so it is exact:
 * the snapshots along it are the graph's own). Then, at most `maxWalkLength` steps long, it takes an
 * untaken transition of its state where there is one (one that stays first, then one towards a state
 * with some left), and otherwise the shortest route to the nearest state with some left.
 *
 * @example
 * planWalks(graph, 200).flat().length // the steps the check takes
 */
export function planWalks<event>(graph: ModelGraph<event>, maxWalkLength: number): ModelStep<event>[][] {
  const { nodes } = graph
  // The transitions not taken yet, per state; a state is in `open` while it has some.
  const untaken = nodes.map((node) => new Set(node.edges))
  const open = new Set(nodes.flatMap((node, index) => (node.edges.length ? [index] : [])))
  const routes = new RoutesFrom(graph)
  const walks: ModelStep<event>[][] = []

  const take = (walk: ModelStep<event>[], edge: ModelEdge<event>): number => {
    const left = untaken[edge.from] as Set<ModelEdge<event>>
    if (left.delete(edge) && left.size === 0) open.delete(edge.from)
    walk.push({ event: edge.event, state: edge.state, key: (nodes[edge.to] as ModelNode<event>).key })
    return edge.to
  }

  while (open.size > 0) {
    const walk: ModelStep<event>[] = []
    let at = 0
    for (const edge of routeFromStart(graph, open.values().next().value as number)) at = take(walk, edge)
    do {
      const edge = nextUntaken(untaken[at] as Set<ModelEdge<event>>, at, open)
      if (edge) at = take(walk, edge)
      else {
        const route = routes.toNearest(at, open)
        if (!route) break
        for (const step of route) at = take(walk, step)
      }
    } while (walk.length < maxWalkLength && open.size > 0)
    walks.push(walk)
  }
  return walks
}

/** An untaken transition out of state `at`: one that stays first, then one towards a state with some left. */
function nextUntaken<event>(
  edges: ReadonlySet<ModelEdge<event>>,
  at: number,
  open: ReadonlySet<number>,
): ModelEdge<event> | undefined {
  let towardsOpen: ModelEdge<event> | undefined
  let any: ModelEdge<event> | undefined
  for (const edge of edges) {
    if (edge.to === at) return edge
    towardsOpen ??= open.has(edge.to) ? edge : undefined
    any ??= edge
  }
  return towardsOpen ?? any
}

/** The transitions by which the graph first reached state `index` from the start. */
function routeFromStart<event>(graph: ModelGraph<event>, index: number): ModelEdge<event>[] {
  const route: ModelEdge<event>[] = []
  for (let edge = graph.nodes[index]?.reachedBy; edge; edge = graph.nodes[edge.from]?.reachedBy)
    route.push(edge)
  return route.reverse()
}

/** Shortest routes from each state, each source searched once (breadth first) and kept. */
class RoutesFrom<event> {
  readonly #graph: ModelGraph<event>
  /** Per source: the states in the order reached, and the transition that reached each (its id, or -1). */
  readonly #searched = new Map<number, { order: Int32Array; reachedBy: Int32Array }>()

  constructor(graph: ModelGraph<event>) {
    this.#graph = graph
  }

  /** The shortest route from `from` to the nearest state in `targets`, if one is reachable. */
  toNearest(from: number, targets: ReadonlySet<number>): ModelEdge<event>[] | undefined {
    const { order, reachedBy } = this.#search(from)
    const { edges } = this.#graph
    for (const index of order) {
      if (index < 0) return undefined
      if (index === from || !targets.has(index)) continue
      const route: ModelEdge<event>[] = []
      for (let at = index; at !== from; ) {
        const edge = edges[reachedBy[at] as number] as ModelEdge<event>
        route.push(edge)
        at = edge.from
      }
      return route.reverse()
    }
    return undefined
  }

  #search(from: number) {
    const known = this.#searched.get(from)
    if (known) return known
    const { nodes } = this.#graph
    const order = new Int32Array(nodes.length).fill(-1)
    const reachedBy = new Int32Array(nodes.length).fill(-1)
    order[0] = from
    let length = 1
    for (let head = 0; head < length; head++) {
      for (const edge of nodes[order[head] as number]?.edges ?? []) {
        if (edge.to === from || reachedBy[edge.to] !== -1) continue
        reachedBy[edge.to] = edge.id
        order[length++] = edge.to
      }
    }
    const searched = { order, reachedBy }
    this.#searched.set(from, searched)
    return searched
  }
}
