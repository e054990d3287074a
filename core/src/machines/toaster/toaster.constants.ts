// The toasts' timings and layout, beside the toaster that loads with the first toast (the relay's
// toast reads the duration too). Timings the machines of every page use stay in config/constants.ts.

/** A toast goes by itself after this long unless it has its own duration (SPEC §9: 4000 ms). */
export const TOAST_DURATION_MS = 4_000

/** A dismissed toast plays its exit this long before it leaves the stack (SPEC §9: 200 ms). */
export const TOAST_EXIT_MS = 200

/** The toasts' layout and swipe rules (SPEC §2, §4, §9). */
export const toastLimits = {
  /** Toasts shown at once; older ones stay in the stack, hidden, until newer ones go. */
  visible: 3,
  /** Width of the toast column, in px. */
  widthPx: 356,
  /** Space between toasts when the stack is expanded, and the peek of each older toast when collapsed, in px. */
  gapPx: 14,
  /** A swipe this long (px) or longer dismisses the toast... */
  swipeDistancePx: 20,
  /** ...and so does a faster one than this (px/ms), whatever its length. */
  swipeVelocity: 0.11,
} as const
