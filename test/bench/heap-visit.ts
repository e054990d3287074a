import type { Browser, CDPSession, Page } from 'playwright-core'
import { ANVIL_ADDRESS_0, ANVIL_PRIVATE_KEY_0 } from '../devnet/local-networks.js'
import { createScriptedWallet, type ScriptedChain } from '../wallets/eip1193-wallet.js'
import { AFTER_CLICK_WINDOW_MS } from './after-click.js'
import { inPage } from './in-page.js'
import type { Library } from './libraries.js'
import { READING_MS, WALLET } from './measure-run.js'
import { type BenchWindow, probe } from './probe.js'
import { BLANK_PATH } from './serve.js'
import { bridgeWallet } from './wallet-bridge.js'

/** When the heap is read: on the settled page, with the modal open (as the bench), or after closing it. */
export type Moment = 'before-click' | 'open' | 'closed'

/** Every {@link Moment}, for the command line. */
export const moments: readonly Moment[] = ['before-click', 'open', 'closed']

/**
 * V8's call counts of one script's functions (the fields of the DevTools protocol's
 * `Profiler.ScriptCoverage` read here): the first range of a function is the whole function.
 *
 * @example
 * const calls: ScriptCalls = { url, functions: [{ functionName: 'f', ranges: [{ startOffset: 0, count: 3 }] }] }
 */
export type ScriptCalls = {
  url: string
  functions: { functionName: string; ranges: { startOffset: number; count: number }[] }[]
}

/**
 * What a visit read: V8's used heap before the click and at `at` (`Runtime.getHeapUsage`, what the
 * bench reports), `performance.memory` at `at`, the scripts the page fetched (URL paths, and whether
 * after the click), the heap snapshot's JSON, and with `calls` V8's call counts of every function.
 *
 * @example
 * const { usedBytes, json } = await visitForHeap({ browser, library, url, chains, at: 'open', calls: false })
 */
export type HeapVisit = {
  beforeClickBytes: number
  usedBytes: number
  performanceMemoryBytes: number
  scripts: { path: string; afterClick: boolean }[]
  json: string
  calls: ScriptCalls[]
}

/** A full collection (`gc()` is exposed by the bench's launch flags), then V8's used heap. */
async function usedHeap(page: Page, cdp: CDPSession): Promise<number> {
  await page.evaluate(() => (globalThis as unknown as { gc(): void }).gc())
  return (await cdp.send('Runtime.getHeapUsage')).usedSize
}

/** The heap snapshot as the JSON text the DevTools protocol streams in chunks. */
async function takeSnapshot(cdp: CDPSession): Promise<string> {
  const chunks: string[] = []
  cdp.on('HeapProfiler.addHeapSnapshotChunk', ({ chunk }) => chunks.push(chunk))
  // Numeric values: a function's start position in its script, to find its module in the source map.
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false, captureNumericValue: true })
  return chunks.join('')
}

/**
 * Visits a served bench app as `npm run bench` does (a fresh context, the same wallet and probe, the
 * click 1 s after the network settled, then the 2 s the bench waits), reads the heap at `at` and takes
 * a snapshot. With `calls`, V8's precise coverage counts every function's calls from the first script
 * on; it gives every function a feedback vector, so that visit's heap is not the bench's.
 *
 * @example
 * const visit = await visitForHeap({ browser, library, url: app.url, chains, at: 'open', calls: false })
 */
export async function visitForHeap(options: {
  browser: Browser
  library: Library
  url: string
  chains: readonly ScriptedChain[]
  at: Moment
  calls: boolean
}): Promise<HeapVisit> {
  const { browser, library, url, chains, at, calls } = options
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    if (calls) {
      await cdp.send('Profiler.enable')
      await cdp.send('Profiler.startPreciseCoverage', { callCount: true, detailed: false })
    }
    const { provider } = createScriptedWallet({ chains, privateKey: ANVIL_PRIVATE_KEY_0 })
    await bridgeWallet(page, provider, WALLET)
    const marks = { modalSelector: library.modalSelector, walletName: WALLET.name, address: ANVIL_ADDRESS_0 }
    await page.addInitScript(inPage(probe, marks))
    await page.goto(new URL(BLANK_PATH, url).href)
    await page.goto(url)
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(READING_MS)
    const beforeClickBytes = await usedHeap(page, cdp)
    const clickedAt = await page.evaluate(() => performance.now())
    if (at !== 'before-click') {
      await page.locator('[data-bench="connect"]').click()
      await page.waitForFunction(
        () => (window as unknown as BenchWindow).__bench.modalVisibleAt !== undefined,
      )
      await page.waitForTimeout(AFTER_CLICK_WINDOW_MS)
    }
    if (at === 'closed') {
      await page.keyboard.press('Escape')
      await page.waitForTimeout(AFTER_CLICK_WINDOW_MS)
    }
    const usedBytes = await usedHeap(page, cdp)
    const performanceMemoryBytes = await page.evaluate(
      () => (performance as unknown as { memory: { usedJSHeapSize: number } }).memory.usedJSHeapSize,
    )
    const fetched = await page.evaluate(() =>
      performance.getEntriesByType('resource').map(({ name, startTime }) => ({ name, startTime })),
    )
    const scripts = fetched
      .map(({ name, startTime }) => ({ path: new URL(name).pathname, afterClick: startTime >= clickedAt }))
      .filter(({ path }) => path.endsWith('.js'))
    const counted = calls ? (await cdp.send('Profiler.takePreciseCoverage')).result : []
    const json = await takeSnapshot(cdp)
    await cdp.detach()
    return { beforeClickBytes, usedBytes, performanceMemoryBytes, scripts, json, calls: counted }
  } finally {
    await context.close()
  }
}
