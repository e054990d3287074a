import type { ChainAdapter } from '../chains/adapter.types.js'
import type { Namespace, Network } from '../networks/network.types.js'

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
