import type { AccountRow } from '@foyer/core'
import type { EmbeddedWalletActions } from '@foyer/core/embedded-wallet'
import { lazy, Suspense } from 'react'
import { useAccountRows } from '../../hooks/useAccountRows.js'
import { useAccountView } from '../../hooks/useAccountView.js'
import { useIdentity } from '../../hooks/useIdentity.js'
import { useIntents } from '../../hooks/useIntents.js'
import type { ViewProps } from '../view.types.js'
import { AccountPanel } from './AccountPanel.js'

// Only sites with the account data module list tokens and activity; the lists download then.
const AccountDataSection = lazy(() =>
  import('./AccountData.js').then((module) => ({ default: module.AccountDataSection })),
)

/** The row of a kind the site's modules added, if any. */
function rowOf<kind extends AccountRow['kind']>(rows: readonly AccountRow[], kind: kind) {
  return rows.find((row): row is Extract<AccountRow, { kind: kind }> => row.kind === kind)
}

/**
 * The Account view: the connected address with copy, balance, explorer link, network and disconnect
 * (of this namespace's wallet only, when wallets of several namespaces are connected), and the rows the
 * site's modules add (`foyer.getAccountRows()`): it knows no module, only the kinds of row.
 *
 * @example
 * <AccountView view={{ name: 'Account' }} />
 */
export function AccountView(_: ViewProps<'Account'>) {
  const foyer = useIntents<EmbeddedWalletActions>()
  const view = useAccountView()
  const identity = useIdentity()
  const rows = useAccountRows()
  const wallets = rowOf(rows, 'wallets')
  const chooseName = rowOf(rows, 'chooseName')
  const loginEmail = rowOf(rows, 'loginEmail')
  const accountType = rowOf(rows, 'accountType')
  const { switchToSmartAccount } = foyer
  return (
    <AccountPanel
      view={view}
      identity={identity}
      onOpenNetworks={() => foyer.pushView('Networks')}
      onOpenWallets={wallets && (() => foyer.pushView(wallets.opens))}
      onChooseName={chooseName && (() => foyer.pushView(chooseName.opens))}
      accountType={
        accountType &&
        switchToSmartAccount && { ...accountType.accountType, onSwitchToSmartAccount: switchToSmartAccount }
      }
      loginEmail={loginEmail && { email: loginEmail.email, onUpdate: () => foyer.pushView(loginEmail.opens) }}
      // The account shown is the active namespace's: only it disconnects; another stays connected.
      onDisconnect={() => void foyer.disconnect({ namespace: view.namespace })}
      onSelectAccount={(address) =>
        view.namespace && foyer.selectAccount({ namespace: view.namespace, address })
      }
      onCancelRequest={() => foyer.cancelRequest()}
      tokens={
        rowOf(rows, 'accountData') ? (
          <Suspense fallback={null}>
            <AccountDataSection namespace={view.namespace} />
          </Suspense>
        ) : undefined
      }
    />
  )
}
