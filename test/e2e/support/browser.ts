import { existsSync } from 'node:fs'
import { type Browser, chromium } from 'playwright-core'

/** Debian's Chromium; `scripts/require-chromium.mjs` installs it or says how. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/**
 * Fails with a clear message when Chromium is missing: browser tests and benchmarks never skip silently.
 *
 * @example
 * requireChromium() // before installing or building anything
 */
export function requireChromium(): void {
  if (existsSync(chromiumPath)) return
  throw new Error(
    `Chromium not found at ${chromiumPath}: run 'apt-get install chromium' or set CHROMIUM_PATH`,
  )
}

/**
 * Launches headless Chromium (a fresh temporary profile, removed by playwright on close) with the flags
 * this offline machine needs: no background networking, no component updates. `extraArgs` adds flags
 * (the benchmark exposes `gc()`). Fails with a clear message when Chromium is missing.
 *
 * @example
 * const browser = await launchBrowser()
 * const page = await browser.newPage()
 * await browser.close()
 */
export async function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  requireChromium()
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
      ...extraArgs,
    ],
  })
}
