import type { Browser, BrowserContext, Locator, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { DemoStack } from '../devnet/demo-stack.js'
import { ANVIL_PRIVATE_KEY_0, DEVNET_A, DEVNET_B } from '../devnet/local-networks.js'
import { createScriptedWallet } from '../wallets/eip1193-wallet.js'
import { launchBrowser } from './support/browser.js'
import { builtChunkOf } from './support/build-manifest.js'
import { E2E_STACK_TIMEOUT_MS, startE2eStack } from './support/e2e-stack.js'
import { injectWallets } from './support/injected-wallet.js'
import { WalletPage } from './support/wallet.page.js'

/**
 * Nothing network-bound happens before the visitor opens the modal (issue 6): no remote configuration
 * or wallet directory from the API service, no WalletConnect relay socket, no chain RPC, unless the site
 * asks. Reconnecting a stored session is the exception, and it goes only to the wallet and the chain's
 * RPC. Every service of the demo stack runs on 127.0.0.1, so each request is told apart by its port.
 */

const SCRIPTED = { name: 'Scripted Wallet', rdns: 'test.foyer.scripted' }
const SHORT_0 = '0xf39F…2266'

/** Which service of the demo stack a request went to. */
type Service = 'page' | 'api' | 'relay' | 'rpc' | 'other'

/** One request the page made, classified. */
type Seen = { service: Service; url: string; at: 'before open' | 'after open' }

let stack: DemoStack
let browser: Browser
let context: BrowserContext
let page: Page
let demo: WalletPage
let seen: Seen[]
let opened: boolean

beforeAll(async () => {
  stack = await startE2eStack()
  browser = await launchBrowser()
}, E2E_STACK_TIMEOUT_MS)
afterAll(async () => {
  await browser?.close()
  await stack?.close()
})
beforeEach(async () => {
  stack.api.reset()
  // A fresh context: empty localStorage and IndexedDB, so no stored session of any kind.
  context = await browser.newContext()
  page = await context.newPage()
  demo = new WalletPage(page)
  seen = []
  opened = false
  const record = (url: string) =>
    seen.push({ service: serviceOf(url), url, at: opened ? 'after open' : 'before open' })
  // Every HTTP request of the context (fetch, XHR, scripts, iframes) and every WebSocket of the page.
  context.on('request', (request) => record(request.url()))
  page.on('websocket', (socket) => record(socket.url()))
})
afterEach(async () => {
  await context?.close()
})

/** The port of a URL as a string (explicit or the scheme's default). */
function portOf(url: URL): string {
  return url.port || (url.protocol === 'https:' || url.protocol === 'wss:' ? '443' : '80')
}

/** Tells the demo stack's services apart by port: the demo page, the API, the relay, the chains. */
function serviceOf(raw: string): Service {
  const url = new URL(raw)
  if (url.protocol === 'data:' || url.protocol === 'blob:') return 'page'
  const port = portOf(url)
  if (port === portOf(new URL(stack.url))) return 'page'
  if (port === portOf(new URL(stack.api.url))) return 'api'
  if (port === String(stack.relay.port)) return 'relay'
  if (stack.devnets.some((devnet) => portOf(new URL(devnet.rpcUrl)) === port)) return 'rpc'
  return 'other'
}

/** The requests that left the page for a service other than the page's own server. */
function networkBound(at: Seen['at']): Seen[] {
  return seen.filter((request) => request.at === at && request.service !== 'page')
}

/**
 * Loads the demo and lets it settle (scripts loaded, effects run, any timer-driven fetch fired) once
 * `ready` shows: the Connect button, or the account button when a stored session reconnects.
 */
async function loadAndSettle(url: string, ready: Locator = demo.connectButton): Promise<void> {
  await page.goto(url)
  await ready.waitFor()
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(1_000)
}

/** A scripted EIP-6963 wallet on chain A (account #0), injected before the demo loads; answered in Node. */
async function injectScriptedWallet(): Promise<ReturnType<typeof createScriptedWallet>> {
  const wallet = createScriptedWallet({
    chains: stack.devnets.map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl })),
    privateKey: ANVIL_PRIVATE_KEY_0,
    knownChainIds: [DEVNET_A, DEVNET_B],
  })
  await injectWallets(page, [{ info: SCRIPTED, provider: wallet.provider }])
  return wallet
}

/** Clicks the page's Connect button and waits for the modal. */
async function openModal(): Promise<void> {
  opened = true
  await demo.openConnect()
}

describe('before the visitor opens the modal', () => {
  it('a first visit (no stored session) goes to no API, relay or RPC; opening loads the configuration', async () => {
    await loadAndSettle(stack.url)
    // The recorder works (the page's own scripts were seen), so an empty list below means something.
    expect(seen.filter((request) => request.service === 'page').length).toBeGreaterThan(0)
    expect(networkBound('before open')).toEqual([])
    expect(stack.api.requests).toEqual([])
    // WalletConnect's client is not even downloaded before it is chosen.
    const walletConnectClient = builtChunkOf('/@walletconnect/universal-provider/dist/index.js')
    expect(seen.filter((request) => new URL(request.url).pathname === walletConnectClient)).toEqual([])

    await openModal()
    await expect
      .poll(() => stack.api.requests.map((request) => request.path))
      .toEqual(expect.arrayContaining(['/appkit/v1/config', '/projects/v1/origins', '/getWallets']))
    expect(networkBound('after open').some((request) => request.service === 'api')).toBe(true)

    // Choosing WalletConnect opens the relay socket: the recorder tells the relay apart too.
    await demo.chooseWallet('WalletConnect')
    await expect
      // The first choice downloads WalletConnect's client first.
      .poll(() => networkBound('after open').map((request) => request.service), { timeout: 20_000 })
      .toContain('relay')
    expect(networkBound('after open').filter((request) => request.service === 'other')).toEqual([])
  })

  it('an injected wallet is not asked anything before the visitor chooses it', async () => {
    const wallet = await injectScriptedWallet()
    await loadAndSettle(`${stack.url}?devWallet=off`)
    expect(networkBound('before open')).toEqual([])
    expect(wallet.controls.requests.map((request) => request.method)).toEqual([])

    await openModal()
    await demo.chooseWallet(SCRIPTED.name)
    await expect
      .poll(() => wallet.controls.requests.map((request) => request.method))
      .toContain('eth_requestAccounts')
    // Connected: the balance is read from the chain's RPC.
    await expect.poll(() => networkBound('after open').map((request) => request.service)).toContain('rpc')
  })

  it('reconnecting a stored session goes only to the wallet and the chain RPC', async () => {
    const wallet = await injectScriptedWallet()
    await loadAndSettle(`${stack.url}?devWallet=off`)
    await openModal()
    await demo.chooseWallet(SCRIPTED.name)
    await demo.accountButton(SHORT_0).waitFor()

    // The next visit: same browser storage, modal closed. The recorder starts over.
    stack.api.reset()
    seen = []
    opened = false
    const asked = wallet.controls.requests.length
    await loadAndSettle(`${stack.url}?devWallet=off`, demo.accountButton(SHORT_0))
    const services = new Set(networkBound('before open').map((request) => request.service))
    expect([...services].filter((service) => service !== 'rpc')).toEqual([])
    expect(stack.api.requests).toEqual([])
    expect(wallet.controls.requests.slice(asked).map((request) => request.method)).toContain('eth_accounts')
  })
})
