import type { ActiveAccount } from '../account-data/active-account.js'
import { selectAccountOnNetwork } from '../machines/connection/connection.selectors.js'
import { selectActiveConnection } from './active-connection.js'
import type { ConnectionActor } from './system.actors.js'
import { type HasSystem, watchSystemActor } from './system.js'

/**
 * Follows the active account: the active connection (see `selectActiveConnection`) is looked up again
 * whenever the network actor changes, and its connection actor says which account is on which
 * network. Calls `onChange` with each sight, the first one included (repeats too: compare with
 * `isSameAccount`). Returns the stop function.
 *
 * @example
 * fromCallback(({ system, sendBack }) => watchActiveAccount(system, (account) => sendBack({ type: 'X.ACCOUNT_CHANGED', account })))
 */
export function watchActiveAccount(
  system: HasSystem,
  onChange: (account: ActiveAccount | undefined) => void,
): () => void {
  let stopConnection = () => {}
  let followed: ConnectionActor | undefined
  const stopNetwork = watchSystemActor(system, 'network', () => {
    const active = selectActiveConnection(system)?.actor
    if (active === followed) return
    followed = active
    stopConnection()
    stopConnection = active ? followConnection(active, onChange) : () => {}
    if (!active) onChange(undefined)
  })
  return () => {
    stopNetwork()
    stopConnection()
  }
}

/** Calls `onChange` with the connection actor's active account now and after each of its changes. */
function followConnection(
  actor: ConnectionActor,
  onChange: (account: ActiveAccount | undefined) => void,
): () => void {
  const read = () => onChange(selectAccountOnNetwork(actor.getSnapshot()))
  read()
  const subscription = actor.subscribe(read)
  return () => subscription.unsubscribe()
}
