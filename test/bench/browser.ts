import type { Browser } from 'playwright-core'
import { launchBrowser } from '../e2e/support/browser.js'

export { requireChromium } from '../e2e/support/browser.js'

/**
 * The tests' headless Chromium (STACK.md flags), with `gc()` exposed to pages so the heap is read after
 * a full collection, and precise `performance.memory`. Every run opens its own context (an empty
 * profile: no cache, no storage).
 *
 * @example
 * const browser = await launchBenchBrowser()
 */
export function launchBenchBrowser(): Promise<Browser> {
  return launchBrowser(['--js-flags=--expose-gc', '--enable-precise-memory-info'])
}
