/** How long one test file took: its project, its path, and its time in milliseconds. */
export type FileTiming = { project: string; file: string; milliseconds: number }

/** The longest a file should take on a quiet 2-core machine: longer ones are marked in the summary. */
export const FILE_BUDGET_MS = 60_000

const seconds = (milliseconds: number) => `${(milliseconds / 1000).toFixed(1)} s`

/**
 * The summary printed at the end of every test run, so each log shows where the time goes: the ten
 * slowest files (import, setup, tests and hooks), each marked when over {@link FILE_BUDGET_MS}, and
 * the time of each project's files added up (files of different projects run side by side, so the
 * run's wall time is less than the sum).
 *
 * @example
 * timingSummary([{ project: 'core', file: 'core/src/a.test.ts', milliseconds: 1200 }])
 * // ['Slowest test files (budget 60.0 s each):', '    1.2 s  core  core/src/a.test.ts', 'Time per project …: core 1.2 s (1 file)']
 */
export function timingSummary(timings: readonly FileTiming[], count = 10): string[] {
  if (timings.length === 0) return []
  const slowest = [...timings].sort((a, b) => b.milliseconds - a.milliseconds).slice(0, count)
  const width = Math.max(...slowest.map(({ project }) => project.length))
  const perProject = new Map<string, { milliseconds: number; files: number }>()
  for (const { project, milliseconds } of timings) {
    const total = perProject.get(project) ?? { milliseconds: 0, files: 0 }
    perProject.set(project, { milliseconds: total.milliseconds + milliseconds, files: total.files + 1 })
  }
  const projects = [...perProject].sort(([, a], [, b]) => b.milliseconds - a.milliseconds)
  return [
    `Slowest test files (budget ${seconds(FILE_BUDGET_MS)} each):`,
    ...slowest.map(
      ({ project, file, milliseconds }) =>
        `${seconds(milliseconds).padStart(9)}  ${project.padEnd(width)}  ${file}${milliseconds > FILE_BUDGET_MS ? '  (over budget)' : ''}`,
    ),
    `Time per project (its files added up): ${projects
      .map(
        ([project, { milliseconds, files }]) =>
          `${project} ${seconds(milliseconds)} (${files} file${files === 1 ? '' : 's'})`,
      )
      .join(' · ')}`,
  ]
}

/** How long one test took, and its deadline (its own `timeout`, or its project's `testTimeout`). */
export type TestTiming = { file: string; name: string; milliseconds: number; timeout: number }

/** A test's deadline is at least this many times its duration, so a busy machine does not fail it. */
export const DEADLINE_MARGIN = 5

/**
 * The tests that took more than a fifth of their deadline in this run, slowest share first (at most
 * `count`): on a quiet machine, each is a deadline to widen; under load, a sign of what load does.
 *
 * @example
 * nearDeadlines([{ file: 'a.test.ts', name: 'walks', milliseconds: 9000, timeout: 30000 }])
 * // ['Tests over a fifth of their deadline:', '    9.0 s of 30.0 s  a.test.ts › walks']
 */
export function nearDeadlines(tests: readonly TestTiming[], count = 10): string[] {
  const near = tests
    .filter(({ milliseconds, timeout }) => milliseconds * DEADLINE_MARGIN > timeout)
    .sort((a, b) => b.milliseconds / b.timeout - a.milliseconds / a.timeout)
  if (near.length === 0) return []
  return [
    `Tests over a fifth of their deadline${near.length > count ? ` (${count} of ${near.length})` : ''}:`,
    ...near
      .slice(0, count)
      .map(
        ({ file, name, milliseconds, timeout }) =>
          `${seconds(milliseconds).padStart(9)} of ${seconds(timeout)}  ${file} › ${name}`,
      ),
  ]
}
