import type { Namespace } from '../networks/network.types.js'
import type { StorageKey } from '../storage/storage.types.js'
import { activeAccountOf, connectionWithActiveAccount } from './account.js'
import type { AccountPick, Connection } from './adapter.types.js'

/**
 * The account pick of a namespace whose visitors pick the active account (see `AccountPick`): accounts
 * are found by `accountKey` (the namespace's: an SS58 address written with another network's prefix is
 * the same account), and the picked account's address is stored in `foyer:active-account:<namespace>`.
 * Only adapters import it, so a site whose adapters have no pick does not download it.
 *
 * @example
 * const adapter = { …, accountPick: visitorPick('polkadot', polkadotAccountKey) }
 */
export function visitorPick(namespace: Namespace, accountKey: (address: string) => string): AccountPick {
  // `storageKeys.activeAccount(namespace)`, named here without the storage keys' module, which would
  // otherwise come whole into the pages of a site with such an adapter (the tests read it back with
  // that key).
  const key: StorageKey<string> = {
    name: `foyer:active-account:${namespace}`,
    validate: (value): value is string => typeof value === 'string' && value !== '',
  }
  // The connection with the account `address` names made active, if the wallet still shares it.
  const withActive = (connection: Connection, address: string | undefined) =>
    address ? connectionWithActiveAccount(connection, address, { accountKey }) : connection
  return {
    keep: (reported, previous) => withActive(reported, activeAccountOf(previous).address),
    restore: (restored, storage) => withActive(restored, storage.get(key)),
    store: (connection, storage) => storage.set(key, activeAccountOf(connection).address),
    forget: (storage) => storage.remove(key),
  }
}
