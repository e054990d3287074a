import { describe, expect, it } from 'vitest'
import { shortenAddress } from '../../core/src/networks/address.js'
import { loginAccount } from '../devnet/login-frame/login-keys.js'
import { expectAccessible } from './support/axe.js'
import { useDemoInChromium } from './support/demo-in-chromium.js'
import { scanQr } from './support/scan-qr.js'
import './support/demo-window.js'

/**
 * Farcaster login in Chromium, through the demo stack's dev login frame: the ConnectingFarcaster view
 * shows the frame's sign-in address as a QR code; a "phone" (another page) opens what it scans and
 * approves there, as the Farcaster app would; the embedded wallet then connects with the login's own
 * key. Going back before approving drops the address and reloads the login frame, so the old address
 * signs nobody in.
 */

const run = useDemoInChromium({ context: { viewport: { width: 1280, height: 800 } } })

/** The Farcaster login machine's state, read in the page. */
const farcasterState = () =>
  run.page.evaluate(() => JSON.stringify(window.foyer?.actor.system.get('farcaster')?.getSnapshot().value))

async function openFarcasterView() {
  await run.page.goto(`${run.stack.url}?devWallet=off`)
  await run.demo.openConnect()
  await run.demo.dialog.getByRole('button', { name: 'Continue with Farcaster' }).click()
  await run.page
    .getByRole('dialog', { name: 'Farcaster' })
    .getByTestId('farcaster-qr')
    .waitFor({ timeout: 30_000 })
}

/** The phone: opens the scanned address and approves the sign-in as `user`. */
async function approveOnPhone(url: string, user = 'ada') {
  const phone = await run.page.context().newPage()
  try {
    await phone.goto(url)
    await phone.getByLabel('Username').fill(user)
    await phone.getByRole('button', { name: 'Approve' }).click()
    await phone.getByText('Signed in.').waitFor()
  } finally {
    await phone.close()
  }
}

describe('Farcaster login in Chromium', () => {
  it('shows a QR code that scans to the sign-in address; approving it connects the login’s account', async () => {
    await openFarcasterView()
    await expectAccessible(run.page, 'ConnectingFarcaster with its QR code')
    const scanned = await scanQr(run.page, 'farcaster-qr')
    expect(scanned).toBe(await run.page.getByTestId('farcaster-qr').getAttribute('data-uri'))
    expect(new URL(scanned).origin).toBe(new URL(run.stack.loginFrame.url).origin)
    expect(await run.page.getByRole('link', { name: 'Open Farcaster' }).getAttribute('href')).toBe(scanned)

    const startedAt = Date.now()
    await approveOnPhone(scanned)
    const { address } = loginAccount('farcaster:ada')
    await run.demo.accountButton(shortenAddress(address)).waitFor({ timeout: 30_000 })
    console.info(`[e2e] Farcaster approval → account shown in ${Date.now() - startedAt} ms`)
    expect(await farcasterState()).toBe('"connected"')
    expect(await run.page.evaluate(() => localStorage.getItem('foyer:connected-social-provider'))).toContain(
      'farcaster',
    )

    await run.page.reload()
    await run.demo.accountButton(shortenAddress(address)).waitFor({ timeout: 30_000 })
  })

  it('going back drops the address and reloads the frame: approving the old address signs nobody in', async () => {
    await openFarcasterView()
    const abandoned = await scanQr(run.page, 'farcaster-qr')
    // The login frame in the page now, marked: a reload takes it out and puts a new one in.
    const frameOrigin = new URL(run.stack.loginFrame.url).origin
    const loginFrames = () =>
      run.page.evaluate(
        (origin) =>
          [...document.querySelectorAll('iframe')]
            .filter((frame) => frame.src.startsWith(origin))
            .map((frame) => frame.dataset.e2eMark ?? 'new'),
        frameOrigin,
      )
    await run.page.evaluate((origin) => {
      for (const frame of document.querySelectorAll('iframe'))
        if (frame.src.startsWith(origin)) frame.dataset.e2eMark = 'before back'
    }, frameOrigin)
    expect(await loginFrames()).toEqual(['before back'])
    await run.page.getByRole('dialog', { name: 'Farcaster' }).getByRole('button', { name: 'Back' }).click()
    await run.demo.dialog.getByRole('button', { name: 'Continue with Farcaster' }).waitFor()
    await expect.poll(farcasterState).toBe('"idle"')
    await expect.poll(loginFrames, { message: 'the login frame was reloaded' }).toEqual(['new'])

    await approveOnPhone(abandoned, 'mallory')
    await run.page.waitForTimeout(1_500)
    expect(await farcasterState()).toBe('"idle"')
    expect(await run.page.evaluate(() => window.foyer?.getState().account.address)).toBeUndefined()

    // A new start gets a new address, and that one logs in.
    await run.demo.dialog.getByRole('button', { name: 'Continue with Farcaster' }).click()
    await run.page.getByTestId('farcaster-qr').waitFor({ timeout: 30_000 })
    const fresh = await scanQr(run.page, 'farcaster-qr')
    expect(fresh).not.toBe(abandoned)
    await approveOnPhone(fresh)
    await run.demo
      .accountButton(shortenAddress(loginAccount('farcaster:ada').address))
      .waitFor({ timeout: 30_000 })
  })
})
