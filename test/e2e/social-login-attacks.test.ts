import { describe, expect, it } from 'vitest'
import { useDemoInChromium } from './support/demo-in-chromium.js'
import { WalletPage } from './support/wallet.page.js'
import './support/demo-window.js'

/**
 * A hostile login frame in Chromium: the demo stack's dev login frame, told by the test to answer the
 * social login's and Farcaster's address calls with addresses Foyer must not open. A `javascript:`
 * address sent to the popup (opened blank, so of the site's origin) would run with the site's rights;
 * inside Telegram the page itself would go there. Foyer refuses it before anything opens it, and the
 * visitor reads why the login did not start.
 */

const run = useDemoInChromium({ context: { viewport: { width: 1280, height: 800 } } })

// What the hostile address would do where it ran (the popup, of the site's origin, or the page):
// mark the site's storage, and replace the document.
const HOSTILE = "javascript:localStorage.setItem('hijacked','1');'<title>hijacked</title>'"

/** The social login machine's state and error, read in the page. */
const socialState = (page = run.page) =>
  page.evaluate(() => {
    const snapshot = window.foyer?.actor.system.get('social')?.getSnapshot()
    return { value: JSON.stringify(snapshot?.value), error: snapshot?.context.error }
  })

async function withFaults<result>(
  faults: Parameters<typeof run.stack.loginFrame.setFaults>[0],
  test: () => Promise<result>,
) {
  run.stack.loginFrame.setFaults(faults)
  try {
    return await test()
  } finally {
    run.stack.loginFrame.setFaults({})
  }
}

describe('a hostile login frame in Chromium', () => {
  it('a javascript: social login page is refused: the popup never goes there, the site’s storage is untouched, and the visitor is told', () =>
    withFaults({ socialRedirectUri: HOSTILE }, async () => {
      await run.page.goto(`${run.stack.url}?devWallet=off`)
      await run.demo.openConnect()
      const button = run.demo.dialog.getByRole('button', { name: 'Continue with GitHub' })
      await button.waitFor()
      const storedBefore = await run.page.evaluate(() => JSON.stringify(Object.entries(localStorage).sort()))
      const opened = run.page.waitForEvent('popup')
      await button.click()
      const popup = await opened
      const navigations: string[] = []
      popup.on('framenavigated', (frame) => navigations.push(frame.url()))

      await run.page
        .getByRole('dialog', { name: 'Social login' })
        .getByText('Failed to initiate social connection')
        .waitFor({ timeout: 30_000 })
      expect(await socialState()).toEqual({
        value: '"failed"',
        error: 'Failed to initiate social connection',
      })
      await expect.poll(() => popup.isClosed(), { message: 'Foyer closes the popup' }).toBe(true)
      expect(navigations).toEqual([])
      expect(await run.page.evaluate(() => localStorage.getItem('hijacked'))).toBeNull()
      // Nothing else of the site's storage moved either, but the social login's own failure.
      const storedAfter = await run.page.evaluate(() => JSON.stringify(Object.entries(localStorage).sort()))
      expect(storedAfter).toBe(storedBefore)
      expect(await run.page.title()).not.toBe('hijacked')
    }))

  it('inside Telegram, a javascript: social login page does not replace the page', () =>
    withFaults({ socialRedirectUri: HOSTILE }, async () => {
      const context = await run.browser.newContext({
        viewport: { width: 390, height: 844 },
        userAgent:
          'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 Telegram-Android/10.6',
      })
      try {
        const page = await context.newPage()
        const demo = new WalletPage(page)
        await page.goto(`${run.stack.url}?devWallet=off`)
        const address = page.url()
        await demo.openConnect()
        await demo.dialog.getByRole('button', { name: 'Continue with GitHub' }).click()
        await expect
          .poll(() => socialState(page), { timeout: 30_000 })
          .toEqual({ value: '"failed"', error: 'Failed to initiate social connection' })
        await page
          .getByRole('dialog', { name: 'Social login' })
          .getByText('Failed to initiate social connection')
          .waitFor()
        expect(page.url()).toBe(address)
        expect(await page.evaluate(() => localStorage.getItem('hijacked'))).toBeNull()
        expect(await page.title()).not.toBe('hijacked')
      } finally {
        await context.close()
      }
    }))

  it('a Farcaster sign-in address on data: is refused: no QR code, no link, and the visitor is told', () =>
    withFaults({ farcasterUri: 'data:text/html,<h1>Sign in to Farcaster</h1>' }, async () => {
      await run.page.goto(`${run.stack.url}?devWallet=off`)
      await run.demo.openConnect()
      await run.demo.dialog.getByRole('button', { name: 'Continue with Farcaster' }).click()
      const view = run.page.getByRole('dialog', { name: 'Farcaster' })
      await view.getByText('Failed to connect to farcaster').waitFor({ timeout: 30_000 })
      expect(
        await run.page.evaluate(() => window.foyer?.actor.system.get('farcaster')?.getSnapshot().context.url),
      ).toBeUndefined()
      expect(await view.getByTestId('farcaster-qr').count()).toBe(0)
      expect(await run.page.locator('a[href^="data:"]').count()).toBe(0)
    }))
})
