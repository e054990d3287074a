import { relative } from 'node:path'
import type { SerializedError } from 'vitest'
import type { Reporter, TestModule } from 'vitest/node'

/**
 * Prints one plain closing line, `tests: N passed, N failed`, after vitest's own summary, so that
 * tools which read a run's last lines get the counts in a form they understand; before it, the tests
 * that passed only on a retry, by name.
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
    // A test that passed only when run again (projects with `retry`) is named: a flaky test is a bug.
    const flaky: string[] = []
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state
        if (state === 'passed') passed++
        else if (state === 'failed') failed++
        else skipped++
        if (state === 'passed' && test.diagnostic()?.flaky)
          flaky.push(`  ${relative(process.cwd(), test.module.moduleId)} › ${test.fullName}`)
      }
      if (module.state() === 'failed' && module.children.size === 0) failed++
    }
    if (flaky.length) process.stdout.write(`\nPassed only on a retry (flaky, to fix):\n${flaky.join('\n')}\n`)
    const retried = flaky.length ? ` (${flaky.length} only on a retry)` : ''
    process.stdout.write(
      `\ntests: ${passed} passed${retried}, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}\n`,
    )
  }
}
