import { beforeEach, describe, expect, it } from 'vitest'
import { useDemoInChromium } from './support/demo-in-chromium.js'
import { useIphone } from './support/phone.js'
import { scanQr } from './support/scan-qr.js'
import { WC_SHORT_0 as SHORT_0, useWcWallets } from './support/walletconnect.js'

/**
 * A site's own wallet (the demo's `?customWallets=on`: Foyer Custom Wallet, app scheme `foyercustom://`)
 * in Chromium: listed in the Connect view's `custom` group ("More wallets") in the default group order,
 * first in AllWallets, and connected over WalletConnect like a directory wallet: its QR code on a
 * computer (the scripted wallet pairs from a screenshot of it), its deep link on a phone. Its icon's
 * https address is answered here, so the test stays offline.
 */

const run = useDemoInChromium()
const startWallet = useWcWallets(run)
const ICON = 'https://wallets.foyer.example/custom-wallet.png'
// A 1×1 transparent PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
)

beforeEach(async () => {
  await run.context.route(ICON, (route) => route.fulfill({ contentType: 'image/png', body: PNG }))
})

const groupsShown = () =>
  run.demo.dialog
    .locator('[data-group]')
    .evaluateAll((sections) => sections.map((s) => s.getAttribute('data-group')))

describe('a custom wallet', () => {
  it('is listed under More wallets, before Recommended; chosen, its QR code pairs the wallet', async () => {
    const wallet = await startWallet()
    await run.page.goto(`${run.stack.url}?devWallet=off&customWallets=on`)
    await run.demo.openConnect()
    const custom = run.demo.dialog.getByRole('region', { name: 'More wallets' })
    const row = custom.getByRole('button', { name: 'Foyer Custom Wallet' })
    await row.waitFor()
    expect(await row.locator('img').getAttribute('src')).toBe(ICON)
    // SPEC's default order: walletConnect, recent, injected, featured, custom, external, recommended.
    await run.demo.dialog.getByRole('region', { name: 'Recommended' }).waitFor()
    const groups = await groupsShown()
    expect(groups.indexOf('custom')).toBeGreaterThan(groups.indexOf('walletConnect'))
    expect(groups.indexOf('custom')).toBeLessThan(groups.indexOf('recommended'))

    await row.click()
    await run.demo.dialog
      .getByText(/Foyer Custom Wallet/)
      .first()
      .waitFor()
    const uri = await scanQr(run.page)
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    await wallet.pair(uri)
    await run.demo.accountButton(SHORT_0).waitFor({ timeout: 15_000 })
  })

  it('comes first in AllWallets, and is found by its name', async () => {
    await run.page.goto(`${run.stack.url}?devWallet=off&customWallets=on`)
    await run.demo.openConnect()
    await run.demo.dialog.getByRole('button', { name: 'All wallets' }).click()
    const firstTile = () =>
      run.demo.dialog.getByRole('list', { name: 'Wallets' }).getByRole('button').first().textContent()
    await expect.poll(firstTile).toContain('Foyer Custom Wallet')
    await run.demo.dialog.getByRole('searchbox', { name: 'Search wallets' }).fill('Custom')
    // The directory is asked for the search; the site's wallet still leads the list.
    await expect
      .poll(() => run.stack.api.requests.some((r) => r.path === '/getWallets' && r.query.search === 'Custom'))
      .toBe(true)
    await expect.poll(firstTile).toContain('Foyer Custom Wallet')
  })

  it('on a phone, opens by its own deep link with the pairing URI in it', async () => {
    await useIphone(run)
    await run.page.goto(`${run.stack.url}?devWallet=off&customWallets=on`)
    await run.demo.openConnect()
    await run.demo.dialog
      .getByRole('region', { name: 'More wallets' })
      .getByRole('button', { name: 'Foyer Custom Wallet' })
      .click()
    const open = run.demo.dialog.getByRole('link', { name: 'Open Foyer Custom Wallet' })
    await open.waitFor()
    expect(await open.getAttribute('href')).toMatch(/^foyercustom:\/\/wc\?uri=wc%3A[0-9a-f]{64}%402/)
  })

  it('the site left it out (no ?customWallets): no More wallets group', async () => {
    await run.page.goto(`${run.stack.url}?devWallet=off`)
    await run.demo.openConnect()
    await run.demo.dialog.getByRole('region', { name: 'Recommended' }).waitFor()
    expect(await groupsShown()).not.toContain('custom')
  })
})
