import { setTimeout as delay } from 'node:timers/promises'
import type { BrowserContext, Page } from 'playwright-core'
import type { TestContext } from 'vitest'
import { INSPECTION_LOG_GLOBAL, type InspectionLog } from './inspection-log.js'

/** How many of the pages' latest console lines and errors a failure report shows. */
const KEPT_LINES = 60

/** The accessibility tree of the page is read within this, so a hung page cannot hold the report up. */
const SNAPSHOT_TIMEOUT_MS = 5_000

/** How many of the page's latest clicks a failure report shows. */
const KEPT_CLICKS = 20

/** The name under which each page keeps its clicks (`window.foyerClickLog`), see {@link recordClicks}. */
const CLICK_LOG_GLOBAL = 'foyerClickLog'

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
  // Before any page of the context loads; pages already open keep no clicks.
  void context.addInitScript(recordClicks, { size: KEPT_CLICKS, name: CLICK_LOG_GLOBAL }).catch(() => {})
}

/**
 * Runs in every page of a recorded context, before its own scripts: keeps the latest clicks (and the
 * presses that start them) as the page received them, each with the state of the element under the
 * pointer, for a test whose click "did nothing": was it disabled, inert, covered by another element,
 * moving (animations running on it or its ancestors), or gone from the page a frame later? Listens in
 * the capture phase on `window` and only reads, so the page behaves as without it. Self-contained:
 * Playwright sends its source to the page.
 */
function recordClicks({ size, name }: { size: number; name: string }): void {
  if (window !== window.top) return
  const kept: string[] = []
  Reflect.set(window, name, kept)
  const describe = (element: Element | null): string => {
    if (!element) return '(nothing)'
    const text = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 60)
    const role = element.getAttribute('role')
    return `<${element.tagName.toLowerCase()}${role ? ` role=${role}` : ''}> "${text}"`
  }
  const stateOf = (element: Element): string[] => {
    const notes: string[] = []
    if ((element as HTMLButtonElement).disabled) notes.push('disabled')
    if (element.closest('[aria-disabled="true"]')) notes.push('aria-disabled')
    if (element.closest('[inert]')) notes.push('inside inert')
    if (element.closest('[data-standby]')) notes.push('inside a standing-by overlay')
    const style = getComputedStyle(element)
    if (style.pointerEvents === 'none') notes.push('pointer-events none')
    if (style.visibility !== 'visible') notes.push(`visibility ${style.visibility}`)
    const moving: string[] = []
    for (let node: Element | null = element; node; node = node.parentElement) {
      for (const animation of node.getAnimations()) {
        if (animation.playState !== 'running') continue
        // A CSS animation's name, a CSS transition's property, or a script's animation id.
        const what =
          'animationName' in animation
            ? animation.animationName
            : 'transitionProperty' in animation
              ? animation.transitionProperty
              : animation.id
        moving.push(`${describe(node).slice(0, 40)} ${what}`)
      }
    }
    if (moving.length) notes.push(`animating: ${moving.join('; ')}`)
    const dialog = element.closest('[role="dialog"]')
    if (dialog) notes.push(`in dialog view=${dialog.getAttribute('data-view')}`)
    return notes
  }
  const keep = (line: string) => {
    kept.push(`${new Date().toISOString().slice(11, 23)} ${line}`)
    if (kept.length > size) kept.shift()
  }
  // The element the latest press went down on: a click that lands elsewhere says what became of it.
  let pressed: Element | null = null
  const record = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null
    const atPoint = document.elementFromPoint(event.clientX, event.clientY)
    const covered = target && atPoint && !target.contains(atPoint) && !atPoint.contains(target)
    const notes = target ? stateOf(target) : []
    if (covered) notes.push(`covered by ${describe(atPoint)}`)
    if (!event.isTrusted) notes.push('synthetic')
    keep(
      `${event.type} at ${Math.round(event.clientX)},${Math.round(event.clientY)} on ${describe(target)}${notes.length ? ` [${notes.join(', ')}]` : ''}`,
    )
    if (event.type === 'pointerdown') pressed = target
    else if (event.type === 'click' && pressed && target && pressed !== target) {
      const where = pressed.getBoundingClientRect()
      keep(
        `  the pressed ${describe(pressed)} ${pressed.isConnected ? `is now at ${Math.round(where.x)},${Math.round(where.y)} ${Math.round(where.width)}×${Math.round(where.height)}${getComputedStyle(pressed).display === 'none' ? ', hidden (display none)' : ''}` : 'left the page between press and release'}`,
      )
    }
    if (event.type === 'click' && target) {
      // Whether the element survived the click: gone a frame later, it was replaced (by a render that
      // the click started, or one that was already under way).
      requestAnimationFrame(() => {
        if (!target.isConnected) keep(`  the clicked ${describe(target)} left the page within a frame`)
      })
    }
  }
  window.addEventListener('pointerdown', record, { capture: true })
  window.addEventListener('click', record, { capture: true })
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
  const activity = await Promise.all(context.pages().map(describeActivity))
  console.error(
    [
      '[e2e] the pages when the test failed:',
      ...pages,
      '[e2e] their latest lines:',
      ...lines,
      ...activity.flat(),
    ].join('\n'),
  )
}

/**
 * What the page recorded of itself: its latest clicks ({@link recordClicks}) and its Foyer's latest actor
 * events (the demo keeps them in the browser tests' build, see inspection-log.ts). Read within
 * {@link SNAPSHOT_TIMEOUT_MS}, so a hung page cannot hold the report up.
 */
async function describeActivity(page: Page): Promise<string[]> {
  if (page.isClosed()) return []
  const read = page.evaluate(
    ([clicks, inspection]) => ({
      clicks: Reflect.get(window, clicks) as string[] | undefined,
      events: (Reflect.get(window, inspection) as InspectionLog | undefined)?.lines(),
    }),
    [CLICK_LOG_GLOBAL, INSPECTION_LOG_GLOBAL] as const,
  )
  const stop = new AbortController()
  const timeout = delay(SNAPSHOT_TIMEOUT_MS, undefined, { signal: stop.signal }).catch(() => undefined)
  const recorded = await Promise.race([read, timeout])
    .catch((error: unknown) => String(error))
    .finally(() => stop.abort())
  if (recorded === undefined)
    return [`[e2e] ${page.url()}: its records could not be read within ${SNAPSHOT_TIMEOUT_MS} ms`]
  if (typeof recorded === 'string') return [`[e2e] ${page.url()}: its records could not be read: ${recorded}`]
  return [
    `[e2e] ${page.url()}: its latest clicks (the element under the pointer as the page received them):`,
    ...(recorded.clicks?.length ? recorded.clicks : ['(none recorded)']),
    `[e2e] ${page.url()}: its Foyer's latest actor events:`,
    ...(recorded.events?.length ? recorded.events : ['(none recorded: not the demo, or not its test build)']),
  ]
}

async function describePage(page: Page): Promise<string> {
  if (page.isClosed()) return '(a closed page)'
  const tree = await page
    .locator('body')
    .ariaSnapshot({ timeout: SNAPSHOT_TIMEOUT_MS })
    .catch((error: unknown) => `(no accessibility tree: ${String(error)})`)
  return `${page.url()}\n${tree}`
}
