import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import type { DemoStack } from '../../devnet/demo-stack.js'
import { launchBrowser } from './browser.js'
import { E2E_STACK_TIMEOUT_MS, type E2eStackOptions, startE2eStack } from './e2e-stack.js'
import { printPagesIfFailed, recordPages } from './failure-report.js'
import { WalletPage } from './wallet.page.js'

/** What {@link useDemoInChromium} gives a spec: set by its hooks, read inside tests. */
export type DemoInChromium = {
  stack: DemoStack
  browser: Browser
  /** A fresh context per test: empty localStorage and IndexedDB. */
  context: BrowserContext
  page: Page
  demo: WalletPage
}

/**
 * Registers the hooks every browser spec needs: the demo stack (local services, two anvil chains, the
 * demo app's production build) and Chromium once per file, a fresh context and page per test, all
 * closed afterwards; a failing test prints what its pages showed and logged. `stack` asks for more of the stack (the local Polkadot chain).
 *
 * @example
 * const run = useDemoInChromium({ context: { viewport: { width: 1280, height: 800 } } })
 * it('opens', async () => { await run.page.goto(run.stack.url) })
 */
export function useDemoInChromium(
  options: { context?: BrowserContextOptions; stack?: E2eStackOptions } = {},
): DemoInChromium {
  const run = {} as DemoInChromium
  useStackAndChromium(run, options.stack)
  beforeEach(async () => {
    run.context = await run.browser.newContext(options.context)
    recordPages(run.context)
    run.page = await run.context.newPage()
    run.demo = new WalletPage(run.page)
  })
  afterEach(async ({ task }) => {
    await printPagesIfFailed(task, run.context)
    await run.context?.close()
  })
  return run
}

/**
 * Registers the hooks that give a spec's `run` the demo stack and Chromium, once per file, and close
 * them when it ends.
 *
 * @example
 * const run = {} as { stack: DemoStack; browser: Browser }
 * useStackAndChromium(run)
 */
export function useStackAndChromium(
  run: { stack: DemoStack; browser: Browser },
  options: E2eStackOptions = {},
): void {
  beforeAll(async () => {
    run.stack = await startE2eStack(options)
    run.browser = await launchBrowser()
  }, E2E_STACK_TIMEOUT_MS)
  afterAll(async () => {
    await run.browser?.close()
    await run.stack?.close()
  })
}
