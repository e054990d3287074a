import type { BrowserContext, Page } from 'playwright-core'
import type { TestContext } from 'vitest'

/** How many of the pages' latest console lines and errors a failure report shows. */
const KEPT_LINES = 60

/** The accessibility tree of the page is read within this, so a hung page cannot hold the report up. */
const SNAPSHOT_TIMEOUT_MS = 5_000

const logs = new WeakMap<BrowserContext, string[]>()

/**
 * Keeps the latest console lines, uncaught errors and navigations of every page in `context`, for
 * {@link printPagesIfFailed}: a browser test that fails once under load then says what the page
 * showed and logged, without a rerun.
 *
 * @example
 * run.context = await run.browser.newContext()
 * recordPages(run.context)
 */
export function recordPages(context: BrowserContext): void {
  const lines: string[] = []
  logs.set(context, lines)
  const keep = (line: string) => {
    lines.push(`${new Date().toISOString().slice(11, 23)} ${line}`)
    if (lines.length > KEPT_LINES) lines.shift()
  }
  const watch = (page: Page) => {
    page.on('console', (message) => keep(`[${message.type()}] ${message.text()}`))
    page.on('pageerror', (error) => keep(`[pageerror] ${error.message}`))
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) keep(`[navigated] ${frame.url()}`)
    })
  }
  for (const page of context.pages()) watch(page)
  context.on('page', watch)
}

/**
 * When the test of `test` failed, prints each open page of `context` (its address and accessibility
 * tree) and the pages' latest lines kept by {@link recordPages}. Call it in `afterEach`, before the
 * context closes.
 *
 * @example
 * afterEach(async ({ task }) => {
 *   await printPagesIfFailed(task, run.context)
 *   await run.context.close()
 * })
 */
export async function printPagesIfFailed(
  test: TestContext['task'],
  context: BrowserContext | undefined,
): Promise<void> {
  if (test.result?.state !== 'fail' || !context) return
  const pages = await Promise.all(context.pages().map(describePage))
  const lines = logs.get(context) ?? ['(not recorded)']
  console.error(
    ['[e2e] the pages when the test failed:', ...pages, '[e2e] their latest lines:', ...lines].join('\n'),
  )
}

async function describePage(page: Page): Promise<string> {
  if (page.isClosed()) return '(a closed page)'
  const tree = await page
    .locator('body')
    .ariaSnapshot({ timeout: SNAPSHOT_TIMEOUT_MS })
    .catch((error: unknown) => `(no accessibility tree: ${String(error)})`)
  return `${page.url()}\n${tree}`
}
