import { describe, expect, it } from 'vitest'
import { fakeChunk } from './fake-chunks.js'
import { entryChunk, initialChunks, lazyChunks, modulesMatching, onDemandChunks } from './graph.js'
import { lazyViewSpecifiers } from './lazy-rules.js'

// A page: entry -> shared (static), entry -> view (dynamic), view -> shared + heavy (static),
// shared -> entry (a cycle, as rolldown emits when a shared chunk uses the entry's exports).
const chunks = [
  fakeChunk('entry.js', {
    isEntry: true,
    facadeModuleId: '/src/main.ts',
    imports: ['shared.js'],
    dynamicImports: ['view.js'],
  }),
  fakeChunk('shared.js', { imports: ['entry.js'] }),
  fakeChunk('view.js', {
    isDynamicEntry: true,
    facadeModuleId: '/src/view.ts',
    imports: ['shared.js', 'heavy.js'],
  }),
  fakeChunk('heavy.js', { moduleIds: ['/node_modules/heavy/index.js'] }),
]
const names = (list: readonly { fileName: string }[]) => list.map((chunk) => chunk.fileName)

describe('the initial-chunk walk', () => {
  it('follows static imports transitively, through cycles, but not import()', () => {
    expect(names(initialChunks(chunks, 'entry.js'))).toEqual(['entry.js', 'shared.js'])
  })

  it('counts what a dynamic chunk adds above what is already loaded', () => {
    const [lazy] = lazyChunks(chunks, initialChunks(chunks, 'entry.js'))
    expect(lazy?.chunk.fileName).toBe('view.js')
    expect(names(lazy?.adds ?? [])).toEqual(['view.js', 'heavy.js'])
  })

  it('counts a chunk a dynamic chunk loads in turn, above the initial chunks and what loaded it', () => {
    const nested = [
      ...chunks.map((chunk) =>
        chunk.fileName === 'view.js' ? { ...chunk, dynamicImports: ['library.js'] } : chunk,
      ),
      fakeChunk('library.js', {
        isDynamicEntry: true,
        facadeModuleId: '/node_modules/library/index.js',
        imports: ['heavy.js', 'curve.js'],
      }),
      fakeChunk('curve.js', { moduleIds: ['/node_modules/curve/index.js'] }),
    ]
    const lazy = lazyChunks(nested, initialChunks(nested, 'entry.js'))
    expect(lazy.map(({ chunk, adds }) => [chunk.fileName, names(adds)])).toEqual([
      ['view.js', ['view.js', 'heavy.js']],
      // heavy.js came with the view that loads the library: only the library and its curve are added.
      ['library.js', ['library.js', 'curve.js']],
    ])
  })

  it('follows import() transitively for what may load on demand, each chunk once', () => {
    const nested = [
      ...chunks.map((chunk) =>
        chunk.fileName === 'view.js' ? { ...chunk, dynamicImports: ['inner.js'] } : chunk,
      ),
      fakeChunk('inner.js', { isDynamicEntry: true, imports: ['heavy.js'], dynamicImports: ['view.js'] }),
    ]
    expect(names(onDemandChunks(nested, initialChunks(nested, 'entry.js')))).toEqual([
      'view.js',
      'heavy.js',
      'inner.js',
    ])
  })

  it('fails loudly on a chunk missing from the output', () => {
    const broken = [fakeChunk('entry.js', { isEntry: true, imports: ['gone.js'] })]
    expect(() => initialChunks(broken, 'entry.js')).toThrow(
      'chunk gone.js is imported but not in the build output',
    )
  })

  it('finds an entry by its source file, and names the entries when it cannot', () => {
    expect(entryChunk(chunks, '/src/main.ts').fileName).toBe('entry.js')
    expect(() => entryChunk(chunks, '/src/other.ts')).toThrow(
      'no entry chunk for /src/other.ts (entries: /src/main.ts)',
    )
  })

  it('finds forbidden modules in the chunks given', () => {
    expect(modulesMatching(chunks, [/node_modules\/heavy\//])).toEqual(['/node_modules/heavy/index.js'])
    expect(modulesMatching(initialChunks(chunks, 'entry.js'), [/node_modules\/heavy\//])).toEqual([])
  })
})

describe('lazy views in the registry', () => {
  it('reads the lazyView(() => import(...)) specifiers and skips commented examples', () => {
    const source = [
      "//   Swap: lazyView(() => import('./Swap/SwapView.js').then((m) => m.SwapView)),",
      'const pending = lazyView(() =>',
      "  import('./OptionalPending/OptionalPendingView.js').then((m) => m.OptionalPendingView),",
      ')',
      'const send = lazyView(() => import("./Send/SendView.js"))',
    ].join('\n')
    expect(lazyViewSpecifiers(source)).toEqual([
      './OptionalPending/OptionalPendingView.js',
      './Send/SendView.js',
    ])
  })
})
