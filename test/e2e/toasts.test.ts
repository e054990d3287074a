import { beforeEach, describe, expect, it } from 'vitest'
import { expectAccessible } from './support/axe.js'
import { useDemoInChromium } from './support/demo-in-chromium.js'

/**
 * Toasts in Chromium (SPEC §2, §4, §9): bottom right, 3 visible, expanded on hover and Alt+T, timers
 * paused while hovered, dismissed by a swipe of 20 px or more. Driven from the demo's toast buttons.
 */

const run = useDemoInChromium({ context: { viewport: { width: 1280, height: 800 } } })
beforeEach(async () => {
  await run.page.goto(`${run.stack.url}?devWallet=off`)
})

const toasts = () => run.page.locator('.foyer-toaster [data-toast-id]')
const visibleFlags = () =>
  toasts().evaluateAll((items) => items.map((item) => item.getAttribute('data-visible')))
const showToasts = async (count: number) => {
  for (let i = 0; i < count; i++) await run.page.getByRole('button', { name: 'Success toast' }).click()
  await expect.poll(() => toasts().count()).toBe(count)
}

describe('toasts in Chromium', () => {
  it('pass axe in both themes (list markup, roles, contrast)', async () => {
    await showToasts(4)
    await expectAccessible(run.page, 'Toasts', '.foyer-toaster')
  })

  it('stack bottom right with 3 visible; hovering expands them and holds their timers', async () => {
    // The page's clock runs as usual until the test moves it on (installed before the page loads: the
    // toasts' timers are the clock's).
    await run.page.clock.install()
    await run.page.goto(`${run.stack.url}?devWallet=off`)
    await showToasts(4)
    expect((await visibleFlags()).filter((flag) => flag === 'true')).toHaveLength(3)
    const box = await run.page.locator('.foyer-toasts').boundingBox()
    expect(box && box.x + box.width).toBeGreaterThan(1280 - 60)
    expect(box && box.y + box.height).toBeGreaterThan(800 - 60)
    expect(box?.width).toBe(356)

    await run.page.locator('.foyer-toasts').hover()
    await expect.poll(() => run.page.locator('.foyer-toasts').getAttribute('data-expanded')).toBe('true')
    // Held past their 4 s: none leaves while the pointer is over them.
    await run.page.clock.runFor(4_500)
    expect(await toasts().count()).toBe(4)
    // Nor is any on its way out (a leaving toast stays in the list for its exit animation).
    expect(await run.page.locator('.foyer-toaster [data-exiting="true"]').count()).toBe(0)
    await run.page.mouse.move(10, 10)
    // Released: they run out and leave (their 4 s, then the exit).
    await run.page.clock.runFor(4_500)
    await expect.poll(() => toasts().count()).toBe(0)
  })

  it("say 'An error toast'; a success toast's check is green, not the accent's blue, in both themes", async () => {
    await run.page.getByRole('button', { name: 'Error toast' }).click()
    await run.page.locator('.foyer-toaster').getByText('An error toast from the demo').waitFor()
    await showToasts(2)
    const check = run.page.locator(".foyer-toast[data-type='success'] .foyer-status-icon").first()
    // The toaster follows the visitor's setting (theme mode 'system').
    for (const colorScheme of ['light', 'dark'] as const) {
      await run.page.emulateMedia({ colorScheme })
      const color = await check.evaluate((icon) => getComputedStyle(icon).color)
      const [red, green, blue] = color.match(/\d+/g)?.map(Number) ?? [0, 0, 0]
      const mode = `${colorScheme}: ${color}`
      expect(green, mode).toBeGreaterThan(red ?? 0)
      expect(green, mode).toBeGreaterThan(blue ?? 0)
    }
  })

  it('Alt+T expands and collapses the stack', async () => {
    await showToasts(2)
    await run.page.keyboard.press('Alt+T')
    await expect.poll(() => run.page.locator('.foyer-toasts').getAttribute('data-expanded')).toBe('true')
    await run.page.keyboard.press('Alt+T')
    await expect.poll(() => run.page.locator('.foyer-toasts').getAttribute('data-expanded')).toBe('false')
  })

  it('a swipe of 20 px dismisses a toast; a shorter one snaps back', async () => {
    await showToasts(1)
    const toast = toasts().first()
    await run.page.locator('.foyer-toasts').hover() // holds the timer while the test swipes
    const box = await toast.boundingBox()
    if (!box) throw new Error('the toast has no box')
    const y = box.y + box.height / 2
    const swipe = async (distance: number) => {
      await run.page.mouse.move(box.x + 40, y)
      await run.page.mouse.down()
      // Slowly (velocity under 0.11 px/ms), so only the distance decides.
      for (let step = 1; step <= 10; step++) {
        await run.page.mouse.move(box.x + 40 + (distance * step) / 10, y)
        await run.page.waitForTimeout(30)
      }
      await run.page.mouse.up()
    }
    await swipe(10)
    await run.page.waitForTimeout(300)
    expect(await toast.getAttribute('data-exiting')).toBe('false')
    await swipe(40)
    await expect.poll(() => toasts().count()).toBe(0)
  })
})
