import { createPublicClient, http, isHex, verifyMessage } from 'viem'
import { describe, expect, it } from 'vitest'
import { shortenAddress } from '../../core/src/networks/address.js'
import { loginAccount } from '../devnet/login-frame/login-keys.js'
import { expectAccessible as expectAccessibleOn } from './support/axe.js'
import { useDemoInChromium } from './support/demo-in-chromium.js'
import {
  askForCode as askForCodeIn,
  loginWithEmail as loginWithEmailIn,
  requestEmbeddedWallet,
} from './support/email-login.js'

/**
 * Email login in Chromium, through the demo stack's dev login frame (another origin, the production
 * protocol): the visitor types an address on Connect, reads the code from the local inbox, types it,
 * and the embedded wallet connects. Signatures and transactions show in the ApproveTransaction view
 * first; only Approve reaches the frame, which signs for real on the local anvil chain. When the frame
 * or the site it serves fails: email-login-faults.test.ts.
 */

const run = useDemoInChromium({ context: { viewport: { width: 1280, height: 800 } } })
const MESSAGE = 'Hello from the Foyer demo'
const RECIPIENT = '0x000000000000000000000000000000000000f00d'

const expectAccessible = (where: string) => expectAccessibleOn(run.page, where)
const askForCode = (email: string) => askForCodeIn(run, email)
const loginWithEmail = (email: string) => loginWithEmailIn(run, email)

/** The newest code in the local inbox for `email`, once one arrived. */
async function codeFor(email: string) {
  await expect.poll(() => run.stack.loginFrame.inbox(email), { timeout: 30_000 }).toMatch(/^\d{6}$/)
  return run.stack.loginFrame.inbox(email)
}

const request = (method: string, params: unknown) => requestEmbeddedWallet(run, method, params)
const sendTransaction = (from: string) =>
  request('eth_sendTransaction', [{ from, to: RECIPIENT, value: '0x2386f26fc10000' }])

describe('email login in Chromium', () => {
  it('connects with a code from the inbox; signing and sending wait for Approve and are real', async () => {
    const address = await loginWithEmail('ada@example.com')

    await run.demo.signButton.click()
    const approval = run.page.getByRole('dialog', { name: 'Approve transaction' })
    await approval.getByRole('heading', { name: 'Sign a message' }).waitFor()
    expect(await approval.textContent()).toContain(MESSAGE)
    await expectAccessible('ApproveTransaction, a message')
    await approval.getByRole('button', { name: 'Approve' }).click()
    await run.demo.signature.getByText(/^0x[0-9a-f]{130}$/).waitFor()
    const signature = await run.demo.signature.textContent()
    if (!isHex(signature)) throw new Error(`the demo shows ${signature}`)
    expect(await verifyMessage({ address, message: MESSAGE, signature })).toBe(true)

    const [devnet] = run.stack.devnets
    const chain = createPublicClient({ transport: http(devnet.rpcUrl) })
    const before = await chain.getBalance({ address: RECIPIENT })
    const sending = sendTransaction(address)
    await approval.getByRole('heading', { name: 'Send a transaction' }).waitFor()
    expect(await approval.textContent()).toContain(RECIPIENT)
    expect(await approval.textContent()).toContain('0.01 ETH')
    await approval.getByRole('button', { name: 'Approve' }).click()
    const sent = await sending
    if (!sent.ok || !isHex(sent.hash)) throw new Error(`eth_sendTransaction answered ${JSON.stringify(sent)}`)
    const receipt = await chain.waitForTransactionReceipt({ hash: sent.hash })
    expect(receipt.status).toBe('success')
    expect((await chain.getBalance({ address: RECIPIENT })) - before).toBe(10_000_000_000_000_000n)

    // Declined: the frame never hears of it, the site gets the standard rejection.
    const declined = sendTransaction(address)
    await approval.getByRole('button', { name: 'Decline' }).click()
    expect(await declined).toMatchObject({ ok: false, code: 4001 })

    // A method the embedded wallet does not offer: refused (4200), and the modal says so.
    expect(await request('eth_sign', [address, '0x00'])).toMatchObject({ ok: false, code: 4200 })
    await run.demo.dialog.getByText('Action not allowed').waitFor()
  })

  it('a wrong code keeps the visitor on the code field with the reason; after a reload the login holds', async () => {
    const email = 'grace@example.com'
    const codeField = await askForCode(email)
    await codeField.fill('000000')
    await run.demo.dialog.getByRole('button', { name: 'Continue', exact: true }).click()
    await run.demo.dialog.getByRole('alert').getByText('Invalid code').waitFor()
    await expectAccessible('EmailLogin, a wrong code')
    // A second code within 30 s is refused with the seconds left.
    await run.demo.dialog.getByRole('button', { name: 'Send another' }).click()
    await run.demo.dialog
      .getByRole('alert')
      .getByText(/^Please try again after \d+ seconds$/)
      .waitFor()
    await codeField.fill(run.stack.loginFrame.inbox(email) ?? '')
    await run.demo.dialog.getByRole('button', { name: 'Continue', exact: true }).click()
    const { address } = loginAccount(email)
    await run.demo.accountButton(shortenAddress(address)).waitFor({ timeout: 30_000 })

    await run.page.reload()
    await run.demo.accountButton(shortenAddress(address)).waitFor({ timeout: 30_000 })
  })

  it('moves the login to another address: a code to the current address, then one to the new', async () => {
    const address = await loginWithEmail('lin@example.com')
    await run.demo.accountButton(shortenAddress(address)).click()
    await run.demo.dialog.getByRole('button', { name: /^Email: lin@example\.com/ }).click()
    await run.demo.dialog.getByLabel('New email').fill('lin@new.example')
    await run.demo.dialog.getByRole('button', { name: 'Continue', exact: true }).click()
    const primary = run.demo.dialog.getByLabel('Enter the code sent to lin@example.com')
    await primary.waitFor({ timeout: 30_000 })
    await expectAccessible('UpdateEmailWallet, the first code')
    await primary.fill((await codeFor('lin@example.com')) ?? '')
    await run.demo.dialog.getByRole('button', { name: 'Continue', exact: true }).click()
    const secondary = run.demo.dialog.getByLabel('Enter the code sent to lin@new.example')
    await secondary.fill((await codeFor('lin@new.example')) ?? '')
    await run.demo.dialog.getByRole('button', { name: 'Continue', exact: true }).click()
    // Back on Account: the same wallet, its login now the new address.
    await run.demo.dialog.getByRole('button', { name: /^Email: lin@new\.example/ }).waitFor()
    await expectAccessible('Account with the login address')
    expect(await run.demo.dialog.getByText(shortenAddress(address)).count()).toBeGreaterThan(0)
  })
})
