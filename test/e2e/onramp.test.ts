import { parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { ANVIL_ADDRESS_0 } from '../devnet/local-networks.js'
import { expectAccessible } from './support/axe.js'
import { buyForm } from './support/buy-form.js'
import { useDemoInChromium } from './support/demo-in-chromium.js'

/**
 * Buying crypto end to end: the demo in Chromium with a scripted EIP-6963 wallet on anvil, the local
 * API's onramp and the stack's card provider on its own origin. The visitor opens Buy crypto from the
 * Account view, types 50 (USD; FUSD stands in for USDC on the devnets), sees the quote in words,
 * presses Buy: the provider's page opens in a popup, "Pay" sends the FUSD on the chain, the popup
 * closes and the view follows the purchase in the history until it arrived; a blocked popup leaves a
 * link to a new tab. Paying by bank account instead (chosen with the keyboard) allows more than a
 * card: 8000 USD, quoted and paid by bank. The SPEC §8 fallbacks: onramp-fallbacks.test.ts.
 */

const run = useDemoInChromium()
const { form, quote, open: openBuy, fusdOf } = buyForm(run)

describe('Buy crypto in Chromium', () => {
  it('buys 50 USD of FUSD at meld: quote, the provider in a popup, Pay, the FUSD arrives', async () => {
    run.stack.api.reset()
    await openBuy()
    expect(await form().getByLabel('You buy').inputValue()).toBe('FUSD')
    expect(await form().getByLabel('Payment currency').inputValue()).toBe('USD')
    // The chosen currencies' icons, from the service's currency and token images through the checked
    // image path (SVGs drawn into PNGs, shown from object URLs).
    for (const [kind, path] of [
      ['payment', '/public/getCurrencyImage/USD'],
      ['purchase', '/public/getTokenImage/FUSD'],
    ]) {
      const icon = form().locator(`.foyer-onramp-icon--${kind}`)
      await icon.waitFor()
      expect(await icon.getAttribute('src')).toMatch(/^blob:/)
      await expect.poll(() => icon.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
      expect(run.stack.api.requests.find((request) => request.path === path)?.query).toMatchObject({
        projectId: expect.any(String),
      })
    }
    await form().getByLabel('You pay').fill('5')
    await expect.poll(() => quote().textContent()).toBe('The least you can pay by card is 10.00 USD')
    await form().getByLabel('You pay').fill('50')
    // meld's 1.25 % rounded up to the cent and the 0.10 network fee (the local API's pricing).
    await expect
      .poll(() => quote().textContent(), { timeout: 20_000 })
      .toBe('You pay 50.00 USD · You receive about 49.27 FUSD · fee 0.73 USD (meld)')
    await expectAccessible(run.page, 'Buy crypto, quoted')
    await run.page.emulateMedia({ colorScheme: 'dark' })
    await expectAccessible(run.page, 'Buy crypto, quoted, dark theme')
    await run.page.emulateMedia({ colorScheme: 'light' })
    const before = await fusdOf(ANVIL_ADDRESS_0)

    const popupOpened = run.page.waitForEvent('popup')
    await form().getByRole('button', { name: 'Buy with meld' }).click()
    const popup = await popupOpened
    await popup.getByRole('heading', { name: 'Buy FUSD' }).waitFor({ timeout: 20_000 })
    await run.demo.dialog.getByText(/Complete your purchase in the meld window/).waitFor()
    await popup.getByRole('button', { name: /^Pay/ }).click()
    await popup.getByRole('heading', { name: 'Payment complete' }).waitFor({ timeout: 30_000 })
    expect(await popup.getByRole('status').textContent()).toContain('49.27 FUSD was sent to')
    await popup.close()

    // The history lists it within a poll or two; the view says so.
    await run.demo.dialog
      .getByRole('status')
      .filter({ hasText: '49.27 FUSD arrived in your wallet' })
      .waitFor({ timeout: 30_000 })
    expect((await fusdOf(ANVIL_ADDRESS_0)) - before).toBe(parseUnits('49.27', 18))
    await expectAccessible(run.page, 'Buy crypto, arrived')

    // Activity lists it: the provider's transfer, on top, as a receive of the FUSD bought.
    await run.demo.dialog.getByRole('button', { name: 'Back' }).click()
    await run.demo.dialog.getByRole('tab', { name: 'Activity' }).click()
    const first = run.demo.dialog.getByRole('tabpanel', { name: 'Activity' }).getByRole('listitem').first()
    await expect
      .poll(() => first.locator('.foyer-token-value').textContent(), { timeout: 20_000 })
      .toMatch(/^\+?49\.270 FUSD$/)
    expect(await first.locator('.foyer-token-title').textContent()).toBe('Receive')
  })

  it('buys 8000 USD of FUSD by bank account, above the card’s maximum, the method chosen with the keyboard', async () => {
    run.stack.api.reset()
    await openBuy()
    const card = form().getByRole('radio', { name: 'Card' })
    const bank = form().getByRole('radio', { name: 'Bank account' })
    expect(await form().getByRole('group', { name: 'Payment method' }).isVisible()).toBe(true)
    expect([await card.isChecked(), await bank.isChecked()]).toEqual([true, false])
    await form().getByLabel('You pay').fill('8000')
    await expect.poll(() => quote().textContent()).toBe('The most you can pay by card is 7500.00 USD')
    expect(await form().getByRole('button', { name: 'Buy with meld' }).isDisabled()).toBe(true)
    // The radio group as a keyboard user moves in it: the arrow key chooses the next method.
    await card.focus()
    await run.page.keyboard.press('ArrowDown')
    expect(await bank.isChecked()).toBe(true)
    // meld's 1.25 % and the 0.10 network fee come out of the 8000.00 paid by bank.
    await expect
      .poll(() => quote().textContent(), { timeout: 20_000 })
      .toBe('You pay 8000.00 USD · You receive about 7899.9 FUSD · fee 100.10 USD (meld)')
    // The recorded quote requests: 8000 asked by bank account, never by card (over its maximum).
    const quoted = run.stack.api.requests
      .filter((request) => request.path === '/v1/onramp/quote')
      .map((request) => request.body as { amount?: string; paymentMethod?: string })
    expect(quoted.at(-1)).toMatchObject({ amount: '8000', paymentMethod: 'ach_bank_account' })
    expect(
      quoted.filter(({ amount }) => amount === '8000').map(({ paymentMethod }) => paymentMethod),
    ).toEqual(['ach_bank_account'])
    await expectAccessible(run.page, 'Buy crypto, paid by bank account')
    const before = await fusdOf(ANVIL_ADDRESS_0)

    const popupOpened = run.page.waitForEvent('popup')
    await form().getByRole('button', { name: 'Buy with meld' }).click()
    const popup = await popupOpened
    await popup.getByRole('heading', { name: 'Buy FUSD' }).waitFor({ timeout: 20_000 })
    expect(
      run.stack.api.requests.find((request) => request.path === '/v1/generators/onrampurl')?.body,
    ).toMatchObject({ presetFiatAmount: 8000, paymentMethod: 'ach_bank_account' })
    // The provider asks for the bank account, not a card.
    await popup.getByLabel('Routing number').waitFor()
    expect(await popup.getByLabel('Card number').count()).toBe(0)
    await popup.getByRole('button', { name: 'Pay 8000.00 USD' }).click()
    await popup.getByRole('heading', { name: 'Payment complete' }).waitFor({ timeout: 30_000 })
    await popup.close()
    await run.demo.dialog
      .getByRole('status')
      .filter({ hasText: '7899.9 FUSD arrived in your wallet' })
      .waitFor({ timeout: 30_000 })
    expect((await fusdOf(ANVIL_ADDRESS_0)) - before).toBe(parseUnits('7899.9', 18))
    // A new purchase keeps the method chosen.
    await run.demo.dialog.getByRole('button', { name: 'Buy more' }).click()
    expect(await form().getByRole('radio', { name: 'Bank account' }).isChecked()).toBe(true)
  })

  it('a blocked popup: the page opens from a link in a new tab, and the purchase is followed all the same', async () => {
    run.stack.api.reset()
    await openBuy()
    // The browser blocks the popup: window.open gives nothing, as with a popup blocker.
    await run.page.evaluate(() => {
      window.open = () => null
    })
    await form().getByLabel('You pay').fill('20')
    await expect
      .poll(() => quote().textContent(), { timeout: 20_000 })
      .toBe('You pay 20.00 USD · You receive about 19.65 FUSD · fee 0.35 USD (meld)')
    await form().getByRole('button', { name: 'Buy with meld' }).click()
    const link = run.demo.dialog.getByRole('link', { name: 'Open meld in a new tab' })
    await link.waitFor()
    await expectAccessible(run.page, 'Buy crypto, popup blocked')
    const before = await fusdOf(ANVIL_ADDRESS_0)
    const tabOpened = run.page.context().waitForEvent('page')
    await link.click()
    const tab = await tabOpened
    await tab.getByRole('button', { name: /^Pay/ }).click()
    await tab.getByRole('heading', { name: 'Payment complete' }).waitFor({ timeout: 30_000 })
    await run.demo.dialog
      .getByRole('status')
      .filter({ hasText: '19.65 FUSD arrived in your wallet' })
      .waitFor({ timeout: 30_000 })
    // This purchase, not the one the test above made a few seconds before (listed when Buy was pressed).
    expect((await fusdOf(ANVIL_ADDRESS_0)) - before).toBe(parseUnits('19.65', 18))
  })
})
