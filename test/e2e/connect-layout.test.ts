import type { Locator } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { expectAccessible } from './support/axe.js'
import { useDemoInChromium } from './support/demo-in-chromium.js'
import { PHONE_VIEWPORT } from './support/layout.js'
import { loadDemoWithScriptedWallet, SCRIPTED, SHORT_0 } from './support/scripted-evm-wallet.js'

/**
 * The Connect view's wallet rows in Chromium: a wallet the visitor used before carries its namespace,
 * Recent and Installed badges, and its name still shows whole (the badges go under it), on a desktop
 * and on a phone.
 */

const run = useDemoInChromium()

/** How much of the name's text its box cuts off, in CSS pixels (0 when it shows whole). */
const cutOff = (name: Locator) => name.evaluate((element) => element.scrollWidth - element.clientWidth)

describe("the Connect view's wallet rows in Chromium", () => {
  it('a recent wallet shows its whole name over its badges, on a desktop and on a phone', async () => {
    await loadDemoWithScriptedWallet(run)
    await run.demo.connectWith(SCRIPTED.name)
    await run.demo.accountButton(SHORT_0).click()
    await run.demo.dialog.getByRole('button', { name: 'Disconnect' }).click()
    await run.demo.connectButton.waitFor()

    await run.demo.openConnect()
    const row = run.demo.dialog.getByRole('button', { name: new RegExp(`^${SCRIPTED.name} .*Recent`) })
    const name = row.locator('.foyer-wallet-name')
    expect(await cutOff(name)).toBeLessThanOrEqual(1)
    const desktop = run.page.viewportSize()
    await run.page.setViewportSize(PHONE_VIEWPORT)
    expect(await cutOff(name)).toBeLessThanOrEqual(1)
    if (desktop) await run.page.setViewportSize(desktop)
    await expectAccessible(run.page, 'Connect, with a recent wallet')
  })
})
