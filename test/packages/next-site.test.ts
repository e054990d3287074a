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
 * with a scripted wallet on local anvil chains. The README's snippets for a Next.js site (and its Node
 * server's) are type-checked in the same folder, with the site's compiler options.
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
