import { type RefObject, useEffect } from 'react'

/**
 * How long the dialog takes to grow or shrink to its new content, ms: short enough not to hold the
 * visitor up, long enough that the eye follows the change instead of seeing the dialog jump.
 *
 * @example
 * dialog.animate(frames, { duration: HEIGHT_TRANSITION_MS })
 */
export const HEIGHT_TRANSITION_MS = 180

/**
 * Animates the dialog's height when its content's height changes (another view, a list that
 * arrives), from the height it was last shown at to its new one. The dialog keeps its natural layout:
 * the animation only overrides the height while it runs (Web Animations, nothing left inline), and a
 * change in the middle of one continues from where the dialog is. While a view is still downloading
 * (its spinner alone in the content) the dialog keeps the height it had, instead of shrinking to the
 * spinner and growing again a moment later. No animation for motion-sensitive visitors, and nothing
 * in browsers without `ResizeObserver` or `Element.animate`.
 *
 * @example
 * useHeightTransition(dialogRef, viewRef, { enabled: isOpen })
 */
export function useHeightTransition(
  dialogRef: RefObject<HTMLElement | null>,
  contentRef: RefObject<HTMLElement | null>,
  { enabled }: { enabled: boolean },
): void {
  useEffect(() => {
    const dialog = dialogRef.current
    const content = contentRef.current
    if (!enabled || !dialog || !content) return
    if (typeof ResizeObserver === 'undefined' || typeof dialog.animate !== 'function') return
    const reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)')
    // The height the visitor last saw (updated while no animation runs).
    let shown = dialog.getBoundingClientRect().height
    let running: Animation | undefined
    // Whether the dialog is held at its last height while a view downloads (see `LoadingView`).
    let held = false
    const showsSpinnerOnly = () =>
      content.firstElementChild?.matches('.foyer-loading-inline:only-child') === true

    const follow = () => {
      const from = running ? dialog.getBoundingClientRect().height : shown
      running?.cancel()
      running = undefined
      const to = dialog.getBoundingClientRect().height
      // Held, not animated: the dialog stays still until the view replaces its spinner (also for
      // motion-sensitive visitors, for whom it saves a jump down and back up).
      held = to < from && showsSpinnerOnly()
      shown = held ? from : to
      if (!held && (reducedMotion?.matches || Math.abs(to - from) < 1)) return
      const animation = dialog.animate([{ height: `${from}px` }, { height: `${shown}px` }], {
        duration: held ? Number.POSITIVE_INFINITY : HEIGHT_TRANSITION_MS,
        easing: 'cubic-bezier(0.2, 0, 0, 1)',
      })
      running = animation
      animation.onfinish = () => {
        if (running === animation) running = undefined
      }
    }

    const observer = new ResizeObserver((entries) => {
      const contentChanged = entries.some((entry) => entry.target === content)
      if (!contentChanged) {
        // The dialog alone changed (an alert, the window): follow it, unless it is our animation.
        if (!running) shown = dialog.getBoundingClientRect().height
        return
      }
      follow()
    })
    // The view that replaces the spinner ends the hold, even one as tall as the spinner (which
    // resizes nothing).
    const children = new MutationObserver(() => {
      if (held && !showsSpinnerOnly()) follow()
    })
    observer.observe(content)
    observer.observe(dialog)
    children.observe(content, { childList: true })
    return () => {
      observer.disconnect()
      children.disconnect()
      running?.cancel()
    }
  }, [dialogRef, contentRef, enabled])
}
