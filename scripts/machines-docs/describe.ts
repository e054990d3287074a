import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate'

/**
 * What caused a transition: a sent event, an eventless `always`, a delay, the end of an invoked
 * actor, or the state's own `onDone`. It decides the label and the sort order in the tables.
 */
export type TransitionKind = 'event' | 'always' | 'after' | 'invoke' | 'done'

/** One transition of a machine, flattened from the state node that defines it. */
export type TransitionInfo = {
  source: AnyStateNode
  kind: TransitionKind
  /** `EXAMPLE.START`, `always`, `after RETRY_DELAY_MS (500 ms)`, `onDone fetchExample`, `onDone`. */
  trigger: string
  /** Empty when the transition has no target (it only runs actions). */
  targets: readonly AnyStateNode[]
  /** The guard by name only (for the diagram), e.g. `and(isA, not(isB))`. */
  guard: string | undefined
  /** The guard with its params (for the tables). */
  guardDetail: string | undefined
  actions: string[]
  /** The guard and actions as xstate holds them, to find the named implementations they use. */
  raw: { guard: unknown; actions: readonly unknown[] }
  reenter: boolean
  /** The delay key of an `after` transition (a delay name or a number of milliseconds). */
  delay: string | number | undefined
}

/** A state's path inside the machine (`ready.panel`), or `(machine)` for the root node. */
export function statePath(node: AnyStateNode): string {
  return node.path.length === 0 ? '(machine)' : node.path.join('.')
}

/** Every state node of the machine, root first, in document (config) order. */
export function stateNodes(machine: AnyStateMachine): AnyStateNode[] {
  const out: AnyStateNode[] = []
  const visit = (node: AnyStateNode) => {
    out.push(node)
    for (const child of Object.values(node.states)) visit(child)
  }
  visit(machine.root)
  return out
}

/** The transitions a state node defines itself (not the inherited ones), in definition order. */
export function ownTransitions(node: AnyStateNode): TransitionInfo[] {
  const out: TransitionInfo[] = []
  for (const [eventType, list] of node.transitions) {
    for (const transition of list) out.push(describeTransition(node, eventType, transition))
  }
  for (const transition of node.always ?? []) out.push(describeTransition(node, '', transition))
  return out
}

function describeTransition(
  node: AnyStateNode,
  eventType: string,
  transition: AnyTransitionDefinition,
): TransitionInfo {
  const delay = 'delay' in transition ? (transition.delay as unknown) : undefined
  const invoke = node.invoke.find((definition) =>
    ['done.actor', 'error.actor', 'snapshot'].some((kind) => eventType === `xstate.${kind}.${definition.id}`),
  )
  let kind: TransitionKind = 'event'
  let trigger = eventType
  if (eventType === '') {
    kind = 'always'
    trigger = 'always'
  } else if (typeof delay === 'number' || typeof delay === 'string') {
    kind = 'after'
    trigger = delayLabel(node.machine, delay)
  } else if (invoke) {
    kind = 'invoke'
    const handler = eventType.startsWith('xstate.done.')
      ? 'onDone'
      : eventType.startsWith('xstate.error.')
        ? 'onError'
        : 'onSnapshot'
    trigger = `${handler} ${invokeSrcLabel(invoke)}`
  } else if (eventType === `xstate.done.state.${node.id}`) {
    kind = 'done'
    trigger = 'onDone'
  }
  return {
    source: node,
    kind,
    trigger,
    targets: transition.target ?? [],
    guard: transition.guard === undefined ? undefined : guardLabel(transition.guard, false),
    guardDetail: transition.guard === undefined ? undefined : guardLabel(transition.guard, true),
    actions: transition.actions.map(actionLabel),
    raw: { guard: transition.guard, actions: transition.actions },
    reenter: transition.reenter,
    delay: typeof delay === 'number' || typeof delay === 'string' ? delay : undefined,
  }
}

/** `after RETRY_DELAY_MS (500 ms)` for a named numeric delay, `after 1000 ms` for an inline one. */
export function delayLabel(machine: AnyStateMachine, delay: string | number): string {
  if (typeof delay === 'number') return `after ${delay} ms`
  const value = delayValue(machine, delay)
  return typeof value === 'number' ? `after ${delay} (${value} ms)` : `after ${delay}`
}

/** The value of a named delay: milliseconds, `'computed'` for a function, undefined when not provided. */
export function delayValue(machine: AnyStateMachine, name: string): number | 'computed' | undefined {
  const value: unknown = (machine.implementations.delays as Record<string, unknown>)[name]
  if (typeof value === 'number') return value
  return typeof value === 'function' ? 'computed' : undefined
}

/** The name an invoke is known by: its `src` name, or its id when the logic was given inline. */
export function invokeSrcLabel(invoke: { id: string; src: unknown }): string {
  return typeof invoke.src === 'string' && !invoke.src.startsWith('xstate.invoke.')
    ? invoke.src
    : `inline (${invoke.id})`
}

type Inspectable = Record<string, unknown>

/**
 * A readable name for a guard: `isReady`, `isReady({"min":1})` with params, `and(isA, not(isB))`,
 * `stateIn(#machine.ready)`. Inline functions are named after the function.
 */
export function guardLabel(guard: unknown, withParams: boolean): string {
  if (typeof guard === 'string') return guard
  if (typeof guard === 'object' && guard !== null) {
    const { type, params } = guard as Inspectable
    return withParams && params !== undefined ? `${String(type)}(${stableJson(params)})` : String(type)
  }
  if (typeof guard === 'function') {
    const fn = guard as unknown as Inspectable & { name: string }
    if (Array.isArray(fn.guards)) {
      return `${fn.name}(${fn.guards.map((inner: unknown) => guardLabel(inner, withParams)).join(', ')})`
    }
    if ('stateValue' in fn) {
      return `stateIn(${typeof fn.stateValue === 'string' ? fn.stateValue : stableJson(fn.stateValue)})`
    }
    return fn.name ? `inline ${fn.name}` : 'inline guard'
  }
  return String(guard)
}

/** The named guards a guard refers to, including those inside `and` / `or` / `not`. */
export function guardNames(guard: unknown): string[] {
  if (typeof guard === 'string') return [guard]
  if (typeof guard === 'object' && guard !== null) return [String((guard as Inspectable).type)]
  if (typeof guard === 'function') {
    const inner = (guard as unknown as Inspectable).guards
    return Array.isArray(inner) ? inner.flatMap(guardNames) : []
  }
  return []
}

/**
 * A readable name for an action: the name it has in `setup()` (with params when given), or for
 * xstate's built-in action creators what they do: `assign(attempts)`, `raise(EVENT)`,
 * `sendTo(child, EVENT)`, `spawnChild(src)`.
 */
export function actionLabel(action: unknown): string {
  if (typeof action === 'string') return action
  if (typeof action === 'object' && action !== null) {
    const { type, params } = action as Inspectable
    return params === undefined ? String(type) : `${String(type)}(${stableJson(params)})`
  }
  if (typeof action === 'function') {
    const fn = action as unknown as Inspectable & { name: string }
    const target = systemTargetOf(action)
    if (target !== undefined) return `sends to ${target}`
    const type = typeof fn.type === 'string' ? fn.type : undefined
    if (!type?.startsWith('xstate.')) return fn.name ? `inline ${fn.name}` : 'inline action'
    const builtin = type.slice('xstate.'.length)
    const args = builtinArguments(builtin, fn)
    return args.length > 0 ? `${builtin}(${args.join(', ')})` : builtin
  }
  return String(action)
}

function builtinArguments(builtin: string, fn: Inspectable): string[] {
  const eventType = (event: unknown) =>
    typeof event === 'object' && event !== null ? String((event as Inspectable).type) : 'computed event'
  const ref = (value: unknown) =>
    typeof value === 'string' ? value : typeof value === 'function' ? 'computed' : 'actor'
  switch (builtin) {
    case 'assign':
      return typeof fn.assignment === 'object' && fn.assignment !== null
        ? Object.keys(fn.assignment).sort()
        : []
    case 'raise':
    case 'emit':
      return [eventType(fn.event)]
    case 'sendTo':
      return [ref(fn.to), eventType(fn.event)]
    case 'spawnChild':
      return [ref(fn.src)]
    case 'stopChild':
      return [ref(fn.actorRef)]
    case 'cancel':
      return [ref(fn.sendId)]
    default:
      return []
  }
}

/**
 * Whether an entry/exit action is one xstate adds itself to schedule or cancel an `after` delay;
 * those are implementation details of `after`, which the docs show as transitions instead.
 */
export function isDelaySchedulingAction(action: unknown): boolean {
  if (typeof action !== 'function') return false
  const fn = action as unknown as Inspectable
  const id = fn.type === 'xstate.raise' ? fn.id : fn.type === 'xstate.cancel' ? fn.sendId : undefined
  return typeof id === 'string' && id.startsWith('xstate.after.')
}

/** The entry or exit actions the machine's author wrote on a state node, as xstate holds them. */
export function authoredActions(node: AnyStateNode, which: 'entry' | 'exit'): unknown[] {
  return node[which].filter((action) => !isDelaySchedulingAction(action))
}

/** The `setup()` name an action refers to, if it refers to one (built-ins and inline functions do not). */
export function actionName(action: unknown): string | undefined {
  if (typeof action === 'string') return action
  if (typeof action === 'object' && action !== null) return String((action as Inspectable).type)
  return undefined
}

/** The system id an action made with the machines' `systemSender` sends to, if it is one. */
export function systemTargetOf(action: unknown): string | undefined {
  if (typeof action !== 'function' || !('sendsTo' in action)) return undefined
  return typeof action.sendsTo === 'string' ? action.sendsTo : undefined
}

/** The `setup()` actor name a `spawnChild('name')` action starts, if it is one. */
export function spawnedActorName(action: unknown): string | undefined {
  if (typeof action !== 'function') return undefined
  const fn = action as unknown as Inspectable
  return fn.type === 'xstate.spawnChild' && typeof fn.src === 'string' ? fn.src : undefined
}

/** JSON with sorted keys, so that params render the same on every run. */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) => {
    if (typeof inner === 'function') return 'fn'
    if (typeof inner !== 'object' || inner === null || Array.isArray(inner)) return inner
    return Object.fromEntries(Object.entries(inner).sort(([a], [b]) => compareStrings(a, b)))
  })
}

/** Code-unit order, independent of the locale of the machine that runs the generator. */
export function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}
