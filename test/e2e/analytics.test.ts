import { beforeEach, describe, expect, it } from 'vitest'
import { json, status } from '../devnet/api-service.js'
import { builtChunkOf } from './support/build-manifest.js'
import { useDemoInChromium } from './support/demo-in-chromium.js'

/**
 * Analytics in Chromium against the local API service, counting what leaves the page: reports go only
 * when the site lists the module with its feature on, the project says it reports and the browser
 * does not send Global Privacy Control; nothing is asked before the visitor does something; a blocked
 * report is given up quietly.
 */

const run = useDemoInChromium()
beforeEach(() => run.stack.api.reset())

const analyticsRequests = () =>
  run.stack.api.requests
    .filter((request) => request.path === '/getAnalyticsConfig' || request.path === '/e')
    .map((request) => (request.path === '/e' ? eventOf(request.body) : 'config'))
const eventOf = (body: unknown) => (body as { props: { event: string } }).props.event

/** Loads the demo with `query`, then opens and closes the modal. */
async function openAndClose(query: string): Promise<void> {
  await run.page.goto(`${run.stack.url}?devWallet=off&${query}`)
  await run.demo.connectButton.waitFor()
  expect(analyticsRequests(), 'nothing is asked before the visitor does something').toEqual([])
  await run.demo.openConnect()
  await run.demo.closeModal()
}

describe('analytics in Chromium, counted at the local API service', () => {
  it('on: the project is asked once, then one report per event with the origin only, no address', async () => {
    await openAndClose('analytics=on')
    await expect.poll(analyticsRequests).toEqual(['config', 'MODAL_OPEN', 'MODAL_CLOSE'])
    const reports = run.stack.api.requests.filter((request) => request.path === '/e')
    const origin = new URL(run.stack.url).origin
    for (const report of reports) {
      expect(report.method).toBe('POST')
      expect(report.query).toMatchObject({
        projectId: expect.any(String),
        st: 'foyer',
        sv: expect.any(String),
      })
      expect(report.body).toMatchObject({
        eventId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        url: origin,
        domain: new URL(origin).hostname,
        timestamp: expect.any(Number),
        props: { connected: false },
      })
      expect(JSON.stringify(report.body)).not.toContain('devWallet')
      expect((report.body as { props: object }).props).not.toHaveProperty('address')
    }
  })

  it('the site turned analytics off: nothing leaves the page', async () => {
    await openAndClose('analytics=off')
    await run.demo.openConnect()
    // The modal's own requests went out meanwhile: the page had every chance to report.
    await expect
      .poll(() => run.stack.api.requests.some((request) => request.path === '/getWallets'))
      .toBe(true)
    expect(analyticsRequests()).toEqual([])
  })

  it('the project does not report: it is asked once, and no report follows', async () => {
    run.stack.api.setRoute('GET', '/getAnalyticsConfig', json({ isAnalyticsEnabled: false }))
    await openAndClose('analytics=on')
    await run.demo.openConnect()
    await expect.poll(analyticsRequests).toEqual(['config'])
    await run.demo.closeModal()
    expect(analyticsRequests()).toEqual(['config'])
  })

  it("a 403 (this origin is not allowed): 'Invalid App Configuration' in the modal, and no report after it", async () => {
    run.stack.api.setRoute('POST', '/e', status(403))
    await run.page.goto(`${run.stack.url}?devWallet=off&analytics=on`)
    await run.demo.openConnect()
    await run.demo.dialog.getByText('Invalid App Configuration').waitFor()
    await run.demo.closeModal()
    await run.demo.openConnect()
    await run.demo.closeModal()
    expect(analyticsRequests()).toEqual(['config', 'MODAL_OPEN'])
  })

  it('Global Privacy Control: the project is not even asked', async () => {
    await run.context.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
    )
    await openAndClose('analytics=on')
    await run.demo.openConnect()
    await expect
      .poll(() => run.stack.api.requests.some((request) => request.path === '/getWallets'))
      .toBe(true)
    expect(analyticsRequests()).toEqual([])
  })

  it('reports blocked by the browser (an ad blocker): one attempt per event, no error on the page, the modal unharmed', async () => {
    const attempts: string[] = []
    await run.page.route(
      (url) => url.pathname === '/e',
      (route) => {
        attempts.push(eventOf(route.request().postDataJSON()))
        return route.abort('blockedbyclient')
      },
    )
    const problems: string[] = []
    // The browser itself logs each blocked load ('Failed to load resource: net::ERR_BLOCKED_BY_CLIENT'),
    // whatever the page does: only lines from the page's own code count.
    run.page.on('console', (message) => {
      const fromBrowser = message.text().startsWith('Failed to load resource')
      if (!fromBrowser && (message.type() === 'error' || message.type() === 'warning'))
        problems.push(message.text())
    })
    run.page.on('pageerror', (error) => problems.push(error.message))
    await openAndClose('analytics=on')
    await run.demo.openConnect()
    await expect.poll(() => attempts).toEqual(['MODAL_OPEN', 'MODAL_CLOSE', 'MODAL_OPEN'])
    await run.demo.closeModal()
    await expect.poll(() => attempts).toHaveLength(4)
    expect(problems).toEqual([])
    expect(analyticsRequests()).toEqual(['config'])
  })
})

describe('WalletConnect that cannot start, reported', () => {
  // The WalletConnect client's code is a chunk of its own, downloaded on first use: a page that cannot
  // load it (a proxy, a deploy that removed it) has a client whose start throws.
  const blockWalletConnect = () =>
    run.page.route(
      (url) => url.pathname === builtChunkOf('/@walletconnect/universal-provider/dist/index.js'),
      (route) => route.abort('failed'),
    )
  const errorReports = () =>
    run.stack.api.requests
      .filter((request) => request.path === '/e')
      .map((request) => (request.body as { props: Record<string, unknown> }).props)
      .filter((props) => props.type === 'error')

  it("reports on: one error report of type 'UniversalProviderInitError' in the walletconnect category", async () => {
    await blockWalletConnect()
    await run.page.goto(`${run.stack.url}?devWallet=off&analytics=on`)
    await run.demo.openConnect()
    await run.demo.chooseWallet('WalletConnect')
    await expect.poll(errorReports).toContainEqual(
      expect.objectContaining({
        event: 'ERROR',
        category: 'walletconnect',
        errorType: 'UniversalProviderInitError',
        errorMessage: expect.stringContaining('WalletConnect could not be started'),
      }),
    )
    // The site did not allow stacks: none leaves the page.
    for (const props of errorReports()) expect(props).not.toHaveProperty('stackTrace')
  })

  it('reports off: the same failure leaves the page as nothing', async () => {
    await blockWalletConnect()
    await run.page.goto(`${run.stack.url}?devWallet=off&analytics=off`)
    await run.demo.openConnect()
    await run.demo.chooseWallet('WalletConnect')
    await run.demo.dialog.getByRole('alert').waitFor()
    expect(analyticsRequests()).toEqual([])
  })
})
