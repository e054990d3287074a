import type { AnyActorRef } from 'xstate'
import type { RouterContext } from '../router/router.types.js'
import { watchSystemActor } from './watch-system-actor.js'

/**
 * Ties an attempt to its view: watches the `router` system actor and calls `onLeft` when a view that
 * `isShowing` recognises was on top and no longer is (back, close, or any reset of the stack). A view
 * not shown yet cannot be left, so starting before the router pushes it is safe. Without a router (a
 * machine run alone) nothing is watched. Returns the stop function.
 *
 * @example
 * fromCallback(({ system, sendBack }) =>
 *   watchViewLeft(system, (router) => isShowingPairingView(router), () => sendBack({ type: 'PAIRING.CANCEL' })),
 * )
 */
export function watchViewLeft(
  system: { get(systemId: string): AnyActorRef | undefined },
  isShowing: (router: RouterContext) => boolean,
  onLeft: () => void,
): () => void {
  let shown = false
  return watchSystemActor<{ context: RouterContext }>(system, 'router', (snapshot) => {
    if (isShowing(snapshot.context)) shown = true
    else if (shown) onLeft()
  })
}
