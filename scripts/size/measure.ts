import { gzipSync } from 'node:zlib'
import type { SizeBuilds } from './build.js'
import { coreEntry, fixtures, libraryEntries, moduleLabel } from './entries.js'
import { type BuiltChunk, entryChunk, initialChunks, lazyChunks } from './graph.js'

/**
 * One measured figure: gzip bytes of the chunks a visitor downloads for it, above what they already
 * have (the baseline site, or `@foyer/core` for the other entry points).
 *
 * @example
 * const row: Measurement = { name: '@foyer/core', bytes: 45_000, counts: 'initial JS', chunks: [] }
 */
export type Measurement = {
  /** The budget table's key. */
  name: string
  /** Gzip bytes (level 9, each chunk compressed on its own as it is served). */
  bytes: number
  /** What is counted, for the report. */
  counts: string
  /** The chunks counted. */
  chunks: readonly BuiltChunk[]
}

/** The name of the key figure: Foyer on an EVM-only site, above the same site without it. */
export const EVM_SITE = 'EVM-only site, above baseline'

/** Name of the figure of what the EVM-only site fetches when idle after its load: the modal's UI. */
export const EVM_SITE_IDLE = 'EVM-only site, modal UI fetched when idle'

/** The module `<FoyerModal/>` imports when the page is idle (or at the first open, if sooner). */
const MODAL_UI_MODULE = 'react-ui/src/components/ModalFrame.tsx'

const gzipCache = new WeakMap<BuiltChunk, number>()

/**
 * Gzip size of a chunk's code at level 9 (what a CDN serves), cached per chunk.
 *
 * @example
 * gzipSize({ ...chunk, code: 'export{}' }) // 28
 */
export function gzipSize(chunk: BuiltChunk): number {
  let size = gzipCache.get(chunk)
  if (size === undefined) {
    size = gzipSync(chunk.code, { level: 9 }).length
    gzipCache.set(chunk, size)
  }
  return size
}

/** Total gzip size of `chunks`. */
export function gzipTotal(chunks: readonly BuiltChunk[]): number {
  return chunks.reduce((total, chunk) => total + gzipSize(chunk), 0)
}

/** The chunks of `chunks` that are not in `loaded` (by file name). */
function without(chunks: readonly BuiltChunk[], loaded: readonly BuiltChunk[]): BuiltChunk[] {
  const names = new Set(loaded.map((chunk) => chunk.fileName))
  return chunks.filter((chunk) => !names.has(chunk.fileName))
}

/** The initial chunks of the entry whose source file is `facadeModuleId`. */
export function initialOf(chunks: readonly BuiltChunk[], facadeModuleId: string): BuiltChunk[] {
  return initialChunks(chunks, entryChunk(chunks, facadeModuleId).fileName)
}

/**
 * The key figure: initial JS of the EVM site minus initial JS of the baseline site. Two separate builds,
 * so nothing is subtracted by chunk: the difference of the totals is what adding Foyer costs.
 */
function measureEvmSite(builds: Pick<SizeBuilds, 'baseline' | 'evmSite'>): Measurement {
  const site = initialOf(builds.evmSite, fixtures.evmSite)
  const baseline = initialOf(builds.baseline, fixtures.baseline)
  // The bundler splits some of the site's initial code into small extra chunks (rolldown 1.2 does so
  // for modules the entry shares with several lazy chunks; rolldown/rolldown#10731), and each chunk is
  // compressed on its own. The same code in one file is shown beside the figure, for that cost.
  const asOneFile = gzipOneFile(site) - gzipOneFile(baseline)
  return {
    name: EVM_SITE,
    bytes: gzipTotal(site) - gzipTotal(baseline),
    counts: `initial JS ${kB(gzipTotal(site))} - baseline (react, react-dom, viem) ${kB(gzipTotal(baseline))}; ${site.length} chunks (${kB(asOneFile)} as one file)`,
    chunks: site,
  }
}

/** Gzip size of `chunks` concatenated, as if the bundler had emitted them as one file. */
/**
 * What the EVM-only site downloads after its load, before the first click, once the page is idle: the
 * modal's UI chunk and the chunks it imports, less what the page already has.
 */
function measureEvmSiteIdle(builds: Pick<SizeBuilds, 'evmSite'>): Measurement {
  const site = initialOf(builds.evmSite, fixtures.evmSite)
  const modal = builds.evmSite.find((chunk) => chunk.facadeModuleId?.endsWith(MODAL_UI_MODULE))
  if (!modal) throw new Error(`Size check: no chunk of ${MODAL_UI_MODULE} in the EVM-only site's build`)
  const idle = without(initialChunks(builds.evmSite, modal.fileName), site)
  return {
    name: EVM_SITE_IDLE,
    bytes: gzipTotal(idle),
    counts: `the modal's UI chunk and what it imports beyond the page; ${idle.length} chunks`,
    chunks: idle,
  }
}

function gzipOneFile(chunks: readonly BuiltChunk[]): number {
  return gzipSync(chunks.map((chunk) => chunk.code).join('\n'), { level: 9 }).length
}

/**
 * The module that renders the most code in `chunk`: what names a lazy chunk the bundler gave no facade
 * (a library a dynamic import reaches that other chunks also import), so its budget keeps its key
 * when the bundler regroups it (its file name carries a hash).
 */
function largestModule(chunk: BuiltChunk): string | undefined {
  const sizes = Object.entries(chunk.renderedLengths).sort(([, a], [, b]) => b - a)
  return sizes[0]?.[0]
}

/**
 * Foyer's entry points from the library build (react, react-dom and viem external): `@foyer/core`
 * whole, every other entry above it (a site importing a subpath imports the core too), and each chunk
 * they load on demand (lazy views, WalletConnect's client) above everything loaded initially.
 */
function measureLibrary(chunks: readonly BuiltChunk[]): Measurement[] {
  const core = initialOf(chunks, coreEntry.path)
  const initials = libraryEntries.map((entry) => ({ entry, initial: initialOf(chunks, entry.path) }))
  const rows: Measurement[] = initials.map(({ entry, initial }) => {
    const counted = entry === coreEntry ? initial : without(initial, core)
    const counts = entry === coreEntry ? 'initial JS' : `initial JS above ${coreEntry.name}`
    return { name: entry.name, bytes: gzipTotal(counted), counts, chunks: counted }
  })
  const allInitial = [...new Set(initials.flatMap(({ initial }) => initial))]
  for (const { chunk, adds } of lazyChunks(chunks, allInitial)) {
    const name = `lazy: ${moduleLabel(chunk.facadeModuleId ?? largestModule(chunk) ?? chunk.fileName)}`
    rows.push({ name, bytes: gzipTotal(adds), counts: 'loaded on demand', chunks: adds })
  }
  return rows
}

/**
 * Every figure the budgets check: the EVM-only site above the baseline, each entry point, each lazy chunk.
 *
 * @example
 * const rows = measureFoyer(await buildForSize())
 * rows.find((row) => row.name === EVM_SITE)?.bytes // 85_910
 */
export function measureFoyer(builds: Pick<SizeBuilds, 'baseline' | 'evmSite' | 'library'>): Measurement[] {
  return [measureEvmSite(builds), measureEvmSiteIdle(builds), ...measureLibrary(builds.library)]
}

/**
 * Bytes as vite prints them (1 kB = 1000 bytes), two decimals.
 *
 * @example
 * kB(40_000) // '40.00 kB'
 */
export function kB(bytes: number): string {
  return `${(bytes / 1000).toFixed(2)} kB`
}
