import type { SnapshotFrom } from 'xstate'
import type { toastMachine } from './toast.machine.js'
import type { ToastInput, ToastState } from './toast.types.js'

/**
 * A snapshot of a toast actor.
 *
 * @example
 * const snapshot: ToastSnapshot = toast.getSnapshot()
 */
export type ToastSnapshot = SnapshotFrom<typeof toastMachine>

/**
 * A toast as the toaster keeps it, from the toast actor's snapshot.
 *
 * @example
 * toastStateOf(toast.getSnapshot()) // { id: 't1', content, height: 0, phase: 'shown' }
 */
export function toastStateOf(snapshot: ToastSnapshot): ToastState {
  const { id, content, height, swipeOffset } = snapshot.context
  if (!snapshot.matches('shown')) return { id, content, height, phase: 'exiting', swipeOffset }
  if (snapshot.matches({ shown: { swipe: 'swiping' } }))
    return { id, content, height, phase: 'swiping', swipeOffset }
  return { id, content, height, phase: 'shown' }
}

/**
 * A toast as the toaster keeps it from the moment it is spawned, before its actor reports.
 *
 * @example
 * initialToastState({ id: 't1', content }) // { id: 't1', content, height: 0, phase: 'shown' }
 */
export function initialToastState({ id, content }: ToastInput): ToastState {
  return { id, content, height: 0, phase: 'shown' }
}
