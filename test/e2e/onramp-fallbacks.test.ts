import { describe, expect, it } from 'vitest'
import { expectAccessible } from './support/axe.js'
import { buyForm } from './support/buy-form.js'
import { useDemoInChromium } from './support/demo-in-chromium.js'

/**
 * Buying crypto when the local API's onramp routes fail (SPEC §8): a failed quote is an estimate in
 * the entered amount, failed options are the built-in ones, each said so in the Buy view.
 */

const run = useDemoInChromium()
const { form, quote, open: openBuy } = buyForm(run)
const failing = { kind: 'json', status: 500, body: { error: 'down' } } as const

describe('Buy crypto with the onramp API failing', () => {
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
