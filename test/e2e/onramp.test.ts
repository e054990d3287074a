import { createPublicClient, erc20Abi, http, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { FUSD_ADDRESS } from '../devnet/evm-tokens.js'
import { ANVIL_ADDRESS_0 } from '../devnet/local-networks.js'
import { expectAccessible } from './support/axe.js'
import { useDemoInChromium } from './support/demo-in-chromium.js'
import { loadDemoWithScriptedWallet, SCRIPTED, SHORT_0 } from './support/scripted-evm-wallet.js'

/**
 * Buying crypto end to end: the demo in Chromium with a scripted EIP-6963 wallet on anvil, the local
 * API's onramp and the stack's card provider on its own origin. The visitor opens Buy crypto from the
 * Account view, types 50 (USD; FUSD stands in for USDC on the devnets), sees the quote in words,
 * presses Buy: the provider's page opens in a popup, "Pay" sends the FUSD on the chain, the popup
 * closes and the view follows the purchase in the history until it arrived. With the API's onramp
 * routes failing, the SPEC §8 fallbacks show as such.
 */

const run = useDemoInChromium()
const fusdOf = (address: `0x${string}`) =>
  createPublicClient({ transport: http(run.stack.devnets[0]?.rpcUrl) }).readContract({
    address: FUSD_ADDRESS,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [address],
  })

const failing = { kind: 'json', status: 500, body: { error: 'down' } } as const
const form = () => run.demo.dialog.locator('form.foyer-onramp')
const quote = () => form().getByTestId('onramp-quote')

/** Connects the scripted wallet and opens Buy crypto from the Account view. */
async function openBuy() {
  await loadDemoWithScriptedWallet(run)
  await run.demo.connectWith(SCRIPTED.name)
  await run.demo.accountButton(SHORT_0).click()
  await run.page.getByRole('dialog', { name: 'Account' }).waitFor()
  await run.demo.dialog.getByRole('button', { name: 'Buy crypto' }).click()
  await run.page.getByRole('dialog', { name: 'Buy crypto' }).waitFor()
  await form().getByLabel('You pay').waitFor()
}

describe('Buy crypto in Chromium', () => {
  it('buys 50 USD of FUSD at meld: quote, the provider in a popup, Pay, the FUSD arrives', async () => {
    run.stack.api.reset()
    await openBuy()
    expect(await form().getByLabel('You buy').inputValue()).toBe('FUSD')
    expect(await form().getByLabel('Payment currency').inputValue()).toBe('USD')
    await form().getByLabel('You pay').fill('5')
    await expect.poll(() => quote().textContent()).toBe('The least you can pay by card is 10.00 USD')
    await form().getByLabel('You pay').fill('50')
    // meld's 1.25 % rounded up to the cent and the 0.10 network fee (the local API's pricing).
    await expect
      .poll(() => quote().textContent(), { timeout: 20_000 })
      .toBe('You pay 50.00 USD · You receive about 49.27 FUSD · fee 0.73 USD (meld)')
    await expectAccessible(run.page, 'Buy crypto, quoted')
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

  it('with the quote route failing: an estimate in the entered amount, said so (SPEC §8)', async () => {
    run.stack.api.reset()
    run.stack.api.setRoute('POST', '/v1/onramp/quote', failing)
    await openBuy()
    await form().getByLabel('You pay').fill('50')
    await expect
      .poll(() => quote().textContent(), { timeout: 20_000 })
      .toBe('You pay 50 USD · estimate: meld shows what you receive and the fee')
    // An estimate may still be bought: the provider's page shows the real amounts.
    expect(await form().getByRole('button', { name: 'Buy with meld' }).isEnabled()).toBe(true)
    run.stack.api.reset()
  })

  it('with the options route failing: the built-in options, said so (SPEC §8)', async () => {
    run.stack.api.reset()
    run.stack.api.setRoute('GET', '/v1/onramp/options', failing)
    await openBuy()
    await form().getByRole('note').filter({ hasText: 'could not be loaded' }).waitFor()
    // The defaults sell USDC and ETH on Ethereum and Polygon: nothing on the local chain.
    await form().getByText('Nothing can be bought on this network').waitFor()
    expect(await form().getByRole('button', { name: 'Buy with meld' }).isDisabled()).toBe(true)
    await expectAccessible(run.page, 'Buy crypto, built-in options')
    run.stack.api.reset()
  })
})
