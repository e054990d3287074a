/** A V8 heap snapshot as `HeapProfiler.takeHeapSnapshot` streams it (the `.heapsnapshot` format). */
export type RawSnapshot = {
  snapshot: {
    meta: {
      node_fields: string[]
      node_types: [string[], ...unknown[]]
      edge_fields: string[]
      edge_types: [string[], ...unknown[]]
    }
  }
  nodes: number[]
  edges: number[]
  strings: string[]
}

/**
 * What a heap holds, in bytes (self sizes, each object counted once).
 *
 * @example
 * const { byScript } = heapBreakdown(JSON.parse(json), scripts)
 */
export type HeapBreakdown = {
  /** What lives on V8's heap: what `Runtime.getHeapUsage` and `performance.memory` count. */
  totalBytes: number
  /**
   * What the snapshot shows outside V8's heap: Blink's own objects (DOM, styles) and the text of
   * external strings (the scripts' sources, kept by Blink). None of it is in the tables below.
   */
  outsideBytes: number
  /**
   * By kind: V8's own objects by their system name (`BytecodeArray`, `InstructionStream` for compiled
   * code, `Map` for hidden classes…), other objects by constructor (minified names as they are),
   * strings and closures together.
   */
  byKind: Map<string, number>
  /**
   * By the script that owns it: the script's source text, its functions' shared info, bytecode,
   * baseline code and feedback, its closures, and everything the dominator tree puts under those (a
   * module's data reached only through its own functions). What no script dominates is under
   * `(shared)`: globals, DOM, styles, and objects several scripts reach.
   */
  byScript: Map<string, number>
  /**
   * The same by the original module a script's functions come from (`origin`, from its source map);
   * the script's own source text and what no function of it holds stay under the script's path.
   */
  byModule: Map<string, number>
  /** The same, each module's bytes split by kind: `module › kind`. */
  byModuleAndKind: Map<string, number>
  /**
   * Each script's source text, which Blink keeps outside V8's heap: its bytes over the file's characters
   * (2 means UTF-16: one character beyond Latin-1 anywhere in the file doubles it).
   */
  sourceBytesPerChar: Map<string, number>
}

/** The node graph of a snapshot, with the fields looked up once. */
class Graph {
  readonly count: number
  readonly type: string[] = []
  readonly name: string[] = []
  readonly selfSize: Float64Array
  /** `firstEdge[n]` to `firstEdge[n + 1]` are node n's edges. */
  readonly firstEdge: Uint32Array
  readonly edgeTarget: Uint32Array
  readonly edgeWeak: Uint8Array
  readonly edgeName: string[] = []

  constructor({ snapshot: { meta }, nodes, edges, strings }: RawSnapshot) {
    const field = (fields: string[], name: string) => fields.indexOf(name)
    const nodeWidth = meta.node_fields.length
    const edgeWidth = meta.edge_fields.length
    const [nType, nName, nSize, nEdges] = ['type', 'name', 'self_size', 'edge_count'].map((name) =>
      field(meta.node_fields, name),
    ) as [number, number, number, number]
    const [eType, eName, eTo] = ['type', 'name_or_index', 'to_node'].map((name) =>
      field(meta.edge_fields, name),
    ) as [number, number, number]
    this.count = nodes.length / nodeWidth
    this.selfSize = new Float64Array(this.count)
    this.firstEdge = new Uint32Array(this.count + 1)
    let edge = 0
    for (let node = 0; node < this.count; node++) {
      const base = node * nodeWidth
      this.type.push(meta.node_types[0][nodes[base + nType] as number] as string)
      this.name.push(strings[nodes[base + nName] as number] as string)
      this.selfSize[node] = nodes[base + nSize] as number
      this.firstEdge[node] = edge
      edge += nodes[base + nEdges] as number
    }
    this.firstEdge[this.count] = edge
    this.edgeTarget = new Uint32Array(edge)
    this.edgeWeak = new Uint8Array(edge)
    for (let index = 0; index < edge; index++) {
      const base = index * edgeWidth
      const type = meta.edge_types[0][edges[base + eType] as number] as string
      const nameOrIndex = edges[base + eName] as number
      // Element and hidden edges carry an index, the others a string.
      this.edgeName.push(type === 'element' || type === 'hidden' ? '' : (strings[nameOrIndex] as string))
      this.edgeWeak[index] = type === 'weak' ? 1 : 0
      this.edgeTarget[index] = (edges[base + eTo] as number) / nodeWidth
    }
  }

  /**
   * The value of a number field of `node` (an SMI field such as a function's `start_position`), when
   * the snapshot was taken with `captureNumericValue`: a number node whose `value` edge names it.
   */
  number(node: number, name: string): number | undefined {
    const field = this.child(node, name)
    const value = field === undefined ? undefined : this.child(field, 'value')
    return value === undefined ? undefined : Number(this.name[value])
  }

  /** The node a strong edge named `name` of `node` points to. */
  child(node: number, name: string): number | undefined {
    for (let edge = this.firstEdge[node] as number; edge < (this.firstEdge[node + 1] as number); edge++)
      if (this.edgeName[edge] === name && !this.edgeWeak[edge]) return this.edgeTarget[edge]
    return undefined
  }
}

/**
 * The immediate dominator of every node of a snapshot (by index) reachable from the root (node 0)
 * over strong edges, weak ones keeping nothing alive; -1 for the others. The root is its own.
 *
 * @example
 * immediateDominators(JSON.parse(json))[7] // 3: every path from the root to node 7 goes through node 3
 */
export function immediateDominators(raw: RawSnapshot): Int32Array {
  return dominators(new Graph(raw))
}

/** {@link immediateDominators} by Cooper, Harvey and Kennedy's iterative algorithm (reverse postorder). */
function dominators({ count, firstEdge, edgeTarget, edgeWeak }: Graph): Int32Array {
  const postorder = new Int32Array(count).fill(-1)
  const byPostorder: number[] = []
  const visited = new Uint8Array(count)
  const stack: number[] = [0]
  const nextEdge = Uint32Array.from(firstEdge.subarray(0, count))
  visited[0] = 1
  while (stack.length > 0) {
    const node = stack[stack.length - 1] as number
    const edge = nextEdge[node] as number
    if (edge < (firstEdge[node + 1] as number)) {
      nextEdge[node] = edge + 1
      const target = edgeTarget[edge] as number
      if (!edgeWeak[edge] && !visited[target]) {
        visited[target] = 1
        stack.push(target)
      }
      continue
    }
    stack.pop()
    postorder[node] = byPostorder.length
    byPostorder.push(node)
  }
  const predecessors: number[][] = Array.from({ length: count }, () => [])
  for (const node of byPostorder)
    for (let edge = firstEdge[node] as number; edge < (firstEdge[node + 1] as number); edge++)
      if (!edgeWeak[edge]) predecessors[edgeTarget[edge] as number]?.push(node)
  const idom = new Int32Array(count).fill(-1)
  idom[0] = 0
  const intersect = (a: number, b: number) => {
    while (a !== b) {
      while ((postorder[a] as number) < (postorder[b] as number)) a = idom[a] as number
      while ((postorder[b] as number) < (postorder[a] as number)) b = idom[b] as number
    }
    return a
  }
  for (let changed = true; changed; ) {
    changed = false
    for (let index = byPostorder.length - 2; index >= 0; index--) {
      const node = byPostorder[index] as number
      let dominator = -1
      for (const from of predecessors[node] ?? []) {
        if (idom[from] === -1) continue
        dominator = dominator === -1 ? from : intersect(from, dominator)
      }
      if (dominator !== -1 && idom[node] !== dominator) {
        idom[node] = dominator
        changed = true
      }
    }
  }
  return idom
}

const SCRIPT = 'system / Script / '

/** A script's path for the tables: its URL's path, or what V8 calls it (an eval, an extension). */
function scriptLabel(name: string): string {
  const source = name.slice(SCRIPT.length)
  try {
    return new URL(source).pathname
  } catch {
    return source === '' ? '(unnamed script)' : source.slice(0, 60)
  }
}

/**
 * The script that owns each node. A Script owns itself; a function's shared info is its script's
 * (`script` edge), a closure its shared info's. What those hold of V8's code machinery (bytecode,
 * baseline code, constant pools, feedback, scope info: nodes of type code, array or hidden), reached
 * from them before any other function, is theirs too, even when several retainers keep it (a closure
 * and its shared info both point at its code, so no single one dominates it). Any other node takes its
 * dominator's owner, so a module's data reached only through its functions counts for the module.
 * Nodes owned by none get `(shared)`.
 */
function owners(graph: Graph, idom: Int32Array, label: (script: string, start?: number) => string): string[] {
  const own: (string | undefined)[] = new Array(graph.count)
  const queue: number[] = []
  for (let node = 0; node < graph.count; node++) {
    const name = graph.name[node] as string
    if (name.startsWith(SCRIPT)) {
      own[node] = label(scriptLabel(name))
      queue.push(node)
      continue
    }
    const shared = graph.type[node] === 'closure' ? graph.child(node, 'shared') : node
    const script = shared === undefined ? undefined : graph.child(shared, 'script')
    if (shared === undefined || script === undefined) continue
    own[node] = label(scriptLabel(graph.name[script] as string), graph.number(shared, 'start_position'))
    queue.push(node)
  }
  const machinery = new Set(['code', 'array', 'hidden'])
  for (let head = 0; head < queue.length; head++) {
    const node = queue[head] as number
    for (let edge = graph.firstEdge[node] as number; edge < (graph.firstEdge[node + 1] as number); edge++) {
      const target = graph.edgeTarget[edge] as number
      if (graph.edgeWeak[edge] || own[target] !== undefined || !machinery.has(graph.type[target] as string))
        continue
      own[target] = own[node]
      queue.push(target)
    }
  }
  const resolve = (start: number): string => {
    const path: number[] = []
    let node = start
    while (own[node] === undefined && node !== 0 && idom[node] !== -1) {
      path.push(node)
      node = idom[node] as number
    }
    const found = own[node] ?? '(shared)'
    for (const step of path) own[step] = found
    return found
  }
  return Array.from({ length: graph.count }, (_, node) => resolve(node))
}

/**
 * Whether a node lives outside V8's heap: Blink's objects (native, not V8's `system / …`) and the
 * characters of external strings. The snapshot shows them, `Runtime.getHeapUsage` does not count them.
 */
const isOutsideV8Heap = (type: string, name: string) =>
  (type === 'native' && !name.startsWith('system / ')) || name === 'system / ExternalStringData'

/** A node's kind for the tables: V8's system name (`BytecodeArray`), a constructor, or its type. */
function kindOf(type: string, name: string): string {
  if (type.endsWith('string')) return '(string)'
  if (type === 'closure') return '(closure)'
  if (name.startsWith('system / ')) return name.split(' / ')[1] as string
  return name.replace(/ @\d+$/, '').slice(0, 40) || `(${type})`
}

const add = (table: Map<string, number>, key: string, bytes: number) =>
  table.set(key, (table.get(key) ?? 0) + bytes)

/**
 * What {@link heapBreakdown} needs to know of the served scripts.
 *
 * @example
 * const scripts: ScriptFacts = { chars: (path) => text(path)?.length, origin: (path, offset) => undefined }
 */
export type ScriptFacts = {
  /** The length of a served script's text, to tell one-byte sources from two-byte ones. */
  chars(path: string): number | undefined
  /** The original module at a character offset of a served script (by its source map), if known. */
  origin(path: string, offset: number): string | undefined
}

/**
 * Breaks a heap snapshot down by kind, owning script and module (see {@link HeapBreakdown}).
 * Take the snapshot with `captureNumericValue`, or functions cannot be placed in their modules.
 *
 * @example
 * const breakdown = heapBreakdown(JSON.parse(json), scripts)
 */
export function heapBreakdown(raw: RawSnapshot, scripts: ScriptFacts): HeapBreakdown {
  const graph = new Graph(raw)
  const idom = dominators(graph)
  const owner = owners(graph, idom, (script) => script)
  const module = owners(graph, idom, (script, start) =>
    start === undefined ? script : (scripts.origin(script, start) ?? script),
  )
  const byKind = new Map<string, number>()
  const byScript = new Map<string, number>()
  const byModule = new Map<string, number>()
  const byModuleAndKind = new Map<string, number>()
  let totalBytes = 0
  let outsideBytes = 0
  for (let node = 0; node < graph.count; node++) {
    const size = graph.selfSize[node] as number
    const type = graph.type[node] as string
    const name = graph.name[node] as string
    if (isOutsideV8Heap(type, name)) {
      outsideBytes += size
      continue
    }
    totalBytes += size
    add(byKind, kindOf(type, name), size)
    add(byScript, owner[node] as string, size)
    add(byModule, module[node] as string, size)
    add(byModuleAndKind, `${module[node]} › ${kindOf(type, name)}`, size)
  }
  const sourceBytesPerChar = new Map<string, number>()
  for (let node = 0; node < graph.count; node++) {
    const name = graph.name[node] as string
    if (!name.startsWith(SCRIPT)) continue
    const source = graph.child(node, 'source')
    const chars = scripts.chars(scriptLabel(name))
    if (source === undefined || !chars) continue
    // The source string's own size, plus its external character data (Blink keeps it outside V8).
    let bytes = graph.selfSize[source] as number
    for (let edge = graph.firstEdge[source] as number; edge < (graph.firstEdge[source + 1] as number); edge++)
      bytes += graph.selfSize[graph.edgeTarget[edge] as number] as number
    sourceBytesPerChar.set(scriptLabel(name), bytes / chars)
  }
  return { totalBytes, outsideBytes, byKind, byScript, byModule, byModuleAndKind, sourceBytesPerChar }
}
