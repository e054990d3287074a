import { describe, expect, it } from 'vitest'
import { HEIGHT_TRANSITION_MS } from '../../react-ui/src/components/height-transition.js'
import { hang } from '../devnet/api-service.js'
import { expectAccessible } from './support/axe.js'
import { useModalInChromium } from './support/modal-in-chromium.js'

/**
 * The wallet directory in the modal, in Chromium, against the local API service's directory: Get a
 * wallet and its store links, AllWallets by keyboard and while searching, directory icons that carry
 * script, and a directory that never answers.
 */

const run = useModalInChromium()

describe('the wallet directory in the modal, in Chromium', () => {
  it('"New to wallets? Get one" lists where to get the directory\'s wallets, each store in a new tab', async () => {
    await run.modal.open()
    await run.modal.dialog.getByRole('button', { name: 'Get one' }).click()
    await expect.poll(() => run.modal.title()).toBe('Get a wallet')
    const metamask = run.modal.dialog.getByRole('link', { name: /^MetaMask / })
    await expect.poll(() => metamask.count()).toBe(4)
    expect(await metamask.evaluateAll((links) => links.map((link) => link.textContent))).toEqual([
      'Extension',
      'iOS',
      'Android',
      'Website',
    ])
    const store = run.modal.dialog.getByRole('link', { name: 'MetaMask iOS app (opens in a new tab)' })
    expect(await store.getAttribute('href')).toBe('https://apps.apple.com/app/metamask/id1438144202')
    expect(await store.getAttribute('target')).toBe('_blank')
    // Generated wallets have no store links: they are not suggested.
    const names = await run.modal.dialog
      .locator('.foyer-get-wallet-item .foyer-wallet-name')
      .allTextContents()
    expect(names.every((name) => ['MetaMask', 'Trust Wallet', 'Rainbow'].includes(name))).toBe(true)
    await expectAccessible(run.page, 'GetWallet')
    await run.modal.dialog.getByRole('button', { name: 'Browse all wallets' }).click()
    await expect.poll(() => run.modal.title()).toBe('All wallets')
    await run.modal.backButton.click()
    await run.modal.backButton.click()
    await expect.poll(() => run.modal.title()).toBe('Connect wallet')
  })

  it('AllWallets: the search field has the focus; arrow keys go down into the grid and across it', async () => {
    await run.modal.open()
    await run.modal.dialog.getByRole('button', { name: 'All wallets' }).click()
    const search = run.modal.dialog.getByRole('searchbox', { name: 'Search wallets' })
    await expect.poll(() => search.evaluate((field) => field === document.activeElement)).toBe(true)
    const focusedTile = () =>
      run.page.evaluate(() => document.activeElement?.getAttribute('data-wallet-id') ?? null)
    const tileIds = () =>
      run.modal.dialog
        .locator('[data-wallet-id]')
        .evaluateAll((tiles) => tiles.map((tile) => tile.getAttribute('data-wallet-id')))
    await expect.poll(async () => (await tileIds()).length, { timeout: 30_000 }).toBeGreaterThan(5)
    const ids = await tileIds()
    await run.page.keyboard.press('ArrowDown')
    expect(await focusedTile()).toBe(ids[0])
    await run.page.keyboard.press('ArrowRight')
    expect(await focusedTile()).toBe(ids[1])
    await run.page.keyboard.press('ArrowDown')
    expect(await focusedTile()).toBe(ids[5])
    await run.page.keyboard.press('ArrowUp')
    expect(await focusedTile()).toBe(ids[1])
  })

  it('AllWallets keeps its height while the search narrows the results to a few, or none', async () => {
    await run.modal.open()
    await run.modal.dialog.getByRole('button', { name: 'All wallets' }).click()
    await expect
      .poll(() => run.modal.dialog.locator('[data-wallet-id]').count(), { timeout: 30_000 })
      .toBeGreaterThan(8)
    const height = async () => (await run.modal.dialog.boundingBox())?.height
    // The dialog grows to AllWallets in a short transition: its full height is the one it settles at
    // (two reads a transition apart agree), not one read mid-way on a busy machine.
    let full: number | undefined
    await expect
      .poll(async () => {
        const before = await height()
        await run.page.waitForTimeout(HEIGHT_TRANSITION_MS)
        full = await height()
        return full === before
      })
      .toBe(true)
    const search = run.modal.dialog.getByRole('searchbox', { name: 'Search wallets' })
    await search.fill('zzzz-no-such-wallet')
    await run.modal.dialog.getByText('No wallet found').waitFor()
    expect(await height()).toBe(full)
    const first = await run.modal.dialog.locator('[data-wallet-id]').count()
    expect(first).toBe(0)
    await search.fill('')
    await expect
      .poll(() => run.modal.dialog.locator('[data-wallet-id]').count(), { timeout: 30_000 })
      .toBeGreaterThan(8)
    expect(await height()).toBe(full)
  })

  it('shows a directory icon that carries script as a picture that runs nothing, also in a tab of its own', async () => {
    // A hostile image service: an SVG whose script would run as the site if its URL were opened as a
    // document, and an HTML page declared as a PNG.
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><script>localStorage.setItem("ran", "svg")</script>' +
      '<rect width="10" height="10" fill="#c00"/></svg>'
    const html = '<html><body><script>localStorage.setItem("ran", "html")</script></body></html>'
    run.stack.api.setRoute('GET', '/getWalletImage/:id', (request) =>
      request.pathParams.id?.endsWith('0')
        ? { kind: 'raw', body: html, contentType: 'image/png' }
        : { kind: 'raw', body: svg, contentType: 'image/svg+xml' },
    )
    await run.modal.open()
    const icon = run.modal.dialog.locator('img[src^="blob:"]').first()
    await icon.waitFor()
    // The SVG became a drawn picture: it shows, as a PNG.
    await expect
      .poll(() => icon.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0)
    const source = await icon.getAttribute('src')
    // Opened as a document of its own, as "Open image in new tab" does.
    const [tab] = await Promise.all([
      run.page.waitForEvent('popup'),
      run.page.evaluate((url) => window.open(url), String(source)),
    ])
    await tab.waitForLoadState()
    expect(await tab.evaluate(() => document.contentType)).toBe('image/png')
    await tab.close()
    expect(await run.page.evaluate(() => localStorage.getItem('ran'))).toBeNull()
  })

  it('with a wallet directory that never answers, All wallets shows the error and "Try again" after the request timeout', async () => {
    run.stack.api.setRoute('GET', '/getWallets', hang())
    // The page's clock runs as usual until the test moves it past the request's 10 s (installed before
    // the page loads: the page's timers are the clock's from the start).
    await run.page.clock.install()
    await run.page.goto(run.stack.url)
    await run.modal.open()
    await run.modal.dialog.getByRole('button', { name: 'All wallets' }).click()
    // All wallets' first page (a page of 40; the Connect view asks for 4 recommended ones apart).
    const pageAsked = () =>
      run.stack.api.requests.some(({ path, query }) => path === '/getWallets' && query.entries === '40')
    await expect.poll(pageAsked).toBe(true)
    const failure = run.modal.dialog.getByRole('alert')
    // Still waiting while the request hangs; the clock moved on 10 s (the page's own time only adds to
    // it), the request gives up.
    expect(await failure.count()).toBe(0)
    await run.page.clock.runFor(10_000)
    await failure.waitFor()
    expect(await failure.textContent()).toMatch(/took too long/i)
    await expectAccessible(run.page, 'AllWallets, the directory failed')
    // "Try again" is a button of its usual height, not a block stretched over the results' room.
    const retry = await run.modal.dialog.getByRole('button', { name: 'Try again' }).boundingBox()
    expect(retry?.height).toBeLessThanOrEqual(48)
    run.stack.api.reset()
    await run.modal.dialog.getByRole('button', { name: 'Try again' }).click()
    await run.modal.dialog.locator('img[src^="blob:"]').first().waitFor()
    await expectAccessible(run.page, 'AllWallets, the grid')
    // Names wrap onto two lines rather than being cut at the tile's width.
    const cut = await run.modal.dialog
      .locator('.foyer-wallet-tile-name')
      .evaluateAll((names) =>
        names.filter((name) => name.scrollWidth > name.clientWidth + 1).map((name) => name.textContent),
      )
    expect(cut).toEqual([])
    // A name breaks between its words: a word of up to ten letters stays on one line (a range over a
    // word that wraps has a box on each line).
    const brokenWords = await run.modal.dialog.locator('.foyer-wallet-tile-name').evaluateAll((names) =>
      names.flatMap((name) => {
        const text = name.firstChild
        if (!(text instanceof Text)) return []
        return [...text.data.matchAll(/(?<!\S)\S{1,10}(?!\S)/g)].flatMap((word) => {
          const range = document.createRange()
          range.setStart(text, word.index)
          range.setEnd(text, word.index + word[0].length)
          return range.getClientRects().length > 1 ? [text.data] : []
        })
      }),
    )
    expect(brokenWords).toEqual([])
  })
})
