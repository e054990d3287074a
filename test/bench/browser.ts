import { existsSync } from 'node:fs'
import { type Browser, chromium } from 'playwright-core'

/** Debian's Chromium, unless `CHROMIUM_PATH` names another. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/**
 * Stops the bench, before anything is installed or built, when Chromium is missing: a benchmark that
 * skips its browser would have nothing to report.
 *
 * @example
 * requireChromium()
 */
export function requireChromium(): void {
  if (existsSync(chromiumPath)) return
  throw new Error(
    `Chromium not found at ${chromiumPath}: install it (sudo apt-get install chromium) or set CHROMIUM_PATH.`,
  )
}

/**
 * Headless Chromium with the flags this offline machine needs (STACK.md), `gc()` exposed to pages so
 * the heap is read after a full collection, and precise `performance.memory`. Every run opens its own
 * context (an empty profile: no cache, no storage).
 *
 * @example
 * const browser = await launchBenchBrowser()
 */
export function launchBenchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
      '--js-flags=--expose-gc',
      '--enable-precise-memory-info',
    ],
  })
}
