import type { EmbeddedWalletActions } from '@foyer/core/embedded-wallet'
import { lazy, Suspense } from 'react'
import { useAccountRows } from '../../hooks/useAccountRows.js'
import { useAccountView } from '../../hooks/useAccountView.js'
import { useIdentity } from '../../hooks/useIdentity.js'
import { useIntents } from '../../hooks/useIntents.js'
import { useMissingNetworks } from '../../hooks/useMissingNetworks.js'
import { useI18n } from '../../i18n/use-i18n.js'
import type { ViewProps } from '../view.types.js'
import { AccountPanel } from './AccountPanel.js'
import { ListSkeleton } from './ListSkeleton.js'

// Only sites with the account data module list tokens and activity; the lists download then.
const AccountDataSection = lazy(() =>
  import('./AccountData.js').then((module) => ({ default: module.AccountDataSection })),
)

/**
 * The Account view: the connected address with copy, balance, explorer link, network and disconnect
 * (of this namespace's wallet only, when wallets of several namespaces are connected), the site's
 * networks the connection left out (each with a switch that asks the wallet again), and the rows the
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
  const missingNetworks = useMissingNetworks()
  const { switchToSmartAccount } = foyer
  const { t } = useI18n()
  return (
    <AccountPanel
      view={view}
      identity={identity}
      rows={rows}
      missingNetworks={missingNetworks}
      intents={{
        openNetworks: () => foyer.pushView('Networks'),
        // A network the connection left out: switching to it asks the wallet for it again.
        switchNetwork: foyer.switchNetwork,
        open: foyer.pushView,
        switchToSmartAccount,
        // The account shown is the active namespace's: only it disconnects; another stays connected.
        disconnect: () => void foyer.disconnect({ namespace: view.namespace }),
        selectAccount: (address) =>
          view.namespace && foyer.selectAccount({ namespace: view.namespace, address }),
        cancelRequest: foyer.cancelRequest,
      }}
      tokens={
        rows.some((row) => row.kind === 'accountData') ? (
          // While the module's part downloads, its loading rows hold the place the list will take, so
          // the view does not grow under the visitor's finger (a phone's sheet grows upward).
          <Suspense fallback={<ListSkeleton label={t('Loading tokens…')} />}>
            <AccountDataSection namespace={view.namespace} />
          </Suspense>
        ) : undefined
      }
    />
  )
}
