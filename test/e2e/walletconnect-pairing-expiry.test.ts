import { describe, expect, it } from 'vitest'
import { useDemoInChromium } from './support/demo-in-chromium.js'

/**
 * The WalletConnect pairing's lifetime in Chromium, on the page's clock: a QR code's URI lives 4 min
 * and counts as expired with less than 10 s left, when the view shows a fresh one without being asked.
 */

const run = useDemoInChromium()

const LIFETIME_MS = 4 * 60_000
const MARGIN_MS = 10_000

/** Moves the page's clock by `ms`, a second at a time, letting the page's sockets answer in between. */
async function advance(ms: number): Promise<void> {
  for (let left = ms; left > 0; left -= 1_000) {
    await run.page.clock.runFor(Math.min(1_000, left))
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

describe('the WalletConnect QR code', () => {
  it('is replaced by a fresh one when under 10 s of its 4 min are left, not before', async () => {
    await run.page.clock.install()
    await run.page.goto(`${run.stack.url}?devWallet=off`)
    await run.demo.openConnect()
    await run.demo.chooseWallet('WalletConnect')
    const qr = run.demo.dialog.getByTestId('walletconnect-qr')
    await qr.waitFor()
    const first = await qr.getAttribute('data-uri')
    expect(first).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    // The URI was made just before it showed: count its 4 min from here, the clock stopped a second on.
    const shownAt = await run.page.evaluate(() => Date.now())
    await run.page.clock.pauseAt(shownAt + 1_000)

    // Until 10 s before its 4 min are up the same code stays (2 s of slack for when exactly it was made).
    // The clock moves a second at a time, the real relay socket answering its heartbeats in between (a
    // jump of minutes would read as a dead relay).
    await advance(LIFETIME_MS - MARGIN_MS - 1_000 - 2_000)
    expect(await qr.getAttribute('data-uri')).toBe(first)
    // Then a fresh one replaces it, with its own 4 min.
    await advance(4_000)
    await expect.poll(() => qr.getAttribute('data-uri'), { timeout: 20_000 }).not.toBe(first)
    expect(await qr.getAttribute('data-uri')).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  })
})
