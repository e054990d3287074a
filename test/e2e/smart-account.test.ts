import { createPublicClient, http, isHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { shortenAddress } from '../../core/src/networks/address.js'
import { smartAccountAddress } from '../devnet/smart-account.js'
import { expectAccessible } from './support/axe.js'
import { useDemoInChromium } from './support/demo-in-chromium.js'
import { loginWithEmail } from './support/email-login.js'

/**
 * The embedded wallet's smart account in Chromium: a login starts on its key's own account (the
 * demo's choice); the Account view offers the smart account the login owns on the local chain; after
 * the switch the site's account is the smart account, whose signatures verify as ERC-1271's (viem
 * asks the account on anvil) and whose transactions the account pays; the choice holds after a
 * reload.
 */

const run = useDemoInChromium({ context: { viewport: { width: 1280, height: 800 } } })
const EMAIL = 'smart@example.com'
const MESSAGE = 'Hello from a smart account'
const RECIPIENT = '0x000000000000000000000000000000000000cafe'

// The embedded wallet's provider, as a site's own code would reach it.
const request = (method: string, params: unknown) =>
  run.page.evaluate(
    ({ method, params }) => {
      const foyer: unknown = Reflect.get(window, 'foyer')
      const connection = Reflect.get(Object(foyer), 'actor').system.get('connection.eip155')
      const auth = connection.getSnapshot().context.connectors.find((c: { id: string }) => c.id === 'AUTH')
      return auth.provider.request({ method, params }) as Promise<string>
    },
    { method, params },
  )

describe('the embedded wallet’s smart account in Chromium', () => {
  it('switches from the key’s own account to the smart account; it signs (ERC-1271), pays, and holds after a reload', async () => {
    const owner = await loginWithEmail(run, EMAIL)
    const smart = smartAccountAddress(owner)
    await run.demo.accountButton(shortenAddress(owner)).click()
    const switchRow = run.demo.dialog.getByRole('button', { name: 'Switch to smart account' })
    await switchRow.waitFor({ timeout: 30_000 })
    await expectAccessible(run.page, 'Account with the smart account switch')
    await switchRow.click()
    await run.demo.dialog.getByText('Smart account', { exact: true }).waitFor({ timeout: 30_000 })
    await run.demo.accountButton(shortenAddress(smart)).waitFor({ timeout: 30_000 })
    expect(await run.demo.dialog.getByRole('button', { name: 'Switch to smart account' }).count()).toBe(0)
    await run.demo.closeModal()

    const chain = run.stack.devnets[0]
    const client = createPublicClient({ transport: http(chain.rpcUrl) })
    const signed = request('personal_sign', [`0x${Buffer.from(MESSAGE).toString('hex')}`, smart])
    const approve = run.page.getByRole('dialog', { name: 'Approve transaction' })
    await approve.getByText(MESSAGE).waitFor({ timeout: 30_000 })
    await approve.getByRole('button', { name: 'Approve' }).click()
    const signature = await signed
    expect(isHex(signature)).toBe(true)
    expect(
      await client.verifyMessage({ address: smart, message: MESSAGE, signature: signature as `0x${string}` }),
    ).toBe(true)

    const before = await client.getBalance({ address: smart })
    const sent = request('eth_sendTransaction', [{ from: smart, to: RECIPIENT, value: '0x2386f26fc10000' }])
    await approve.getByText(RECIPIENT).waitFor({ timeout: 30_000 })
    await approve.getByRole('button', { name: 'Approve' }).click()
    const hash = (await sent) as `0x${string}`
    expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success')
    expect(await client.getBalance({ address: RECIPIENT })).toBe(10_000_000_000_000_000n)
    expect(await client.getBalance({ address: smart })).toBe(before - 10_000_000_000_000_000n)

    await run.page.reload()
    await run.demo.accountButton(shortenAddress(smart)).waitFor({ timeout: 30_000 })
  })
})
