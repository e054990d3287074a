// `npx tsx test/bench/heap-profile.ts`: where each app's JS heap goes after opening its modal, for the
// bench's "JS heap after opening" figure. Builds Foyer's and the baseline's bench apps as the bench does
// but with hidden source maps (into results/heap/dist/; --no-build reuses them), visits each as the
// bench does, reads the heap (Runtime.getHeapUsage before the click and after, performance.memory),
// takes a V8 heap snapshot and prints what it holds by kind, by owning script and by owning module
// (through the source maps), Foyer beside the baseline, biggest difference first.
// Options: --only foyer (one app); --at before-click | closed (read the settled page before the
// click, or after closing the modal with Escape); --calls (also count every function's calls, by
// module: which code ran often enough to be compiled; that visit's heap is not the bench's);
// --save (write each snapshot to results/heap/<app>.heapsnapshot, for DevTools' Memory tab).
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { SourceMap } from 'node:module'
import { parseArgs } from 'node:util'
import { build } from 'vite'
import { type Anvil, startAnvil } from '../devnet/anvil.js'
import { launchBenchBrowser, requireChromium } from './browser.js'
import { type HeapBreakdown, heapBreakdown, type ScriptFacts } from './heap-snapshot.js'
import { type HeapVisit, type Moment, moments, type ScriptCalls, visitForHeap } from './heap-visit.js'
import { type Library, libraries } from './libraries.js'
import { appDir, resultsDir } from './paths.js'
import { serveBuild } from './serve.js'

const heapDistDir = (id: string) => `${resultsDir}heap/dist/${id}`

/** Builds an app with the bench's own config, plus hidden source maps (the code is the same). */
async function buildWithMaps(library: Library): Promise<void> {
  await build({
    configFile: `${appDir(library.id)}/vite.config.ts`,
    build: { outDir: heapDistDir(library.id), sourcemap: 'hidden' },
  })
}

/** A source map's path as a row: a package's name, or a path in this repository. */
function moduleLabel(source: string): string {
  const at = source.lastIndexOf('node_modules/')
  if (at === -1) return source.replace(/^(\.\.\/)+/, '')
  const [scope = '', name = ''] = source.slice(at + 'node_modules/'.length).split('/')
  return scope.startsWith('@') ? `${scope}/${name}` : scope
}

/** Where a built script's code comes from: its module, original file and line (1-based), that line's text. */
type Place = { module: string; file: string; line: number; text: string }

/** An offset in a built script → where it comes from, by the script's source map (Node's reader). */
function placesOf(text: string, map: SourceMap): (offset: number) => Place | undefined {
  const lineStarts = [0]
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) lineStarts.push(at + 1)
  const { sources, sourcesContent = [] } = map.payload
  return (offset) => {
    let line = lineStarts.length - 1
    while (line > 0 && (lineStarts[line] as number) > offset) line--
    // `{}` before the first mapping; Node 20's types promise the fields anyway.
    const { originalSource, originalLine } = map.findEntry(line, offset - (lineStarts[line] as number)) as {
      originalSource?: string
      originalLine?: number
    }
    if (!originalSource || originalLine === undefined) return undefined
    const content = sourcesContent[sources.indexOf(originalSource)] ?? ''
    const lineText = content.split('\n', originalLine + 1)[originalLine] ?? ''
    const file = originalSource.slice(originalSource.lastIndexOf('/') + 1)
    return { module: moduleLabel(originalSource), file, line: originalLine + 1, text: lineText.trim() }
  }
}

/**
 * What the breakdown needs of an app's built scripts (their lengths and where their code comes from),
 * and `place` for the calls' table: the original line a function starts on.
 */
function builtScripts(
  library: Library,
): ScriptFacts & { place(path: string, offset: number): Place | undefined } {
  const text = (path: string) => {
    const file = `${heapDistDir(library.id)}${path}`
    return existsSync(file) ? readFileSync(file, 'utf8') : undefined
  }
  const places = new Map<string, ((offset: number) => Place | undefined) | undefined>()
  const place = (path: string, offset: number) => {
    if (!places.has(path)) {
      const [code, map] = [text(path), text(`${path}.map`)]
      places.set(path, code && map ? placesOf(code, new SourceMap(JSON.parse(map))) : undefined)
    }
    return places.get(path)?.(offset)
  }
  return { chars: (path) => text(path)?.length, origin: (path, offset) => place(path, offset)?.module, place }
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1)
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(3)

/** Markdown rows `key → kB` of the apps side by side, biggest difference (first app − second) first. */
function sideBySide(
  title: string,
  ids: readonly string[],
  tables: Map<string, number>[],
  limit: number,
): string {
  const difference = (key: string) => (tables[0]?.get(key) ?? 0) - (tables[1]?.get(key) ?? 0)
  const keys = [...new Set(tables.flatMap((table) => [...table.keys()]))]
  const rows = keys.sort((a, b) => Math.abs(difference(b)) - Math.abs(difference(a))).slice(0, limit)
  const compared = ids.length > 1
  return [
    `| ${title} | ${ids.map((id) => `${id} kB`).join(' | ')} |${compared ? ' difference kB |' : ''}`,
    `|---|${ids.map(() => '---:').join('|')}|${compared ? '---:|' : ''}`,
    ...rows.map(
      (key) =>
        `| ${key.replaceAll('|', '\\|')} | ${tables.map((table) => kb(table.get(key) ?? 0)).join(' | ')} |${compared ? ` ${kb(difference(key))} |` : ''}`,
    ),
  ].join('\n')
}

/**
 * A function called this often has had its feedback vector allocated, and so gets baseline machine code
 * (V8's `--invocation-count-for-feedback-allocation`): the heap's InstructionStream is mostly these.
 */
const HOT_CALLS = 8

/**
 * The calls V8 counted, by module (calls, functions that ran, functions called at least HOT_CALLS
 * times), and the most called functions.
 */
function printCalls(id: string, counted: ScriptCalls[], scripts: ReturnType<typeof builtScripts>): void {
  const byModule = new Map<string, { calls: number; functions: number; hot: number }>()
  const functions: { label: string; calls: number }[] = []
  for (const script of counted) {
    const path = URL.canParse(script.url) ? new URL(script.url).pathname : ''
    if (!path.startsWith('/assets/')) continue
    for (const { functionName, ranges } of script.functions) {
      const range = ranges[0]
      if (!range?.count) continue
      const place = scripts.place(path, range.startOffset)
      const module = place?.module ?? path
      const row = byModule.get(module) ?? { calls: 0, functions: 0, hot: 0 }
      byModule.set(module, {
        calls: row.calls + range.count,
        functions: row.functions + 1,
        hot: row.hot + (range.count >= HOT_CALLS ? 1 : 0),
      })
      // Minified names say little: the original line the function starts on says what it is.
      const label = place
        ? `${module} ${place.file}:${place.line} ${place.text.slice(0, 80)}`
        : `${path} ${functionName || '(anonymous)'}@${range.startOffset}`
      functions.push({ label, calls: range.count })
    }
  }
  const hot = [...byModule.values()].reduce((sum, row) => sum + row.hot, 0)
  console.log(
    `\n${id}: calls by module (calls, functions that ran, of them called ${HOT_CALLS}+ times: ${hot} in all)`,
  )
  for (const [module, row] of [...byModule].sort((a, b) => b[1].hot - a[1].hot).slice(0, 40))
    console.log(
      `${String(row.calls).padStart(8)} ${String(row.functions).padStart(5)} ${String(row.hot).padStart(5)}  ${module}`,
    )
  console.log(`\n${id}: most called functions`)
  for (const { label, calls } of functions.sort((a, b) => b.calls - a.calls).slice(0, 30))
    console.log(`${String(calls).padStart(8)}  ${label}`)
}

/** Prints the readings, the scripts each app fetched, and the breakdown tables. */
function report(ids: readonly string[], visits: HeapVisit[], breakdowns: HeapBreakdown[]): void {
  const row = (label: string, values: number[]) => `| ${label} | ${values.map(mb).join(' | ')} |`
  console.log(
    [
      `| MB | ${ids.join(' | ')} |`,
      `|---|${ids.map(() => '---:').join('|')}|`,
      row(
        'Runtime.getHeapUsage, before the click',
        visits.map((v) => v.beforeClickBytes),
      ),
      row(
        'Runtime.getHeapUsage (the bench figure)',
        visits.map((v) => v.usedBytes),
      ),
      row(
        'performance.memory',
        visits.map((v) => v.performanceMemoryBytes),
      ),
      row(
        'heap snapshot, V8 objects',
        breakdowns.map((b) => b.totalBytes),
      ),
      row(
        'heap snapshot, outside V8 (Blink, script sources)',
        breakdowns.map((b) => b.outsideBytes),
      ),
    ].join('\n'),
  )
  ids.forEach((id, index) => {
    const { scripts = [] } = visits[index] ?? {}
    console.log(`\n${id}: ${scripts.length} scripts fetched`)
    for (const { path, afterClick } of scripts) {
      const bytes = statSync(`${heapDistDir(id)}${path}`).size
      const perChar = breakdowns[index]?.sourceBytesPerChar.get(path)?.toFixed(2) ?? '?'
      console.log(
        `${kb(bytes).padStart(8)} kB ${path}: source kept at ${perChar} bytes a character${afterClick ? ', fetched after the click' : ''}`,
      )
    }
  })
  const tables = (pick: (breakdown: HeapBreakdown) => Map<string, number>) => breakdowns.map(pick)
  console.log(
    `\n${sideBySide(
      'kind',
      ids,
      tables((b) => b.byKind),
      30,
    )}`,
  )
  console.log(
    `\n${sideBySide(
      'owning script',
      ids,
      tables((b) => b.byScript),
      20,
    )}`,
  )
  console.log(
    `\n${sideBySide(
      'owning module',
      ids,
      tables((b) => b.byModule),
      50,
    )}`,
  )
  console.log(
    `\n${sideBySide(
      'owning module › kind',
      ids,
      tables((b) => b.byModuleAndKind),
      50,
    )}`,
  )
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      only: { type: 'string', default: 'foyer,baseline' },
      'no-build': { type: 'boolean', default: false },
      at: { type: 'string', default: 'open' },
      calls: { type: 'boolean', default: false },
      save: { type: 'boolean', default: false },
    },
  })
  const at = moments.find((moment) => moment === values.at)
  if (!at) throw new Error(`--at takes one of ${moments.join(', ')}, not ${values.at}`)
  const chosen = libraries.filter((library) => values.only.split(',').includes(library.id))
  requireChromium()
  if (!values['no-build']) for (const library of chosen) await buildWithMaps(library)
  const anvils: Anvil[] = [await startAnvil({ chainId: 1 }), await startAnvil({ chainId: 8453 })]
  const browser = await launchBenchBrowser()
  const visits: HeapVisit[] = []
  const breakdowns: HeapBreakdown[] = []
  try {
    const chains = anvils.map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl }))
    for (const library of chosen) {
      const served = await serveBuild(heapDistDir(library.id))
      const visit = await visitForHeap({
        browser,
        library,
        url: served.url,
        chains,
        at: at as Moment,
        calls: values.calls,
      })
      await served.close()
      const scripts = builtScripts(library)
      if (values.save) {
        mkdirSync(`${resultsDir}heap`, { recursive: true })
        writeFileSync(`${resultsDir}heap/${library.id}.heapsnapshot`, visit.json)
      }
      if (values.calls) printCalls(library.id, visit.calls, scripts)
      visits.push(visit)
      breakdowns.push(heapBreakdown(JSON.parse(visit.json), scripts))
    }
  } finally {
    await browser.close()
    await Promise.all(anvils.map((anvil) => anvil.stop()))
  }
  report(
    chosen.map((library) => library.id),
    visits,
    breakdowns,
  )
}

main().catch((error: unknown) => {
  console.error(`heap-profile failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exitCode = 1
})
