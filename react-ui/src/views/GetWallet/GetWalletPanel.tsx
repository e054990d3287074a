import type { GetWalletViewModel, InstallLinkKind, WalletToGet } from '@foyer/core'
import { WalletIcon } from '../../components/icons.js'
import { Placeholder } from '../../components/Placeholder.js'
import { WalletImage } from '../../components/WalletImage.js'
import { useWalletImage } from '../../hooks/useWalletImage.js'
import type { MessageKey } from '../../i18n/dictionary.js'
import { useI18n } from '../../i18n/use-i18n.js'

/**
 * The short label of each place to get a wallet, and the longer name a screen reader hears, which
 * contains the short one (a voice-control user says what they see).
 */
const linkLabels: Readonly<Record<InstallLinkKind, { short: MessageKey; long: MessageKey }>> = {
  chrome: { short: 'Extension', long: 'browser extension' },
  ios: { short: 'iOS', long: 'iOS app' },
  android: { short: 'Android', long: 'Android app' },
  website: { short: 'Website', long: 'website' },
}

/**
 * Props of {@link GetWalletPanel}.
 *
 * @example
 * const props: GetWalletPanelProps = { view: { wallets, isLoading: false }, onBrowseAll: undefined }
 */
export type GetWalletPanelProps = {
  view: GetWalletViewModel
  /** Opens AllWallets; without it (no wallet list on this site) no such button is shown. */
  onBrowseAll?: (() => void) | undefined
}

/**
 * What a wallet is, in one sentence, and where to get one: each suggested wallet with links to its
 * stores and website, opened in a new tab so the modal stays where the visitor left it.
 *
 * @example
 * <GetWalletPanel view={useGetWalletView()} onBrowseAll={() => router.push('AllWallets')} />
 */
export function GetWalletPanel({ view, onBrowseAll }: GetWalletPanelProps) {
  const { t } = useI18n()
  const browseAll = onBrowseAll && (
    <button type="button" className="foyer-button foyer-button--secondary" onClick={onBrowseAll}>
      {t('Browse all wallets')}
    </button>
  )
  if (!view.isLoading && view.wallets.length === 0) {
    return (
      <div className="foyer-get-wallet">
        <Placeholder icon={<WalletIcon />} title={t('No wallet to suggest')}>
          {t(
            "The wallet directory did not say where to get its wallets. Look for a wallet app in your phone's app store, or for a wallet extension in your browser's.",
          )}
        </Placeholder>
        {browseAll}
      </div>
    )
  }
  return (
    <div className="foyer-get-wallet">
      <p className="foyer-get-wallet-intro">
        {t(
          'A wallet holds your crypto and signs you in to apps like this one, with no password to remember. Get one, then come back here to connect it.',
        )}
      </p>
      {view.isLoading && (
        <p className="foyer-hint" role="status">
          <span className="foyer-spinner" aria-hidden="true" />
          {t('Loading wallets…')}
        </p>
      )}
      <ul className="foyer-list">
        {view.wallets.map((entry) => (
          <li key={entry.wallet.id}>
            <WalletToGetRow entry={entry} />
          </li>
        ))}
      </ul>
      {browseAll}
    </div>
  )
}

function WalletToGetRow({ entry: { wallet, links } }: { entry: WalletToGet }) {
  const fetched = useWalletImage(wallet.image_id)
  const { t } = useI18n()
  return (
    <div className="foyer-list-item foyer-get-wallet-item" data-wallet-id={wallet.id}>
      <WalletImage name={wallet.name} src={fetched ?? wallet.image_url} />
      <span className="foyer-get-wallet-body">
        <span className="foyer-wallet-name">{wallet.name}</span>
        <span className="foyer-get-wallet-links">
          {links.map((link) => (
            <a
              key={link.kind}
              className="foyer-tag foyer-get-wallet-link"
              href={link.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('{wallet} {link} (opens in a new tab)', {
                wallet: wallet.name,
                link: t(linkLabels[link.kind].long),
              })}
            >
              {t(linkLabels[link.kind].short)}
            </a>
          ))}
        </span>
      </span>
    </div>
  )
}
