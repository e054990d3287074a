import { describe, expect, it } from 'vitest'
import { expectAccessible as expectAccessibleOn } from './support/axe.js'
import { useDemoInChromium } from './support/demo-in-chromium.js'
import { loginWithEmail as loginWithEmailIn, requestEmbeddedWallet } from './support/email-login.js'

/**
 * Email login in Chromium when something fails, through the demo stack's dev login frame and its
 * faults: a login the frame forgot, a frame that never answers a signature, a site the frame will not
 * serve. The visitor is told, and the embedded wallet recovers where it can.
 */

const run = useDemoInChromium({ context: { viewport: { width: 1280, height: 800 } } })

const expectAccessible = (where: string) => expectAccessibleOn(run.page, where)
const loginWithEmail = (email: string) => loginWithEmailIn(run, email)
const request = (method: string, params: unknown) => requestEmbeddedWallet(run, method, params)

describe('email login in Chromium, when the frame or the site fails', () => {
  it('a login the frame no longer holds: after a reload the site is disconnected and the modal says "Session Expired"', async () => {
    await loginWithEmail('gone@example.com')
    run.stack.loginFrame.setFaults({ sessionRevoked: true })
    try {
      await run.page.reload()
      await run.demo.connectButton.waitFor({ timeout: 30_000 })
      await run.demo.openConnect()
      await run.demo.dialog.getByText('Session Expired', { exact: true }).waitFor()
      await run.demo.dialog.getByText('Your session expired: connect again.').waitFor()
      await expectAccessible('Connect with the Session Expired alert')
    } finally {
      run.stack.loginFrame.setFaults({})
    }
  })

  it('a frame that never answers a signature: after 120 s the request fails, the frame is told, and the modal says so', async () => {
    // The page's clocks (the frame's included) run as usual until the test moves them on.
    await run.page.clock.install()
    const address = await loginWithEmail('hang@example.com')
    run.stack.loginFrame.setFaults({ rpcHangs: true })
    try {
      const signing = request('personal_sign', ['0x48656c6c6f', address])
      const approval = run.page.getByRole('dialog', { name: 'Approve transaction' })
      await approval.getByRole('button', { name: 'Approve' }).click()
      await run.page.clock.runFor(119_000)
      expect(await run.demo.dialog.getByText('Embedded Wallet Request Timed Out').count()).toBe(0)
      await run.page.clock.runFor(1_000)
      expect(await signing).toMatchObject({
        ok: false,
        message: expect.stringContaining('iframe_request_timeout'),
      })
      await run.demo.dialog.getByText('Embedded Wallet Request Timed Out', { exact: true }).waitFor()
      await expectAccessible('the Embedded Wallet Request Timed Out alert')
    } finally {
      run.stack.loginFrame.setFaults({})
    }
    // The embedded wallet still serves the next request.
    await run.page.keyboard.press('Escape')
    const next = request('personal_sign', ['0x48656c6c6f', address])
    await run.page
      .getByRole('dialog', { name: 'Approve transaction' })
      .getByRole('button', { name: 'Approve' })
      .click()
    expect(await next).toMatchObject({ ok: true, hash: expect.stringMatching(/^0x[0-9a-f]{130}$/) })
  })

  it("a site the frame will not serve: the login fails at once with the 'unverified domain' alert, and works once allowed", async () => {
    run.stack.loginFrame.setFaults({ unverifiedDomain: true })
    await run.page.clock.install()
    try {
      await run.page.goto(`${run.stack.url}?devWallet=off`)
      await run.demo.openConnect()
      await run.demo.dialog.getByLabel('Continue with email').fill('far@example.com')
      const startedAt = Date.now()
      await run.demo.dialog.getByRole('button', { name: 'Continue', exact: true }).click()
      await run.demo.dialog.getByText('unverified domain', { exact: true }).waitFor({ timeout: 10_000 })
      // Well before the 20 s the frame would otherwise get to say it is ready.
      expect(Date.now() - startedAt).toBeLessThan(10_000)
      expect(await run.page.locator('iframe[data-foyer-login-frame]').count()).toBe(0)
      await expectAccessible('EmailLogin with the unverified domain alert')
    } finally {
      run.stack.loginFrame.setFaults({})
    }
    // Another code may be asked for 30 s after the last request (the login time was recorded).
    await run.page.clock.runFor(31_000)
    await run.demo.dialog.getByRole('button', { name: 'Back' }).click()
    await run.demo.dialog.getByLabel('Continue with email').fill('far@example.com')
    await run.demo.dialog.getByRole('button', { name: 'Continue', exact: true }).click()
    await run.demo.dialog.getByLabel('Enter the code sent to far@example.com').waitFor({ timeout: 30_000 })
  })
})
