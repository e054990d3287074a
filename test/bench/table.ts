import type { Library } from './libraries.js'
import type { Sample } from './measure-run.js'
import { type Summary, summarise } from './stats.js'

/** A figure of the table: the sample field it reads and how to show it. Lower is better for all. */
type Metric = {
  key: keyof Omit<Sample, 'errors' | 'offHostHosts'>
  label: string
  scale?: number
  digits: number
}

/**
 * The table's rows, in order.
 *
 * @example
 * metrics.map((metric) => metric.label)
 */
export const metrics: readonly Metric[] = [
  { key: 'initialJsGzip', label: 'initial JS, gzip (kB)', scale: 1 / 1000, digits: 1 },
  { key: 'pageJsGzip', label: '… before the button works', scale: 1 / 1000, digits: 1 },
  { key: 'idleJsGzip', label: '… fetched when idle, before the click', scale: 1 / 1000, digits: 1 },
  { key: 'totalJsGzip', label: 'total JS, gzip (kB)', scale: 1 / 1000, digits: 1 },
  { key: 'buttonVisibleMs', label: 'navigation → button visible (ms)', digits: 0 },
  { key: 'modalAppearedMs', label: 'click → modal content first painted (ms)', digits: 0 },
  { key: 'modalVisibleMs', label: 'click → modal content visible, opaque (ms)', digits: 0 },
  { key: 'clickFrameMs', label: 'click → next frame shown (Event Timing, ms)', digits: 0 },
  { key: 'focusMs', label: 'click → focus inside the modal (ms)', digits: 0 },
  { key: 'readyMs', label: 'click → ready for input (ms)', digits: 0 },
  { key: 'blockingMs', label: 'blocking time, 2 s after the click (ms)', digits: 0 },
  { key: 'longTasksAfterClick', label: 'long tasks, 2 s after the click', digits: 0 },
  { key: 'heapMb', label: 'JS heap after opening (MB)', digits: 2 },
  { key: 'offHostRequests', label: 'off-host requests before click', digits: 0 },
  { key: 'offHostFailed', label: '… of which failed (offline)', digits: 0 },
  { key: 'offHostLongestMs', label: '… longest to settle (ms)', digits: 0 },
  { key: 'offHostSockets', label: 'off-host WebSockets before click', digits: 0 },
  { key: 'offHostWholeVisit', label: 'off-host requests, whole visit', digits: 0 },
  { key: 'reconnectMs', label: 'reload → connected again (ms)', digits: 0 },
]

/**
 * Every figure of every library, summarised.
 *
 * @example
 * const report = summariseAll(libraries, samples)
 */
export type Summaries = Record<string, Partial<Record<Metric['key'], Summary>>>

/** Summarises each library's samples, figure by figure. */
export function summariseAll(libraries: readonly Library[], samples: Record<string, Sample[]>): Summaries {
  const summaries: Summaries = {}
  for (const library of libraries) {
    const runs = samples[library.id] ?? []
    const figures: Summaries[string] = {}
    for (const metric of metrics) {
      const summary = summarise(runs.map((sample) => sample[metric.key]))
      if (summary) figures[metric.key] = summary
    }
    summaries[library.id] = figures
  }
  return summaries
}

const format = (value: number, metric: Metric) => (value * (metric.scale ?? 1)).toFixed(metric.digits)

function cell(summary: Summary | undefined, metric: Metric): string {
  if (!summary) return 'n/a'
  if (summary.min === summary.max) return format(summary.median, metric)
  return `${format(summary.median, metric)} (${format(summary.min, metric)}–${format(summary.max, metric)})`
}

/** Foyer's median divided by the peer's: below 1 means Foyer is smaller or faster. */
function ratio(foyer: Summary | undefined, peer: Summary | undefined): string {
  if (!foyer || !peer) return 'n/a'
  if (peer.median === 0) return foyer.median === 0 ? '=' : '∞'
  return `${(foyer.median / peer.median).toFixed(2)}×`
}

/**
 * The results as one Markdown table: a row per figure, "median (min–max)" per library, then Foyer's
 * median over each other library's. The first library is the one compared (Foyer).
 *
 * @example
 * console.log(markdownTable(libraries, summariseAll(libraries, samples)))
 */
export function markdownTable(libraries: readonly Library[], summaries: Summaries): string {
  const [subject, ...others] = libraries
  if (!subject) return ''
  const header = [
    'figure',
    ...libraries.map((library) => library.label),
    ...others.map((other) => `${subject.label} ÷ ${other.label}`),
  ]
  const rows = metrics.map((metric) => {
    const own = summaries[subject.id]?.[metric.key]
    return [
      metric.label,
      ...libraries.map((library) => cell(summaries[library.id]?.[metric.key], metric)),
      ...others.map((other) => ratio(own, summaries[other.id]?.[metric.key])),
    ]
  })
  const widths = header.map((_, column) =>
    Math.max(...[header, ...rows].map((row) => (row[column] ?? '').length)),
  )
  const line = (row: string[]) =>
    `| ${row.map((text, column) => text.padEnd(widths[column] ?? 0)).join(' | ')} |`
  const rule = `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`
  return [line(header), rule, ...rows.map(line)].join('\n')
}
