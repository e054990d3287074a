import { createPublicClient, http, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { shortenAddress } from '../../core/src/networks/address.js'
import { expectAccessible } from './support/axe.js'
import { useDemoInChromium } from './support/demo-in-chromium.js'
import { loginWithEmail } from './support/email-login.js'

/**
 * Send from the embedded wallet: the Send form's transaction goes through the ApproveTransaction view,
 * which shows it in words (the value, the receiver, the fee and the total) before the login frame
 * signs it; once approved, the receiver holds exactly the amount on anvil.
 */

const run = useDemoInChromium({ context: { viewport: { width: 1280, height: 800 } } })

describe('Send from the embedded wallet', () => {
  it('is reviewed in words in the approval view, then lands', async () => {
    const address = await loginWithEmail(run, 'sender@example.com')
    await run.demo.accountButton(shortenAddress(address)).click()
    await run.demo.dialog.getByRole('button', { name: 'Send', exact: true }).click()
    const form = run.page.getByRole('dialog', { name: 'Send' }).locator('form.foyer-send')
    const receiver = privateKeyToAddress(generatePrivateKey())
    await form.getByLabel(/^Amount/).fill('0.02')
    await form.getByLabel('To', { exact: true }).fill(receiver)
    await form.getByText('Network fee', { exact: true }).waitFor()
    await form.getByRole('button', { name: 'Send', exact: true }).click()

    const approval = run.page.getByRole('dialog', { name: 'Approve transaction' })
    await approval.getByText('Network fee').waitFor()
    const review = (await approval.textContent()) ?? ''
    expect(review).toContain('0.02 ETH')
    expect(review).toContain(receiver.slice(0, 6))
    await expectAccessible(run.page, 'Approve the Send form’s transaction')
    await approval.getByRole('button', { name: 'Approve' }).click()

    const [devnet] = run.stack.devnets
    const chain = createPublicClient({ transport: http(devnet?.rpcUrl) })
    await expect
      .poll(() => chain.getBalance({ address: receiver }), { timeout: 30_000 })
      .toBe(parseEther('0.02'))
    // The form went back to the Account view once the wallet answered.
    await run.page.getByRole('dialog', { name: 'Account' }).waitFor()
  })
})
