// `npm run bench`: builds the same one-button app with Foyer, AppKit, RainbowKit and nothing but
// react + viem (the baseline), serves each on 127.0.0.1 and measures them in Chromium, interleaved,
// N runs each; prints one table and writes it to results/ as JSON and Markdown.
// Options: --runs N (default 10); --only foyer,appkit (the first listed is the one compared);
// --no-build (reuse results/dist from the previous run); --throttle N (the page's CPU N times
// slower, as on a phone: 4); --hang-services (every remote request left unanswered).
import { existsSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { parseArgs } from 'node:util'
import type { Browser } from 'playwright-core'
import { type Anvil, startAnvil } from '../devnet/anvil.js'
import { launchBenchBrowser, requireChromium } from './browser.js'
import { buildApp } from './build.js'
import { ensureBenchDependencies, installedVersion } from './deps.js'
import { libraries as allLibraries, type Library } from './libraries.js'
import { measureRun, type RunConditions, type Sample } from './measure-run.js'
import { jsGzipSizes, totalJsGzip } from './measure-size.js'
import { distDir } from './paths.js'
import { type Report, reportMarkdown, writeReport } from './report.js'
import { type ServedBuild, serveBuild } from './serve.js'
import { summariseAll } from './table.js'

type Options = { runs: number; libraries: readonly Library[]; build: boolean; conditions: RunConditions }

function readOptions(): Options {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '10' },
      only: { type: 'string' },
      'no-build': { type: 'boolean', default: false },
      throttle: { type: 'string', default: '1' },
      'hang-services': { type: 'boolean', default: false },
    },
  })
  const cpuSlowdown = Number(values.throttle)
  if (!Number.isFinite(cpuSlowdown) || cpuSlowdown < 1)
    throw new Error(`--throttle takes a slowdown factor of 1 or more, not ${values.throttle}`)
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
    conditions: { cpuSlowdown, hangingServices: values['hang-services'] },
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
  { runs, libraries, conditions }: Options,
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
        `run ${run}/${runs} ${library.label.padEnd(10)} button ${shown(sample.buttonVisibleMs)} ms, ` +
          `modal ${shown(sample.modalVisibleMs)} ms, reconnect ${shown(sample.reconnectMs)} ms${failed}`,
      )
    }
  }
  return samples
}

async function main(): Promise<void> {
  const started = Date.now()
  const options = readOptions()
  requireChromium()
  ensureBenchDependencies()
  const buildMs = await buildAll(options)
  const load = { start: loadavg()[0] ?? 0, end: 0 }

  const servers: ServedBuild[] = []
  const anvils: Anvil[] = []
  const browser = await launchBenchBrowser()
  try {
    for (const library of options.libraries) servers.push(await serveBuild(distDir(library.id)))
    // The wallet's chains carry Ethereum's and Base's ids: the apps see it on a network they configured.
    anvils.push(await startAnvil({ chainId: 1 }), await startAnvil({ chainId: 8453 }))
    const chains = anvils.map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl }))
    const samples = await measureAll(options, browser, servers, chains)
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
        conditions: options.conditions,
      },
      versions,
      buildMs,
      summaries: summariseAll(options.libraries, samples),
      samples,
    }
    console.log(`\n${reportMarkdown(options.libraries, report)}`)
    const written = writeReport(options.libraries, report)
    console.log(`Written to ${written.markdown} and ${written.json}`)
    // With hanging services a peer that never opens is the finding (the table says n/a and why);
    // only the library compared must get through.
    const required = options.conditions.hangingServices ? options.libraries.slice(0, 1) : options.libraries
    const missing = required.filter(({ id, reconnects }) => {
      const figures = report.summaries[id]
      return !figures?.modalVisibleMs || (reconnects && !figures.reconnectMs)
    })
    if (missing.length > 0)
      throw new Error(
        `no run of ${missing.map((library) => library.label).join(', ')} got through (see above)`,
      )
  } finally {
    await browser.close()
    await Promise.all([...servers.map((server) => server.close()), ...anvils.map((anvil) => anvil.stop())])
  }
}

main().catch((error: unknown) => {
  console.error(`npm run bench failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exitCode = 1
})
