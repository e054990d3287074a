import type { SerializedError } from 'vitest'
import type { Reporter, TestModule } from 'vitest/node'

/**
 * Prints one plain closing line, `tests: N passed, N failed`, after vitest's own summary, so that
 * tools which read a run's last lines get the counts in a form they understand.
 */
export default class ClosingLineReporter implements Reporter {
  onTestRunEnd(
    testModules: ReadonlyArray<TestModule>,
    unhandledErrors: ReadonlyArray<SerializedError>,
  ): void {
    let passed = 0
    // An unhandled error fails the run even when every test passed: count it, so the line never lies.
    let failed = unhandledErrors.length
    let skipped = 0
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state
        if (state === 'passed') passed++
        else if (state === 'failed') failed++
        else skipped++
      }
      if (module.state() === 'failed' && module.children.size === 0) failed++
    }
    process.stdout.write(
      `\ntests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}\n`,
    )
  }
}
