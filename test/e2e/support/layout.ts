import type { Page } from 'playwright-core'

/** The phone the layout is also checked on (an iPhone's CSS viewport). */
export const PHONE_VIEWPORT = { width: 390, height: 844 }

/**
 * What a visitor cannot press or read in the open dialog (else `scope`, else the whole page): every
 * interactive element whose box lies partly outside the dialog's box or the viewport, every element whose text
 * overflows its own box where nothing scrolls it, and every box whose children's text spills out of it unclipped. A text meant to ellipsize (`text-overflow: ellipsis`)
 * passes only when its full value is in its `title` or its accessible name (`aria-label`), so the
 * visitor can still read it. The page must not be wider than the viewport. Each finding names the
 * element and its sizes.
 *
 * @example
 * expect(await layoutProblems(page)).toEqual([])
 */
export async function layoutProblems(page: Page, scope?: string): Promise<string[]> {
  return page.evaluate((scope) => {
    const root =
      (scope ? document.querySelector(scope) : document.querySelector('[role="dialog"]')) ??
      document.documentElement
    const describe = (element: Element): string => {
      const tag = element.tagName.toLowerCase()
      const classes = [...element.classList]
        .slice(0, 2)
        .map((name) => `.${name}`)
        .join('')
      const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)
      return `${tag}${classes} "${text}"`
    }
    const visible = (element: Element): boolean => {
      const box = element.getBoundingClientRect()
      if (box.width === 0 && box.height === 0) return false
      const style = getComputedStyle(element)
      return style.visibility !== 'hidden' && style.display !== 'none'
    }
    // Hidden on purpose (visually hidden labels, a file input behind its button): not what is pressed.
    const clippedOnPurpose = (element: Element): boolean => {
      const box = element.getBoundingClientRect()
      return box.width <= 1 || box.height <= 1
    }
    const problems: string[] = []
    // Controls stay inside the dialog's box and the viewport; in another scope (the toaster, whose
    // stacked toasts peek out above it by design, or the page, which scrolls) inside the viewport's width.
    const isDialog = root.matches('[role="dialog"], [role="alertdialog"], dialog')
    const frame = isDialog
      ? root.getBoundingClientRect()
      : new DOMRect(
          0,
          0,
          window.innerWidth,
          root === document.documentElement ? Number.POSITIVE_INFINITY : window.innerHeight,
        )
    const bounds = {
      left: Math.max(frame.left, 0),
      top: Math.max(frame.top, 0),
      right: Math.min(frame.right, window.innerWidth),
      bottom: Math.min(frame.bottom, window.innerHeight),
    }
    if (root === document.documentElement) bounds.bottom = Number.POSITIVE_INFINITY
    // A control inside a scrolling list may be scrolled out of sight: the list scrolls it back, so
    // it is measured against that list too, and only the horizontal edges of the dialog count.
    const inScroller = (element: Element): boolean => {
      for (let parent = element.parentElement; parent && parent !== root; parent = parent.parentElement) {
        const overflowY = getComputedStyle(parent).overflowY
        if ((overflowY === 'auto' || overflowY === 'scroll') && parent.scrollHeight > parent.clientHeight)
          return true
      }
      return false
    }
    const interactive = root.querySelectorAll(
      'button, a[href], input, select, textarea, [role="button"], [tabindex]:not([tabindex="-1"])',
    )
    for (const element of interactive) {
      if (!visible(element) || clippedOnPurpose(element)) continue
      const box = element.getBoundingClientRect()
      const scrolls = inScroller(element)
      const out =
        box.left < bounds.left - 0.5 ||
        box.right > bounds.right + 0.5 ||
        (!scrolls && (box.top < bounds.top - 0.5 || box.bottom > bounds.bottom + 0.5))
      if (out)
        problems.push(
          `${describe(element)} lies outside the dialog: ${Math.round(box.left)}–${Math.round(box.right)} × ${Math.round(box.top)}–${Math.round(box.bottom)} against ${Math.round(bounds.left)}–${Math.round(bounds.right)} × ${Math.round(bounds.top)}–${Math.round(bounds.bottom)}`,
        )
    }
    // The page itself never scrolls sideways: a dialog on a page wider than the screen runs off it.
    const pageWidth = document.documentElement.scrollWidth
    if (pageWidth > window.innerWidth + 1)
      problems.push(`the page is ${pageWidth} px wide in a viewport of ${window.innerWidth} px`)
    for (const element of [root, ...root.querySelectorAll('*')]) {
      if (!(element instanceof HTMLElement) || !visible(element) || clippedOnPurpose(element)) continue
      if (element.scrollWidth <= element.clientWidth + 1) continue
      const style = getComputedStyle(element)
      if (style.overflowX === 'auto' || style.overflowX === 'scroll') continue
      const ownText = [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
      )
      // A box whose children are wider than it and that does not clip them: text of theirs painted
      // past its edges lies over whatever is beside it (a name under its row's buttons), though each
      // child fits its own box. Graphics that reach out on purpose (a ring around a wallet's picture)
      // are not text.
      if (!ownText) {
        if (style.overflowX !== 'visible') continue
        const box = element.getBoundingClientRect()
        const texts = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
        for (let node = texts.nextNode(); node; node = texts.nextNode()) {
          if ((node.textContent ?? '').trim() === '' || !visible(node.parentElement ?? element)) continue
          // Text a box between clips (an ellipsized name) is checked as that box's own text.
          let clipped = false
          for (let parent = node.parentElement; parent && parent !== element; parent = parent.parentElement)
            if (getComputedStyle(parent).overflowX !== 'visible') clipped = true
          if (clipped) continue
          const range = document.createRange()
          range.selectNodeContents(node)
          const spill = [...range.getClientRects()].find(
            (rect) => rect.width > 0 && (rect.right > box.right + 1 || rect.left < box.left - 1),
          )
          if (!spill) continue
          problems.push(
            `${describe(element)} has text painted past its edges: "${(node.textContent ?? '').trim().slice(0, 30)}" at ${Math.round(spill.left)}–${Math.round(spill.right)} in ${Math.round(box.left)}–${Math.round(box.right)}`,
          )
          break
        }
        continue
      }
      if (style.textOverflow === 'ellipsis') {
        const full = (element.textContent ?? '').trim()
        const named = element.closest('[title], [aria-label]')
        const fullValue = `${named?.getAttribute('title') ?? ''} ${named?.getAttribute('aria-label') ?? ''}`
        if (full !== '' && fullValue.includes(full)) continue
        problems.push(
          `${describe(element)} is ellipsized without its full value in a title or accessible name`,
        )
        continue
      }
      problems.push(
        `${describe(element)} overflows its box: ${element.scrollWidth} px of text in ${element.clientWidth} px`,
      )
    }
    return problems
  }, scope)
}
