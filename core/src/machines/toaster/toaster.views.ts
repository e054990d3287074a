import type { ToastType } from './toast.types.js'

/**
 * One toast as the page draws it. Every decision is made here, so the page only places and styles it:
 * whether it shows, where it sits in the stack, how far it is swiped, whether it is leaving.
 *
 * @example
 * <li data-visible={toast.visible} style={{ transform: `translateY(-${toast.offset}px) scale(${toast.scale})` }} />
 */
export type ToastViewModel = {
  id: string
  type: ToastType
  title: string
  description: string | undefined
  /** 'alert' for errors, which interrupt a screen reader; 'status' for the others, which wait their turn. */
  role: 'status' | 'alert'
  /** Its place among the toasts still shown, newest first (0 is the front). An exiting toast keeps the place it leaves. */
  index: number
  /** The newest toast still shown: the one in front of a collapsed stack. */
  front: boolean
  /** Shown: one of the 3 newest toasts still shown. Older ones wait hidden; exiting ones fade out. */
  visible: boolean
  /** The stack is spread out (hovered, or Alt+T). */
  expanded: boolean
  /** How far above the bottom of the stack it sits, in px. */
  offset: number
  /** Its size in a collapsed stack, where older toasts shrink behind the front one (1 when expanded). */
  scale: number
  /** In a collapsed stack, a toast behind the front one takes the front one's height (px); otherwise undefined: its own. */
  clampHeight: number | undefined
  exiting: boolean
  /** The visitor is dragging it. */
  swiping: boolean
  /** How far it is dragged sideways, in px (kept while a swiped toast exits). */
  swipeOffset: number
}

/**
 * What the toaster shows: the toasts, newest first, and the stack's layout.
 *
 * @example
 * const view: ToasterViewModel = selectToasterView(toaster.getSnapshot())
 */
export type ToasterViewModel = {
  expanded: boolean
  /** The timers are held (expanded, or the page is hidden). */
  paused: boolean
  /** Newest first, including the hidden and exiting ones (so they can animate). */
  toasts: readonly ToastViewModel[]
  /** The height of the stack in px, for the area that keeps it expanded under the pointer. */
  height: number
}
