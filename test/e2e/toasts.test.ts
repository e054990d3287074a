import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type DemoStack, startDemoStack } from '../devnet/demo-stack.js'
import { launchBrowser } from './support/browser.js'

/**
 * Toasts in Chromium (SPEC §2, §4, §9): bottom right, 3 visible, expanded on hover and Alt+T, timers
 * paused while hovered, dismissed by a swipe of 20 px or more. Driven from the demo's toast buttons.
 */

let stack: DemoStack
let browser: Browser
let context: BrowserContext
let page: Page

beforeAll(async () => {
  stack = await startDemoStack({ port: 0, anvilPorts: [0, 0] })
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
  await stack?.close()
})
beforeEach(async () => {
  context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  page = await context.newPage()
  await page.goto(`${stack.url}?devWallet=off`)
})
afterEach(async () => {
  await context?.close()
})

const toasts = () => page.locator('.foyer-toaster [data-toast-id]')
const visibleFlags = () =>
  toasts().evaluateAll((items) => items.map((item) => item.getAttribute('data-visible')))
const showToasts = async (count: number) => {
  for (let i = 0; i < count; i++) await page.getByRole('button', { name: 'Success toast' }).click()
  await expect.poll(() => toasts().count()).toBe(count)
}

describe('toasts in Chromium', () => {
  it('stack bottom right with 3 visible; hovering expands them and holds their timers', async () => {
    await showToasts(4)
    expect((await visibleFlags()).filter((flag) => flag === 'true')).toHaveLength(3)
    const box = await page.locator('.foyer-toasts').boundingBox()
    expect(box && box.x + box.width).toBeGreaterThan(1280 - 60)
    expect(box && box.y + box.height).toBeGreaterThan(800 - 60)
    expect(box?.width).toBe(356)

    await page.locator('.foyer-toasts').hover()
    await expect.poll(() => page.locator('.foyer-toasts').getAttribute('data-expanded')).toBe('true')
    // Held past their 4 s: none leaves while the pointer is over them.
    await page.waitForTimeout(4_500)
    expect(await toasts().count()).toBe(4)
    await page.mouse.move(10, 10)
    // Released: they run out and leave.
    await expect.poll(() => toasts().count(), { timeout: 8_000 }).toBe(0)
  })

  it('Alt+T expands and collapses the stack', async () => {
    await showToasts(2)
    await page.keyboard.press('Alt+T')
    await expect.poll(() => page.locator('.foyer-toasts').getAttribute('data-expanded')).toBe('true')
    await page.keyboard.press('Alt+T')
    await expect.poll(() => page.locator('.foyer-toasts').getAttribute('data-expanded')).toBe('false')
  })

  it('a swipe of 20 px dismisses a toast; a shorter one snaps back', async () => {
    await showToasts(1)
    const toast = toasts().first()
    await page.locator('.foyer-toasts').hover() // holds the timer while the test swipes
    const box = await toast.boundingBox()
    if (!box) throw new Error('the toast has no box')
    const y = box.y + box.height / 2
    const swipe = async (distance: number) => {
      await page.mouse.move(box.x + 40, y)
      await page.mouse.down()
      // Slowly (velocity under 0.11 px/ms), so only the distance decides.
      for (let step = 1; step <= 10; step++) {
        await page.mouse.move(box.x + 40 + (distance * step) / 10, y)
        await page.waitForTimeout(30)
      }
      await page.mouse.up()
    }
    await swipe(10)
    await page.waitForTimeout(300)
    expect(await toast.getAttribute('data-exiting')).toBe('false')
    await swipe(40)
    await expect.poll(() => toasts().count()).toBe(0)
  })
})
