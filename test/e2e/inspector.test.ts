import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Browser, BrowserContext, Page, Request } from 'playwright-core'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest'
import { type DemoPage, startDemoDevServer } from '../devnet/demo-page.js'
import { launchBrowser } from './support/browser.js'

/**
 * The Stately inspector in the demo: with `?inspect` in the URL, the dev demo (Vite's dev server, as
 * `npm run demo` runs it) creates the browser inspector, which opens the inspector's page in a window
 * of its own; that page is answered here, so the test stays offline. Without `?inspect` nothing of the
 * inspector is downloaded, and the production build holds none of its code.
 */

const INSPECTOR_ORIGIN = 'https://stately.ai'
/** A string only the inspector's code holds: the name of the window it opens. */
const INSPECTOR_MARK = 'xstateinspector'

let browser: Browser
let demo: DemoPage
let context: BrowserContext
let requests: Request[]

beforeAll(async () => {
  // No stack: the demo runs in basic mode, which is all the inspector needs.
  demo = await startDemoDevServer({ env: {}, port: 0 })
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
  await demo?.close()
})
beforeEach(async () => {
  context = await browser.newContext()
  requests = []
  context.on('request', (request) => requests.push(request))
  await context.route(`${INSPECTOR_ORIGIN}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Inspector</title>' }),
  )
})
afterEach(() => context?.close())

const inspectorRequests = () => requests.filter((request) => request.url().startsWith(INSPECTOR_ORIGIN))
/** Vite's dev server serves each dependency as a module of its own: the inspector's has its name. */
const inspectorModules = () => requests.filter((request) => request.url().includes('statelyai'))

/**
 * How long the dev demo may take to be up: Vite's dev server transforms each module on its first
 * request, which on a busy 2-core machine took over 30 s for the first page (quiet: a few seconds).
 */
const DEV_PAGE_TIMEOUT_MS = 150_000

async function loadDemo(query: string, page: Page) {
  // Only the navigation is awaited here: the page's load event waits for every module Vite serves.
  await page.goto(`${demo.url}${query}`, { waitUntil: 'commit', timeout: DEV_PAGE_TIMEOUT_MS })
  // The demo exposes its Foyer once created (in dev), after the inspector was set up.
  await page.waitForFunction(() => Reflect.get(window, 'foyer') !== undefined, undefined, {
    timeout: DEV_PAGE_TIMEOUT_MS,
  })
  return page
}

describe('the Stately inspector in the dev demo', () => {
  it('?inspect: the inspector is created and opens its page', {
    timeout: 2 * DEV_PAGE_TIMEOUT_MS,
  }, async () => {
    const page = await context.newPage()
    // Awaited together: a page that never loads fails the test once, with no popup wait left over.
    const [inspector] = await Promise.all([
      page.waitForEvent('popup', { timeout: DEV_PAGE_TIMEOUT_MS }),
      loadDemo('?inspect', page),
    ])
    // The window opens blank, then goes to the inspector's page (answered by the route above).
    await expect.poll(() => inspector.url()).toMatch(/^https:\/\/stately\.ai\/inspect/)
    await expect.poll(inspectorRequests).not.toHaveLength(0)
    expect(inspectorModules(), 'the inspector module was downloaded').not.toHaveLength(0)
  })

  it('without ?inspect: nothing of the inspector is downloaded or opened', {
    timeout: 2 * DEV_PAGE_TIMEOUT_MS,
  }, async () => {
    await loadDemo('', await context.newPage())
    expect(context.pages()).toHaveLength(1)
    expect(inspectorRequests()).toEqual([])
    expect(inspectorModules().map((request) => request.url())).toEqual([])
  })
})

describe('the production build', () => {
  it('holds no inspector code', async () => {
    // The mark is really the inspector's: were it not, finding none would prove nothing.
    const inspectorSource = await readFile(
      join(process.cwd(), 'node_modules/@statelyai/inspect/dist/index.mjs'),
      'utf8',
    )
    expect(inspectorSource).toContain(INSPECTOR_MARK)
    const assets = join(inject('builtPages').demo, 'assets')
    const chunks = (await readdir(assets)).filter((file) => file.endsWith('.js'))
    expect(chunks.length).toBeGreaterThan(0)
    for (const chunk of chunks) {
      const code = await readFile(join(assets, chunk), 'utf8')
      expect(code.includes(INSPECTOR_MARK), `${chunk} holds the inspector`).toBe(false)
    }
  })
})
