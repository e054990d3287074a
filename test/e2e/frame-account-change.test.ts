import { isHex, verifyMessage } from 'viem'
import { describe, expect, it } from 'vitest'
import { shortenAddress } from '../../core/src/networks/address.js'
import { loginAccount, loginSolanaKey } from '../devnet/login-frame/login-keys.js'
import { useDemoInChromium } from './support/demo-in-chromium.js'
import { loginWithEmail, requestEmbeddedWallet } from './support/email-login.js'
import { FRAME_HARNESS_PATH } from './support/production-builds.js'
import './support/demo-window.js'

/**
 * The login frame changes account mid-session, in Chromium: the site is logged in as ada in one tab,
 * and the visitor logs in as bob in another tab of the same site. The dev login frame keeps its login
 * in its own storage, shared by both tabs' frames, so the first tab's frame now signs as bob. The
 * first tab hears of it before its next review: the site gets accountsChanged (its account button
 * shows bob) and the Solana wallet's change event, and a request made for ada, on either namespace, is
 * shown signed by bob and can only be declined.
 */

const run = useDemoInChromium({ context: { viewport: { width: 1280, height: 800 } } })

const MESSAGE = '0x48656c6c6f2066726f6d20466f796572' // "Hello from Foyer"

/** The Solana connection's address, read in the page. */
const solanaAddress = () =>
  run.page.evaluate(() => {
    const foyer: unknown = Reflect.get(window, 'foyer')
    const connection = Reflect.get(Object(foyer), 'actor').system.get('connection.solana')
    return connection?.getSnapshot().context.connection?.accounts[0]?.address as string | undefined
  })

/** Asks the embedded wallet's Solana side to sign a message with the account the site holds for it. */
const signSolanaMessage = () =>
  run.page.evaluate(async () => {
    const foyer: unknown = Reflect.get(window, 'foyer')
    const connection = Reflect.get(Object(foyer), 'actor').system.get('connection.solana')
    const wallet = connection
      .getSnapshot()
      .context.connectors.find((c: { id: string }) => c.id === 'AUTH').provider
    const [account] = wallet.accounts
    return wallet.features['solana:signMessage']
      .signMessage({ account, message: new TextEncoder().encode('Hello from Foyer') })
      .then(
        () => ({ ok: true }),
        (error: { code?: number }) => ({ ok: false, code: error.code }),
      )
  })

/**
 * Logs in with `email` in another tab of the same site (the same frame storage), through the frame
 * harness (support/frame-harness.ts): a page of the demo's origin that mounts the dev login frame and
 * calls it as Foyer would, leaving the site's own connection alone.
 */
async function loginInAnotherTab(email: string) {
  const tab = await run.page.context().newPage()
  try {
    const frameUrl = `${run.stack.loginFrame.url}?projectId=foyer-demo&chainId=${run.stack.devnets[0].chainId}&version=foyer-test&enableLogger=false`
    await tab.goto(`${run.stack.url}?devWallet=off&reconnect=off`)
    const harness = new URL(FRAME_HARNESS_PATH, run.stack.url).href
    // A string, not a function: the test runner would rewrite an `import()` written in this file.
    await tab.evaluate(
      `import(${JSON.stringify(harness)}).then(({ startFrameHarness }) => {
        window.frameHarness = startFrameHarness(${JSON.stringify(frameUrl)})
      })`,
    )
    await expect
      .poll(() => tab.evaluate(() => Reflect.get(window, 'frameHarness')?.status()), { timeout: 30_000 })
      .toBe('ready')
    const call = (name: string, payload?: unknown) =>
      tab.evaluate(({ name, payload }) => Reflect.get(window, 'frameHarness').call(name, payload), {
        name,
        payload,
      })
    await call('CONNECT_EMAIL', { email })
    await call('CONNECT_OTP', { otp: run.stack.loginFrame.inbox(email) })
  } finally {
    await tab.close()
  }
}

describe('the login frame changes account mid-session', () => {
  it('the site hears accountsChanged, a request made for the old account is refused with the signer named, and the next one is signed by the new account', async () => {
    const ada = await loginWithEmail(run, 'ada@example.com')
    const bob = loginAccount('bob@example.com').address
    await loginInAnotherTab('bob@example.com')

    const forAda = requestEmbeddedWallet(run, 'personal_sign', [MESSAGE, ada])
    // Settled by the page; a failing run closes the page first, which must not be an unhandled error.
    forAda.catch(() => undefined)
    const approval = run.page.getByRole('dialog', { name: 'Approve transaction' })
    await approval
      .getByText(`This request is for ${ada}, but the embedded wallet signs as ${bob}`)
      .waitFor({ timeout: 30_000 })
    expect(await approval.getByRole('button', { name: 'Approve' }).count()).toBe(0)
    // The site moved to the account that signs.
    await run.demo.accountButton(shortenAddress(bob)).waitFor({ timeout: 30_000 })
    await approval.getByRole('button', { name: 'Decline' }).click()
    expect(await forAda).toMatchObject({ ok: false, code: 4001 })

    // On Solana the same: the wallet's change event moves the site's Solana account to bob's.
    const adaSolana = loginSolanaKey('ada@example.com').address
    const bobSolana = loginSolanaKey('bob@example.com').address
    expect(await solanaAddress()).toBe(adaSolana)
    const solanaForAda = signSolanaMessage()
    solanaForAda.catch(() => undefined)
    await approval
      .getByText(`This request is for ${adaSolana}, but the embedded wallet signs as ${bobSolana}`)
      .waitFor({ timeout: 30_000 })
    expect(await approval.getByRole('button', { name: 'Approve' }).count()).toBe(0)
    await expect.poll(solanaAddress, { timeout: 30_000 }).toBe(bobSolana)
    await approval.getByRole('button', { name: 'Decline' }).click()
    expect(await solanaForAda).toMatchObject({ ok: false })

    const forBob = requestEmbeddedWallet(run, 'personal_sign', [MESSAGE, bob])
    await approval.getByText(bob).waitFor({ timeout: 30_000 })
    await approval.getByRole('button', { name: 'Approve' }).click()
    const signed = await forBob
    const signature: unknown = Reflect.get(signed, 'hash')
    if (!isHex(signature)) throw new Error(`personal_sign answered ${JSON.stringify(signed)}`)
    expect(await verifyMessage({ address: bob, message: { raw: MESSAGE }, signature })).toBe(true)
  })
})
