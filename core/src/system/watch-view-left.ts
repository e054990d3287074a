import { selectTopView } from '../machines/router/router.selectors.js'
import type { View } from '../machines/router/router.types.js'
import { type HasSystem, watchSystemActor } from './system.js'

/**
 * Ties an attempt to its view: watches the router and calls `onLeft` when a view that `isShowing`
 * recognises was on top and no longer is (back, close, or any reset of the stack). A view not shown yet
 * cannot be left, so starting before the router pushes it is safe. Without a router (a machine run
 * alone) nothing is watched. Returns the stop function.
 *
 * @example
 * fromCallback(({ system, sendBack }) =>
 *   watchViewLeft(system, isShowingPairingView, () => sendBack({ type: 'PAIRING.CANCEL' })),
 * )
 */
export function watchViewLeft(
  holder: HasSystem,
  isShowing: (top: View) => boolean,
  onLeft: () => void,
): () => void {
  let shown = false
  return watchSystemActor(holder, 'router', (snapshot) => {
    if (isShowing(selectTopView(snapshot))) shown = true
    else if (shown) onLeft()
  })
}
