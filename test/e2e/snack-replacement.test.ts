import { describe, expect, it } from 'vitest'
import { useDemoInChromium } from './support/demo-in-chromium.js'

/**
 * The modal's snackbar in Chromium, on the page's clock: a new message while one shows closes the old
 * one at once and shows the new one 150 ms later, then closes it after its 3 s.
 */

const run = useDemoInChromium()

type Snack = { message: string; variant: 'success' | 'info' }
const show = (snack: Snack) =>
  run.page.evaluate((message) => {
    ;(window as unknown as { foyer: { showSnack(snack: Snack): void } }).foyer.showSnack(message)
  }, snack)

describe('the snackbar', () => {
  it('replaces a message 150 ms after closing the one shown, and closes it after 3 s', async () => {
    await run.page.clock.install()
    await run.page.goto(`${run.stack.url}?devWallet=off`)
    await run.demo.openConnect()
    await run.page.clock.pauseAt(Date.now() + 60_000)
    const region = run.demo.dialog.getByRole('status')
    const shown = () => region.locator('.foyer-snackbar-message').allTextContents()

    await show({ message: 'Address copied', variant: 'success' })
    await expect.poll(shown).toEqual(['Address copied'])
    await show({ message: 'Network switched', variant: 'info' })
    // The old message closes at once.
    await expect.poll(shown).toEqual([])
    await run.page.clock.runFor(149)
    expect(await shown(), '149 ms later: still nothing').toEqual([])
    await run.page.clock.runFor(1)
    await expect.poll(shown).toEqual(['Network switched'])
    await run.page.clock.runFor(2_999)
    expect(await shown()).toEqual(['Network switched'])
    await run.page.clock.runFor(1)
    await expect.poll(shown).toEqual([])
  })
})
