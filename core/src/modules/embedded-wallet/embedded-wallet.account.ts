import { selectAccountTypeView } from '../../machines/account-type/account-type.selectors.js'
import { selectLoginEmail } from '../../machines/email/email.selectors.js'
import type { AccountRow, AccountRowsSource } from '../../system/account-rows.types.js'
import { getSystemActor } from '../../system/system.js'
import '../../system/embedded-wallet.system.js'

/**
 * The embedded wallet's rows on the Account view, while the account shown is its own (connected through
 * the AUTH connector): the address its login uses, with the view that changes it, and on EVM its
 * account type with the move to the smart account.
 *
 * @example
 * embeddedWalletAccountRows(foyer.actor, foyer.getState().account)
 */
export const embeddedWalletAccountRows: AccountRowsSource = (system, account) => {
  if (account.connectorType !== 'AUTH') return []
  const rows: AccountRow[] = []
  const email = getSystemActor(system, 'email')
  const address = email && selectLoginEmail(email.getSnapshot())
  if (address !== undefined)
    rows.push({
      kind: 'loginEmail',
      email: address,
      opens: { name: 'UpdateEmailWallet', params: { email: address } },
    })
  const accountType = getSystemActor(system, 'accountType')
  if (accountType && account.namespace === 'eip155') {
    const view = selectAccountTypeView(accountType.getSnapshot(), account.network?.caipNetworkId)
    rows.push({ kind: 'accountType', accountType: view })
  }
  return rows
}
