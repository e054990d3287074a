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
 * reload. The login frame is told to set up the smart account (INIT_SMART_ACCOUNT) exactly when it is
 * first needed: not at login on the key's own account, right before the switch to it, and after a
 * reload right before the login is asked for it (the dev frame refuses the smart account otherwise).
 */

const run = useDemoInChromium({ context: { viewport: { width: 1280, height: 800 } } })
const EMAIL = 'smart@example.com'
const MESSAGE = 'Hello from a smart account'
const RECIPIENT = '0x000000000000000000000000000000000000cafe'

/** The calls the page made to the dev login frame, in order, as the frame recorded them. */
const frameCalls = async (): Promise<{ name: string; payload: unknown }[]> => {
  const origin = new URL(run.stack.loginFrame.url).origin
  const frame = run.page.frames().find((each) => new URL(each.url()).origin === origin)
  if (!frame) throw new Error('no login frame in the page')
  return frame.evaluate(() => Reflect.get(window, 'foyerDevFrameCalls'))
}
const callNames = async () => (await frameCalls()).map((call) => call.name)

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
    expect(await callNames(), 'the key’s own account needs no smart account').not.toContain(
      'INIT_SMART_ACCOUNT',
    )
    await switchRow.click()
    await run.demo.dialog.getByText('Smart account', { exact: true }).waitFor({ timeout: 30_000 })
    const switched = await callNames()
    const init = switched.indexOf('INIT_SMART_ACCOUNT')
    expect(init, 'set up once, right before the switch').toBeGreaterThan(-1)
    expect(switched.lastIndexOf('INIT_SMART_ACCOUNT')).toBe(init)
    expect(switched.indexOf('SET_PREFERRED_ACCOUNT', init)).toBe(init + 1)
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
    // The reloaded page's frame heard the set-up before the login was asked for the smart account.
    const reloaded = await frameCalls()
    const setUp = reloaded.findIndex((call) => call.name === 'INIT_SMART_ACCOUNT')
    const askedForSmart = reloaded.findIndex(
      (call) =>
        call.name === 'GET_USER' &&
        Reflect.get(Object(call.payload), 'preferredAccountType') === 'smartAccount',
    )
    expect(setUp).toBeGreaterThan(-1)
    expect(setUp).toBeLessThan(askedForSmart)
  })
})
