import type { BudgetResult } from './budgets.js'
import { moduleLabel } from './entries.js'
import type { BuiltChunk } from './graph.js'
import { gzipSize, kB, type Measurement } from './measure.js'

/**
 * The budget table as text: every measurement, its gzip size, its budget, the margin left and what is
 * counted.
 *
 * @example
 * console.log(formatTable(measurements, checkBudgets(measurements)))
 */
export function formatTable(measurements: readonly Measurement[], results: readonly BudgetResult[]): string {
  const rows = measurements.map((measurement, index) => {
    const result = results[index]
    const budget = result?.budget
    return [
      measurement.name,
      kB(measurement.bytes),
      budget === undefined ? 'none' : kB(budget),
      budget === undefined ? '' : kB(budget - measurement.bytes),
      result?.ok ? 'ok' : 'OVER',
      measurement.counts,
    ]
  })
  const header = ['entry (gzip -9)', 'size', 'budget', 'left', '', 'counted']
  const table = [header, ...rows]
  const widths = header.map((_, column) => Math.max(...table.map((row) => row[column]?.length ?? 0)))
  // Names and notes align left, figures right.
  const pad = (cell: string, column: number) =>
    column === 0 || column === 5 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0)
  return table.map((row) => row.map(pad).join('  ').trimEnd()).join('\n')
}

/** Where a module belongs in a breakdown: its package, or its folder (at most four path segments). */
function groupOf(id: string): string {
  const label = moduleLabel(id)
  if (!id.includes('node_modules/') && label.split('/').length > 4) {
    return label.split('/').slice(0, 4).join('/')
  }
  return label
}

/**
 * What a set of chunks holds beyond `known` modules, by package or source folder, largest first. Each
 * module gets its share of its chunk's gzip size by rendered length: an estimate (gzip works across
 * module boundaries), good for telling what to cut.
 *
 * @example
 * composition(siteInitial, baselineInitial.flatMap((chunk) => chunk.moduleIds)).slice(0, 3)
 * // [{ group: 'viem', bytes: 30_100 }, { group: 'xstate', bytes: 15_600 }, { group: 'qrcode', bytes: 8_700 }]
 */
export function composition(
  chunks: readonly BuiltChunk[],
  known: readonly string[] = [],
): { group: string; bytes: number }[] {
  const skip = new Set(known)
  const groups = new Map<string, number>()
  for (const chunk of chunks) {
    const lengths = Object.values(chunk.renderedLengths)
    const rendered = lengths.reduce((total, length) => total + length, 0)
    if (rendered === 0) continue
    const perByte = gzipSize(chunk) / rendered
    for (const [id, length] of Object.entries(chunk.renderedLengths)) {
      if (skip.has(id)) continue
      const group = groupOf(id)
      groups.set(group, (groups.get(group) ?? 0) + length * perByte)
    }
  }
  return [...groups]
    .map(([group, bytes]) => ({ group, bytes: Math.round(bytes) }))
    .sort((a, b) => b.bytes - a.bytes)
}

/**
 * A breakdown as text lines, `limit` groups at most.
 *
 * @example
 * formatComposition([{ group: 'xstate', bytes: 15_600 }]) // '   15.60 kB  xstate'
 */
export function formatComposition(groups: readonly { group: string; bytes: number }[], limit = 20): string {
  return groups
    .slice(0, limit)
    .map(({ group, bytes }) => `${kB(bytes).padStart(11)}  ${group}`)
    .join('\n')
}
