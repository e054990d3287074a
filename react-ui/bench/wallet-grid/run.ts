import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { build, preview } from 'vite'
import { summarise } from '../../../test/bench/stats.js'
import { launchBrowser } from '../../../test/e2e/support/browser.js'
import type { GridFigures } from './page.js'

/**
 * The AllWallets grid's render time with 500 and 5,000 wallets loaded, side by side with a reference
 * grid that renders every tile (no virtualization), in production builds in Chromium. Runs are
 * interleaved (foyer, naive, foyer, …) so both see the same machine state. Prints a table of medians
 * (min–max) and writes it as JSON and Markdown under test/bench/results/.
 *
 * @example
 * npm run bench:wallet-grid -- --runs 7
 */

const here = fileURLToPath(new URL('.', import.meta.url))
const resultsDir = fileURLToPath(new URL('../../../test/bench/results/', import.meta.url))
const runsArg = process.argv.indexOf('--runs')
const runs = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 5
const sizes = [500, 5000] as const
const implementations = ['foyer', 'naive'] as const
const metrics = ['mountMs', 'appendMs', 'scrollMs', 'longestFrameMs', 'domNodes', 'tileButtons'] as const

type Implementation = (typeof implementations)[number]
type Samples = Record<string, number[]>

const median = (values: readonly number[]) => summarise(values)?.median ?? Number.NaN
const round = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(1))

async function main(): Promise<void> {
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive integer, got ${runs}`)
  const outDir = await mkdtemp(join(tmpdir(), 'foyer-grid-bench-'))
  console.info('building the benchmark page (production)…')
  await build({
    root: here,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, emptyOutDir: true },
  })
  const server = await preview({
    root: here,
    logLevel: 'warn',
    build: { outDir },
    preview: { host: '127.0.0.1', port: 0 },
  })
  const address = server.resolvedUrls?.local[0]
  if (!address) throw new Error('the preview server did not report its address')
  const browser = await launchBrowser()
  const samples: Record<string, Samples> = {}
  try {
    for (let run = 1; run <= runs; run++) {
      for (const count of sizes) {
        for (const implementation of implementations) {
          const figures = await measureOnce(browser, `${address}?impl=${implementation}&n=${count}`)
          const key = `${implementation}|${count}`
          const forKey = samples[key] ?? {}
          samples[key] = forKey
          for (const metric of metrics) forKey[metric] = [...(forKey[metric] ?? []), figures[metric]]
        }
      }
      console.info(`run ${run}/${runs} done`)
    }
  } finally {
    await browser.close()
    await new Promise<void>((resolve) => server.httpServer.close(() => resolve()))
    await rm(outDir, { recursive: true, force: true })
  }
  const table = report(samples)
  console.info(`\n${table}`)
  await mkdir(resultsDir, { recursive: true })
  await writeFile(join(resultsDir, 'wallet-grid.json'), `${JSON.stringify({ runs, samples }, null, 2)}\n`)
  await writeFile(join(resultsDir, 'wallet-grid.md'), `${table}\n`)
  console.info(`\nwritten: ${join(resultsDir, 'wallet-grid.{json,md}')}`)
}

async function measureOnce(
  browser: Awaited<ReturnType<typeof launchBrowser>>,
  url: string,
): Promise<GridFigures> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  try {
    const page = await context.newPage()
    await page.goto(url)
    return await page.evaluate(() => (window as unknown as { gridBench: Promise<GridFigures> }).gridBench)
  } finally {
    await context.close()
  }
}

function report(samples: Record<string, Samples>): string {
  const cell = (values: readonly number[] = []) => {
    const summary = summarise(values)
    return summary ? `${round(summary.median)} (${round(summary.min)}–${round(summary.max)})` : 'n/a'
  }
  const lines = [
    `Wallet grid, ${runs} runs each, median (min–max); "naive" renders every tile (the reference)`,
    '',
    '| wallets | metric | Foyer (virtualized) | naive | Foyer / naive |',
    '|---|---|---|---|---|',
  ]
  for (const count of sizes) {
    for (const metric of metrics) {
      const of = (implementation: Implementation) => samples[`${implementation}|${count}`]?.[metric] ?? []
      const ratio = median(of('foyer')) / median(of('naive'))
      lines.push(
        `| ${count} | ${metric} | ${cell(of('foyer'))} | ${cell(of('naive'))} | ${ratio.toFixed(2)} |`,
      )
    }
  }
  return lines.join('\n')
}

await main()
