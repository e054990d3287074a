import { describe, expect, it } from 'vitest'
import { budgetFor, checkBudgets, defaultLazyViewBudget, failureMessage } from './budgets.js'
import { coreEntry, fixtures, libraryEntries } from './entries.js'
import { fakeChunk } from './fake-chunks.js'
import type { BuiltChunk } from './graph.js'
import { EVM_SITE, EVM_SITE_IDLE, gzipTotal, measureFoyer } from './measure.js'
import { composition } from './report.js'

/** Fake builds shaped like the real ones: the EVM site adds `foyerBytes` of code to the baseline. */
function fakeBuilds(foyerBytes: number) {
  const page = fakeChunk('page.js', { bytes: 5_000 })
  const baseline = [
    fakeChunk('baseline.js', { isEntry: true, facadeModuleId: fixtures.baseline, imports: ['page.js'] }),
    page,
  ]
  const evmSite = [
    fakeChunk('evm-site.js', {
      isEntry: true,
      facadeModuleId: fixtures.evmSite,
      imports: ['page.js', 'foyer.js'],
    }),
    page,
    fakeChunk('foyer.js', { bytes: foyerBytes, moduleIds: ['/node_modules/xstate/x.js', '/core/src/a.ts'] }),
    // The modal's UI, fetched when the page is idle: its own chunk and one the page does not have.
    fakeChunk('modal.js', {
      isDynamicEntry: true,
      facadeModuleId: '/repo/react-ui/src/components/ModalFrame.tsx',
      imports: ['foyer.js', 'views.js'],
    }),
    fakeChunk('views.js', { bytes: 3_000 }),
  ]
  const library: BuiltChunk[] = libraryEntries.map((entry) =>
    fakeChunk(`${entry.input}.js`, {
      isEntry: true,
      facadeModuleId: entry.path,
      imports: entry === coreEntry ? [] : ['core.js'],
    }),
  )
  return { baseline, evmSite, library }
}

describe('budget comparison', () => {
  it('passes at the budget and fails one byte over, naming entry, size and budget', () => {
    const [atBudget, over] = checkBudgets(
      [
        { name: 'a', bytes: 10_000 },
        { name: 'b', bytes: 10_001 },
      ],
      { a: 10_000, b: 10_000 },
    )
    expect(atBudget?.ok).toBe(true)
    expect(over?.ok).toBe(false)
    expect(over && failureMessage(over)).toBe('b is 10.00 kB gzip, over its budget of 10.00 kB by 0.00 kB')
  })

  it('fails an entry that has no budget, and gives unlisted lazy views the default one', () => {
    const [unknown, view] = checkBudgets(
      [
        { name: 'lazy: @someone/sdk', bytes: 1 },
        { name: 'lazy: react-ui/src/views/Swap/SwapView.tsx', bytes: 1 },
      ],
      {},
    )
    expect(unknown?.ok).toBe(false)
    expect(unknown && failureMessage(unknown)).toContain(
      'has no budget: add a line to scripts/size/budgets.ts',
    )
    expect(view?.budget).toBe(defaultLazyViewBudget)
    expect(
      budgetFor('lazy: react-ui/src/views/Swap/SwapView.tsx', {
        'lazy: react-ui/src/views/Swap/SwapView.tsx': 1,
      }),
    ).toBe(1)
  })
})

describe('the EVM-only site above the baseline, on fake builds', () => {
  it('counts only what Foyer adds, and fails once that grows past the budget', () => {
    const builds = fakeBuilds(2_000)
    const small = measureFoyer(builds)
    const grown = measureFoyer(fakeBuilds(60_000))
    const evm = (rows: typeof small) => rows.find((row) => row.name === EVM_SITE)
    const site = builds.evmSite.filter((chunk) => ['evm-site.js', 'foyer.js'].includes(chunk.fileName))
    const baselineEntry = builds.baseline.filter((chunk) => chunk.fileName === 'baseline.js')
    expect(evm(small)?.bytes).toBe(gzipTotal(site) - gzipTotal(baselineEntry))
    const table = { [EVM_SITE]: 40_000 }
    expect(checkBudgets([evm(small) ?? { name: EVM_SITE, bytes: Number.NaN }], table)[0]?.ok).toBe(true)
    const [result] = checkBudgets([evm(grown) ?? { name: EVM_SITE, bytes: Number.NaN }], table)
    expect(result?.ok).toBe(false)
    expect(result && failureMessage(result)).toMatch(
      /^EVM-only site, above baseline is \d+\.\d\d kB gzip, over its budget of 40\.00 kB/,
    )
  })

  it("counts what the page fetches when idle: the modal's UI and the chunks it adds, not the page's", () => {
    const builds = fakeBuilds(2_000)
    const idle = measureFoyer(builds).find((row) => row.name === EVM_SITE_IDLE)
    expect(idle?.chunks.map((chunk) => chunk.fileName)).toEqual(['modal.js', 'views.js'])
    expect(idle?.bytes).toBe(gzipTotal(builds.evmSite.filter((chunk) => chunk.fileName.match(/modal|views/))))
  })

  it('measures subpaths above @foyer/core and attributes bytes to packages', () => {
    const rows = measureFoyer(fakeBuilds(2_000))
    const eip155 = rows.find((row) => row.name === '@foyer/core/eip155')
    expect(eip155?.chunks.map((chunk) => chunk.fileName)).toEqual(['eip155.js'])
    const groups = composition(fakeBuilds(2_000).evmSite.slice(2, 3))
    expect(groups.map((group) => group.group)).toEqual(['xstate', '/core/src/a.ts'])
  })
})
