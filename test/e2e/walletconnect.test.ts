import { beforeEach, describe, expect, it } from 'vitest'
import type { WcWallet } from '../wallets/wc-wallet.js'
import { useDemoInChromium } from './support/demo-in-chromium.js'
import { useIphone } from './support/phone.js'
import { scanQr } from './support/scan-qr.js'
import {
  connectOverWalletConnect as connectOverWalletConnectIn,
  WC_SHORT_0 as SHORT_0,
  useWcWallets,
} from './support/walletconnect.js'

/**
 * WalletConnect end to end: the demo in Chromium pairs with the scripted WalletConnect wallet (Node,
 * sign-client) through the local relay. The URI reaches the wallet only by decoding the QR code from a
 * screenshot, as a phone camera would. When the relay goes away: walletconnect-relay-outage.test.ts.
 */

const run = useDemoInChromium()
const startWallet = useWcWallets(run)
const connectOverWalletConnect = (wallet: WcWallet, options?: { checkAccessibility?: boolean }) =>
  connectOverWalletConnectIn(run, wallet, options)

describe('WalletConnect in Chromium, through the local relay', () => {
  it('QR from a screenshot → the wallet approves → connected; reload keeps it; the wallet disconnects → Connect', async () => {
    const wallet = await startWallet()
    const { uri, settledMs } = await connectOverWalletConnect(wallet, { checkAccessibility: true })
    console.info(`[e2e] wallet scanned the QR → account shown in ${settledMs} ms`)
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    expect(await run.page.getByTestId('walletconnect-qr').count()).toBe(0)
    expect(wallet.session?.peer.metadata.name).toBe('Foyer demo')

    await run.page.reload()
    await run.demo.accountButton(SHORT_0).waitFor({ timeout: 15_000 })
    expect(wallet.proposals).toHaveLength(1)

    await wallet.disconnect()
    await run.demo.connectButton.waitFor({ timeout: 15_000 })
  })

  it('the site signs through the session and the site disconnecting ends it on the wallet', async () => {
    const wallet = await startWallet()
    await connectOverWalletConnect(wallet)
    await run.demo.signButton.click()
    await run.demo.signature.waitFor()
    expect(wallet.requests.map((request) => request.method)).toContain('personal_sign')

    const deleted = new Promise<void>((resolve) => wallet.client.on('session_delete', () => resolve()))
    await run.demo.accountButton(SHORT_0).click()
    await run.demo.dialog.getByRole('button', { name: 'Disconnect' }).click()
    await run.demo.connectButton.waitFor()
    await deleted
  })

  it('a refused proposal shows the error with a retry that pairs on a fresh QR code', async () => {
    const wallet = await startWallet()
    wallet.rejectNext()
    await run.page.goto(`${run.stack.url}?devWallet=off`)
    await run.demo.openConnect()
    await run.demo.chooseWallet('WalletConnect')
    await wallet.pair(await scanQr(run.page))
    await run.demo.dialog.getByRole('alert').waitFor()
    await run.demo.dialog.getByRole('button', { name: 'Try again' }).click()
    await wallet.pair(await scanQr(run.page))
    await run.demo.accountButton(SHORT_0).waitFor({ timeout: 15_000 })
  })
})

describe('AllWallets against the local wallet directory', () => {
  it('search finds a wallet by name; scrolling loads the next page; picking one shows its QR code', async () => {
    await run.page.goto(`${run.stack.url}?devWallet=off`)
    await run.demo.openConnect()
    await run.demo.dialog.getByRole('button', { name: 'All wallets' }).click()
    const tiles = run.demo.dialog.locator('.foyer-wallet-tile')
    await tiles.first().waitFor()

    const pageRequests = () =>
      run.stack.api.requests.filter((request) => request.path === '/getWallets').map((r) => r.query.page)
    const before = pageRequests().length
    const grid = run.demo.dialog.getByTestId('wallet-grid')
    for (let i = 0; i < 10 && !pageRequests().slice(before).includes('2'); i++) {
      await grid.evaluate((element) => element.scrollTo({ top: element.scrollHeight }))
      await run.page.waitForTimeout(150)
    }
    expect(pageRequests().slice(before)).toContain('2')

    await run.demo.dialog.getByRole('searchbox', { name: 'Search wallets' }).fill('Foyer Test')
    const searched = () => run.stack.api.requests.filter((r) => r.path === '/getWallets' && r.query.search)
    for (let i = 0; i < 50 && searched().length === 0; i++) await run.page.waitForTimeout(100)
    expect(searched()).toHaveLength(1)
    expect(searched()[0]?.query).toMatchObject({ search: 'Foyer Test', entries: '100', page: '1' })
    // The list now holds the search's one match only.
    await expect.poll(() => tiles.count()).toBe(1)
    expect(await tiles.first().textContent()).toContain('Foyer Test Wallet')

    await run.demo.dialog.getByRole('button', { name: /Foyer Test Wallet/ }).click()
    expect(await scanQr(run.page)).toMatch(/^wc:/)
    await run.demo.dialog
      .getByText(/Foyer Test Wallet/)
      .first()
      .waitFor()
  })
})

describe('On a phone (viewport, touch and user agent of an iPhone)', () => {
  beforeEach(() => useIphone(run))

  it('AllWallets comes first; a wallet opens by deep link, no QR code; the wallet pairs from that link', async () => {
    const wallet = await startWallet()
    await run.page.goto(`${run.stack.url}?devWallet=off`)
    await run.demo.openConnect()
    const connect = run.demo.dialog.locator('.foyer-connect')
    await expect.poll(() => connect.locator('> *').first().textContent()).toContain('All wallets')
    // The directory's recommended wallets are listed too (4, none installed in this run.browser).
    const recommended = run.demo.dialog.getByRole('region', { name: 'Recommended' })
    await expect.poll(() => recommended.getByRole('button').count()).toBe(4)

    await run.demo.dialog.getByRole('button', { name: 'All wallets' }).click()
    await run.demo.dialog.getByRole('searchbox', { name: 'Search wallets' }).fill('Foyer Test')
    await run.demo.dialog.getByRole('button', { name: /Foyer Test Wallet/ }).click()
    const open = run.demo.dialog.getByRole('link', { name: 'Open Foyer Test Wallet' })
    await open.waitFor()
    expect(await run.demo.dialog.getByTestId('walletconnect-qr').count()).toBe(0)
    const href = (await open.getAttribute('href')) ?? ''
    expect(href).toMatch(/^foyertest:\/\/wc\?uri=wc%3A/)

    // The phone hands the link to the wallet app: the app reads the URI from it and pairs.
    const uri = new URL(href).searchParams.get('uri') ?? ''
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    await open.click()
    await expect
      .poll(() => run.page.evaluate(() => localStorage.getItem('foyer:deep-link-choice')))
      .toContain('Foyer Test Wallet')
    await wallet.pair(uri)
    await run.demo.accountButton(SHORT_0).waitFor({ timeout: 15_000 })
  })
})
