/**
 * What the page records, in ms on its own clock (`performance.now()`: since the navigation started).
 *
 * @example
 * const marks = await page.evaluate(() => (window as unknown as BenchWindow).__bench)
 */
export type ProbeMarks = {
  /** The Connect button is on screen, visible and enabled. */
  buttonVisibleAt?: number
  /** `timeStamp` of the first click on the Connect button. */
  clickAt?: number
  /** The modal's content (the injected wallet's name) is on screen, at any opacity: fading in. */
  modalAppearedAt?: number
  /** The modal shows the injected wallet's name, visible, with every ancestor at opacity 1. */
  modalVisibleAt?: number
  /** The app shows the expected connected address. */
  addressVisibleAt?: number
  /**
   * The browser's own measure of the click (Event Timing, what INP reports): from the click to the
   * next frame shown once its handlers ran, the longest of its interaction's events (pointerdown,
   * pointerup, click), in 8 ms steps. Chrome reports only events of 16 ms or more.
   */
  clickFrameMs?: number
  /** Focus is first inside the modal (the dialog, or a shadow host matching its selector). */
  focusInModalAt?: number
  /** Every long task (over 50 ms) of the visit: when it started and how long it ran. */
  longTasks?: { start: number; duration: number }[]
}

/** The page's global the probe writes to. */
export type BenchWindow = { __bench: ProbeMarks }

/**
 * Options of {@link probe}.
 *
 * @example
 * await page.addInitScript(probe, { modalSelector: 'w3m-modal', walletName: 'Bench Wallet', address })
 */
export type ProbeOptions = { modalSelector: string; walletName: string; address: string }

/**
 * Runs in the page before its scripts (`page.addInitScript`): checks once per frame, in a
 * requestAnimationFrame loop so that what it sees is what that frame paints, for the Connect button,
 * the modal's content and the connected address, and stores when each first appeared. The modal
 * counts as shown when the injected wallet's name is visible inside it and nothing above it (shadow
 * hosts included) is still fading in. Self-contained: Playwright serialises it into the page.
 */
export function probe({ modalSelector, walletName, address }: ProbeOptions): void {
  const marks: ProbeMarks = {}
  ;(window as unknown as BenchWindow).__bench = marks

  /** Walks up through parents and shadow hosts: every one must be fully opaque. */
  const isOpaque = (element: Element): boolean => {
    for (let node: Element | null = element; node; ) {
      if (getComputedStyle(node).opacity !== '1') return false
      const root = node.getRootNode()
      node = node.parentElement ?? (root instanceof ShadowRoot ? root.host : null)
    }
    return true
  }
  const isShown = (element: Element): boolean =>
    element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && isOpaque(element)

  /** An element under `root` (open shadow roots included) whose own text is the wallet's name. */
  const findName = (root: Element | ShadowRoot): Element | undefined => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.nodeType === Node.TEXT_NODE) {
        if (node.textContent?.trim() === walletName && node.parentElement) return node.parentElement
      } else if ((node as Element).shadowRoot) {
        const found = findName((node as Element).shadowRoot as ShadowRoot)
        if (found) return found
      }
    }
    return undefined
  }
  /** The wallet's name in the modal: 'opaque' once nothing above it is fading in any more. */
  const modalState = (): 'absent' | 'fading' | 'opaque' => {
    let state: 'absent' | 'fading' = 'absent'
    for (const modal of document.querySelectorAll(modalSelector)) {
      const name = modal.shadowRoot ? findName(modal.shadowRoot) : findName(modal)
      if (!name?.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue
      if (isOpaque(name)) return 'opaque'
      state = 'fading'
    }
    return state
  }

  // Capture phase on window: the first to hear the click, whatever the app does with it.
  window.addEventListener(
    'click',
    (event) => {
      const target = event.target as Element | null
      if (marks.clickAt === undefined && target?.closest?.('[data-bench="connect"]'))
        marks.clickAt = event.timeStamp
    },
    true,
  )

  // The browser's own timings, buffered so none is missed however late the observer starts.
  const longTasks: { start: number; duration: number }[] = []
  marks.longTasks = longTasks
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      longTasks.push({ start: entry.startTime, duration: entry.duration })
  }).observe({ type: 'longtask', buffered: true })
  const interactions = new Map<number, number>()
  let clickInteraction: number | undefined
  new PerformanceObserver((list) => {
    // `interactionId` groups an interaction's events (Event Timing level 2), not in TypeScript's DOM types yet.
    for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[]) {
      if (!entry.interactionId) continue
      const longest = Math.max(interactions.get(entry.interactionId) ?? 0, entry.duration)
      interactions.set(entry.interactionId, longest)
      const target = entry.target as Element | null
      if (entry.name === 'click' && target?.closest?.('[data-bench="connect"]'))
        clickInteraction ??= entry.interactionId
      if (clickInteraction !== undefined) marks.clickFrameMs = interactions.get(clickInteraction)
    }
    // `durationThreshold` (Event Timing) is not in TypeScript's DOM types yet either.
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit)

  /** Whether focus is inside one of the modal's elements (a shadow host counts for its shadow tree). */
  const isFocusInModal = (): boolean => {
    const active = document.activeElement
    return active !== null && active !== document.body && active.closest(modalSelector) !== null
  }

  const check = () => {
    if (marks.clickAt !== undefined && marks.focusInModalAt === undefined && isFocusInModal())
      marks.focusInModalAt = performance.now()
    if (marks.buttonVisibleAt === undefined) {
      const button = document.querySelector<HTMLButtonElement>('[data-bench="connect"]')
      if (button && !button.disabled && isShown(button)) marks.buttonVisibleAt = performance.now()
    }
    if (marks.clickAt !== undefined && marks.modalVisibleAt === undefined) {
      const state = modalState()
      if (state !== 'absent') marks.modalAppearedAt ??= performance.now()
      if (state === 'opaque') marks.modalVisibleAt = performance.now()
    }
    if (marks.addressVisibleAt === undefined) {
      const output = document.querySelector('[data-bench="address"]')
      if (output?.textContent?.toLowerCase() === address.toLowerCase() && isShown(output))
        marks.addressVisibleAt = performance.now()
    }
    requestAnimationFrame(check)
  }
  requestAnimationFrame(check)
}
