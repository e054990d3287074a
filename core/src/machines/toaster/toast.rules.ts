import type { ToastContent, ToastOptions, ToastPatch } from './toast.types.js'
import { TOAST_DURATION_MS, toastLimits } from './toaster.constants.js'

/**
 * The content of a new toast, with the defaults: type 'default', duration 4000 ms (SPEC §9).
 *
 * @example
 * toastContentOf({ title: 'Copied' }) // { type: 'default', title: 'Copied', description: undefined, duration: 4000 }
 */
export function toastContentOf({ type, title, description, duration }: ToastOptions): ToastContent {
  return { type: type ?? 'default', title, description, duration: duration ?? TOAST_DURATION_MS }
}

/**
 * A toast's content after a change (see {@link ToastPatch}: an explicit `description: undefined`
 * removes the description).
 *
 * @example
 * mergeToastContent(loading, { type: 'success', title: 'Sent' })
 */
export function mergeToastContent(content: ToastContent, patch: ToastPatch): ToastContent {
  return {
    type: patch.type ?? content.type,
    title: patch.title ?? content.title,
    description: 'description' in patch ? patch.description : content.description,
    duration: patch.duration ?? content.duration,
  }
}

/**
 * Whether a toast goes by itself: not while loading (it waits for the result), not with an infinite
 * duration (a sticky toast).
 *
 * @example
 * hasToastTimer({ type: 'loading', title: 'Sending…', description: undefined, duration: 4000 }) // false
 */
export function hasToastTimer(content: ToastContent): boolean {
  return content.type !== 'loading' && Number.isFinite(content.duration)
}

/**
 * Whether a released swipe dismisses the toast (SPEC §4, §9): 20 px or more either way, or a flick
 * faster than 0.11 px/ms however short. Anything less snaps back.
 *
 * @example
 * isDismissingSwipe({ offset: 19, velocity: 0.11 }) // false
 * isDismissingSwipe({ offset: 20, velocity: 0 }) // true
 */
export function isDismissingSwipe({ offset, velocity }: { offset: number; velocity: number }): boolean {
  return Math.abs(offset) >= toastLimits.swipeDistancePx || Math.abs(velocity) > toastLimits.swipeVelocity
}
