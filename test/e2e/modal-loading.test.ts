import { describe, expect, it } from 'vitest'
import { defaultProjectConfig, hang, json } from '../devnet/api-service.js'
import { builtChunkOf } from './support/build-manifest.js'
import { useModalInChromium } from './support/modal-in-chromium.js'

/**
 * What the modal loads, and when, in Chromium: nothing goes over the network before it opens; its UI
 * downloads once the page is idle; its first open loads the remote configuration, and a configuration
 * service that never answers costs the visitor the request timeout once, not a modal that never loads.
 */

const run = useModalInChromium()

describe('what the modal loads, and when, in Chromium', () => {
  it('sends nothing before the modal opens; the first open loads the remote configuration', async () => {
    await run.page.waitForTimeout(300)
    expect(run.stack.api.requests).toHaveLength(0)
    await run.modal.open()
    // The directory's recommended wallets (and their images) are asked for on the first open too, and
    // the WalletConnect row's logo among the public assets.
    const paths = () => run.stack.api.requests.map((r) => r.path)
    const configPaths = () =>
      paths().filter((path) => !path.startsWith('/getWallet') && !path.startsWith('/public/'))
    await expect.poll(configPaths).toEqual(['/appkit/v1/config', '/projects/v1/origins'])
    await expect.poll(() => run.stack.api.requests.filter((r) => r.path === '/getWallets').length).toBe(1)
    await expect.poll(paths).toContain('/public/getAssetImage/ef1a1fcf-7fe8-4d69-bd6d-fda1345b4400')
    const logo = run.modal.dialog.locator('[data-connector-id="walletConnect"] img')
    await expect.poll(() => logo.getAttribute('src')).toMatch(/^blob:/)
    // The demo's origin (127.0.0.1) is on the local project's allow list: no alert.
    expect(await run.page.getByRole('alert').count()).toBe(0)
  })

  it("downloads the modal's UI once the page is idle, before any click or hover", async () => {
    const idlePage = await run.browser.newPage()
    // The build's chunk of the modal's UI (ModalFrame.tsx and what only it imports).
    const modalChunk = builtChunkOf('/react-ui/src/components/ModalFrame.tsx')
    try {
      const scripts: string[] = []
      idlePage.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
      })
      await idlePage.goto(run.stack.url)
      await expect.poll(() => scripts.includes(modalChunk), { timeout: 30_000 }).toBe(true)
    } finally {
      await idlePage.close()
    }
  })

  it('with a configuration service that never answers, stops loading after the request timeout and tries again on the next open', async () => {
    run.stack.api.setRoute('GET', '/appkit/v1/config', hang())
    // The page's clock runs as usual until the test moves it past the request's 10 s (installed before
    // the page loads: the page's timers are the clock's from the start).
    await run.page.clock.install()
    await run.page.goto(run.stack.url)
    await run.modal.open()
    const loading = run.page.getByText('Loading sign-in options…')
    await loading.waitFor()
    const asked = () => run.stack.api.requests.some((request) => request.path === '/appkit/v1/config')
    await expect.poll(asked).toBe(true)
    // The clock moved on 10 s (the page's own time only adds to it): the HTTP client gives up, and the
    // local features take over.
    await run.page.clock.runFor(10_000)
    await loading.waitFor({ state: 'detached' })
    expect(await run.modal.dialog.getByRole('button').count()).toBeGreaterThan(1)
    await run.page.keyboard.press('Escape')
    await run.modal.dialog.waitFor({ state: 'detached' })
    run.stack.api.setRoute('GET', '/appkit/v1/config', json(defaultProjectConfig))
    await run.modal.open()
    await expect
      .poll(() => run.stack.api.requests.filter((request) => request.path === '/appkit/v1/config').length)
      .toBe(2)
    // The second try runs quietly behind the usable view.
    expect(await loading.count()).toBe(0)
  })
})
