import { describe, expect, it } from 'vitest'
import { shortenAddress } from '../../core/src/networks/address.js'
import { loginAccount } from '../devnet/login-frame/login-keys.js'
import { expectAccessible } from './support/axe.js'
import { useDemoInChromium } from './support/demo-in-chromium.js'
import { WalletPage } from './support/wallet.page.js'
import './support/demo-window.js'

/**
 * Social login in Chromium, through the demo stack's dev login frame: the popup opens in the call a
 * site makes from a click, goes to the dev provider's consent page (on the frame's origin), and the
 * result page posts back to the demo; the frame checks the provider's code and the embedded wallet
 * connects with the login's own key. The first test uses the Connect view's button; the others call
 * `connectSocial` as a site's own button would.
 */

const run = useDemoInChromium({ context: { viewport: { width: 1280, height: 800 } } })

/** The social login machine's state and error, read in the page. */
const socialState = () =>
  run.page.evaluate(() => {
    const snapshot = window.foyer?.actor.system.get('social')?.getSnapshot()
    return { value: JSON.stringify(snapshot?.value), error: snapshot?.context.error }
  })

async function startSocialLogin(provider: 'github' | 'google') {
  await run.page.goto(`${run.stack.url}?devWallet=off`)
  await run.demo.connectButton.waitFor()
  const opened = run.page.waitForEvent('popup')
  await run.page.evaluate((name) => window.foyer?.connectSocial?.(name), provider)
  const popup = await opened
  await popup.getByRole('button', { name: 'Continue' }).waitFor({ timeout: 30_000 })
  return popup
}

describe('social login in Chromium', () => {
  it('logs in from the Connect view’s button in the popup; the account is the login’s, and holds after a reload', async () => {
    await run.page.goto(`${run.stack.url}?devWallet=off`)
    await run.demo.openConnect()
    const button = run.demo.dialog.getByRole('button', { name: 'Continue with GitHub' })
    await button.waitFor()
    await expectAccessible(run.page, 'Connect with the social method')
    const opened = run.page.waitForEvent('popup')
    await button.click()
    const popup = await opened
    await run.page
      .getByRole('dialog', { name: 'Social login' })
      .getByText('Log in with GitHub in the window that opened.')
      .waitFor()
    await expectAccessible(run.page, 'ConnectingSocial, in the popup')
    await popup.getByRole('button', { name: 'Continue' }).waitFor({ timeout: 30_000 })
    expect(popup.url()).toContain('/dev-api/social/authorize?provider=github')
    const startedAt = Date.now()
    await popup.getByRole('button', { name: 'Continue' }).click()
    const { address } = loginAccount('github:ada')
    await run.demo.accountButton(shortenAddress(address)).waitFor({ timeout: 30_000 })
    console.info(`[e2e] social consent → account shown in ${Date.now() - startedAt} ms`)
    await expect.poll(() => popup.isClosed(), { message: 'Foyer closes the popup' }).toBe(true)
    expect(await socialState()).toEqual({ value: '"connected"', error: undefined })

    await run.page.reload()
    await run.demo.accountButton(shortenAddress(address)).waitFor({ timeout: 30_000 })
  })

  it('ignores a result posted by the page itself or by a frame of another origin, and takes the popup’s', async () => {
    const popup = await startSocialLogin('google')
    const forged = `${new URL(run.stack.loginFrame.url).origin}/dev-api/social/result?provider=google&user=mallory&state=forged-state&code=0`
    // The page itself, and a frame of another origin (the API service's) in it, post a result.
    await run.page.evaluate((resultUri) => window.postMessage({ resultUri }, '*'), forged)
    const otherOrigin = `${run.stack.api.url}/appkit/v1/config`
    await run.page.evaluate(
      (src) =>
        new Promise((loaded) => {
          const frame = document.createElement('iframe')
          frame.src = src
          frame.onload = loaded
          document.body.append(frame)
        }),
      otherOrigin,
    )
    const stranger = run.page.frames().find((frame) => frame.url() === otherOrigin)
    if (!stranger) throw new Error(`no frame of ${otherOrigin} in the page`)
    await stranger.evaluate((resultUri) => window.parent.postMessage({ resultUri }, '*'), forged)
    await run.page.waitForTimeout(1_500)
    expect(await socialState()).toEqual({ value: '{"waiting":"watching"}', error: undefined })

    await popup.getByRole('button', { name: 'Continue' }).click()
    const { address } = loginAccount('google:ada')
    await run.demo.accountButton(shortenAddress(address)).waitFor({ timeout: 30_000 })
  })

  it('says "Popup closed" when the popup closes before the provider answers', async () => {
    run.stack.loginFrame.setFaults({ popupClosed: true })
    try {
      await run.page.goto(`${run.stack.url}?devWallet=off`)
      await run.demo.connectButton.waitFor()
      await run.page.evaluate(() => window.foyer?.connectSocial?.('google'))
      await expect
        .poll(socialState, { timeout: 30_000 })
        .toEqual({ value: '"failed"', error: 'Popup closed' })
      expect(await run.demo.connectButton.isVisible()).toBe(true)
    } finally {
      run.stack.loginFrame.setFaults({})
    }
  })

  it('inside Telegram on Android: no X or Facebook, no popup; the provider replaces the page, which comes back with result_uri and connects', async () => {
    // Telegram's in-app browser on an Android phone, as its user agent names it.
    const context = await run.browser.newContext({
      viewport: { width: 390, height: 844 },
      userAgent:
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 Telegram-Android/10.6',
    })
    try {
      const page = await context.newPage()
      const demo = new WalletPage(page)
      let popups = 0
      page.on('popup', () => popups++)
      await page.goto(`${run.stack.url}?devWallet=off`)
      await demo.openConnect()
      const github = demo.dialog.getByRole('button', { name: 'Continue with GitHub' })
      await github.waitFor()
      expect(await demo.dialog.getByRole('button', { name: 'Continue with X', exact: true }).count()).toBe(0)
      expect(await demo.dialog.getByRole('button', { name: 'Continue with Facebook' }).count()).toBe(0)
      expect(await demo.dialog.getByRole('button', { name: 'Continue with Google' }).count()).toBe(1)

      await github.click()
      await page.waitForURL(/\/dev-api\/social\/authorize\?provider=github/, { timeout: 30_000 })
      await page.getByRole('button', { name: 'Continue' }).click()
      await page.waitForURL((url) => url.origin === new URL(run.stack.url).origin, { timeout: 30_000 })
      const { address } = loginAccount('github:ada')
      await demo.accountButton(shortenAddress(address)).waitFor({ timeout: 30_000 })
      expect(popups).toBe(0)
      expect(new URL(page.url()).searchParams.has('result_uri')).toBe(false)
      expect(await page.evaluate(() => localStorage.getItem('foyer:telegram-social-provider'))).toBeNull()
    } finally {
      await context.close()
    }
  })
})
