import type { SnapshotFrom } from 'xstate'
import { layoutToasts } from './toaster.layout.js'
import type { toasterMachine } from './toaster.machine.js'
import type { ToasterViewModel } from './toaster.views.js'

/**
 * A snapshot of the toaster actor.
 *
 * @example
 * const snapshot: ToasterSnapshot = toaster.getSnapshot()
 */
export type ToasterSnapshot = SnapshotFrom<typeof toasterMachine>

const EMPTY: ToasterViewModel = { expanded: false, paused: false, toasts: [], height: 0 }

/**
 * The toaster's model (SPEC §2, §4, §9): every toast, newest first, with its place in the stack
 * (index, visible, front, offset, scale), whether it is exiting or being swiped, and the stack's
 * layout. Without an actor there are no toasts.
 *
 * @example
 * const view = useSelector(toaster, selectToasterView)
 * view.toasts.filter((toast) => toast.visible).length // at most 3
 */
export function selectToasterView(snapshot: ToasterSnapshot | undefined): ToasterViewModel {
  if (!snapshot) return EMPTY
  const expanded = snapshot.matches({ layout: 'expanded' })
  const { toasts, height } = layoutToasts(
    snapshot.context.toasts.map((entry) => entry.state),
    expanded,
  )
  return { expanded, paused: snapshot.matches({ timers: 'paused' }), toasts, height }
}
