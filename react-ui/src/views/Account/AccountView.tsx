import { offersNameRegistration } from '@foyer/core'
import { lazy, Suspense } from 'react'
import { useFoyer } from '../../context/FoyerProvider.js'
import { useAccountView } from '../../hooks/useAccountView.js'
import { useIdentity } from '../../hooks/useIdentity.js'
import { useRouter } from '../../hooks/useRouter.js'
import { useSystemActor } from '../../hooks/useSystemActor.js'
import type { ViewProps } from '../view.types.js'
import { AccountPanel } from './AccountPanel.js'
import { useAccountType } from './useAccountType.js'
import { useLoginEmail } from './useLoginEmail.js'

// Only sites with the account data module list tokens and activity; the lists download then.
const AccountDataSection = lazy(() =>
  import('./AccountData.js').then((module) => ({ default: module.AccountDataSection })),
)

/**
 * The Account view: the connected address with copy, balance, explorer link, network and disconnect
 * (of this namespace's wallet only, when wallets of several namespaces are connected).
 *
 * @example
 * <AccountView view={{ name: 'Account' }} />
 */
export function AccountView(_: ViewProps<'Account'>) {
  const foyer = useFoyer()
  const view = useAccountView()
  const identity = useIdentity()
  const { push } = useRouter()
  const hasMultiWallet = useSystemActor('multiWallet') !== undefined
  const hasAccountData = useSystemActor('portfolio') !== undefined
  const offersName = offersNameRegistration({
    hasNames: useSystemActor('names') !== undefined,
    connectorType: view.connectorType,
    namespace: view.namespace,
    name: identity.name,
  })
  const loginEmail = useLoginEmail(view.connectorType)
  const accountType = useAccountType(view)
  return (
    <AccountPanel
      view={view}
      identity={identity}
      onOpenNetworks={() => push('Networks')}
      onOpenWallets={hasMultiWallet ? () => push('ProfileWallets') : undefined}
      onChooseName={offersName ? () => push('RegisterAccountName') : undefined}
      accountType={accountType}
      loginEmail={
        loginEmail === undefined
          ? undefined
          : {
              email: loginEmail,
              onUpdate: () => push({ name: 'UpdateEmailWallet', params: { email: loginEmail } }),
            }
      }
      // The account shown is the active namespace's: only it disconnects; another stays connected.
      onDisconnect={() => void foyer.disconnect({ namespace: view.namespace })}
      onSelectAccount={(address) =>
        view.namespace && foyer.selectAccount({ namespace: view.namespace, address })
      }
      onCancelRequest={() => foyer.cancelRequest()}
      tokens={
        hasAccountData && view.status === 'connected' ? (
          <Suspense fallback={null}>
            <AccountDataSection namespace={view.namespace} />
          </Suspense>
        ) : undefined
      }
    />
  )
}
