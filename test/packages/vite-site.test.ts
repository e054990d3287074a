import { readFile } from 'node:fs/promises'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ANVIL_ADDRESS_0, DEVNET_B } from '../devnet/local-networks.js'
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
 * A Vite site on React 18, and on its second page a custom UI on `@foyer/core` alone: the site's folder
 * (outside this repository, its own dependencies installed once per run) gets Foyer from the packed
 * tarballs by `npm install`, as a developer adds it, and is type-checked by `tsc` against
 * the packed declarations (every library's included), built by `vite build`, served by `vite preview`
 * and driven in Chromium with a scripted wallet on local anvil chains. The README's snippets for a Vite
 * app are type-checked in the same folder, as pasted into the app `npm create vite` makes.
 */

let chains: LocalChains
let folder: string
let viteSite: AppServer
let browser: Browser
let readmeChecked: Promise<string[]>

beforeAll(async () => {
  chains = await startLocalChains()
  const { consumerFolders, foyerTarballs } = await preparedPackages()
  folder = consumerFolders['vite-site']
  await addFoyer(folder, foyerTarballs)
  // Checked while the site builds, on the other core; its own test reports the outcome.
  readmeChecked = typeCheckReadmeSnippets(folder, 'vite-site')
  readmeChecked.catch(() => {})
  // The custom UIs compile against the packed declarations, as a site's own type check would.
  await runIn(folder, 'npx', ['tsc', '-p', '.'])
  await runIn(folder, 'npx', ['vite', 'build'], {
    VITE_FOYER_RPC_URL_31337: chains.a.rpcUrl,
    VITE_FOYER_RPC_URL_31338: chains.b.rpcUrl,
  })
  viteSite = await startAppServer(folder, (port) => [
    'vite',
    'preview',
    '--host',
    '127.0.0.1',
    '--port',
    String(port),
    '--strictPort',
  ])
  browser = await launchBrowser()
}, PREPARED_PACKAGES_HOOK_TIMEOUT_MS)

afterAll(async () => {
  await browser?.close()
  await viteSite?.stop()
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

describe('a Vite site on React 18', () => {
  it('runs React 18, keeps one copy of each stylesheet, connects and switches network', async () => {
    await page.goto(viteSite.url)
    expect(await page.locator('#root').getAttribute('data-react-version')).toMatch(/^18\./)
    await site.connectButton.waitFor()
    expect(await foyerStyleCount(page)).toBe(1)
    await site.connectWith(SCRIPTED.name)
    await site.accountButton(SHORT_0).waitFor()
    await site.networkButton.click()
    await site.dialog.getByRole('button', { name: /Local Chain B/ }).click()
    await expect.poll(() => wallet.chainId, { timeout: 30_000 }).toBe(DEVNET_B)
    await expect.poll(() => site.networkButton.textContent(), { timeout: 30_000 }).toContain('Local Chain B')
    expect(await foyerStyleCount(page)).toBe(1)
    expect(pageErrors).toEqual([])
  })
})

describe("the README's snippets", () => {
  it('compile in a Vite app as pasted: its src/App.tsx is the default export the template imports', async () => {
    expect(await readmeChecked).toEqual(
      expect.arrayContaining(['using-it/src/App.tsx', 'using-it/src/main.tsx']),
    )
  })
})

describe('a custom UI on @foyer/core alone', () => {
  it("uses @foyer/core's public entry only: no @foyer/core/advanced, no machine events", async () => {
    const source = await readFile(new URL('./apps/vite-site/src/headless.ts', import.meta.url), 'utf8')
    expect(source).not.toMatch(/from '@foyer\/core\/advanced'/)
    expect(source).not.toMatch(/\.send\(/)
  })

  it('lists the wallets, connects one, shows its address and balance, switches network and disconnects', async () => {
    await page.goto(`${viteSite.url}/headless.html`)
    const output = (id: string) => page.locator(`#${id}`)
    await expect.poll(() => output('status').textContent(), { timeout: 30_000 }).toBe('disconnected')
    await page.getByRole('button', { name: 'Choose a wallet' }).click()
    const wallets = page.getByRole('list', { name: 'Wallets' })
    await wallets.getByRole('button', { name: SCRIPTED.name }).click()
    await expect.poll(() => output('account').textContent(), { timeout: 30_000 }).toBe(ANVIL_ADDRESS_0)
    expect(await output('network').textContent()).toBe('Local Chain A')
    // The scripted wallet's anvil account, its native balance truncated to 3 decimals.
    await expect
      .poll(() => output('balance').textContent(), { timeout: 30_000 })
      .toMatch(/^\d{1,3}(,\d{3})*\.\d{3} ETH$/)
    await page.getByRole('button', { name: 'Switch to Local Chain B' }).click()
    await expect.poll(() => output('network').textContent(), { timeout: 30_000 }).toBe('Local Chain B')
    expect(wallet.chainId).toBe(DEVNET_B)
    await page.getByRole('button', { name: 'Disconnect' }).click()
    await expect.poll(() => output('status').textContent(), { timeout: 30_000 }).toBe('disconnected')
    expect(await output('account').textContent()).toBe('none')
    expect(await output('balance').textContent()).toBe('none')
    // No Foyer markup or styles came with it: the page is the site's own.
    expect(await page.locator('.foyer-root').count()).toBe(0)
    expect(await foyerStyleCount(page)).toBe(0)
    expect(pageErrors).toEqual([])
  })
})
