import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { launchBrowser } from '../e2e/support/browser.js'
import type { WalletPage } from '../e2e/support/wallet.page.js'
import type { ScriptedWalletControls } from '../wallets/eip1193-wallet.js'
import { type AppServer, startAppServer } from './app-server.js'
import { addFoyer, runIn } from './consumer-folder.js'
import { foyerStyleCount, openConsumerPage, SCRIPTED, SHORT_0 } from './consumer-page.js'
import { type LocalChains, startLocalChains } from './local-chains.js'
import { PREPARED_PACKAGES_HOOK_TIMEOUT_MS, preparedPackages } from './prepared-packages.js'
import { typeCheckReadmeSnippets } from './readme-snippets.js'

/**
 * A Next.js App Router site on React 19 that renders Foyer on the server: the site's folder (outside
 * this repository, its own dependencies installed once per run) gets Foyer from the packed tarballs by
 * `npm install`, as a developer adds it, and is built by `next build` (which also
 * type-checks the site against the packed declarations), served by `next start` and driven in Chromium
 * with a scripted wallet on local anvil chains. Its /ar page is the site in Arabic (the modal embedded,
 * open on Connect), rendered on the server right to left and hydrated without a difference, though the
 * browser has a wallet the server could not know of. The README's snippets for a Next.js site (and its
 * Node server's) are type-checked in the same folder, with the site's compiler options.
 */

let chains: LocalChains
let folder: string
let nextSite: AppServer
let browser: Browser
let readmeChecked: Promise<string[]>

beforeAll(async () => {
  chains = await startLocalChains()
  const { consumerFolders, foyerTarballs } = await preparedPackages()
  folder = consumerFolders['next-site']
  await addFoyer(folder, foyerTarballs)
  // Checked while the site builds; its own test reports the outcome.
  readmeChecked = typeCheckReadmeSnippets(folder, 'next-site')
  readmeChecked.catch(() => {})
  await runIn(folder, 'npx', ['next', 'build'], { NEXT_PUBLIC_FOYER_RPC_URL: chains.a.rpcUrl })
  nextSite = await startAppServer(folder, (port) => ['next', 'start', '-H', '127.0.0.1', '-p', String(port)])
  browser = await launchBrowser()
}, PREPARED_PACKAGES_HOOK_TIMEOUT_MS)

afterAll(async () => {
  await browser?.close()
  await nextSite?.stop()
  await chains?.stop()
})

let context: BrowserContext
let page: Page
let site: WalletPage
let pageErrors: string[]
let wallet: ScriptedWalletControls

beforeEach(async () => {
  ;({ context, page, site, pageErrors, wallet } = await openConsumerPage(browser, chains))
})

afterEach(async () => {
  await context?.close()
})

describe('a Next.js App Router site (React 19, server rendered, cookie storage)', () => {
  it('server-renders the button with its styles, connects, and after a reload restores the connection with the same first markup', async () => {
    const firstHtml = await (await fetch(nextSite.url)).text()
    expect(firstHtml).toContain('Connect wallet')
    expect(firstHtml).toContain('--foyer-font-size-base')

    await page.goto(nextSite.url)
    await site.connectWith(SCRIPTED.name)
    await site.accountButton(SHORT_0).waitFor()
    const cookies = await context.cookies(nextSite.url)
    expect(cookies.map((cookie) => cookie.name).filter((name) => name.startsWith('foyer'))).not.toEqual([])

    // The server reads the same cookies: its markup is the connection being restored, not "Connect wallet".
    const cookieHeader = cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ')
    const restoringHtml = await (await fetch(nextSite.url, { headers: { cookie: cookieHeader } })).text()
    expect(restoringHtml).not.toContain('Connect wallet')

    await page.reload()
    await site.accountButton(SHORT_0).waitFor()
    expect(wallet.requests.map((request) => request.method)).toContain('eth_accounts')
    expect(await foyerStyleCount(page)).toBe(1)
    await site.accountButton(SHORT_0).click()
    await site.dialog.getByText(SHORT_0).waitFor()
    expect(await foyerStyleCount(page)).toBe(1)
    expect(pageErrors).toEqual([])
  })
})

describe('the same site in Arabic (its /ar page: the button, and the modal embedded in the page, open on Connect)', () => {
  // React names hydration in its messages; a production build gives the error's number instead
  // (418, 419, 421–423, 425: the server's markup and the first client render did not agree).
  const hydrationMessage = /hydrat|react\.dev\/errors\/(418|419|421|422|423|425)\b/i

  it('server-renders Arabic text right to left, hydrates it without a warning where the browser has a wallet, then lists that wallet', async () => {
    const url = new URL('/ar', nextSite.url).href
    const html = await (await fetch(url)).text()
    expect(html).toContain('>ربط المحفظة</button>') // the page's button
    expect(html).toContain('>ربط المحفظة</h2>') // the modal's title: Connect
    expect(html).toContain('lang="ar" dir="rtl"') // the modal's root
    expect(html).not.toContain('Connect wallet')
    // A server finds no wallet: the one the visitor's browser announces is not in its markup.
    expect(html).not.toContain(SCRIPTED.name)

    // Every console message, not only errors: React reports a markup that differs from the first
    // client render as a warning or an error.
    const messages: string[] = []
    page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`))
    await page.goto(url)
    const dialog = page.getByRole('dialog', { name: 'ربط المحفظة' })
    // Right after hydration, without a click, Connect lists the wallet the browser announced.
    const scripted = dialog.getByRole('button', { name: new RegExp(`^${SCRIPTED.name}`) })
    await scripted.waitFor()
    expect(await page.locator('.foyer-root').filter({ has: dialog }).getAttribute('dir')).toBe('rtl')
    // The page is hydrated and running: the wallet connects, and the page's button shows the account.
    await scripted.click()
    await site.accountButton(SHORT_0).first().waitFor()
    expect(messages.filter((message) => hydrationMessage.test(message))).toEqual([])
    expect(pageErrors).toEqual([])
  })
})

describe("the README's snippets", () => {
  it('compile in the Next.js site as pasted: the App Router page and client component, and the Node server', async () => {
    expect(await readmeChecked).toEqual(
      expect.arrayContaining([
        'installing-in-a-site/app/page.tsx',
        'installing-in-a-site/app/foyer-site.tsx',
      ]),
    )
  })
})
