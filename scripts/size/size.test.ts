import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { budgets, checkBudgets, failureMessage } from './budgets.js'
import { buildForSize, removeBuilds, type SizeBuilds } from './build.js'
import { coreEntry, fixtures, libraryEntries, notMeasuredAsJs, repoRoot } from './entries.js'
import { type BuiltChunk, lazyChunks, modulesMatching, onDemandChunks } from './graph.js'
import { lazyViewModules, notInEvmInitialJs, walletConnectClient } from './lazy-rules.js'
import { EVM_SITE, initialOf, type Measurement, measureFoyer } from './measure.js'
import { composition, formatComposition } from './report.js'

/**
 * Size budgets on real production builds (vite + rolldown, minified, gzip -9): the fixture sites and
 * Foyer's entry points are built once into a temp dir, then every figure is held to its budget and the
 * initial JS is checked for code that must load only on demand.
 */

let builds: SizeBuilds
let measurements: Measurement[]
let evmInitial: BuiltChunk[]

beforeAll(async () => {
  builds = await buildForSize()
  measurements = measureFoyer(builds)
  evmInitial = initialOf(builds.evmSite, fixtures.evmSite)
}, 120_000)
afterAll(async () => {
  if (builds) await removeBuilds(builds)
})

/** What the EVM-only site loads above the baseline, for a failure message worth reading. */
function evmBreakdown(): string {
  const baseline = initialOf(builds.baseline, fixtures.baseline).flatMap((chunk) => chunk.moduleIds)
  return `largest parts above the baseline (estimated gzip):\n${formatComposition(composition(evmInitial, baseline), 12)}`
}

describe('size budgets', () => {
  it.each(Object.keys(budgets))('%s is within its budget', (name) => {
    const measurement = measurements.find((candidate) => candidate.name === name)
    expect(measurement, `${name} is no longer measured: remove its line in budgets.ts`).toBeDefined()
    const [result] = checkBudgets(measurement ? [measurement] : [])
    const problem = result && failureMessage(result)
    expect(problem && name === EVM_SITE ? `${problem}\n${evmBreakdown()}` : problem).toBeUndefined()
  })

  it('measures every entry point the packages export to browsers', () => {
    const exported = ['core', 'react-ui'].flatMap((folder) => {
      const { name, exports } = JSON.parse(readFileSync(`${repoRoot}${folder}/package.json`, 'utf8'))
      return Object.keys(exports).map((subpath) => (subpath === '.' ? name : `${name}${subpath.slice(1)}`))
    })
    const measured = libraryEntries.map((entry) => entry.name)
    const unmeasured = exported.filter((name) => !measured.includes(name) && !(name in notMeasuredAsJs))
    expect(unmeasured, 'add them to libraryEntries in scripts/size/entries.ts').toEqual([])
  })

  it('has a budget for every entry point and lazy chunk it measures', () => {
    const unbudgeted = checkBudgets(measurements).filter((result) => result.budget === undefined)
    expect(unbudgeted.map(failureMessage)).toEqual([])
  })
})

describe('initial JS of an EVM-only site', () => {
  it('holds Foyer (the fixture measures what it says)', () => {
    const ids = evmInitial.flatMap((chunk) => chunk.moduleIds)
    expect(ids.some((id) => id.endsWith('core/src/create-foyer.ts'))).toBe(true)
    expect(ids.some((id) => id.endsWith('core/src/chains/eip155/eip155.adapter.ts'))).toBe(true)
    expect(ids.some((id) => id.endsWith('react-ui/src/FoyerModal.tsx'))).toBe(true)
  })

  it('does not hold the optional views: each is in a chunk of its own, loaded on demand', () => {
    const views = lazyViewModules()
    expect(views.length).toBeGreaterThan(0)
    expect(modulesMatching(evmInitial, views.map(exactly))).toEqual([])
    const onDemand = onDemandChunks(builds.evmSite, evmInitial)
    expect(views.filter((view) => modulesMatching(onDemand, [exactly(view)]).length === 0)).toEqual([])
  })

  it('does not hold what loads on use: WalletConnect, other namespace SDKs, the toast machines, the first-open services', () => {
    expect(modulesMatching(evmInitial, notInEvmInitialJs)).toEqual([])
  })
})

describe('@foyer/core/walletconnect', () => {
  const entry = libraryEntries.find((candidate) => candidate.name === '@foyer/core/walletconnect')

  it('loads @walletconnect/universal-provider with import(), on first use', () => {
    if (!entry) throw new Error('entries.ts lost the @foyer/core/walletconnect entry')
    const initial = initialOf(builds.library, entry.path)
    expect(modulesMatching(initial, [walletConnectClient])).toEqual([])
    const onDemand = lazyChunks(builds.library, initial).flatMap(({ adds }) => adds)
    expect(modulesMatching(onDemand, [walletConnectClient]).length).toBeGreaterThan(0)
  })

  it('is not in @foyer/core', () => {
    const initial = initialOf(builds.library, coreEntry.path)
    expect(modulesMatching(initial, [/node_modules\/@walletconnect\//])).toEqual([])
  })
})

/** A pattern matching one module id exactly. */
function exactly(id: string): RegExp {
  return new RegExp(`^${id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)
}
