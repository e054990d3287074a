import type { Browser, BrowserContext, Page } from 'playwright-core'
import { ANVIL_ADDRESS_0, ANVIL_PRIVATE_KEY_0 } from '../devnet/local-networks.js'
import { createScriptedWallet, type ScriptedChain } from '../wallets/eip1193-wallet.js'
import { AFTER_CLICK_WINDOW_MS, afterClick } from './after-click.js'
import { inPage } from './in-page.js'
import type { Library } from './libraries.js'
import { isLocal, type NetworkRecorder, recordNetwork } from './measure-network.js'
import { fetchedJsGzip } from './measure-size.js'
import { type BenchWindow, type ProbeMarks, probe } from './probe.js'
import { BLANK_PATH } from './serve.js'
import { bridgeWallet } from './wallet-bridge.js'

/** The wallet every app sees: same name, same account, same chains. */
export const WALLET = { name: 'Bench Wallet', rdns: 'test.foyer.bench' }

/**
 * One run of one app. A figure is `undefined` when its step failed (the reason is in `errors`).
 *
 * @example
 * const sample = await measureRun({ browser, library, url, chains, jsSizes })
 */
export type Sample = {
  /** Every script fetched before the click: what the page needs, and what it fetched while idle. */
  initialJsGzip?: number
  /** The scripts fetched before the Connect button was on screen: what the page needs to work. */
  pageJsGzip?: number
  /** The scripts fetched after the button showed and before the click (the modal's UI, when idle). */
  idleJsGzip?: number
  /** Set by the runner from the build: the same in every run. */
  totalJsGzip?: number
  buttonVisibleMs?: number
  /** Click → the modal's content first on screen, still fading in. */
  modalAppearedMs?: number
  modalVisibleMs?: number
  /**
   * Click → the next frame the screen shows after the click was handled: the browser's Event Timing
   * duration of the click's interaction (INP's measure). 16 when the browser reported none: it reports
   * only interactions of 16 ms or more.
   */
  clickFrameMs?: number
  /** Click → focus inside the modal (the visitor can type or tab in it). */
  focusMs?: number
  /**
   * Click → ready for input: focus is inside the modal and the main thread is quiet (no long task
   * starts within 250 ms of the end of the last one), as Time to Interactive counts it.
   */
  readyMs?: number
  /** Total blocking time in the 2 s after the click: each long task's time over 50 ms, added up. */
  blockingMs?: number
  /** Long tasks (over 50 ms) that started in the 2 s after the click. */
  longTasksAfterClick?: number
  heapMb?: number
  offHostRequests?: number
  offHostFailed?: number
  /** The longest time an off-host request before the click took to settle (fail, offline), ms. */
  offHostLongestMs?: number
  offHostSockets?: number
  /** Off-host requests over the whole visit: load, open, connect, reload. */
  offHostWholeVisit?: number
  /** The hosts asked before the click. */
  offHostHosts?: string[]
  reconnectMs?: number
  errors: string[]
}

/**
 * Options of {@link measureRun}.
 *
 * @example
 * const options: RunOptions = { browser, library, url: app.url, chains, jsSizes }
 */
export type RunOptions = {
  browser: Browser
  library: Library
  url: string
  /** The anvil chains (ids 1 and 8453) the wallet forwards reads to. */
  chains: readonly ScriptedChain[]
  /** Gzip bytes of the build's scripts, by URL path. */
  jsSizes: Map<string, number>
  /** The conditions of the visit (CPU throttling, hanging remote services); none by default. */
  conditions?: RunConditions | undefined
}

/**
 * What the visit is made harder by: `cpuSlowdown` runs the page's CPU that many times slower (Chrome
 * DevTools' CPU throttling, `Emulation.setCPUThrottlingRate`: a mid-range phone is about 4×);
 * `hangingServices` leaves every request that leaves 127.0.0.1 unanswered, forever, as a remote
 * service that hangs does (the modal must still open at once).
 *
 * @example
 * const conditions: RunConditions = { cpuSlowdown: 4, hangingServices: false, readingMs: READING_MS }
 */
export type RunConditions = {
  cpuSlowdown: number
  hangingServices: boolean
  /**
   * How long the visitor looks at the settled page before clicking (ms): `READING_MS` as a person
   * takes, or 0 for a click as soon as the network settles (code the library fetches when idle may not
   * be there yet).
   */
  readingMs: number
}

const STEP_TIMEOUT = 30_000
/** How long the page may keep the network busy after load before the click anyway. */
const IDLE_TIMEOUT = 10_000
/**
 * How long the visitor looks at the page after it settled before clicking: the least a person takes
 * to find the button and reach it. Every library gets the same; what it does meanwhile (download the
 * modal's code when the page is idle, render it ahead) counts for it, as it would for a visitor.
 */
export const READING_MS = 1000

/** Time for the library to persist the new connection before the reload. */
const PERSIST_MS = 500

/** Waits until the probe has recorded `mark`, and returns all marks. */
async function waitForMark(page: Page, mark: keyof ProbeMarks): Promise<ProbeMarks> {
  const recorded = (name: keyof ProbeMarks) =>
    (window as unknown as BenchWindow).__bench?.[name] !== undefined
  await page.waitForFunction(recorded, mark, { timeout: STEP_TIMEOUT })
  return page.evaluate(() => (window as unknown as BenchWindow).__bench)
}

/** Loads the app and waits for its button, then for the network to settle, then as a visitor reads. */
async function load(page: Page, url: string, sample: Sample, readingMs: number): Promise<void> {
  // A blank page of the same site first, so the renderer process is already up: starting one is
  // Chrome's cost, not the library's, and on two cores it is the noisiest part of a first load.
  await page.goto(new URL(BLANK_PATH, url).href)
  await page.goto(url, { waitUntil: 'commit' })
  sample.buttonVisibleMs = (await waitForMark(page, 'buttonVisibleAt')).buttonVisibleAt
  await page.waitForLoadState('networkidle', { timeout: IDLE_TIMEOUT }).catch(() => {})
  if (readingMs > 0) await page.waitForTimeout(readingMs)
}

/** The scripts the page had asked for when its button showed (Resource Timing, the page's clock). */
function scriptsBeforeButton(page: Page, buttonVisibleAt: number): Promise<string[]> {
  return page.evaluate(
    (at) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime < at && new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => entry.name),
    buttonVisibleAt,
  )
}

/** What the page fetched before the click: its scripts, and every request that left 127.0.0.1. */
function recordBeforeClick(
  network: NetworkRecorder,
  jsSizes: Map<string, number>,
  sample: Sample,
  pageScripts: readonly string[],
): void {
  const now = Date.now()
  const before = network.requests.filter((request) => request.startedAt < now)
  const scripts = before.filter((request) => request.local && request.isScript)
  const offHost = before.filter((request) => !request.local)
  sample.initialJsGzip = fetchedJsGzip(
    jsSizes,
    scripts.map((request) => request.url),
  )
  sample.pageJsGzip = fetchedJsGzip(jsSizes, pageScripts)
  sample.idleJsGzip = sample.initialJsGzip - sample.pageJsGzip
  sample.offHostRequests = offHost.length
  sample.offHostFailed = offHost.filter((request) => request.failed !== undefined).length
  sample.offHostLongestMs = Math.max(0, ...offHost.map((r) => (r.settledAt ?? now) - r.startedAt))
  sample.offHostSockets = network.sockets.filter((socket) => socket.openedAt < now).length
  sample.offHostHosts = [...new Set(offHost.map((request) => new URL(request.url).host))].sort()
}

/**
 * Clicks Connect and times, on the page's clock, until the modal's content is painted and opaque;
 * then, once the 2 s after the click are over, reads what the browser measured of them.
 */
async function open(page: Page, sample: Sample): Promise<void> {
  await page.locator('[data-bench="connect"]').click()
  const { clickAt = Number.NaN, modalAppearedAt, modalVisibleAt } = await waitForMark(page, 'modalVisibleAt')
  sample.modalAppearedMs = (modalAppearedAt ?? Number.NaN) - clickAt
  sample.modalVisibleMs = (modalVisibleAt ?? Number.NaN) - clickAt
  await page.waitForFunction((end) => performance.now() > end, clickAt + AFTER_CLICK_WINDOW_MS, {
    timeout: STEP_TIMEOUT,
  })
  const marks = await page.evaluate(() => (window as unknown as BenchWindow).__bench)
  Object.assign(sample, afterClick(marks, clickAt))
}

/** The JS heap after a full collection (`gc()` is exposed by the launch flags). */
async function readHeap(context: BrowserContext, page: Page, sample: Sample): Promise<void> {
  await page.evaluate(() => (globalThis as unknown as { gc(): void }).gc())
  const cdp = await context.newCDPSession(page)
  const { usedSize } = await cdp.send('Runtime.getHeapUsage')
  sample.heapMb = usedSize / 1024 / 1024
  await cdp.detach()
}

/** Connects the wallet through the modal, reloads, and times until the app shows the address again. */
async function reconnect(page: Page, library: Library, sample: Sample): Promise<void> {
  await page.locator(library.modalSelector).getByText(WALLET.name, { exact: true }).first().click()
  await waitForMark(page, 'addressVisibleAt')
  await page.waitForTimeout(PERSIST_MS)
  await page.reload({ waitUntil: 'commit' })
  sample.reconnectMs = (await waitForMark(page, 'addressVisibleAt')).addressVisibleAt
}

/**
 * One visit, in a fresh browser context (empty cache and storage) with a fresh, not yet authorised
 * wallet: load, wait for the Connect button, let the network settle, click, wait for the modal's
 * content, force a GC and read the heap; then, for apps that reconnect, connect the wallet through the
 * modal and time a reload until the app shows the address again. A failed step ends the run; the
 * figures measured so far are kept.
 *
 * @example
 * samples.push(await measureRun({ browser, library, url, chains, jsSizes }))
 */
export async function measureRun({
  browser,
  library,
  url,
  chains,
  jsSizes,
  conditions = { cpuSlowdown: 1, hangingServices: false, readingMs: READING_MS },
}: RunOptions): Promise<Sample> {
  const sample: Sample = { errors: [] }
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const network = recordNetwork(context)
  // Routes that never answer: the request stays pending, as against a service that hangs (a
  // WebSocket routed without a server is opened and then never hears anything).
  if (conditions.hangingServices) {
    await context.route(
      (address) => !isLocal(address.href),
      () => {},
    )
    await context.routeWebSocket(
      (address) => !isLocal(address.href),
      () => {},
    )
  }
  const step = async (name: string, work: () => Promise<void>): Promise<boolean> => {
    try {
      await work()
      return true
    } catch (error) {
      sample.errors.push(`${name}: ${(error as Error).message.split('\n')[0]}`)
      return false
    }
  }
  try {
    const page = await context.newPage()
    if (conditions.cpuSlowdown > 1) {
      const cdp = await context.newCDPSession(page)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: conditions.cpuSlowdown })
    }
    const { provider } = createScriptedWallet({ chains, privateKey: ANVIL_PRIVATE_KEY_0 })
    await bridgeWallet(page, provider, WALLET)
    const { modalSelector } = library
    await page.addInitScript(
      inPage(probe, { modalSelector, walletName: WALLET.name, address: ANVIL_ADDRESS_0 }),
    )

    if (!(await step('load', () => load(page, url, sample, conditions.readingMs)))) return sample
    const pageScripts = await scriptsBeforeButton(page, sample.buttonVisibleMs ?? 0)
    recordBeforeClick(network, jsSizes, sample, pageScripts)
    if (!(await step('open', () => open(page, sample)))) return sample
    if (!(await step('heap', () => readHeap(context, page, sample)))) return sample
    if (library.reconnects) await step('reconnect', () => reconnect(page, library, sample))
    sample.offHostWholeVisit = network.requests.filter((request) => !request.local).length
    return sample
  } finally {
    await context.close()
  }
}
