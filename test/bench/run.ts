// `npm run bench`: builds the same one-button app with Foyer, AppKit, RainbowKit and nothing but
// react + viem (the baseline), serves each on 127.0.0.1 and measures them in Chromium, interleaved,
// N runs each; prints one table and writes it to results/ as JSON and Markdown.
// Options: --runs N (default 10); --only foyer,appkit (the first listed is the one compared);
// --no-build (reuse results/dist from the previous run); --throttle 1,4 (the default: every app
// measured with the page's CPU as is, then 4 times slower, as on a mid-range phone; one report each);
// --hang-services (every remote request left unanswered); --reading 1000,0 (the default: the click
// 1 s after the network settled, as a visitor reads, then as soon as it settled; one report each).
import { existsSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { parseArgs } from 'node:util'
import type { Browser } from 'playwright-core'
import { type Anvil, startAnvil } from '../devnet/anvil.js'
import { launchBenchBrowser, requireChromium } from './browser.js'
import { buildApp } from './build.js'
import { ensureBenchDependencies, installedVersion } from './deps.js'
import { libraries as allLibraries, type Library } from './libraries.js'
import { measureRun, READING_MS, type RunConditions, type Sample } from './measure-run.js'
import { jsGzipSizes, totalJsGzip } from './measure-size.js'
import { distDir } from './paths.js'
import { type Report, reportMarkdown, writeReport } from './report.js'
import { type ServedBuild, serveBuild } from './serve.js'
import { summariseAll } from './table.js'

/** `conditions`: one set of interleaved runs, and one report, per entry. */
type Options = {
  runs: number
  libraries: readonly Library[]
  build: boolean
  conditions: readonly RunConditions[]
}

function readOptions(): Options {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '10' },
      only: { type: 'string' },
      'no-build': { type: 'boolean', default: false },
      throttle: { type: 'string', default: '1,4' },
      'hang-services': { type: 'boolean', default: false },
      reading: { type: 'string', default: `${READING_MS},0` },
    },
  })
  const readings = values.reading.split(',').map(Number)
  if (readings.some((ms) => !Number.isInteger(ms) || ms < 0))
    throw new Error(`--reading takes waits in whole ms (0 or more), comma-separated, not ${values.reading}`)
  const cpuSlowdowns = values.throttle.split(',').map(Number)
  if (cpuSlowdowns.some((factor) => !Number.isFinite(factor) || factor < 1))
    throw new Error(`--throttle takes slowdown factors of 1 or more, comma-separated, not ${values.throttle}`)
  const runs = Number(values.runs)
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`--runs takes a positive integer, not ${values.runs}`)
  const only = values.only?.split(',')
  const libraries = only ? allLibraries.filter((library) => only.includes(library.id)) : allLibraries
  if (libraries.length === 0)
    throw new Error(`--only matches none of ${allLibraries.map((l) => l.id).join(', ')}`)
  return {
    runs,
    libraries,
    build: !values['no-build'],
    conditions: cpuSlowdowns.flatMap((cpuSlowdown) =>
      readings.map((readingMs) => ({ cpuSlowdown, hangingServices: values['hang-services'], readingMs })),
    ),
  }
}

/** Builds every app, one after the other; with --no-build, checks the previous builds are there. */
async function buildAll({ libraries, build }: Options): Promise<Record<string, number>> {
  const buildMs: Record<string, number> = {}
  for (const library of libraries) {
    if (!build) {
      if (!existsSync(`${distDir(library.id)}/index.html`))
        throw new Error(
          `--no-build: no build of ${library.id} in ${distDir(library.id)}; run without it once`,
        )
      continue
    }
    const ms = await buildApp(library)
    buildMs[library.id] = ms
    console.log(`built ${library.label} in ${(ms / 1000).toFixed(1)} s`)
  }
  return buildMs
}

const shown = (value: number | undefined) => (value === undefined ? 'n/a' : value.toFixed(0))

/** The runs, interleaved (A B C D A B C D …) so a slow spell of the machine falls on every app alike. */
async function measureAll(
  { runs, libraries }: Options,
  conditions: RunConditions,
  browser: Browser,
  servers: readonly ServedBuild[],
  chains: { chainId: number; rpcUrl: string }[],
): Promise<Record<string, Sample[]>> {
  const samples: Record<string, Sample[]> = Object.fromEntries(libraries.map((library) => [library.id, []]))
  const sizes = new Map(libraries.map((library) => [library.id, jsGzipSizes(distDir(library.id))]))
  for (let run = 1; run <= runs; run++) {
    for (const [index, library] of libraries.entries()) {
      const jsSizes = sizes.get(library.id) ?? new Map<string, number>()
      const url = servers[index]?.url ?? ''
      const sample = await measureRun({ browser, library, url, chains, jsSizes, conditions })
      sample.totalJsGzip = totalJsGzip(jsSizes)
      samples[library.id]?.push(sample)
      const failed = sample.errors.length > 0 ? `, failed: ${sample.errors.join('; ')}` : ''
      console.log(
        `${conditionsLabel(conditions)} run ${run}/${runs} ${library.label.padEnd(10)} button ${shown(sample.buttonVisibleMs)} ms, ` +
          `modal ${shown(sample.modalVisibleMs)} ms, frame ${shown(sample.clickFrameMs)} ms, ` +
          `ready ${shown(sample.readyMs)} ms, reconnect ${shown(sample.reconnectMs)} ms${failed}`,
      )
    }
  }
  return samples
}

/** A short tag for the conditions, in progress lines and file names: `cpu1x`, `cpu4x-hanging`. */
const conditionsLabel = ({ cpuSlowdown, hangingServices, readingMs }: RunConditions) =>
  `cpu${cpuSlowdown}x${hangingServices ? '-hanging' : ''}${readingMs === 0 ? '-click-at-idle' : ''}`

type Stack = {
  browser: Browser
  servers: readonly ServedBuild[]
  chains: { chainId: number; rpcUrl: string }[]
}

/** Every app's runs under one set of conditions, as a report (printed and written to results/). */
async function measureUnder(
  options: Options,
  conditions: RunConditions,
  { browser, servers, chains }: Stack,
  buildMs: Record<string, number>,
): Promise<Report> {
  const started = Date.now()
  const load = { start: loadavg()[0] ?? 0, end: 0 }
  const samples = await measureAll(options, conditions, browser, servers, chains)
  load.end = loadavg()[0] ?? 0
  const versions: Record<string, string> = {}
  for (const name of new Set(options.libraries.flatMap((library) => library.packages)))
    versions[name] = installedVersion(name)
  const report: Report = {
    startedAt: new Date(started).toISOString(),
    durationMs: Date.now() - started,
    runs: options.runs,
    environment: {
      node: process.version,
      chromium: browser.version(),
      cpus: cpus().length,
      load,
      conditions,
    },
    versions,
    buildMs,
    summaries: summariseAll(options.libraries, samples),
    samples,
  }
  console.log(`\n${reportMarkdown(options.libraries, report)}`)
  const written = writeReport(options.libraries, report, conditionsLabel(conditions))
  console.log(`Written to ${written.markdown} and ${written.json}`)
  return report
}

/** The libraries with no run that got through; with hanging services only the first must. */
function missingLibraries({ libraries }: Options, report: Report): Library[] {
  // With hanging services a peer that never opens is the finding (the table says n/a and why).
  const required = report.environment.conditions.hangingServices ? libraries.slice(0, 1) : libraries
  return required.filter(({ id, reconnects }) => {
    const figures = report.summaries[id]
    return !figures?.modalVisibleMs || (reconnects && !figures.reconnectMs)
  })
}

async function main(): Promise<void> {
  const options = readOptions()
  requireChromium()
  ensureBenchDependencies()
  const buildMs = await buildAll(options)

  const servers: ServedBuild[] = []
  const anvils: Anvil[] = []
  const browser = await launchBenchBrowser()
  try {
    for (const library of options.libraries) servers.push(await serveBuild(distDir(library.id)))
    // The wallet's chains carry Ethereum's and Base's ids: the apps see it on a network they configured.
    anvils.push(await startAnvil({ chainId: 1 }), await startAnvil({ chainId: 8453 }))
    const chains = anvils.map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl }))
    const missing: string[] = []
    for (const conditions of options.conditions) {
      const report = await measureUnder(options, conditions, { browser, servers, chains }, buildMs)
      for (const library of missingLibraries(options, report))
        missing.push(`${library.label} (${conditionsLabel(conditions)})`)
    }
    if (missing.length > 0) throw new Error(`no run of ${missing.join(', ')} got through (see above)`)
  } finally {
    await browser.close()
    await Promise.all([...servers.map((server) => server.close()), ...anvils.map((anvil) => anvil.stop())])
  }
}

main().catch((error: unknown) => {
  console.error(`npm run bench failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exitCode = 1
})
