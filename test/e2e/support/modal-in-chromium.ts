import type { Browser, Page } from 'playwright-core'
import { afterEach, beforeEach } from 'vitest'
import type { DemoStack } from '../../devnet/demo-stack.js'
import { useStackAndChromium } from './demo-in-chromium.js'
import { ModalPage } from './modal.page.js'

/** What {@link useModalInChromium} gives a spec: set by its hooks, read inside tests. */
export type ModalInChromium = {
  stack: DemoStack
  browser: Browser
  /** The demo, loaded afresh for each test in a page of its own (its own context: empty storage). */
  page: Page
  modal: ModalPage
}

/**
 * Registers the hooks of the modal's browser specs: the demo stack and Chromium once per file; for
 * each test the API service's routes and records reset, then the demo loaded in a new page, ready
 * once its Connect button shows; the page closed afterwards.
 *
 * @example
 * const run = useModalInChromium()
 * it('opens', async () => { await run.modal.open() })
 */
export function useModalInChromium(): ModalInChromium {
  const run = {} as ModalInChromium
  useStackAndChromium(run)
  beforeEach(async () => {
    run.stack.api.reset()
    run.page = await run.browser.newPage()
    run.modal = new ModalPage(run.page)
    await run.page.goto(run.stack.url)
    await run.modal.connectButton.waitFor()
  })
  afterEach(async () => {
    await run.page?.close()
  })
  return run
}
