import type { AccountRow } from '../system/account-rows.types.js'
import type { AnyFoyerModule, FoyerCore } from '../system/module.types.js'
import { getState } from './get-state.js'

/**
 * The rows the site's modules add to the Account view for the active account, in the modules' order:
 * plain data, read again on every change (`subscribe`).
 *
 * @example
 * getAccountRows(foyer, modules) // [{ kind: 'wallets', opens: 'ProfileWallets' }, { kind: 'accountData' }]
 */
export function getAccountRows(foyer: FoyerCore, modules: readonly AnyFoyerModule[]): readonly AccountRow[] {
  const { account } = getState(foyer)
  return modules.flatMap((module) => module.account?.(foyer.actor, account) ?? [])
}
