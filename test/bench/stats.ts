/**
 * Median, min and max of the values a figure took over the runs (runs where it failed are left out;
 * `n` says how many counted).
 *
 * @example
 * summarise([3, 1, 2]) // { median: 2, min: 1, max: 3, n: 3 }
 */
export type Summary = { median: number; min: number; max: number; n: number }

/** Summarises `values`, or `undefined` when no run produced one. */
export function summarise(values: readonly (number | undefined)[]): Summary | undefined {
  const sorted = values
    .filter((v): v is number => v !== undefined && Number.isFinite(v))
    .sort((a, b) => a - b)
  if (sorted.length === 0) return undefined
  const middle = Math.floor(sorted.length / 2)
  const median =
    sorted.length % 2 === 1
      ? (sorted[middle] as number)
      : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2
  return { median, min: sorted[0] as number, max: sorted[sorted.length - 1] as number, n: sorted.length }
}
