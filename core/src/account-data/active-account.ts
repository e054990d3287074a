import type { ChainAdapter } from '../chains/adapter.types.js'
import { selectAccountOnNetwork } from '../machines/connection/connection.selectors.js'
import { selectActiveNamespace } from '../machines/network/network.selectors.js'
import type { Namespace, Network } from '../networks/network.types.js'
import { type HasSystem, watchSystemActor } from '../system/system.js'

/**
 * The account whose data the Account view shows: the active namespace's active account on the
 * network its wallet is on, with the adapter that connected it (the chain source reads through it).
 *
 * @example
 * const account: ActiveAccount = { address: '0xf39F…2266', network, adapter }
 */
export type ActiveAccount = { address: string; network: Network; adapter: ChainAdapter<Namespace> }

/**
 * Whether two accounts are the same account on the same network (the adapter aside), so a watcher's
 * repeated report does not read the data again.
 *
 * @example
 * isSameAccount(account, { ...account }) // true
 */
export function isSameAccount(a: ActiveAccount | undefined, b: ActiveAccount | undefined): boolean {
  if (!a || !b) return a === b
  return a.address === b.address && a.network.caipNetworkId === b.network.caipNetworkId
}

/**
 * Follows the active account: the network actor says which namespace is active, and that namespace's
 * connection actor which account is on which network. Calls `onChange` with each sight, the first one
 * included (repeats too: compare with {@link isSameAccount}). Returns the stop function.
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
