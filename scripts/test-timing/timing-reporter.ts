import { relative } from 'node:path'
import type { Reporter, TestModule } from 'vitest/node'
import { type FileTiming, nearDeadlines, type TestTiming, timingSummary } from './timing-summary.js'

/**
 * Prints, after vitest's own summary, the ten slowest test files, each project's time, and the tests
 * that took more than a fifth of their deadline (see `timingSummary` and `nearDeadlines`). A file's
 * time is everything vitest spent on it: preparing, the environment, importing, setup files, and its
 * tests and hooks.
 */
export default class TimingReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const files: FileTiming[] = []
    const tests: TestTiming[] = []
    for (const module of testModules) {
      const d = module.diagnostic()
      const file = relative(process.cwd(), module.moduleId)
      files.push({
        project: module.project.name,
        file,
        milliseconds:
          d.prepareDuration + d.environmentSetupDuration + d.collectDuration + d.setupDuration + d.duration,
      })
      for (const test of module.children.allTests()) {
        const diagnostic = test.diagnostic()
        if (!diagnostic) continue
        const timeout = test.options.timeout ?? module.project.config.testTimeout
        tests.push({ file, name: test.fullName, milliseconds: diagnostic.duration, timeout })
      }
    }
    const lines = [...timingSummary(files), ...nearDeadlines(tests)]
    if (lines.length) process.stdout.write(`\n${lines.join('\n')}\n`)
  }
}
