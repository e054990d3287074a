import { beforeEach, describe, expect, it } from 'vitest'
import { defaultProjectConfig, json, status } from '../devnet/api-service.js'
import { useDemoInChromium } from './support/demo-in-chromium.js'
import { loginWithEmail } from './support/email-login.js'
import { WalletPage } from './support/wallet.page.js'

/**
 * The embedded wallet's login frame loads only for a project with email or social login on: the
 * remote project configuration's flags decide, and the site's own options when that configuration
 * cannot be read. Every request the page makes to the login frame's origin is counted.
 */

const run = useDemoInChromium()
beforeEach(() => run.stack.api.reset())

/** The project's configuration with its email and social login off (everything else as by default). */
const signInOff = {
  features: defaultProjectConfig.features.map((feature) =>
    feature.id === 'social_login' ? { ...feature, isEnabled: false } : feature,
  ),
}

/** Counts the page's requests to the login frame's origin from now on. */
function countFrameRequests(page = run.page): () => number {
  const origin = new URL(run.stack.loginFrame.url).origin
  let count = 0
  page.on('request', (request) => {
    if (new URL(request.url()).origin === origin) count += 1
  })
  return () => count
}

const configRead = () => run.stack.api.requests.some((request) => request.path === '/appkit/v1/config')

describe('the login frame, gated by the project configuration', () => {
  it('email and social off remotely: Connect offers neither, and the frame is never requested', async () => {
    run.stack.api.setRoute('GET', '/appkit/v1/config', json(signInOff))
    const frameRequests = countFrameRequests()
    await run.page.goto(`${run.stack.url}?devWallet=off`)
    await run.demo.openConnect()
    await run.demo.dialog.getByRole('button', { name: 'WalletConnect' }).waitFor()
    // The configuration is asked for with the first open; the view may show its wallets before the
    // request is counted, so wait for it, then look at what the view offers.
    await expect.poll(configRead, { timeout: 30_000 }).toBe(true)
    expect(await run.demo.dialog.getByLabel('Continue with email').count()).toBe(0)
    expect(await run.demo.dialog.getByRole('button', { name: 'Continue with Google' }).count()).toBe(0)
    // A site's own code asking the embedded wallet is refused, and still no frame.
    const refused = await run.page.evaluate(() => {
      const foyer: unknown = Reflect.get(window, 'foyer')
      const connection = Reflect.get(Object(foyer), 'actor').system.get('connection.eip155')
      const auth = connection.getSnapshot().context.connectors.find((c: { id: string }) => c.id === 'AUTH')
      return auth.provider.request({ method: 'eth_requestAccounts' }).then(
        () => 'answered',
        (error: Error) => error.message,
      )
    })
    expect(refused).toMatch(/No auth connector found/)
    expect(frameRequests()).toBe(0)
  })

  it('a returning visitor whose project turned email and social off: the frame is not loaded at all', async () => {
    await loginWithEmail(run, 'ada@example.com')
    run.stack.api.setRoute('GET', '/appkit/v1/config', json(signInOff))
    const before = run.stack.api.requests.length
    // The visitor comes back in a new tab (same storage): the first tab's frame, still winding down,
    // cannot be counted by mistake.
    const tab = await run.context.newPage()
    const frameRequests = countFrameRequests(tab)
    await run.page.close()
    run.page = tab
    run.demo = new WalletPage(tab)
    await run.page.goto(`${run.stack.url}?devWallet=off`)
    await run.demo.connectButton.waitFor({ timeout: 30_000 })
    // The configuration was read for the stored login, before any open, and said no.
    await expect
      .poll(() =>
        run.stack.api.requests.slice(before).some((request) => request.path === '/appkit/v1/config'),
      )
      .toBe(true)
    await run.demo.openConnect()
    expect(await run.demo.dialog.getByLabel('Continue with email').count()).toBe(0)
    expect(frameRequests()).toBe(0)
  })

  it('a configuration that cannot be read: the site options decide (email on), and the frame loads when asked', async () => {
    run.stack.api.setRoute('GET', '/appkit/v1/config', status(500))
    const frameRequests = countFrameRequests()
    await run.page.goto(`${run.stack.url}?devWallet=off`)
    await run.demo.openConnect()
    await run.demo.dialog.getByLabel('Continue with email').fill('ada@example.com')
    await run.demo.dialog.getByRole('button', { name: 'Continue', exact: true }).click()
    await run.demo.dialog.getByLabel('Enter the code sent to ada@example.com').waitFor({ timeout: 30_000 })
    expect(frameRequests()).toBeGreaterThan(0)
  })
})
