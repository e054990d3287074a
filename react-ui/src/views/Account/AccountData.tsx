import type { Namespace } from '@foyer/core'
import { selectFeatures, showsActivity } from '@foyer/core/advanced'
import { useState } from 'react'
import { Tabs, tabId, tabPanelId } from '../../components/Tabs.js'
import { useFoyer } from '../../context/FoyerProvider.js'
import { useActivity } from '../../hooks/useActivity.js'
import { useActorSelector } from '../../hooks/useActorSelector.js'
import { useTokens } from '../../hooks/useTokens.js'
import { AccountActivity } from './AccountActivity.js'
import { AccountTokens } from './AccountTokens.js'

type AccountTab = 'tokens' | 'activity'
const idPrefix = 'foyer-account'
const accountTabs: readonly { id: AccountTab; label: string }[] = [
  { id: 'tokens', label: 'Tokens' },
  { id: 'activity', label: 'Activity' },
]

/**
 * The account data module's part of the Account view, downloaded with the first Account view of a
 * site that has the module: the Tokens list, and beside it, in tabs, the Activity list where the
 * account has activity (see `showsActivity`). Nothing without the module.
 *
 * @example
 * const AccountDataSection = lazy(() => import('./AccountData.js').then((m) => ({ default: m.AccountDataSection })))
 */
export function AccountDataSection({ namespace }: { namespace: Namespace | undefined }) {
  const foyer = useFoyer()
  const features = useActorSelector(foyer.actor, selectFeatures)
  const tokens = useTokens()
  const activity = useActivity()
  const [tab, setTab] = useState<AccountTab>('tokens')
  const withActivity =
    activity !== undefined && showsActivity({ hasActivityActor: true, features, namespace })
  if (!withActivity) return tokens ? <AccountTokens tokens={tokens} /> : null
  return (
    <div className="foyer-account-data">
      <Tabs<AccountTab>
        label="Account"
        idPrefix={idPrefix}
        tabs={accountTabs}
        selected={tab}
        onSelect={setTab}
      />
      <div
        role="tabpanel"
        className="foyer-tab-panel"
        id={tabPanelId(idPrefix, tab)}
        aria-labelledby={tabId(idPrefix, tab)}
      >
        {tab === 'tokens' && tokens && <AccountTokens tokens={tokens} inTab />}
        {tab === 'activity' && <AccountActivity activity={activity} />}
      </div>
    </div>
  )
}
