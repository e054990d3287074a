import type { Locator, Page } from 'playwright-core'

/**
 * The modal as a page object: what a visitor can see and do, in one place, so specs read as steps.
 *
 * @example
 * const modal = new ModalPage(page)
 * await modal.open()
 */
export class ModalPage {
  readonly connectButton: Locator
  readonly dialog: Locator
  readonly closeButton: Locator
  readonly backButton: Locator

  constructor(readonly page: Page) {
    this.connectButton = page.getByRole('button', { name: 'Connect wallet' }).first()
    this.dialog = page.getByRole('dialog')
    this.closeButton = this.dialog.getByRole('button', { name: 'Close' })
    this.backButton = this.dialog.getByRole('button', { name: 'Back' })
  }

  async open(): Promise<void> {
    await this.connectButton.click()
    await this.dialog.waitFor({ state: 'visible' })
  }

  async title(): Promise<string> {
    const id = await this.dialog.getAttribute('aria-labelledby')
    return (await this.page.locator(`[id="${id}"]`).textContent()) ?? ''
  }

  /** The z-index of the layer that holds the dialog. */
  overlayZIndex(): Promise<string> {
    return this.dialog.evaluate((element) => {
      for (let node: Element | null = element; node; node = node.parentElement) {
        const z = getComputedStyle(node).zIndex
        if (z !== 'auto') return z
      }
      return 'auto'
    })
  }

  focusIsInside(): Promise<boolean> {
    return this.dialog.evaluate((element) => element.contains(document.activeElement))
  }

  /** The theme the modal renders with (`data-theme` of the nearest themed ancestor). */
  theme(): Promise<string | null> {
    return this.dialog.evaluate(
      (element) => element.closest('[data-theme]')?.getAttribute('data-theme') ?? null,
    )
  }
}
