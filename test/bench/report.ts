import { mkdirSync, writeFileSync } from 'node:fs'
import type { Library } from './libraries.js'
import type { RunConditions, Sample } from './measure-run.js'
import { resultsDir } from './paths.js'
import { markdownTable, type Summaries } from './table.js'

/**
 * Everything a bench run found, as written to results/*.json.
 *
 * @example
 * writeReport(report) // { json: '…/results/bench-2026-….json', markdown: '…/results/bench-2026-….md' }
 */
export type Report = {
  startedAt: string
  durationMs: number
  runs: number
  /** `load`: the 1-minute load average before and after the runs; above `cpus`, timings are noisier. */
  environment: {
    node: string
    chromium: string
    cpus: number
    load: { start: number; end: number }
    conditions: RunConditions
  }
  versions: Record<string, string>
  buildMs: Record<string, number>
  summaries: Summaries
  samples: Record<string, Sample[]>
}

/** Off-host hosts and failed steps per library: what the table's numbers do not say. */
function notes(libraries: readonly Library[], report: Report): string[] {
  const lines: string[] = []
  for (const library of libraries) {
    const samples = report.samples[library.id] ?? []
    const hosts = [...new Set(samples.flatMap((sample) => sample.offHostHosts ?? []))].sort()
    lines.push(`- ${library.label}: hosts asked before the click: ${hosts.join(', ') || 'none'}`)
    const errors = new Map<string, number>()
    for (const error of samples.flatMap((sample) => sample.errors))
      errors.set(error, (errors.get(error) ?? 0) + 1)
    for (const [error, count] of errors) lines.push(`  - failed in ${count}/${samples.length} runs: ${error}`)
  }
  return lines
}

function conditionsText({ cpuSlowdown, hangingServices, readingMs }: RunConditions): string {
  const cpu = cpuSlowdown > 1 ? `CPU throttled ${cpuSlowdown}×` : 'CPU not throttled'
  const services = hangingServices
    ? 'every remote service hangs (never answers)'
    : 'remote services as the machine reaches them'
  const click =
    readingMs > 0
      ? `the click ${readingMs} ms after the network settled`
      : 'the click as soon as the network settled'
  return `${cpu}; ${services}; ${click}`
}

/**
 * The report as Markdown: the table, then versions, environment and notes.
 *
 * @example
 * console.log(reportMarkdown(libraries, report))
 */
export function reportMarkdown(libraries: readonly Library[], report: Report): string {
  const { environment } = report
  return [
    `# Foyer bench, ${report.startedAt}`,
    '',
    `${report.runs} interleaved runs per library; "median (min–max)"; ratios are Foyer's median over the other's (below 1: Foyer is smaller or faster).`,
    `Conditions: ${conditionsText(environment.conditions)}.`,
    '',
    markdownTable(libraries, report.summaries),
    '',
    `Versions: ${Object.entries(report.versions)
      .map(([name, version]) => `${name} ${version}`)
      .join(', ')}.`,
    `Environment: Node ${environment.node}, Chromium ${environment.chromium}, ${environment.cpus} CPUs, load average ${environment.load.start.toFixed(1)} before the runs and ${environment.load.end.toFixed(1)} after; whole run ${(report.durationMs / 1000).toFixed(0)} s.`,
    '',
    ...notes(libraries, report),
    '',
  ].join('\n')
}

/**
 * Writes the report as JSON and Markdown under test/bench/results/ (git-ignored), named by start time
 * and the conditions' tag.
 *
 * @example
 * const { markdown } = writeReport(libraries, report, 'cpu4x')
 */
export function writeReport(
  libraries: readonly Library[],
  report: Report,
  tag: string,
): { json: string; markdown: string } {
  mkdirSync(resultsDir, { recursive: true })
  const name = `bench-${report.startedAt.replace(/[:.]/g, '-')}-${tag}`
  const json = `${resultsDir}${name}.json`
  const markdown = `${resultsDir}${name}.md`
  writeFileSync(json, `${JSON.stringify(report, null, 2)}\n`)
  writeFileSync(markdown, reportMarkdown(libraries, report))
  return { json, markdown }
}
