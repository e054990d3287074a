import { stringToU8a } from '@polkadot/util'
import { encodeAddress, signatureVerify } from '@polkadot/util-crypto'
import { describe, expect, it } from 'vitest'
import { verifyPolkadotSignature } from '../../../core/src/siwx/server/polkadot.js'
import { expectAccessible } from '../support/axe.js'
import { useDemoInChromium } from '../support/demo-in-chromium.js'
import { accountPicker, chainBalanceText, connectPolkadotDevWallet } from './polkadot-demo.js'

/**
 * Polkadot end to end: the demo in Chromium with its Polkadot dev wallet (an `injectedWeb3` extension
 * holding real keys, in the page) on the demo stack's local chain (chopsticks running the Rococo Asset
 * Hub runtime). Balances are compared with what the chain holds, signatures checked in Node with
 * Foyer's server verifier and with util-crypto.
 */

const MESSAGE = 'Hello from the Foyer demo'

const run = useDemoInChromium({ stack: { polkadot: true } })

describe('Polkadot in Chromium through the dev wallet extension', () => {
  it("connects with one enable prompt; the Account view offers the wallet's Substrate accounts by name (not its ethereum one), the first active, its balance read from the local chain", async () => {
    const { devnet, wallet, accounts } = await connectPolkadotDevWallet(run)
    const { alice, bob, ed25519 } = accounts
    const balance = await chainBalanceText(devnet, alice.address)
    const button = run.demo.accountButton(alice.short)
    await expect.poll(() => button.textContent()).toContain(balance)
    expect(await run.demo.networkButton.textContent()).toContain('Foyer Devnet (Rococo Asset Hub)')
    expect(await wallet.prompts()).toEqual([{ kind: 'enable', answer: 'approved' }])
    expect((await wallet.requests()).filter((request) => request.method === 'enable')).toHaveLength(1)

    await button.click()
    await run.demo.dialog.getByRole('heading', { name: alice.short }).waitFor()
    expect(await run.demo.dialog.getByRole('heading', { name: alice.short }).getAttribute('title')).toBe(
      alice.address,
    )
    expect(await accountPicker(run)).toEqual([
      [`Alice ${alice.short}`, true],
      [`Bob ${bob.short}`, false],
      [`Foyer dev (ed25519) ${ed25519.short}`, false],
    ])
    await run.demo.dialog.getByRole('button', { name: 'Network: Foyer Devnet (Rococo Asset Hub)' }).waitFor()
    await expectAccessible(run.page, 'Account view with a Polkadot account picker')
  })

  it('the visitor picks the second account with the keyboard: the page, its balance and its signature follow, and the list keeps its order', async () => {
    const { devnet, wallet, accounts } = await connectPolkadotDevWallet(run)
    const { alice, bob } = accounts
    // Bob gets more than the others, so the balance shown is his.
    await devnet.fund(bob.address, 1_234_567_890_123n)
    await run.demo.accountButton(alice.short).click()
    const choices = run.demo.dialog.getByRole('radio')
    await choices.first().focus()
    await run.page.keyboard.press('ArrowDown')
    const button = run.demo.accountButton(bob.short)
    await button.waitFor()
    expect((await accountPicker(run)).map(([, checked]) => checked)).toEqual([false, true, false])
    expect(await run.page.evaluate(() => document.activeElement?.closest('label')?.textContent)).toBe(
      `Bob ${bob.short}`,
    )
    const balance = await chainBalanceText(devnet, bob.address)
    expect(balance).not.toBe(await chainBalanceText(devnet, alice.address))
    await expect.poll(() => button.textContent()).toContain(balance)
    await run.demo.closeModal()

    await run.demo.signButton.click()
    await expect.poll(() => run.demo.signature.textContent()).toMatch(/^0x[0-9a-f]{128}$/)
    const signature = (await run.demo.signature.textContent()) ?? ''
    const [request] = (await wallet.requests()).filter((entry) => entry.method === 'signRaw')
    // Asked of Bob's account as the extension wrote it (the generic prefix 42), not as the page shows it.
    expect(request?.address).toBe(encodeAddress(bob.pair.publicKey, 42))
    expect(
      await verifyPolkadotSignature({ data: { accountAddress: bob.address }, message: MESSAGE, signature }),
    ).toMatchObject({ ok: true })
    // util-crypto, the oracle: Bob's sr25519 signature of the message as extensions sign it (<Bytes>-wrapped).
    expect(signatureVerify(stringToU8a(`<Bytes>${MESSAGE}</Bytes>`), signature, bob.address)).toMatchObject({
      isValid: true,
      crypto: 'sr25519',
    })
    expect(signatureVerify(stringToU8a(MESSAGE), signature, alice.address).isValid).toBe(false)
    expect(await wallet.prompts()).toEqual([
      { kind: 'enable', answer: 'approved' },
      { kind: 'signRaw', answer: 'approved' },
    ])
  })

  it('a reload reconnects without a prompt: the extension remembers it let the site in', async () => {
    const { wallet, accounts } = await connectPolkadotDevWallet(run)
    await run.page.reload()
    await run.demo.accountButton(accounts.alice.short).waitFor()
    expect(await wallet.prompts()).toEqual([])
    expect((await wallet.requests()).map((request) => request.method)).toContain('enable')
    expect(await wallet.authorised()).toBe(true)
  })
})
