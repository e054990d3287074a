import { createPublicClient, http, isHex, verifyMessage } from 'viem'
import { describe, expect, it } from 'vitest'
import { shortenAddress } from '../../core/src/networks/address.js'
import { loginAccount } from '../devnet/login-frame/login-keys.js'
import { useDemoInChromium } from './support/demo-in-chromium.js'

/**
 * Email login in Chromium, through the demo stack's dev login frame (another origin, the production
 * protocol): the visitor types an address on Connect, reads the code from the local inbox, types it,
 * and the embedded wallet connects. Signatures and transactions show in the ApproveTransaction view
 * first; only Approve reaches the frame, which signs for real on the local anvil chain.
 */

const run = useDemoInChromium({ context: { viewport: { width: 1280, height: 800 } } })
const MESSAGE = 'Hello from the Foyer demo'
const RECIPIENT = '0x000000000000000000000000000000000000f00d'

async function loginWithEmail(email: string) {
  await run.page.goto(`${run.stack.url}?devWallet=off`)
  await run.demo.openConnect()
  await run.demo.dialog.getByLabel('Continue with email').fill(email)
  await run.demo.dialog.getByRole('button', { name: 'Continue' }).click()
  const codeField = run.demo.dialog.getByLabel(`Enter the code sent to ${email}`)
  await codeField.waitFor({ timeout: 30_000 })
  const code = run.stack.loginFrame.inbox(email)
  if (!code) throw new Error(`the dev login frame sent no code to ${email}`)
  await codeField.fill(code)
  await run.demo.dialog.getByRole('button', { name: 'Continue' }).click()
  const { address } = loginAccount(email)
  await run.demo.accountButton(shortenAddress(address)).waitFor({ timeout: 30_000 })
  return address
}

// The embedded wallet's provider, as a site's own code would reach it (the demo exposes `foyer` in dev).
const sendTransaction = (from: string) =>
  run.page.evaluate(
    ({ from, to }) => {
      const connection = Reflect.get(window, 'foyer').actor.system.get('connection.eip155')
      const auth = connection.getSnapshot().context.connectors.find((c: { id: string }) => c.id === 'AUTH')
      return auth.provider
        .request({ method: 'eth_sendTransaction', params: [{ from, to, value: '0x2386f26fc10000' }] })
        .then(
          (hash: string) => ({ ok: true, hash }),
          (error: { code?: number; message: string }) => ({
            ok: false,
            code: error.code,
            message: error.message,
          }),
        )
    },
    { from, to: RECIPIENT },
  )

describe('email login in Chromium', () => {
  it('connects with a code from the inbox; signing and sending wait for Approve and are real', async () => {
    const address = await loginWithEmail('ada@example.com')

    await run.demo.signButton.click()
    const approval = run.page.getByRole('dialog', { name: 'Approve transaction' })
    await approval.getByRole('heading', { name: 'Sign a message' }).waitFor()
    expect(await approval.textContent()).toContain(MESSAGE)
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
  })

  it('a wrong code keeps the visitor on the code field with the reason; after a reload the login holds', async () => {
    const email = 'grace@example.com'
    await run.page.goto(`${run.stack.url}?devWallet=off`)
    await run.demo.openConnect()
    await run.demo.dialog.getByLabel('Continue with email').fill(email)
    await run.demo.dialog.getByRole('button', { name: 'Continue' }).click()
    const codeField = run.demo.dialog.getByLabel(`Enter the code sent to ${email}`)
    await codeField.waitFor({ timeout: 30_000 })
    await codeField.fill('000000')
    await run.demo.dialog.getByRole('button', { name: 'Continue' }).click()
    await run.demo.dialog.getByRole('alert').getByText('Invalid code').waitFor()
    // A second code within 30 s is refused with the seconds left.
    await run.demo.dialog.getByRole('button', { name: 'Send another' }).click()
    await run.demo.dialog
      .getByRole('alert')
      .getByText(/^Please try again after \d+ seconds$/)
      .waitFor()
    await codeField.fill(run.stack.loginFrame.inbox(email) ?? '')
    await run.demo.dialog.getByRole('button', { name: 'Continue' }).click()
    const { address } = loginAccount(email)
    await run.demo.accountButton(shortenAddress(address)).waitFor({ timeout: 30_000 })

    await run.page.reload()
    await run.demo.accountButton(shortenAddress(address)).waitFor({ timeout: 30_000 })
  })
})
