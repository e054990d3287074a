import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type BrowserContext, chromium } from 'playwright-core'

/** Debian's Chromium; `scripts/require-chromium.mjs` installs it or says how. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/**
 * Launches headless Chromium with a fresh profile and the flags this offline machine needs (no
 * background networking, no component updates). Fails with a clear message when Chromium is missing:
 * browser tests never skip silently.
 *
 * @example
 * const browser = await launchBrowser()
 * const page = await browser.newPage()
 * await browser.close()
 */
export async function launchBrowser(): Promise<BrowserContext> {
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `Chromium not found at ${chromiumPath}: run 'apt-get install chromium' or set CHROMIUM_PATH`,
    )
  }
  const profile = mkdtempSync(join(tmpdir(), 'foyer-chromium-'))
  const context = await chromium.launchPersistentContext(profile, {
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
  context.on('close', () => rmSync(profile, { recursive: true, force: true }))
  return context
}
