import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { heapBreakdown, immediateDominators, type RawSnapshot } from './heap-snapshot.js'

// V8's node and edge types, in the order Chromium's snapshots list them.
const nodeTypes = [
  'hidden',
  'array',
  'string',
  'object',
  'code',
  'closure',
  'regexp',
  'number',
  'native',
  'synthetic',
  'concatenated string',
  'sliced string',
  'symbol',
  'bigint',
  'object shape',
]
const edgeTypes = ['context', 'element', 'property', 'internal', 'hidden', 'shortcut', 'weak']

type Edge = [type: string, name: string, to: number]
type Node = { type: string; name: string; size: number; edges?: Edge[] }

/** A snapshot in Chromium's `.heapsnapshot` layout, from nodes listed by index. */
function snapshotOf(nodes: Node[]): RawSnapshot {
  const strings: string[] = []
  const string = (text: string) => (strings.includes(text) ? strings.indexOf(text) : strings.push(text) - 1)
  const nodeFields = ['type', 'name', 'id', 'self_size', 'edge_count']
  return {
    snapshot: {
      meta: {
        node_fields: nodeFields,
        node_types: [nodeTypes],
        edge_fields: ['type', 'name_or_index', 'to_node'],
        edge_types: [edgeTypes],
      },
    },
    nodes: nodes.flatMap((node, id) => [
      nodeTypes.indexOf(node.type),
      string(node.name),
      id + 1,
      node.size,
      node.edges?.length ?? 0,
    ]),
    edges: nodes.flatMap((node) =>
      (node.edges ?? []).flatMap(([type, name, to]) => [
        edgeTypes.indexOf(type),
        type === 'element' || type === 'hidden' ? Number(name) : string(name),
        to * nodeFields.length,
      ]),
    ),
    strings,
  }
}

// Two scripts: a.js's function holds a table of its own; it and b.js's function share one object, which
// b.js's also reaches by a weak edge. a.js's source text and a DOM node live outside V8's heap.
const page: Node[] = [
  /* 0 */ {
    type: 'synthetic',
    name: '',
    size: 0,
    edges: [
      ['element', '1', 1],
      ['element', '2', 4],
      ['element', '3', 9],
      ['element', '4', 12],
    ],
  },
  /* 1 */ {
    type: 'code',
    name: 'system / Script / http://127.0.0.1:5173/assets/a.js',
    size: 80,
    edges: [['internal', 'source', 2]],
  },
  /* 2 */ { type: 'string', name: "console.log('a')", size: 32, edges: [['internal', 'data', 3]] },
  /* 3 */ { type: 'native', name: 'system / ExternalStringData', size: 4000 },
  /* 4 */ {
    type: 'closure',
    name: 'fa',
    size: 32,
    edges: [
      ['internal', 'shared', 5],
      ['internal', 'context', 7],
    ],
  },
  /* 5 */ {
    type: 'code',
    name: 'system / SharedFunctionInfo / fa',
    size: 48,
    edges: [
      ['internal', 'script', 1],
      ['internal', 'trusted_function_data', 6],
      ['internal', 'start_position', 14],
    ],
  },
  /* 6 */ { type: 'code', name: 'system / BytecodeArray', size: 200 },
  /* 7 */ {
    type: 'object',
    name: 'system / Context',
    size: 40,
    edges: [
      ['context', 'table', 8],
      ['context', 'common', 11],
    ],
  },
  /* 8 */ { type: 'object', name: 'Table', size: 1000 },
  /* 9 */ {
    type: 'closure',
    name: 'fb',
    size: 32,
    edges: [
      ['internal', 'shared', 10],
      ['internal', 'context', 13],
    ],
  },
  /* 10 */ {
    type: 'code',
    name: 'system / SharedFunctionInfo / fb',
    size: 48,
    edges: [['internal', 'script', 15]],
  },
  /* 11 */ { type: 'object', name: 'Common', size: 500 },
  /* 12 */ { type: 'native', name: 'HTMLDivElement', size: 100 },
  /* 13 */ {
    type: 'object',
    name: 'system / Context',
    size: 40,
    edges: [
      ['context', 'common', 11],
      ['weak', 'cache', 8],
    ],
  },
  /* 14 */ { type: 'number', name: 'int', size: 0, edges: [['internal', 'value', 16]] },
  /* 15 */ { type: 'code', name: 'system / Script / http://127.0.0.1:5173/assets/b.js', size: 80 },
  /* 16 */ { type: 'string', name: '12', size: 16 },
]

describe('heapBreakdown', () => {
  const scripts = {
    chars: (path: string) => (path === '/assets/a.js' ? 2016 : undefined),
    origin: (path: string, offset: number) =>
      path === '/assets/a.js' && offset === 12 ? 'src/a.ts' : undefined,
  }
  const breakdown = heapBreakdown(snapshotOf(page), scripts)

  it("counts V8's heap only, as Runtime.getHeapUsage does, and sets Blink's objects and external text apart", () => {
    expect(breakdown.outsideBytes).toBe(4000 + 100)
    expect(breakdown.totalBytes).toBe(page.reduce((sum, node) => sum + node.size, 0) - 4100)
  })

  it('gives a script its source, its functions, their code and what only they hold; what two reach is shared', () => {
    expect(breakdown.byScript.get('/assets/a.js')).toBe(80 + 32 + 32 + 48 + 200 + 40 + 1000 + 16)
    expect(breakdown.byScript.get('/assets/b.js')).toBe(32 + 48 + 40 + 80)
    // The weak edge from b.js's context keeps nothing: the table stays a.js's alone.
    expect(breakdown.byScript.get('(shared)')).toBe(500)
  })

  it("places a function's part in its module by its start position, the script's own part staying with the script", () => {
    expect(breakdown.byModule.get('src/a.ts')).toBe(32 + 48 + 200 + 40 + 1000 + 16)
    expect(breakdown.byModule.get('/assets/a.js')).toBe(80 + 32)
    expect(breakdown.byModuleAndKind.get('src/a.ts › BytecodeArray')).toBe(200)
    expect(breakdown.byKind.get('Table')).toBe(1000)
  })

  it('tells a two-byte source (2 heap bytes a character) from a one-byte one', () => {
    expect(breakdown.sourceBytesPerChar.get('/assets/a.js')).toBeCloseTo((32 + 4000) / 2016)
  })
})

/** Whether `target` is reachable from the root over strong edges without going through `removed`. */
function reachable(
  edges: [from: number, to: number, weak: boolean][],
  target: number,
  removed: number,
): boolean {
  const seen = new Set([0])
  const queue = [0]
  for (let node = queue.shift(); node !== undefined; node = queue.shift()) {
    if (node === target) return true
    for (const [from, to, weak] of edges)
      if (from === node && !weak && to !== removed && !seen.has(to)) seen.add(to) && queue.push(to)
  }
  return false
}

describe('immediateDominators', () => {
  it('is, for every node, the closest node every path from the root goes through (brute force as the oracle)', () => {
    const graphs = fc.integer({ min: 2, max: 9 }).chain((count) =>
      fc.record({
        count: fc.constant(count),
        edges: fc.array(fc.tuple(fc.nat(count - 1), fc.nat(count - 1), fc.boolean()), {
          minLength: count,
          maxLength: count * 3,
        }),
      }),
    )
    fc.assert(
      fc.property(graphs, ({ count, edges }) => {
        const nodes: Node[] = Array.from({ length: count }, (_, index) => ({
          type: 'object',
          name: `n${index}`,
          size: 1,
          edges: edges
            .filter(([from]) => from === index)
            .map(([, to, weak], position): Edge => [weak ? 'weak' : 'property', `e${position}`, to]),
        }))
        const idom = immediateDominators(snapshotOf(nodes))
        for (let node = 1; node < count; node++) {
          if (!reachable(edges, node, -1)) {
            expect(idom[node]).toBe(-1)
            continue
          }
          // A node's dominators: the root, and every node whose removal cuts it off.
          const dominatorsOf = (of: number) => [
            0,
            ...Array.from({ length: count }, (_, d) => d).filter(
              (d) => d !== 0 && d !== of && !reachable(edges, of, d),
            ),
          ]
          const candidates = dominatorsOf(node)
          // The immediate one is the deepest: the one with the most dominators of its own.
          const deepest = candidates.reduce((best, d) =>
            d !== 0 && dominatorsOf(d).length >= dominatorsOf(best).length ? d : best,
          )
          expect(idom[node]).toBe(deepest)
        }
      }),
      { numRuns: 300 },
    )
  })
})
