import { type Namespace, selectFeatures, showsActivity } from '@foyer/core'
import { useState } from 'react'
import { Tabs, tabId, tabPanelId } from '../../components/Tabs.js'
import { useFoyer } from '../../context/FoyerProvider.js'
import { useActivity } from '../../hooks/useActivity.js'
import { useActorSelector } from '../../hooks/useActorSelector.js'
import { useNfts } from '../../hooks/useNfts.js'
import { useTokens } from '../../hooks/useTokens.js'
import type { MessageKey } from '../../i18n/dictionary.js'
import { useI18n } from '../../i18n/use-i18n.js'
import { AccountActivity } from './AccountActivity.js'
import { AccountNfts } from './AccountNfts.js'
import { AccountTokens } from './AccountTokens.js'

type AccountTab = 'tokens' | 'nfts' | 'activity'
const idPrefix = 'foyer-account'
const tabOrder: readonly AccountTab[] = ['tokens', 'nfts', 'activity']
const tabLabels: Readonly<Record<AccountTab, MessageKey>> = {
  tokens: 'Tokens',
  nfts: 'NFTs',
  activity: 'Activity',
}

/**
 * The account data module's part of the Account view, downloaded with the first Account view of a
 * site that has the module: the Tokens list, and beside it, in tabs (SPEC §2's order), the NFTs
 * where the module finds them and the Activity list where the account has activity (see
 * `showsActivity`). Nothing without the module.
 *
 * @example
 * const AccountDataSection = lazy(() => import('./AccountData.js').then((m) => ({ default: m.AccountDataSection })))
 */
export function AccountDataSection({ namespace }: { namespace: Namespace | undefined }) {
  const foyer = useFoyer()
  const features = useActorSelector(foyer.actor, selectFeatures)
  const tokens = useTokens()
  const nfts = useNfts()
  const activity = useActivity()
  const [selected, setSelected] = useState<AccountTab>('tokens')
  const { t } = useI18n()
  const withActivity =
    activity !== undefined && showsActivity({ hasActivityActor: true, features, namespace, kits: foyer.kits })
  const offered: Readonly<Record<AccountTab, boolean>> = {
    tokens: true,
    nfts: nfts !== undefined,
    activity: withActivity,
  }
  const shown = tabOrder.filter((id) => offered[id])
  if (shown.length === 1) return tokens ? <AccountTokens tokens={tokens} /> : null
  // A tab that went away (Activity on a network without it) leaves its place to Tokens.
  const tab = shown.includes(selected) ? selected : 'tokens'
  const tabs = shown.map((id) => ({ id, label: t(tabLabels[id]) }))
  return (
    <div className="foyer-account-data">
      <Tabs<AccountTab>
        label={t('Account')}
        idPrefix={idPrefix}
        tabs={tabs}
        selected={tab}
        onSelect={setSelected}
      />
      <div
        role="tabpanel"
        className="foyer-tab-panel"
        id={tabPanelId(idPrefix, tab)}
        aria-labelledby={tabId(idPrefix, tab)}
      >
        {tab === 'tokens' && tokens && <AccountTokens tokens={tokens} inTab />}
        {tab === 'nfts' && nfts && <AccountNfts nfts={nfts} />}
        {tab === 'activity' && activity && <AccountActivity activity={activity} />}
      </div>
    </div>
  )
}
