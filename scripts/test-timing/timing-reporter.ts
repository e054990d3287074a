import { relative } from 'node:path'
import type { Reporter, TestModule } from 'vitest/node'
import { type FileTiming, timingSummary } from './timing-summary.js'

/**
 * Prints, after vitest's own summary, the ten slowest test files and each project's time (see
 * `timingSummary`). A file's time is everything vitest spent on it: preparing, the environment,
 * importing, setup files, and its tests and hooks.
 */
export default class TimingReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const timings: FileTiming[] = testModules.map((module) => {
      const d = module.diagnostic()
      return {
        project: module.project.name,
        file: relative(process.cwd(), module.moduleId),
        milliseconds:
          d.prepareDuration + d.environmentSetupDuration + d.collectDuration + d.setupDuration + d.duration,
      }
    })
    const lines = timingSummary(timings)
    if (lines.length) process.stdout.write(`\n${lines.join('\n')}\n`)
  }
}
