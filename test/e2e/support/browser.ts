import { existsSync } from 'node:fs'
import { type Browser, chromium } from 'playwright-core'

/** Debian's Chromium; `scripts/require-chromium.mjs` installs it or says how. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/**
 * Launches headless Chromium (a fresh temporary profile, removed by playwright on close) with the flags
 * this offline machine needs: no background networking, no component updates. Fails with a clear
 * message when Chromium is missing: browser tests never skip silently.
 *
 * @example
 * const browser = await launchBrowser()
 * const page = await browser.newPage()
 * await browser.close()
 */
export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `Chromium not found at ${chromiumPath}: run 'apt-get install chromium' or set CHROMIUM_PATH`,
    )
  }
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
    ],
  })
}
