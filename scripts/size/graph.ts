/**
 * A chunk of a build as the size check sees it: plain data taken from rolldown's output chunk, so the
 * graph functions below can be tested with hand-made chunks.
 *
 * @example
 * const chunk: BuiltChunk = { fileName: 'a.js', code: '', isEntry: true, isDynamicEntry: false,
 *   facadeModuleId: '/src/a.ts', imports: ['b.js'], dynamicImports: [], externalImports: [], moduleIds: ['/src/a.ts'],
 *   renderedLengths: { '/src/a.ts': 120 } }
 */
export type BuiltChunk = {
  fileName: string
  code: string
  isEntry: boolean
  isDynamicEntry: boolean
  /** The module the chunk stands for (its entry module), if any. */
  facadeModuleId: string | null
  /** Chunks (file names) loaded before this one runs: static `import`s. */
  imports: readonly string[]
  /** Chunks loaded on demand: `import()`. */
  dynamicImports: readonly string[]
  /** External modules it imports (`react`, `viem`): not part of this build, so not measured. */
  externalImports: readonly string[]
  /** Every module bundled into the chunk. */
  moduleIds: readonly string[]
  /** Each module's rendered length (after tree-shaking, before minifying): to say what is in a chunk. */
  renderedLengths: Readonly<Record<string, number>>
}

/** Finds a chunk by file name, or says which one is missing (a broken graph is a checker bug). */
function chunkNamed(chunks: readonly BuiltChunk[], fileName: string): BuiltChunk {
  const chunk = chunks.find((candidate) => candidate.fileName === fileName)
  if (!chunk) throw new Error(`Size check: chunk ${fileName} is imported but not in the build output`)
  return chunk
}

/**
 * The chunk a static entry starts from, found by its facade module (the entry's source file).
 *
 * @example
 * entryChunk(chunks, '/repo/core/src/exports/index.ts').fileName // 'assets/core-XXXX.js'
 */
export function entryChunk(chunks: readonly BuiltChunk[], facadeModuleId: string): BuiltChunk {
  const chunk = chunks.find((candidate) => candidate.isEntry && candidate.facadeModuleId === facadeModuleId)
  if (!chunk) {
    const entries = chunks
      .filter((candidate) => candidate.isEntry)
      .map((candidate) => candidate.facadeModuleId)
    throw new Error(`Size check: no entry chunk for ${facadeModuleId} (entries: ${entries.join(', ')})`)
  }
  return chunk
}

/**
 * The initial JS of a page that loads `start`: that chunk plus every chunk it imports statically,
 * transitively. Dynamic imports are not followed: they load later, on demand.
 *
 * @example
 * initialChunks(chunks, 'entry.js').map((chunk) => chunk.fileName) // ['entry.js', 'shared.js']
 */
export function initialChunks(chunks: readonly BuiltChunk[], start: string): BuiltChunk[] {
  const seen = new Map<string, BuiltChunk>()
  const queue = [start]
  for (let fileName = queue.shift(); fileName !== undefined; fileName = queue.shift()) {
    if (seen.has(fileName)) continue
    const chunk = chunkNamed(chunks, fileName)
    seen.set(fileName, chunk)
    queue.push(...chunk.imports)
  }
  return [...seen.values()]
}

/**
 * The chunks loaded on demand from a set of initial chunks (their `import()` targets), with what each
 * adds: the dynamic chunk and the chunks it imports statically that are not loaded yet. A chunk that a
 * dynamic chunk loads in turn (a library a lazy module imports on first use) is one too, counted above
 * the initial chunks and what loaded it; each is listed once, nearest first.
 *
 * @example
 * lazyChunks(chunks, initialChunks(chunks, 'entry.js'))[0]?.chunk.facadeModuleId // '/src/views/Swap.tsx'
 */
export function lazyChunks(
  chunks: readonly BuiltChunk[],
  initial: readonly BuiltChunk[],
): { chunk: BuiltChunk; adds: BuiltChunk[] }[] {
  const loaded = new Set(initial.map((chunk) => chunk.fileName))
  const found: { chunk: BuiltChunk; adds: BuiltChunk[] }[] = []
  const listed = new Set<string>()
  const queue = initial.flatMap((chunk) =>
    chunk.dynamicImports.map((fileName) => ({ fileName, above: loaded })),
  )
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    const { fileName, above } = next
    if (above.has(fileName) || listed.has(fileName)) continue
    listed.add(fileName)
    const adds = initialChunks(chunks, fileName).filter((chunk) => !above.has(chunk.fileName))
    found.push({ chunk: chunkNamed(chunks, fileName), adds })
    const withThis = new Set([...above, ...adds.map((chunk) => chunk.fileName)])
    for (const chunk of adds)
      queue.push(...chunk.dynamicImports.map((target) => ({ fileName: target, above: withThis })))
  }
  return found
}

/**
 * The modules of `chunks` whose id matches one of `patterns`: what a set of chunks must not contain.
 *
 * @example
 * modulesMatching(initial, [/node_modules\/@walletconnect\//]) // [] when WalletConnect stays lazy
 */
export function modulesMatching(chunks: readonly BuiltChunk[], patterns: readonly RegExp[]): string[] {
  return chunks.flatMap((chunk) =>
    chunk.moduleIds.filter((id) => patterns.some((pattern) => pattern.test(id))),
  )
}

/**
 * Every chunk that can load on demand after `initial`: dynamic imports followed transitively (a lazy
 * view imported by the lazily loaded modal frame is on demand too), with their static imports.
 *
 * @example
 * onDemandChunks(chunks, initialChunks(chunks, 'entry.js')).map((chunk) => chunk.fileName) // ['frame.js', 'view.js']
 */
export function onDemandChunks(chunks: readonly BuiltChunk[], initial: readonly BuiltChunk[]): BuiltChunk[] {
  const loaded = new Set(initial.map((chunk) => chunk.fileName))
  const found = new Map<string, BuiltChunk>()
  const queue = initial.flatMap((chunk) => chunk.dynamicImports)
  for (let fileName = queue.shift(); fileName !== undefined; fileName = queue.shift()) {
    if (loaded.has(fileName) || found.has(fileName)) continue
    for (const chunk of initialChunks(chunks, fileName)) {
      if (loaded.has(chunk.fileName) || found.has(chunk.fileName)) continue
      found.set(chunk.fileName, chunk)
      queue.push(...chunk.dynamicImports)
    }
  }
  return [...found.values()]
}
