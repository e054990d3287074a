// Whether an open would show what the closed modal holds: read only by the skin's standing-by
// overlay, so it is a module of its own, downloaded with that overlay rather than with the page.
import type { SnapshotFrom } from 'xstate'
import type { routerMachine } from './router.machine.js'
import { defaultOpenView, isViewAvailable, toView } from './router.rules.js'
import type { RouterEnv, ViewRequest, ViewStack } from './router.types.js'

/**
 * Whether opening the modal with `request` (none: the default view) would leave the stack as it is
 * now: one view, the one the open sets (the requested view when available, else the default). The
 * skin reads it to show a closed modal's content at once, before the open is processed, only when
 * that content is what the open will show.
 *
 * @example
 * opensOnStack([{ name: 'Connect' }], env) // true when nothing is connected
 * opensOnStack([{ name: 'Connect' }], env, 'Networks') // false
 */
export function opensOnStack(history: ViewStack, env: RouterEnv, request?: ViewRequest): boolean {
  const requested = request === undefined ? undefined : toView(request)
  const opened = requested !== undefined && isViewAvailable(requested, env) ? requested : defaultOpenView(env)
  const [only, ...others] = history
  return (
    others.length === 0 &&
    only.name === opened.name &&
    JSON.stringify(only.params ?? null) === JSON.stringify(opened.params ?? null)
  )
}

/**
 * Whether an open with `request` would show the view the router holds now (see `opensOnStack`): the
 * skin then paints the closed modal's content first and processes the open after.
 *
 * @example
 * selectOpensAsHeld(router.getSnapshot()) // true: the next open shows the Connect view it holds
 */
export function selectOpensAsHeld(
  snapshot: SnapshotFrom<typeof routerMachine>,
  request?: ViewRequest,
): boolean {
  return opensOnStack(snapshot.context.history, snapshot.context.env, request)
}
