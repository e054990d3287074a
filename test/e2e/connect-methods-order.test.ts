import { describe, expect, it } from 'vitest'
import { useDemoInChromium } from './support/demo-in-chromium.js'

/**
 * The Connect view's methods in Chromium: email, social, then wallets for a visitor without a browser
 * wallet; wallets first when one is injected or announced (the dev wallet); the site's own order
 * (`connectMethodsOrder`) over both.
 */

const run = useDemoInChromium()

async function methodsShown(query: string): Promise<(string | null)[]> {
  await run.page.goto(`${run.stack.url}?${query}`)
  await run.demo.openConnect()
  await run.demo.dialog.locator('[data-method="email"]').waitFor()
  return run.demo.dialog
    .locator('[data-method]')
    .evaluateAll((sections) => sections.map((section) => section.getAttribute('data-method')))
}

describe('the Connect view orders its methods', () => {
  it('email, social, wallet without a browser wallet', async () => {
    expect(await methodsShown('devWallet=off')).toEqual(['email', 'social', 'wallet'])
  })

  it('wallet first with an announced browser wallet', async () => {
    expect(await methodsShown('')).toEqual(['wallet', 'email', 'social'])
    await run.demo.dialog
      .getByRole('button', { name: /^Foyer Dev Wallet/ })
      .first()
      .waitFor()
  })

  it("the site's own order wins over both", async () => {
    expect(await methodsShown('connectMethodsOrder=social,wallet,email')).toEqual([
      'social',
      'wallet',
      'email',
    ])
    expect(await methodsShown('devWallet=off&connectMethodsOrder=social,wallet,email')).toEqual([
      'social',
      'wallet',
      'email',
    ])
  })
})
