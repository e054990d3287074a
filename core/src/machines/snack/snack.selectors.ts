import type { SnapshotFrom } from 'xstate'
import type { snackMachine } from './snack.machine.js'
import type { SnackViewModel } from './snack.views.js'

/**
 * A snapshot of the snack actor.
 *
 * @example
 * const snapshot: SnackSnapshot = snack.getSnapshot()
 */
export type SnackSnapshot = SnapshotFrom<typeof snackMachine>

const CLOSED: SnackViewModel = { status: 'closed' }

/**
 * The snackbar's model (SPEC §3, §4 snack): the message on screen, or closed. While a new message
 * waits its 150 ms after the old one closed, nothing shows. Without an actor it is closed.
 *
 * @example
 * const view = useSelector(snack, selectSnackView)
 * if (view.status === 'open') console.log(view.message)
 */
export function selectSnackView(snapshot: SnackSnapshot | undefined): SnackViewModel {
  const snack = snapshot?.context.snack
  if (!snapshot?.matches('open') || !snack) return CLOSED
  return { status: 'open', ...snack }
}
