import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { layoutProblems, PHONE_VIEWPORT } from './layout.js'

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/** One rule axe found broken, as a test failure prints it. */
type Violation = { id: string; impact: string | null; help: string; targets: string[] }

/**
 * Runs axe-core (WCAG 2.0–2.2 A and AA, and best practices) on what the visitor sees of Foyer: the
 * element `scope` selects, else the dialog when one is open, else the whole page. The script goes in through the DevTools protocol's
 * evaluation, which a page's Content-Security-Policy does not block.
 *
 * @example
 * expect(await axeViolations(page)).toEqual([])
 */
export async function axeViolations(page: Page, scope?: string): Promise<string[]> {
  // Once per document: axe stays on `window` until the page navigates.
  if (!(await page.evaluate(() => Reflect.has(window, 'axe')))) {
    const session = await page.context().newCDPSession(page)
    await session.send('Runtime.evaluate', { expression: axeSource })
    await session.detach()
  }
  const violations: Violation[] = await page.evaluate(async (scope) => {
    const axe = Reflect.get(window, 'axe')
    const target = scope ? document.querySelector(scope) : document.querySelector('[role="dialog"]')
    const result = await axe.run(target ?? document, {
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
      },
    })
    return result.violations.map(
      (violation: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }) => ({
        id: violation.id,
        impact: violation.impact,
        help: violation.help,
        targets: violation.nodes.map((node) => node.target.join(' ')),
      }),
    )
  }, scope)
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} — ${violation.targets.join(', ')}`,
  )
}

/**
 * Waits until running transitions (colours, the modal's height) ended; spinners never end and are left
 * out. Two frames first, so a transition a theme switch or a resize starts has begun.
 */
async function settled(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  )
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
      ),
  )
}

/**
 * axe finds nothing on what is open, in the dark theme and in the light one (switched through the
 * demo's `foyer`, the way the site's theme switch would), and nothing lies outside the dialog or
 * overflows its box (`layoutProblems`), in both themes and again on a phone's viewport (390×844; the
 * page is then put back at its own size). The theme is left light.
 *
 * @example
 * await expectAccessible(page, 'Connect')
 */
export async function expectAccessible(page: Page, where: string, scope?: string): Promise<void> {
  for (const mode of ['dark', 'light'] as const) {
    await page.evaluate((mode) => {
      const foyer: unknown = Reflect.get(window, 'foyer')
      Reflect.get(Object(foyer), 'actor').send({ type: 'FOYER.SET_THEME', mode })
    }, mode)
    // Colours change with a short transition: contrast is measured once they settled.
    await settled(page)
    expect(await axeViolations(page, scope), `${where}, ${mode} theme`).toEqual([])
    expect(await layoutProblems(page, scope), `${where}, ${mode} theme: layout`).toEqual([])
  }
  const size = page.viewportSize()
  if (!size || size.width <= PHONE_VIEWPORT.width) return
  await page.setViewportSize(PHONE_VIEWPORT)
  try {
    await settled(page)
    expect(await layoutProblems(page, scope), `${where}, on a phone: layout`).toEqual([])
  } finally {
    await page.setViewportSize(size)
    await settled(page)
  }
}
