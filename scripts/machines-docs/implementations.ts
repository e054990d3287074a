import type { AnyStateMachine } from 'xstate'
import {
  actionLabel,
  actionName,
  authoredActions,
  compareStrings,
  delayValue,
  guardLabel,
  guardNames,
  invokeSrcLabel,
  spawnedActorName,
  stateNodes,
  statePath,
  type TransitionInfo,
} from './describe.js'
import { allTransitions, code, markdownTable, triggerCell } from './tables.js'

/** name → the places that use it, as phrases. */
type Usages = Map<string, Set<string>>

/** Where the machine uses each named guard, action, actor and delay. */
type MachineUsages = { guards: Usages; actions: Usages; actors: Usages; delays: Usages }

function use(usages: Usages, name: string, where: string): void {
  const places = usages.get(name) ?? new Set<string>()
  places.add(where)
  usages.set(name, places)
}

function transitionPlace(transition: TransitionInfo): string {
  return `${triggerCell(transition)} in ${code(statePath(transition.source))}`
}

/**
 * Actors a named action spawns from inside `enqueueActions` (invisible to introspection), as the
 * registry declares them: actor name → action name. Checked against the machine's actions.
 */
export type DeclaredSpawns = Readonly<Record<string, string>>

function collectUsages(machine: AnyStateMachine, declaredSpawns: DeclaredSpawns): MachineUsages {
  const usages: MachineUsages = {
    guards: new Map(),
    actions: new Map(),
    actors: new Map(),
    delays: new Map(),
  }
  const useActions = (actions: readonly unknown[], where: string) => {
    for (const action of actions) {
      const name = actionName(action)
      if (name !== undefined) use(usages.actions, name, where)
      const spawned = spawnedActorName(action)
      if (spawned !== undefined) use(usages.actors, spawned, `spawned by ${where}`)
    }
  }
  for (const node of stateNodes(machine)) {
    const place = code(statePath(node))
    useActions(authoredActions(node, 'entry'), `entry of ${place}`)
    useActions(authoredActions(node, 'exit'), `exit of ${place}`)
    for (const invoke of node.invoke) use(usages.actors, invokeSrcLabel(invoke), `invoked in ${place}`)
  }
  for (const transition of allTransitions(machine)) {
    const where = transitionPlace(transition)
    for (const name of guardNames(transition.raw.guard)) use(usages.guards, name, where)
    useActions(transition.raw.actions, where)
    if (transition.delay !== undefined)
      use(usages.delays, String(transition.delay), `in ${code(statePath(transition.source))}`)
  }
  // A named action may itself be `spawnChild('actor')`: that is where such an actor is used.
  const provided = machine.implementations.actions as Record<string, unknown>
  for (const name of usages.actions.keys()) {
    const spawned = spawnedActorName(provided[name])
    if (spawned !== undefined) use(usages.actors, spawned, `spawned by ${code(name)}`)
  }
  for (const [actor, action] of Object.entries(declaredSpawns)) {
    if (!usages.actions.has(action)) {
      throw new Error(
        `registry: ${machine.id} declares ${actor} spawned by ${action}, an action it never runs`,
      )
    }
    use(usages.actors, actor, `spawned by ${code(action)}`)
  }
  return usages
}

function usedBy(usages: Usages, name: string): string {
  return [...(usages.get(name) ?? [])].sort(compareStrings).join('; ') || 'unused'
}

/** The names `setup()` provides, plus those the machine uses without providing, sorted. */
function names(provided: Record<string, unknown>, usages: Usages): string[] {
  return [...new Set([...Object.keys(provided), ...usages.keys()])].sort(compareStrings)
}

const notProvided = 'not provided by `setup()`'

/** The guards, actions, actors and delays tables of a machine page, by section title. */
export function implementationTables(
  machine: AnyStateMachine,
  declaredSpawns: DeclaredSpawns = {},
): Record<'Guards' | 'Actions' | 'Actors' | 'Delays', string> {
  const usages = collectUsages(machine, declaredSpawns)
  const { guards, actions, actors, delays } = machine.implementations as Record<
    'guards' | 'actions' | 'actors' | 'delays',
    Record<string, unknown>
  >
  return {
    Guards: markdownTable(
      ['Guard', 'Definition', 'Used by'],
      names(guards, usages.guards).map((name) => [
        code(name),
        name in guards
          ? implementationKind(guards[name], (guard) => code(guardLabel(guard, true)))
          : notProvided,
        usedBy(usages.guards, name),
      ]),
    ),
    Actions: markdownTable(
      ['Action', 'Definition', 'Used by'],
      names(actions, usages.actions).map((name) => [
        code(name),
        name in actions
          ? implementationKind(actions[name], (action) => code(actionLabel(action)))
          : notProvided,
        usedBy(usages.actions, name),
      ]),
    ),
    Actors: markdownTable(
      ['Actor', 'Logic', 'Used by'],
      names(actors, usages.actors).map((name) => [
        code(name),
        actorLogic(actors[name], name),
        usedBy(usages.actors, name),
      ]),
    ),
    Delays: markdownTable(
      ['Delay', 'Value', 'Used by'],
      names(delays, usages.delays).map((name) => [
        code(name),
        delayCell(machine, name),
        usedBy(usages.delays, name),
      ]),
    ),
  }
}

/** `function` for a plain implementation; what a built-in one does (`assign(x)`, `and(a, b)`) otherwise. */
function implementationKind(implementation: unknown, describeBuiltin: (value: unknown) => string): string {
  if (typeof implementation !== 'function') return describeBuiltin(implementation)
  const fn = implementation as unknown as Record<string, unknown>
  const isBuiltin = (typeof fn.type === 'string' && fn.type.startsWith('xstate.')) || 'check' in fn
  return isBuiltin ? describeBuiltin(implementation) : 'function'
}

function actorLogic(logic: unknown, name: string): string {
  if (name.startsWith('inline (')) return 'given inline in the invoke'
  if (logic === undefined) return notProvided
  const root = (logic as { root?: { id?: unknown } }).root
  return root && typeof root.id === 'string' ? `machine ${code(root.id)}` : 'actor logic'
}

function delayCell(machine: AnyStateMachine, name: string): string {
  if (/^\d+$/.test(name)) return `${name} ms (inline)`
  const value = delayValue(machine, name)
  if (value === undefined) return notProvided
  return value === 'computed' ? 'computed from context' : `${value} ms`
}
