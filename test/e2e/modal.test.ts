import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { defaultProjectConfig, hang, json } from '../devnet/api-service.js'
import { type DemoStack, startDemoStack } from '../devnet/demo-stack.js'
import { expectAccessible } from './support/axe.js'
import { launchBrowser } from './support/browser.js'
import { ModalPage } from './support/modal.page.js'

/**
 * The demo in headless Chromium, as a visitor meets it: the modal opens from the page's button, is
 * reachable by keyboard, traps focus, closes with Escape and gives focus back, and nothing goes over
 * the network before it opens.
 */

let stack: DemoStack
let browser: Browser
let page: Page
let modal: ModalPage

beforeAll(async () => {
  stack = await startDemoStack({ port: 0 })
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
  await stack?.close()
})
beforeEach(async () => {
  stack.api.reset()
  page = await browser.newPage()
  modal = new ModalPage(page)
  await page.goto(stack.url)
  await modal.connectButton.waitFor()
})

describe('the modal in Chromium', () => {
  it('opens from the connect button as a labelled 360 px dialog above the page', async () => {
    await modal.open()
    expect(await modal.dialog.getAttribute('aria-modal')).toBe('true')
    const title = await modal.title()
    expect(title.length).toBeGreaterThan(0)
    const box = await modal.dialog.boundingBox()
    expect(box?.width).toBe(360)
    expect(await modal.overlayZIndex()).toBe('999')
    await expectAccessible(page, 'Connect, the dev wallet and the directory')
  })

  it('sends nothing before the modal opens; the first open loads the remote configuration', async () => {
    await page.waitForTimeout(300)
    expect(stack.api.requests).toHaveLength(0)
    await modal.open()
    // The directory's recommended wallets (and their images) are asked for on the first open too, and
    // the WalletConnect row's logo among the public assets.
    const paths = () => stack.api.requests.map((r) => r.path)
    const configPaths = () =>
      paths().filter((path) => !path.startsWith('/getWallet') && !path.startsWith('/public/'))
    await expect.poll(configPaths).toEqual(['/appkit/v1/config', '/projects/v1/origins'])
    await expect.poll(() => stack.api.requests.filter((r) => r.path === '/getWallets').length).toBe(1)
    await expect.poll(paths).toContain('/public/getAssetImage/ef1a1fcf-7fe8-4d69-bd6d-fda1345b4400')
    const logo = modal.dialog.locator('[data-connector-id="walletConnect"] img')
    await expect.poll(() => logo.getAttribute('src')).toMatch(/^blob:/)
    // The demo's origin (127.0.0.1) is on the local project's allow list: no alert.
    expect(await page.getByRole('alert').count()).toBe(0)
  })

  it("downloads the modal's UI once the page is idle, before any click or hover", async () => {
    const idlePage = await browser.newPage()
    try {
      const scripts: string[] = []
      idlePage.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
      })
      await idlePage.goto(stack.url)
      await expect
        .poll(() => scripts.some((path) => path.endsWith('/ModalFrame.tsx')), { timeout: 30_000 })
        .toBe(true)
    } finally {
      await idlePage.close()
    }
  })

  it('"New to wallets? Get one" lists where to get the directory\'s wallets, each store in a new tab', async () => {
    await modal.open()
    await modal.dialog.getByRole('button', { name: 'Get one' }).click()
    await expect.poll(() => modal.title()).toBe('Get a wallet')
    const metamask = modal.dialog.getByRole('link', { name: /^MetaMask / })
    await expect.poll(() => metamask.count()).toBe(4)
    expect(await metamask.evaluateAll((links) => links.map((link) => link.textContent))).toEqual([
      'Extension',
      'iOS',
      'Android',
      'Website',
    ])
    const store = modal.dialog.getByRole('link', { name: 'MetaMask iOS app (opens in a new tab)' })
    expect(await store.getAttribute('href')).toBe('https://apps.apple.com/app/metamask/id1438144202')
    expect(await store.getAttribute('target')).toBe('_blank')
    // Generated wallets have no store links: they are not suggested.
    const names = await modal.dialog.locator('.foyer-get-wallet-item .foyer-wallet-name').allTextContents()
    expect(names.every((name) => ['MetaMask', 'Trust Wallet', 'Rainbow'].includes(name))).toBe(true)
    await expectAccessible(page, 'GetWallet')
    await modal.dialog.getByRole('button', { name: 'Browse all wallets' }).click()
    await expect.poll(() => modal.title()).toBe('All wallets')
    await modal.backButton.click()
    await modal.backButton.click()
    await expect.poll(() => modal.title()).toBe('Connect wallet')
  })

  it('grows or shrinks to the next view in a short transition, and at once for reduced motion', async () => {
    // Clicks "Get one" and records every height animation the dialog is given (spied on, so a slow
    // frame cannot hide a short one), until the new view has settled.
    const animateToGetWallet = () =>
      page.evaluate(async () => {
        const dialog = document.querySelector<HTMLElement>('.foyer-root:not([data-standby]) [role="dialog"]')
        const button = [...(dialog?.querySelectorAll('button') ?? [])].find(
          (b) => b.textContent === 'Get one',
        )
        if (!dialog || !button) throw new Error('no open dialog with "Get one"')
        const animations: { from: number; to: number; duration: unknown }[] = []
        const animate = dialog.animate.bind(dialog)
        dialog.animate = (frames, options) => {
          if (Array.isArray(frames) && frames.every((frame) => 'height' in frame))
            animations.push({
              from: Number.parseFloat(String(frames[0]?.height)),
              to: Number.parseFloat(String(frames.at(-1)?.height)),
              duration: typeof options === 'object' ? options.duration : options,
            })
          return animate(frames, options)
        }
        const before = dialog.getBoundingClientRect().height
        button.click()
        await new Promise((resolve) => setTimeout(resolve, 600))
        return {
          before,
          after: dialog.getBoundingClientRect().height,
          animations,
          running: dialog.getAnimations().length,
        }
      })
    const openOnConnect = async () => {
      await modal.open()
      await modal.dialog.getByRole('button', { name: 'Get one' }).waitFor()
      // The directory's wallets are in: the Connect view has its full height.
      await modal.dialog.getByRole('region', { name: 'Recommended' }).waitFor()
    }

    await openOnConnect()
    const moved = await animateToGetWallet()
    expect(moved.before - moved.after).toBeGreaterThan(100)
    // One animation, from the taller height the visitor saw (as the observer last saw it, which may
    // trail the page's own measure while an image settles) to the new view's own.
    expect(moved.animations).toEqual([{ from: expect.any(Number), to: expect.any(Number), duration: 180 }])
    const [animation] = moved.animations
    expect((animation?.from ?? 0) - (animation?.to ?? 0)).toBeGreaterThan(100)
    expect(Math.abs((animation?.to ?? 0) - moved.after)).toBeLessThan(2)
    expect(moved.running).toBe(0)

    await page.keyboard.press('Escape')
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await openOnConnect()
    const still = await animateToGetWallet()
    expect(still.animations).toEqual([])
    expect(still.after).toBe(moved.after)
  })

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    await modal.open()
    await page.keyboard.press('Escape')
    await modal.dialog.waitFor({ state: 'detached' })
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Connect wallet')
  })

  it('keeps keyboard focus inside the dialog', async () => {
    await modal.open()
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab')
      expect(await modal.focusIsInside()).toBe(true)
    }
  })

  it('AllWallets: the search field has the focus; arrow keys go down into the grid and across it', async () => {
    await modal.open()
    await modal.dialog.getByRole('button', { name: 'All wallets' }).click()
    const search = modal.dialog.getByRole('searchbox', { name: 'Search wallets' })
    await expect.poll(() => search.evaluate((field) => field === document.activeElement)).toBe(true)
    const focusedTile = () =>
      page.evaluate(() => document.activeElement?.getAttribute('data-wallet-id') ?? null)
    const tileIds = () =>
      modal.dialog
        .locator('[data-wallet-id]')
        .evaluateAll((tiles) => tiles.map((tile) => tile.getAttribute('data-wallet-id')))
    await expect.poll(async () => (await tileIds()).length, { timeout: 30_000 }).toBeGreaterThan(5)
    const ids = await tileIds()
    await page.keyboard.press('ArrowDown')
    expect(await focusedTile()).toBe(ids[0])
    await page.keyboard.press('ArrowRight')
    expect(await focusedTile()).toBe(ids[1])
    await page.keyboard.press('ArrowDown')
    expect(await focusedTile()).toBe(ids[5])
    await page.keyboard.press('ArrowUp')
    expect(await focusedTile()).toBe(ids[1])
  })

  it('AllWallets keeps its height while the search narrows the results to a few, or none', async () => {
    await modal.open()
    await modal.dialog.getByRole('button', { name: 'All wallets' }).click()
    await expect
      .poll(() => modal.dialog.locator('[data-wallet-id]').count(), { timeout: 30_000 })
      .toBeGreaterThan(8)
    const height = async () => (await modal.dialog.boundingBox())?.height
    const full = await height()
    const search = modal.dialog.getByRole('searchbox', { name: 'Search wallets' })
    await search.fill('zzzz-no-such-wallet')
    await modal.dialog.getByText('No wallet found').waitFor()
    expect(await height()).toBe(full)
    const first = await modal.dialog.locator('[data-wallet-id]').count()
    expect(first).toBe(0)
    await search.fill('')
    await expect
      .poll(() => modal.dialog.locator('[data-wallet-id]').count(), { timeout: 30_000 })
      .toBeGreaterThan(8)
    expect(await height()).toBe(full)
  })

  it('is a bottom sheet on a phone: full width, resting on the bottom edge, its content scrolling inside', async () => {
    const phone = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    })
    try {
      const phonePage = await phone.newPage()
      const phoneModal = new ModalPage(phonePage)
      await phonePage.goto(stack.url)
      await phoneModal.connectButton.waitFor()
      await phoneModal.open()
      await phoneModal.dialog.getByRole('button', { name: 'All wallets' }).click()
      await expect
        .poll(() => phoneModal.dialog.locator('[data-wallet-id]').count(), { timeout: 30_000 })
        .toBeGreaterThan(8)
      // The pop-in animation ends before the sheet is measured.
      await phonePage.waitForFunction(() =>
        document.getAnimations().every((animation) => animation.playState !== 'running'),
      )
      const box = await phoneModal.dialog.boundingBox()
      expect(box).toMatchObject({ x: 0, width: 390 })
      expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(844)
      expect(box?.height).toBeLessThanOrEqual(844 * 0.9)
      const grid = phoneModal.dialog.getByTestId('wallet-grid')
      expect(await grid.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true)
    } finally {
      await phone.close()
    }
  })

  it('closes from the close button and from the backdrop', async () => {
    await modal.open()
    await modal.closeButton.click()
    await modal.dialog.waitFor({ state: 'detached' })
    await modal.open()
    await page.mouse.click(5, 5)
    await modal.dialog.waitFor({ state: 'detached' })
  })

  it("renders in the visitor's own setting by default and light after the theme toggle", async () => {
    await modal.open()
    expect(await modal.theme()).toBe('system')
    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: /light/i }).click()
    await modal.open()
    expect(await modal.theme()).toBe('light')
  })

  it('shows a directory icon that carries script as a picture that runs nothing, also in a tab of its own', async () => {
    // A hostile image service: an SVG whose script would run as the site if its URL were opened as a
    // document, and an HTML page declared as a PNG.
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><script>localStorage.setItem("ran", "svg")</script>' +
      '<rect width="10" height="10" fill="#c00"/></svg>'
    const html = '<html><body><script>localStorage.setItem("ran", "html")</script></body></html>'
    stack.api.setRoute('GET', '/getWalletImage/:id', (request) =>
      request.pathParams.id?.endsWith('0')
        ? { kind: 'raw', body: html, contentType: 'image/png' }
        : { kind: 'raw', body: svg, contentType: 'image/svg+xml' },
    )
    await modal.open()
    const icon = modal.dialog.locator('img[src^="blob:"]').first()
    await icon.waitFor()
    // The SVG became a drawn picture: it shows, as a PNG.
    await expect
      .poll(() => icon.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0)
    const source = await icon.getAttribute('src')
    // Opened as a document of its own, as "Open image in new tab" does.
    const [tab] = await Promise.all([
      page.waitForEvent('popup'),
      page.evaluate((url) => window.open(url), String(source)),
    ])
    await tab.waitForLoadState()
    expect(await tab.evaluate(() => document.contentType)).toBe('image/png')
    await tab.close()
    expect(await page.evaluate(() => localStorage.getItem('ran'))).toBeNull()
  })

  it('with a configuration service that never answers, stops loading after the request timeout and tries again on the next open', async () => {
    stack.api.setRoute('GET', '/appkit/v1/config', hang())
    await modal.open()
    const loading = page.getByText('Loading sign-in options…')
    await loading.waitFor()
    // The HTTP client gives up after 10 s; the local features take over.
    await loading.waitFor({ state: 'detached', timeout: 20_000 })
    expect(await modal.dialog.getByRole('button').count()).toBeGreaterThan(1)
    await page.keyboard.press('Escape')
    await modal.dialog.waitFor({ state: 'detached' })
    stack.api.setRoute('GET', '/appkit/v1/config', json(defaultProjectConfig))
    await modal.open()
    await expect
      .poll(() => stack.api.requests.filter((request) => request.path === '/appkit/v1/config').length)
      .toBe(2)
    // The second try runs quietly behind the usable view.
    expect(await loading.count()).toBe(0)
  })

  it('with a wallet directory that never answers, All wallets shows the error and "Try again" after the request timeout', async () => {
    stack.api.setRoute('GET', '/getWallets', hang())
    await modal.open()
    await modal.dialog.getByRole('button', { name: 'All wallets' }).click()
    const failure = modal.dialog.getByRole('alert')
    await failure.waitFor({ timeout: 20_000 })
    expect(await failure.textContent()).toMatch(/took too long/i)
    await expectAccessible(page, 'AllWallets, the directory failed')
    stack.api.reset()
    await modal.dialog.getByRole('button', { name: 'Try again' }).click()
    await modal.dialog.locator('img[src^="blob:"]').first().waitFor()
    await expectAccessible(page, 'AllWallets, the grid')
  })
})
