import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { PHONE_VIEWPORT } from './layout.js'

/**
 * Where the open dialog and its header were painted in one frame, in CSS pixels of the viewport.
 *
 * @example
 * const frame: DialogFrame = { view: 'Connect', left: 460, top: 64, width: 360, height: 512, bottom: 576, headerTop: 65, contentHeight: 420 }
 */
export type DialogFrame = {
  /** The router's view the dialog showed (its `data-view`). */
  view: string
  left: number
  top: number
  width: number
  height: number
  bottom: number
  /** The top edge of the dialog's header (Back, title, Close). */
  headerTop: number
  /** The height of the view's own content (what the card grows or shrinks for). */
  contentHeight: number
}

type Recorder = { frames: DialogFrame[] }

/**
 * Records the open dialog's box and its header's top edge in every painted frame of every page `page`
 * loads from now on (a `requestAnimationFrame` loop, a frame kept only when something moved), so a
 * test sees the card while it changes from one view to the next, not only once it settled. Frames in
 * which the dialog's own entrance or shake animation runs are left out: those move the card on purpose.
 *
 * @example
 * await recordDialogFrames(page)
 * await page.goto(url)
 */
export async function recordDialogFrames(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const recorder: Recorder = { frames: [] }
    Reflect.set(window, '__foyerDialogFrames', recorder)
    let last = ''
    const sample = () => {
      const dialog = document.querySelector<HTMLElement>('.foyer-root:not([data-standby]) [role="dialog"]')
      const header = dialog?.querySelector('.foyer-header')
      const entering = dialog?.getAnimations().some((animation) => animation instanceof CSSAnimation)
      if (dialog && header && !entering) {
        const box = dialog.getBoundingClientRect()
        const frame: DialogFrame = {
          view: dialog.dataset.view ?? '',
          left: box.left,
          top: box.top,
          width: box.width,
          height: box.height,
          bottom: box.bottom,
          headerTop: header.getBoundingClientRect().top,
          contentHeight: dialog.querySelector('.foyer-view')?.getBoundingClientRect().height ?? 0,
        }
        const key = JSON.stringify(frame)
        if (key !== last) recorder.frames.push(frame)
        last = key
      }
    }
    // Measured just after each frame is painted (a message posted from the frame's callback runs after
    // its rendering): in the callback itself the dialog is laid out for a new view before the
    // ResizeObserver that starts its height transition has run, a state never painted.
    const afterPaint = new MessageChannel()
    afterPaint.port1.onmessage = sample
    const everyFrame = () => {
      afterPaint.port2.postMessage(null)
      requestAnimationFrame(everyFrame)
    }
    requestAnimationFrame(everyFrame)
  })
}

/**
 * Every frame {@link recordDialogFrames} kept on the current page, oldest first.
 *
 * @example
 * const frames = await dialogFrames(page)
 */
export function dialogFrames(page: Page): Promise<DialogFrame[]> {
  return page.evaluate(() => (Reflect.get(window, '__foyerDialogFrames') as Recorder).frames)
}

/**
 * Waits until the open dialog shows `view` with nothing animating on it (its height transition
 * done), and answers its box then.
 *
 * @example
 * const connect = await settledDialog(page, 'Connect')
 */
export async function settledDialog(page: Page, view: string): Promise<DialogFrame> {
  const selector = '.foyer-root:not([data-standby]) [role="dialog"]'
  await page.waitForFunction(
    ({ selector, view }) => {
      const dialog = document.querySelector<HTMLElement>(selector)
      return dialog?.dataset.view === view && dialog.getAnimations().length === 0
    },
    { selector, view },
  )
  return page.evaluate(
    ({ selector }) => {
      const dialog = document.querySelector<HTMLElement>(selector) as HTMLElement
      const box = dialog.getBoundingClientRect()
      const header = dialog.querySelector('.foyer-header')?.getBoundingClientRect()
      return {
        view: dialog.dataset.view ?? '',
        left: box.left,
        top: box.top,
        width: box.width,
        height: box.height,
        bottom: box.bottom,
        headerTop: header?.top ?? Number.NaN,
        contentHeight: dialog.querySelector('.foyer-view')?.getBoundingClientRect().height ?? 0,
      }
    },
    { selector },
  )
}

/**
 * The frames as one line per view (in the order they were shown): the header's top edge, the card's
 * top and bottom edges and its width and height, each as the range seen while that view was shown. A
 * failing assertion prints it, so the numbers say which view moved the card and by how much.
 *
 * @example
 * expect(headerTops, describeFrames(frames)).toEqual([96])
 */
export function describeFrames(frames: readonly DialogFrame[]): string {
  const runs: { view: string; frames: DialogFrame[] }[] = []
  for (const frame of frames) {
    const current = runs.at(-1)
    if (current?.view === frame.view) current.frames.push(frame)
    else runs.push({ view: frame.view, frames: [frame] })
  }
  const range = (values: number[]) => {
    const [low, high] = [Math.min(...values), Math.max(...values)].map((value) => Math.round(value * 10) / 10)
    return low === high ? `${low}` : `${low}–${high}`
  }
  return runs
    .map(
      ({ view, frames }) =>
        `${view}: header ${range(frames.map((f) => f.headerTop))}, top ${range(frames.map((f) => f.top))}, bottom ${range(frames.map((f) => f.bottom))}, width ${range(frames.map((f) => f.width))}, height ${range(frames.map((f) => f.height))}`,
    )
    .join('\n')
}

/** The desktop viewport of these checks. */
export const DESKTOP = { width: 1280, height: 800 }

/** Every view of `frames`, once each, in the order first shown. */
export const viewsOf = (frames: readonly DialogFrame[]) => [...new Set(frames.map((frame) => frame.view))]
export const spread = (values: number[]) => Math.max(...values) - Math.min(...values)

/**
 * The card did not move: its width is the same in every frame; on a desktop its header stays on one
 * pixel row (360 px wide, hanging from a fixed top); on a phone the sheet is as wide as the screen and
 * rests on its bottom edge in every frame (its top follows the view's height, in a transition).
 */
export function expectSteadyCard(
  frames: readonly DialogFrame[],
  viewport: { width: number; height: number },
) {
  const table = describeFrames(frames)
  const isPhone = viewport.width <= PHONE_VIEWPORT.width
  expect(new Set(frames.map((frame) => frame.width)), `widths:\n${table}`).toEqual(
    new Set([isPhone ? viewport.width : 360]),
  )
  if (!isPhone) {
    expect(spread(frames.map((frame) => frame.headerTop)), `header rows:\n${table}`).toBeLessThan(1)
    return
  }
  expect(new Set(frames.map((frame) => Math.round(frame.bottom))), `bottom edges:\n${table}`).toEqual(
    new Set([viewport.height]),
  )
  expect(new Set(frames.map((frame) => frame.left)), `left edges:\n${table}`).toEqual(new Set([0]))
}
