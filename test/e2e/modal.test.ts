import { describe, expect, it } from 'vitest'
import { expectAccessible } from './support/axe.js'
import { ModalPage } from './support/modal.page.js'
import { useModalInChromium } from './support/modal-in-chromium.js'

/**
 * The demo in headless Chromium, as a visitor meets it: the modal opens from the page's button as a
 * dialog above the page (a bottom sheet on a phone), is reachable by keyboard, traps focus, changes
 * height in a short transition, goes back one view on Escape (and closes on the first view), closes
 * with its close button or the backdrop and gives focus back. What it loads and when:
 * modal-loading.test.ts; the wallet directory in it: modal-directory.test.ts.
 */

const run = useModalInChromium()

describe('the modal in Chromium', () => {
  it('opens from the connect button as a labelled 360 px dialog above the page', async () => {
    await run.modal.open()
    expect(await run.modal.dialog.getAttribute('aria-modal')).toBe('true')
    const title = await run.modal.title()
    expect(title.length).toBeGreaterThan(0)
    const box = await run.modal.dialog.boundingBox()
    expect(box?.width).toBe(360)
    expect(await run.modal.overlayZIndex()).toBe('999')
    await expectAccessible(run.page, 'Connect, the dev wallet and the directory')
  })

  it('grows or shrinks to the next view in a short transition, and at once for reduced motion', async () => {
    // Clicks "Get one" and records every height animation the dialog is given (spied on, so a slow
    // frame cannot hide a short one), until the new view has settled.
    const animateToGetWallet = () =>
      run.page.evaluate(async () => {
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
      await run.modal.open()
      await run.modal.dialog.getByRole('button', { name: 'Get one' }).waitFor()
      // The directory's wallets are in: the Connect view has its full height.
      await run.modal.dialog.getByRole('region', { name: 'Recommended' }).waitFor()
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

    await run.modal.closeButton.click()
    await run.page.emulateMedia({ reducedMotion: 'reduce' })
    await openOnConnect()
    const still = await animateToGetWallet()
    expect(still.animations).toEqual([])
    expect(still.after).toBe(moved.after)
  })

  it('Escape in All wallets goes back to Connect, as Back does; on Connect it closes the modal', async () => {
    await run.modal.open()
    await run.modal.dialog.getByRole('button', { name: 'All wallets' }).click()
    await expect.poll(() => run.modal.title()).toBe('All wallets')
    await run.page.keyboard.press('Escape')
    await expect.poll(() => run.modal.title()).toBe('Connect wallet')
    expect(await run.modal.dialog.isVisible()).toBe(true)
    await run.page.keyboard.press('Escape')
    await run.modal.dialog.waitFor({ state: 'detached' })
  })

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    await run.modal.open()
    await run.page.keyboard.press('Escape')
    await run.modal.dialog.waitFor({ state: 'detached' })
    expect(await run.page.evaluate(() => document.activeElement?.textContent)).toBe('Connect wallet')
  })

  it('keeps keyboard focus inside the dialog', async () => {
    await run.modal.open()
    for (let i = 0; i < 8; i++) {
      await run.page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab')
      expect(await run.modal.focusIsInside()).toBe(true)
    }
  })

  it('is a bottom sheet on a phone: full width, resting on the bottom edge, its content scrolling inside', async () => {
    const phone = await run.browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    })
    try {
      const phonePage = await phone.newPage()
      const phoneModal = new ModalPage(phonePage)
      await phonePage.goto(run.stack.url)
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
    await run.modal.open()
    await run.modal.closeButton.click()
    await run.modal.dialog.waitFor({ state: 'detached' })
    await run.modal.open()
    await run.page.mouse.click(5, 5)
    await run.modal.dialog.waitFor({ state: 'detached' })
  })

  it("renders in the visitor's own setting by default and light after the theme toggle", async () => {
    await run.modal.open()
    expect(await run.modal.theme()).toBe('system')
    await run.page.keyboard.press('Escape')
    await run.page.getByRole('button', { name: /light/i }).click()
    await run.modal.open()
    expect(await run.modal.theme()).toBe('light')
  })
})
