import type { ToastState } from './toast.types.js'
import { toastLimits } from './toaster.constants.js'
import type { ToastViewModel } from './toaster.views.js'

/** How much smaller each toast behind the front one is drawn in a collapsed stack. Not in the SPEC: the look of Sonner's stack. */
export const TOAST_SCALE_STEP = 0.05

/**
 * Places the toasts (oldest first, as the toaster keeps them) in the stack, newest first (SPEC §2, §9:
 * 3 visible, 14 px gap). Collapsed, each older toast peeks out 14 px above the one in front of it and
 * takes its height; expanded, each sits 14 px above the full heights of the newer ones. Exiting
 * toasts do not take a place: the others close up over them while they fade.
 *
 * @example
 * layoutToasts(states, false).toasts[0] // { index: 0, front: true, visible: true, offset: 0, scale: 1, … }
 */
export function layoutToasts(
  states: readonly ToastState[],
  expanded: boolean,
): { toasts: ToastViewModel[]; height: number } {
  const newestFirst = [...states].reverse()
  const live = newestFirst.filter((state) => state.phase !== 'exiting')
  const frontHeight = live[0]?.height ?? 0
  let placed = 0 // toasts still shown, newer than the current one
  let heightsBefore = 0 // their full heights
  const toasts = newestFirst.map((state): ToastViewModel => {
    const exiting = state.phase === 'exiting'
    const index = placed
    const view: ToastViewModel = {
      id: state.id,
      type: state.content.type,
      title: state.content.title,
      description: state.content.description,
      role: state.content.type === 'error' ? 'alert' : 'status',
      index,
      front: !exiting && index === 0,
      visible: !exiting && index < toastLimits.visible,
      expanded,
      offset: expanded ? heightsBefore + index * toastLimits.gapPx : index * toastLimits.gapPx,
      scale: expanded ? 1 : Math.max(0, 1 - index * TOAST_SCALE_STEP),
      // Until the front one is measured there is nothing to match.
      clampHeight: !expanded && index > 0 && frontHeight > 0 ? frontHeight : undefined,
      exiting,
      swiping: state.phase === 'swiping',
      swipeOffset: state.phase === 'shown' ? 0 : state.swipeOffset,
    }
    if (!exiting) {
      placed++
      heightsBefore += state.height
    }
    return view
  })
  const shown = live.slice(0, toastLimits.visible)
  const height =
    shown.length === 0
      ? 0
      : expanded
        ? shown.reduce((sum, state) => sum + state.height, 0) + (shown.length - 1) * toastLimits.gapPx
        : frontHeight + (shown.length - 1) * toastLimits.gapPx
  return { toasts, height }
}
