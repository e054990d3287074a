import type {
  ConnectGroupEntry,
  ConnectMethod,
  ConnectViewEmptyState,
  DirectoryWallet,
  SocialProvider,
  WalletConnectActions,
} from '@foyer/core'
import { useId } from 'react'
import { WalletIcon } from '../../components/icons.js'
import { Placeholder } from '../../components/Placeholder.js'
import { useConnectView } from '../../hooks/useConnectView.js'
import { useIntents } from '../../hooks/useIntents.js'
import { useI18n } from '../../i18n/use-i18n.js'
import type { ViewProps } from '../view.types.js'
import { DirectoryWalletRow } from './DirectoryWalletRow.js'
import { EmailMethod } from './EmailMethod.js'
import { groupLabels } from './labels.js'
import { SocialMethod } from './SocialMethod.js'
import { WalletRow } from './WalletRow.js'

/**
 * The Connect view: the connect methods in core's order; the wallet method lists the wallet groups,
 * or says honestly that there is no wallet to offer, in core's words for this device.
 *
 * @example
 * <ConnectView view={{ name: 'Connect' }} />
 */
export function ConnectView(_: ViewProps<'Connect'>) {
  const {
    methods,
    socials,
    groups,
    isEmpty,
    emptyState,
    isLoadingConfig,
    installedConnectorIds,
    namespaceLabels,
    showAllWallets,
    allWalletsFirst,
    offersWalletToGet,
  } = useConnectView()
  const foyer = useIntents<WalletConnectActions>()
  const { t } = useI18n()
  const wallets: WalletChoice = {
    installedConnectorIds,
    namespaceLabels,
    onSelect: foyer.connect,
    onSelectDirectoryWallet: (wallet) => foyer.connectWalletConnect?.(wallet),
  }
  const allWallets = showAllWallets && (
    <button
      type="button"
      className="foyer-wallet-row foyer-all-wallets-row"
      onClick={() => foyer.pushView('AllWallets')}
    >
      <span className="foyer-wallet-icon" aria-hidden="true">
        <WalletIcon />
      </span>
      <span className="foyer-wallet-name">{t('All wallets')}</span>
    </button>
  )
  return (
    <div className="foyer-connect">
      {isLoadingConfig && (
        <p className="foyer-hint" role="status">
          <span className="foyer-spinner" aria-hidden="true" />
          {t('Loading sign-in options…')}
        </p>
      )}
      {allWalletsFirst && allWallets}
      {methods.map((method) => (
        <MethodSection
          key={method}
          method={method}
          socials={socials}
          groups={groups}
          empty={isEmpty ? emptyState : undefined}
          wallets={wallets}
        />
      ))}
      {!allWalletsFirst && allWallets}
      {offersWalletToGet && (
        <p className="foyer-get-wallet-entry">
          {t('New to wallets?')}{' '}
          <button type="button" className="foyer-link-button" onClick={() => foyer.pushView('GetWallet')}>
            {t('Get one')}
          </button>
        </p>
      )}
    </div>
  )
}

/** What a wallet row needs besides its connector or directory wallet. */
type WalletChoice = {
  installedConnectorIds: readonly string[]
  namespaceLabels: Readonly<Record<string, string>>
  onSelect(connectorId: string): void
  onSelectDirectoryWallet(wallet: DirectoryWallet): void
}

type MethodSectionProps = {
  method: ConnectMethod
  socials: readonly SocialProvider[]
  groups: readonly ConnectGroupEntry[]
  /** What to say instead of the wallet groups when there is no wallet to offer. */
  empty: ConnectViewEmptyState | undefined
  wallets: WalletChoice
}

function MethodSection({ method, socials, groups, empty, wallets }: MethodSectionProps) {
  const { core } = useI18n()
  if (method === 'email') return <EmailMethod />
  if (method === 'social') return <SocialMethod providers={socials} />
  if (empty) {
    return (
      <section className="foyer-section" data-method="wallet">
        <Placeholder icon={<WalletIcon />} title={core(empty.title)}>
          {core(empty.hint)}
        </Placeholder>
      </section>
    )
  }
  return (
    <div data-method="wallet">
      {groups.map((entry) => (
        <GroupSection key={entry.group} entry={entry} wallets={wallets} />
      ))}
    </div>
  )
}

function GroupSection({ entry, wallets }: { entry: ConnectGroupEntry; wallets: WalletChoice }) {
  const headingId = useId()
  const { t } = useI18n()
  const label = t(groupLabels[entry.group])
  // A heading that would only repeat its one row's name ("WalletConnect" over "WalletConnect") is
  // left to screen readers.
  const [only, ...others] = 'wallets' in entry ? entry.wallets : entry.connectors
  const repeatsRow = others.length === 0 && only?.name === label
  return (
    <section className="foyer-section" aria-labelledby={headingId} data-group={entry.group}>
      <h3 id={headingId} className={repeatsRow ? 'foyer-visually-hidden' : 'foyer-section-title'}>
        {label}
      </h3>
      <ul className="foyer-list">
        {'wallets' in entry
          ? entry.wallets.map((wallet) => (
              <li key={wallet.id}>
                <DirectoryWalletRow wallet={wallet} onSelect={wallets.onSelectDirectoryWallet} />
              </li>
            ))
          : entry.connectors.map((connector) => (
              <li key={connector.id}>
                <WalletRow
                  connector={connector}
                  // Under the Installed heading the badge would only repeat it.
                  isInstalled={
                    entry.group !== 'injected' && wallets.installedConnectorIds.includes(connector.id)
                  }
                  isRecent={entry.group === 'recent'}
                  namespaceLabel={wallets.namespaceLabels[connector.id]}
                  onSelect={wallets.onSelect}
                />
              </li>
            ))}
      </ul>
    </section>
  )
}
