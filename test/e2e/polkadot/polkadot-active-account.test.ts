import { describe, expect, it } from 'vitest'
import { useDemoInChromium } from '../support/demo-in-chromium.js'
import { accountPicker, connectPolkadotDevWallet } from './polkadot-demo.js'

/**
 * The Polkadot account the visitor picked, across reloads: extensions share a list of accounts with none
 * active, so Foyer keeps the pick (with its wallet) and a reload brings it back without a prompt, for as
 * long as the wallet still shares it; after that the wallet's first account, with no error. The dev
 * wallet remembers for the tab that it let the site in and which accounts the visitor stopped sharing.
 */

const run = useDemoInChromium({ stack: { polkadot: true } })

describe('the Polkadot account the visitor picked, after a reload', () => {
  it('Bob picked stays active through a reload, without a prompt; once the wallet stops sharing him, a reload gives Alice, with no error', async () => {
    const { wallet, accounts } = await connectPolkadotDevWallet(run)
    const { alice, bob, ed25519 } = accounts
    await run.demo.accountButton(alice.short).click()
    // Picked with the keyboard, as a visitor does in a radio group.
    await run.demo.dialog.getByRole('radio', { name: `Bob ${bob.short}` }).focus()
    await run.page.keyboard.press('Space')
    await run.demo.accountButton(bob.short).waitFor()

    await run.page.reload()
    await run.demo.accountButton(bob.short).waitFor()
    expect(await wallet.prompts(), 'no prompt after the reload').toEqual([])
    await run.demo.accountButton(bob.short).click()
    expect(await accountPicker(run)).toEqual([
      [`Alice ${alice.short}`, false],
      [`Bob ${bob.short}`, true],
      [`Foyer dev (ed25519) ${ed25519.short}`, false],
    ])

    // The visitor stops sharing Bob in the wallet: the connection moves on to Alice, and stays there.
    await wallet.removeAccount(bob.address)
    await run.demo.accountButton(alice.short).waitFor()
    await run.page.reload()
    await run.demo.accountButton(alice.short).waitFor()
    expect(await wallet.prompts(), 'no prompt after the reload').toEqual([])
    await run.demo.accountButton(alice.short).click()
    expect(await accountPicker(run)).toEqual([
      [`Alice ${alice.short}`, true],
      [`Foyer dev (ed25519) ${ed25519.short}`, false],
    ])
    expect(await run.demo.dialog.getByRole('alert').count(), 'no error shows').toBe(0)
    expect(await run.demo.connectButton.count(), 'still connected').toBe(0)
  })
})
