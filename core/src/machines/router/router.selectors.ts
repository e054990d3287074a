import type { SnapshotFrom } from 'xstate'
import type { routerMachine } from './router.machine.js'
import { isViewAvailable } from './router.rules.js'
import type { View } from './router.types.js'

/** What the skin needs to render navigation: the current view and whether back is possible. */
export type RouterViewModel = {
  /** The view to render. */
  view: View
  /** Going back shows another view (with one view left, back closes the modal instead). */
  canGoBack: boolean
  /** How many views are on the stack. */
  depth: number
}

/**
 * The router's view model.
 *
 * @example
 * const { view, canGoBack } = useSelector(foyer.router, selectRouterView)
 */
export function selectRouterView(snapshot: SnapshotFrom<typeof routerMachine>): RouterViewModel {
  const { history } = snapshot.context
  return { view: history[history.length - 1] as View, canGoBack: history.length > 1, depth: history.length }
}

/** The view on top of the stack, the one shown. */
export function selectTopView(snapshot: SnapshotFrom<typeof routerMachine>): View {
  return selectRouterView(snapshot).view
}

/** Whether a view of that name is anywhere on the stack (shown, or under the one shown). */
export function selectIsOnStack(snapshot: SnapshotFrom<typeof routerMachine>, name: View['name']): boolean {
  return snapshot.context.history.some((view) => view.name === name)
}

/**
 * Whether the router would show `view` if asked: a view some module declares, and whose remote feature
 * (if it has one) is on. A UI offers a way to a view only when it is.
 *
 * @example
 * selectIsViewAvailable(router.getSnapshot(), { name: 'Receive' }) // false when the site's receive feature is off
 */
export function selectIsViewAvailable(snapshot: SnapshotFrom<typeof routerMachine>, view: View): boolean {
  return isViewAvailable(view, snapshot.context.env)
}
