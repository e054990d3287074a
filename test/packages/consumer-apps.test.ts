import { rm } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest'
import { type Anvil, startAnvil } from '../devnet/anvil.js'
import { ANVIL_ADDRESS_0, ANVIL_PRIVATE_KEY_0, DEVNET_A, DEVNET_B } from '../devnet/local-networks.js'
import { launchBrowser } from '../e2e/support/browser.js'
import { injectWallets } from '../e2e/support/injected-wallet.js'
import { WalletPage } from '../e2e/support/wallet.page.js'
import { createScriptedWallet, type ScriptedWalletControls } from '../wallets/eip1193-wallet.js'
import { type AppServer, startAppServer } from './app-server.js'
import { installConsumer, rootVersion, runIn } from './consumer-folder.js'

/**
 * Sites built from the packed tarballs, installed by npm into fresh folders outside this repository:
 * a Next.js App Router site on React 19 that renders Foyer on the server, a Vite site on React 18,
 * and a custom UI on `@foyer/core` alone. Each is built by its own tool and driven in Chromium with a
 * scripted wallet on local anvil chains.
 */

const SCRIPTED = { name: 'Scripted Wallet', rdns: 'test.foyer.scripted' }
const SHORT_0 = '0xf39F…2266'
const template = (name: string) => fileURLToPath(new URL(`./apps/${name}`, import.meta.url))

let chains: Anvil[] = []
let folders: string[] = []
const servers: AppServer[] = []
let browser: Browser
let nextSite: AppServer
let viteSite: AppServer

beforeAll(async () => {
  const tarballs = inject('foyerTarballs')
  chains = await Promise.all([
    startAnvil({ chainId: DEVNET_A, port: 0 }),
    startAnvil({ chainId: DEVNET_B, port: 0 }),
  ])
  const [chainA, chainB] = chains
  if (!chainA || !chainB) throw new Error('the two local chains did not start')
  const [react19, typesReact19, next, typescript, vite, pluginReact] = await Promise.all([
    rootVersion('react'),
    rootVersion('@types/react'),
    rootVersion('next'),
    rootVersion('typescript'),
    rootVersion('vite'),
    rootVersion('@vitejs/plugin-react'),
  ])
  const [nextFolder, viteFolder] = await Promise.all([
    installConsumer({
      template: template('next-site'),
      tarballs,
      dependencies: {
        next,
        react: react19,
        'react-dom': react19,
        typescript,
        '@types/react': typesReact19,
        '@types/node': '^20.19.0',
      },
    }),
    installConsumer({
      template: template('vite-site'),
      tarballs,
      dependencies: {
        react: '18.3.1',
        'react-dom': '18.3.1',
        '@types/react': '^18.3.0',
        '@types/react-dom': '^18.3.0',
        vite,
        '@vitejs/plugin-react': pluginReact,
        typescript,
      },
    }),
  ])
  folders = [nextFolder, viteFolder]
  await runIn(nextFolder, 'npx', ['next', 'build'], { NEXT_PUBLIC_FOYER_RPC_URL: chainA.rpcUrl })
  // The custom UIs compile against the packed declarations, as a site's own type check would.
  await runIn(viteFolder, 'npx', ['tsc', '-p', '.'])
  await runIn(viteFolder, 'npx', ['vite', 'build'], {
    VITE_FOYER_RPC_URL_31337: chainA.rpcUrl,
    VITE_FOYER_RPC_URL_31338: chainB.rpcUrl,
  })
  nextSite = await startAppServer(nextFolder, (port) => [
    'next',
    'start',
    '-H',
    '127.0.0.1',
    '-p',
    String(port),
  ])
  servers.push(nextSite)
  viteSite = await startAppServer(viteFolder, (port) => [
    'vite',
    'preview',
    '--host',
    '127.0.0.1',
    '--port',
    String(port),
    '--strictPort',
  ])
  servers.push(viteSite)
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
  await Promise.all(servers.map((server) => server.stop()))
  await Promise.all(chains.map((chain) => chain.stop()))
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })))
})

let context: BrowserContext
let page: Page
let site: WalletPage
/** Every console error and uncaught exception of the page: a hydration mismatch shows as one. */
let pageErrors: string[]
let wallet: ScriptedWalletControls

beforeEach(async () => {
  context = await browser.newContext()
  page = await context.newPage()
  site = new WalletPage(page)
  pageErrors = []
  page.on('console', (message) => {
    if (message.type() === 'error') pageErrors.push(`${message.text()} (${message.location().url})`)
  })
  page.on('pageerror', (error) => pageErrors.push(error.message))
  const [chainA, chainB] = chains
  if (!chainA || !chainB) throw new Error('the local chains are not running')
  const scripted = createScriptedWallet({
    chains: [
      { chainId: DEVNET_A, rpcUrl: chainA.rpcUrl },
      { chainId: DEVNET_B, rpcUrl: chainB.rpcUrl },
    ],
    privateKey: ANVIL_PRIVATE_KEY_0,
  })
  wallet = scripted.controls
  await injectWallets(page, [{ info: SCRIPTED, provider: scripted.provider }])
})

afterEach(async () => {
  await context?.close()
})

/** Foyer's stylesheets in the document: the `<style>` elements that hold its root's tokens. */
function foyerStyleCount(): Promise<number> {
  return page.evaluate(
    () =>
      [...document.querySelectorAll('style')].filter((style) => style.textContent?.includes('.foyer-root'))
        .length,
  )
}

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
    expect(await foyerStyleCount()).toBe(1)
    await site.accountButton(SHORT_0).click()
    await site.dialog.getByText(SHORT_0).waitFor()
    expect(await foyerStyleCount()).toBe(1)
    expect(pageErrors).toEqual([])
  })
})

describe('a Vite site on React 18', () => {
  it('runs React 18, keeps one copy of each stylesheet, connects and switches network', async () => {
    await page.goto(viteSite.url)
    expect(await page.locator('#root').getAttribute('data-react-version')).toMatch(/^18\./)
    await site.connectButton.waitFor()
    expect(await foyerStyleCount()).toBe(1)
    await site.connectWith(SCRIPTED.name)
    await site.accountButton(SHORT_0).waitFor()
    await site.networkButton.click()
    await site.dialog.getByRole('button', { name: /Local Chain B/ }).click()
    await expect.poll(() => wallet.chainId, { timeout: 30_000 }).toBe(DEVNET_B)
    await expect.poll(() => site.networkButton.textContent(), { timeout: 30_000 }).toContain('Local Chain B')
    expect(await foyerStyleCount()).toBe(1)
    expect(pageErrors).toEqual([])
  })
})

describe('a custom UI on @foyer/core alone', () => {
  it('opens, connects a wallet, shows the account, switches network and disconnects', async () => {
    await page.goto(`${viteSite.url}/headless.html`)
    const output = (id: string) => page.locator(`#${id}`)
    await expect.poll(() => output('status').textContent(), { timeout: 30_000 }).toBe('disconnected')
    await page.getByRole('button', { name: 'Choose a wallet' }).click()
    const wallets = page.getByRole('list', { name: 'Wallets' })
    await wallets.getByRole('button', { name: SCRIPTED.name }).click()
    await expect.poll(() => output('account').textContent(), { timeout: 30_000 }).toBe(ANVIL_ADDRESS_0)
    expect(await output('network').textContent()).toBe('Local Chain A')
    await page.getByRole('button', { name: 'Switch to Local Chain B' }).click()
    await expect.poll(() => output('network').textContent(), { timeout: 30_000 }).toBe('Local Chain B')
    expect(wallet.chainId).toBe(DEVNET_B)
    await page.getByRole('button', { name: 'Disconnect' }).click()
    await expect.poll(() => output('status').textContent(), { timeout: 30_000 }).toBe('disconnected')
    expect(await output('account').textContent()).toBe('none')
    // No Foyer markup or styles came with it: the page is the site's own.
    expect(await page.locator('.foyer-root').count()).toBe(0)
    expect(await foyerStyleCount()).toBe(0)
    expect(pageErrors).toEqual([])
  })
})
