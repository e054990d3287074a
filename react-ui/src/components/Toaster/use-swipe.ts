import { type PointerEvent, useRef } from 'react'

/** Where and when a swipe started. */
type Origin = { x: number; at: number }

/**
 * The swipe a released pointer makes: how far it moved sideways (px) and how fast (px/ms: the
 * distance over the time since it pressed). A release in the same millisecond counts as 1 ms.
 *
 * @example
 * swipeOf({ x: 100, at: 0 }, 130, 100) // { offset: 30, velocity: 0.3 }
 */
export function swipeOf(origin: Origin, x: number, at: number): { offset: number; velocity: number } {
  const offset = x - origin.x
  return { offset, velocity: Math.abs(offset) / Math.max(1, at - origin.at) }
}

/** What a swipe reports, as the toaster's intents. */
type SwipeIntents = {
  swipeStart(id: string): void
  swipeMove(id: string, offset: number): void
  swipeEnd(id: string, offset: number, velocity: number): void
}

/**
 * Pointer handlers that turn a press, drag and release on a toast into SWIPE events. Whether the
 * swipe dismisses is the machine's decision, not the page's. A press on a button (the close button)
 * is a click, not a swipe.
 *
 * @example
 * <li {...useSwipe(toast.id, intents)} />
 */
export function useSwipe(id: string, intents: SwipeIntents) {
  const origin = useRef<Origin | null>(null)
  return {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (event.button !== 0 || (event.target as Element).closest('button')) return
      origin.current = { x: event.clientX, at: performance.now() }
      // Keeps the moves coming when the pointer leaves the toast mid-swipe (not every DOM has it).
      event.currentTarget.setPointerCapture?.(event.pointerId)
      intents.swipeStart(id)
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      if (origin.current) intents.swipeMove(id, event.clientX - origin.current.x)
    },
    onPointerUp(event: PointerEvent<HTMLElement>) {
      if (!origin.current) return
      const { offset, velocity } = swipeOf(origin.current, event.clientX, performance.now())
      origin.current = null
      intents.swipeEnd(id, offset, velocity)
    },
    onPointerCancel() {
      if (!origin.current) return
      origin.current = null
      intents.swipeEnd(id, 0, 0) // the browser took the gesture over: snap back
    },
  }
}
