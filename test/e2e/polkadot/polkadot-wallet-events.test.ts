import { describe, expect, it } from 'vitest'
import { useDemoInChromium } from '../support/demo-in-chromium.js'
import {
  accountPicker,
  connectPolkadotDevWallet,
  loadPolkadotDemo,
  POLKADOT_DEV_WALLET,
} from './polkadot-demo.js'

/**
 * Polkadot end to end, what the wallet does on its own: the demo in Chromium with its Polkadot dev
 * wallet (an `injectedWeb3` extension holding real keys, in the page) on the demo stack's local chain.
 * The visitor changes the accounts the extension shares, takes the site's access back, or refuses.
 */

const run = useDemoInChromium({ stack: { polkadot: true } })

describe('Polkadot in Chromium when the wallet changes its mind', () => {
  it('the wallet stops sharing the active account: the connection moves to an account it still shares; with none left it ends', async () => {
    const { wallet, accounts } = await connectPolkadotDevWallet(run)
    const { alice, bob, ed25519 } = accounts
    await run.demo.accountButton(alice.short).click()
    await run.demo.dialog.locator('label', { hasText: 'Bob' }).click()
    await run.demo.accountButton(bob.short).waitFor()

    await wallet.removeAccount(bob.address)
    await run.demo.accountButton(alice.short).waitFor()
    expect(await accountPicker(run)).toEqual([
      [`Alice ${alice.short}`, true],
      [`Foyer dev (ed25519) ${ed25519.short}`, false],
    ])

    // A renamed account keeps its place as the active one.
    await wallet.renameAccount(alice.address, 'Alice (savings)')
    await expect
      .poll(() => accountPicker(run))
      .toEqual([
        [`Alice (savings) ${alice.short}`, true],
        [`Foyer dev (ed25519) ${ed25519.short}`, false],
      ])

    await wallet.revoke()
    await run.demo.connectButton.waitFor()
    expect(await run.demo.storedKeys()).not.toContain('foyer:connected-connector:polkadot')
  })

  it("a refused prompt shows 'Connection rejected'; trying again asks again and connects", async () => {
    const { wallet, accounts } = await loadPolkadotDemo(run)
    await wallet.rejectNext()
    await run.demo.connectWith(POLKADOT_DEV_WALLET)
    await run.demo.dialog.getByRole('alert').getByText('Connection rejected').waitFor()
    await run.demo.dialog.getByRole('button', { name: 'Try again' }).click()
    await run.demo.accountButton(accounts.alice.short).waitFor()
    expect(await wallet.prompts()).toEqual([
      { kind: 'enable', answer: 'rejected' },
      { kind: 'enable', answer: 'approved' },
    ])
  })
})
