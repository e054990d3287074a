import { describe, expect, it } from 'vitest'
import { useDemoInChromium } from './support/demo-in-chromium.js'
import { loadDemoWithScriptedWallet, SCRIPTED, SHORT_0 } from './support/scripted-evm-wallet.js'

/**
 * The restricted time zones (SPEC §9: mainland China's), in Chromium told it is in Shanghai: the
 * Account view offers neither Buy crypto nor Swap (the browser's zone read as the page runs), while
 * Send, which the zones do not touch, stays.
 */

const run = useDemoInChromium({ context: { timezoneId: 'Asia/Shanghai' } })

describe('a visitor in a restricted time zone', () => {
  it('is offered neither Buy crypto nor Swap on the Account view; Send stays', async () => {
    await loadDemoWithScriptedWallet(run, {})
    expect(await run.page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(
      'Asia/Shanghai',
    )
    await run.demo.connectWith(SCRIPTED.name)
    await run.demo.accountButton(SHORT_0).click()
    await run.page.getByRole('dialog', { name: 'Account' }).waitFor()
    await run.demo.dialog.getByRole('button', { name: 'Send', exact: true }).waitFor()
    expect(await run.demo.dialog.getByRole('button', { name: 'Swap', exact: true }).count()).toBe(0)
    expect(await run.demo.dialog.getByRole('button', { name: 'Buy crypto' }).count()).toBe(0)
  }, 120_000)
})
