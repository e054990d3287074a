import type { ActiveAccount } from '../account-data/active-account.js'
import { selectAccountOnNetwork } from '../machines/connection/connection.selectors.js'
import { selectActiveNamespace } from '../machines/network/network.selectors.js'
import type { Namespace } from '../networks/network.types.js'
import { type HasSystem, watchSystemActor } from './system.js'

/**
 * Follows the active account: the network actor says which namespace is active, and that namespace's
 * connection actor which account is on which network. Calls `onChange` with each sight, the first one
 * included (repeats too: compare with `isSameAccount`). Returns the stop function.
 *
 * @example
 * fromCallback(({ system, sendBack }) => watchActiveAccount(system, (account) => sendBack({ type: 'X.ACCOUNT_CHANGED', account })))
 */
export function watchActiveAccount(
  system: HasSystem,
  onChange: (account: ActiveAccount | undefined) => void,
): () => void {
  let stopConnection = () => {}
  let namespace: Namespace | undefined
  const stopNetwork = watchSystemActor(system, 'network', (snapshot) => {
    const active = selectActiveNamespace(snapshot)
    if (active === namespace) return
    namespace = active
    stopConnection()
    stopConnection = active
      ? watchSystemActor(system, `connection.${active}`, (connection) =>
          onChange(selectAccountOnNetwork(connection)),
        )
      : () => {}
    if (!active) onChange(undefined)
  })
  return () => {
    stopNetwork()
    stopConnection()
  }
}
