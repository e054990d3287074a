import type { AnyStateMachine, AnyStateNode } from 'xstate'
import {
  actionLabel,
  authoredActions,
  compareStrings,
  invokeSrcLabel,
  ownTransitions,
  stateNodes,
  statePath,
  type TransitionInfo,
  type TransitionKind,
} from './describe.js'

/** A Markdown table, or `None.` when there are no rows. Cells are escaped here. */
export function markdownTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  if (rows.length === 0) return 'None.'
  const line = (cells: readonly string[]) => `| ${cells.map(escapeCell).join(' | ')} |`
  return [line(header), `|${header.map(() => '---').join('|')}|`, ...rows.map(line)].join('\n')
}

function escapeCell(cell: string): string {
  return cell.replace(/\|/g, '\\|').replace(/\r?\n/g, ' ')
}

/** Text as inline code. */
export function code(text: string): string {
  return text.includes('`') ? `\`\` ${text} \`\`` : `\`${text}\``
}

/** Names as a comma-separated list of inline code. */
export function codeList(items: readonly string[]): string {
  return items.map(code).join(', ')
}

/** States in document order: id, type, entry/exit actions, invoked actors (and descriptions if any). */
export function statesTable(machine: AnyStateMachine): string {
  const nodes = stateNodes(machine)
  const withDescriptions = nodes.some((node) => node.description)
  const rows = nodes.map((node) => {
    const row = [
      code(statePath(node)),
      stateType(node),
      codeList(authoredActions(node, 'entry').map(actionLabel)),
      codeList(authoredActions(node, 'exit').map(actionLabel)),
      codeList(node.invoke.map(invokeLabel)),
    ]
    return withDescriptions ? [...row, node.description ?? ''] : row
  })
  const header = ['State', 'Type', 'Entry', 'Exit', 'Invokes']
  return markdownTable(withDescriptions ? [...header, 'Description'] : header, rows)
}

function stateType(node: AnyStateNode): string {
  if (node.type === 'compound') return `compound, initial ${codeList(node.initial.target.map(statePath))}`
  if (node.type === 'history') return `history (${node.history === 'deep' ? 'deep' : 'shallow'})`
  return node.type
}

function invokeLabel(invoke: { id: string; src: unknown; systemId: string | undefined }): string {
  const src = invokeSrcLabel(invoke)
  return invoke.systemId ? `${src} as ${invoke.systemId}` : src
}

const kindOrder: Record<TransitionKind, number> = { event: 0, always: 1, after: 2, invoke: 3, done: 4 }

/**
 * Every transition of the machine, grouped by trigger: sent events first (alphabetically), then
 * `always`, delays, invoked actors' results and `onDone`. Within one trigger, states come in document
 * order and one state's candidates in the order xstate tries them (the sort is stable).
 */
export function allTransitions(machine: AnyStateMachine): TransitionInfo[] {
  return stateNodes(machine)
    .flatMap(ownTransitions)
    .sort((a, b) => kindOrder[a.kind] - kindOrder[b.kind] || compareStrings(a.trigger, b.trigger))
}

/** How a table names a transition's trigger: sent events as code, the others as words. */
export function triggerCell(transition: TransitionInfo): string {
  return transition.kind === 'event' ? code(transition.trigger) : transition.trigger
}

/** Event → from → target, guard, actions. */
export function eventsTable(machine: AnyStateMachine): string {
  const rows = allTransitions(machine).map((transition) => [
    triggerCell(transition),
    code(statePath(transition.source)),
    targetCell(transition),
    transition.guardDetail ? code(transition.guardDetail) : '',
    codeList(transition.actions),
  ])
  return markdownTable(['Event', 'From', 'To', 'Guard', 'Actions'], rows)
}

function targetCell(transition: TransitionInfo): string {
  if (transition.targets.length === 0) return 'stays (no target)'
  const targets = codeList(transition.targets.map(statePath))
  const isSelf = transition.targets.length === 1 && transition.targets[0] === transition.source
  return isSelf && transition.reenter ? `${targets} (re-entered)` : targets
}
