import type { Connector } from '@foyer/core'
import { useI18n } from '../../i18n/use-i18n.js'
import { ConnectorIcon } from './ConnectorIcon.js'

/**
 * Props of {@link WalletRow}.
 *
 * @example
 * const props: WalletRowProps = { connector: metamask, isInstalled: true, isRecent: false, onSelect: connect }
 */
export type WalletRowProps = {
  connector: Pick<Connector, 'id' | 'name' | 'imageUrl' | 'info'>
  isInstalled: boolean
  isRecent: boolean
  /** The namespace the connector serves, on a site with several ("Solana"). */
  namespaceLabel?: string | undefined
  onSelect(id: string): void
}

/**
 * A wallet in a list, as one button: icon, name, its namespace on a site with several, and "Recent" /
 * "Installed" badges.
 *
 * @example
 * <li><WalletRow connector={metamask} isInstalled isRecent={false} onSelect={(id) => connect(id)} /></li>
 */
export function WalletRow({ connector, isInstalled, isRecent, namespaceLabel, onSelect }: WalletRowProps) {
  const { t } = useI18n()
  return (
    <button
      type="button"
      className="foyer-wallet-row"
      data-connector-id={connector.id}
      onClick={() => onSelect(connector.id)}
    >
      <ConnectorIcon connector={connector} />
      {/* The name over its badges, so the badges never take the name's room; the spaces keep the
          accessible name readable ("MetaMask EVM Recent Installed"); the layout hides them. */}
      <span className="foyer-wallet-text">
        <span className="foyer-wallet-name" title={connector.name}>
          {connector.name}
        </span>{' '}
        {(namespaceLabel || isRecent || isInstalled) && (
          <span className="foyer-badges">
            {namespaceLabel && <span className="foyer-badge">{namespaceLabel}</span>}
            {namespaceLabel && (isRecent || isInstalled) && ' '}
            {isRecent && <span className="foyer-badge">{t('Recent')}</span>}
            {isRecent && isInstalled && ' '}
            {isInstalled && <span className="foyer-badge foyer-badge--accent">{t('Installed')}</span>}
          </span>
        )}
      </span>
    </button>
  )
}
