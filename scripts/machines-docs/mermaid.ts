import type { AnyStateMachine, AnyStateNode } from 'xstate'
import { ownTransitions, stateNodes, type TransitionInfo } from './describe.js'

/**
 * Renders a machine as a Mermaid `stateDiagram-v2` statechart, walking its state nodes.
 *
 * The syntax is kept conservative (checked by rendering with Mermaid 10.9 and 11.17): safe ids (`[A-Za-z0-9_]`, always
 * prefixed, so no id collides with a keyword such as `state`, `note` or `default`), labels given
 * once with `state "label" as id`, one composite block per compound or parallel state, regions of
 * a parallel state separated by `--`, and edge labels without `:`, `;`, `#`, `%` or quotes.
 * Not drawn (the page's Events table lists them): transitions without a target, which only run
 * actions, and self transitions of composite states, which crash Mermaid 10 (see `isCompositeLoop`).
 *
 * @example
 * const diagram = renderMermaid(modalMachine) // 'stateDiagram-v2\n  state "modal" as machine_root {\n…'
 */
export function renderMermaid(machine: AnyStateMachine): string {
  const ids = safeIds(machine)
  const id = (node: AnyStateNode) => ids.get(node) as string
  const edges = new Map<AnyStateNode | undefined, string[]>()
  for (const node of stateNodes(machine)) {
    for (const transition of ownTransitions(node)) {
      for (const target of transition.targets) {
        if (isCompositeLoop(node, target)) continue
        const scope = edgeScope(node, target)
        const line = `${id(node)} --> ${id(target)} : ${edgeLabel(transition)}`
        const lines = edges.get(scope) ?? []
        if (!lines.includes(line)) lines.push(line)
        edges.set(scope, lines)
      }
    }
  }
  const out = ['stateDiagram-v2']
  renderNode(machine.root, 1, id, edges, out)
  for (const line of edges.get(undefined) ?? []) out.push(`  ${line}`)
  return out.join('\n')
}

/** `EVENT [guard]`, made safe for a Mermaid edge label. */
export function edgeLabel(transition: TransitionInfo): string {
  const label = transition.guard ? `${transition.trigger} [${transition.guard}]` : transition.trigger
  return mermaidText(label)
}

/** Text Mermaid's state grammar accepts inside a label (it ends a label at `:` `;`, `#`/`%%` start comments). */
export function mermaidText(text: string): string {
  return text
    .replace(/[#"]/g, '')
    .replace(/[:;%<>{}]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

function renderNode(
  node: AnyStateNode,
  depth: number,
  id: (node: AnyStateNode) => string,
  edges: Map<AnyStateNode | undefined, string[]>,
  out: string[],
): void {
  const indent = '  '.repeat(depth)
  const declaration = `${indent}state "${stateLabel(node)}" as ${id(node)}`
  const children = Object.values(node.states)
  if (children.length === 0) {
    out.push(declaration)
    return
  }
  out.push(`${declaration} {`)
  const inner = '  '.repeat(depth + 1)
  children.forEach((child, index) => {
    // Each region of a parallel state is one concurrent section of the composite.
    if (node.type === 'parallel' && index > 0) out.push(`${inner}--`)
    renderNode(child, depth + 1, id, edges, out)
  })
  // After the declarations, so that every state is first met where it belongs.
  if (node.type === 'compound') {
    for (const target of node.initial.target) out.push(`${inner}[*] --> ${id(target)}`)
    for (const child of children) if (child.type === 'final') out.push(`${inner}${id(child)} --> [*]`)
  }
  for (const line of edges.get(node) ?? []) out.push(`${inner}${line}`)
  out.push(`${indent}}`)
}

function stateLabel(node: AnyStateNode): string {
  const key = node.path.length === 0 ? node.machine.id : node.key
  const suffix = node.type === 'history' ? (node.history === 'deep' ? ' (deep history)' : ' (history)') : ''
  return mermaidText(`${key}${suffix}`)
}

/**
 * Whether a transition loops on a compound or parallel state. Mermaid 10 fails to render a diagram
 * with such a loop on a nested composite ("Cannot read properties of undefined (reading
 * 'clusterNode')"), so the page names these loops under the diagram instead of drawing them.
 */
export function isCompositeLoop(source: AnyStateNode, target: AnyStateNode): boolean {
  return source === target && (source.type === 'compound' || source.type === 'parallel')
}

/**
 * The composite an edge is written in: the parent of both ends when they are siblings (or one
 * state looping on itself), otherwise the diagram's top level (undefined). Mermaid moves a state
 * into the composite where a later line mentions it, but never to the top level; so an edge that
 * crosses a composite's border is written at the top level, after every state has been declared in
 * its own composite. Edges are never written inside a parallel state, where they would fall into
 * its last region.
 */
function edgeScope(source: AnyStateNode, target: AnyStateNode): AnyStateNode | undefined {
  const parent = source.parent
  return parent && parent === target.parent && parent.type !== 'parallel' ? parent : undefined
}

/** `machine_root` for the root, `s_<path>` for the others: ids Mermaid accepts, unique, stable. */
function safeIds(machine: AnyStateMachine): Map<AnyStateNode, string> {
  const ids = new Map<AnyStateNode, string>()
  const used = new Set<string>()
  for (const node of stateNodes(machine)) {
    const base =
      node.path.length === 0
        ? 'machine_root'
        : `s_${node.path.map((key) => key.replace(/\W/g, '_')).join('_')}`
    let candidate = base
    for (let n = 2; used.has(candidate); n++) candidate = `${base}_${n}`
    used.add(candidate)
    ids.set(node, candidate)
  }
  return ids
}
