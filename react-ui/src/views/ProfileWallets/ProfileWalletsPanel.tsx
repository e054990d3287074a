import type { ProfileWalletsViewModel, WalletConnectionRow } from '@foyer/core'
import { WalletImage } from '../../components/WalletImage.js'
import { useI18n } from '../../i18n/use-i18n.js'

/** What a ProfileWallets row's buttons ask for: which connection of which namespace. */
export type WalletConnectionIntent = {
  namespace: ProfileWalletsViewModel['namespaces'][number]['namespace']
} & Pick<WalletConnectionRow, 'connectorId'>

/**
 * Props of {@link ProfileWalletsPanel}.
 *
 * @example
 * const props: ProfileWalletsPanelProps = { view, onSwitch, onDisconnect, onDelete, onAddWallet }
 */
export type ProfileWalletsPanelProps = {
  view: ProfileWalletsViewModel
  /** Make this connection the active one (a recent one logs in again). */
  onSwitch(target: WalletConnectionIntent): void
  /** End this connection; the others stay. */
  onDisconnect(target: WalletConnectionIntent): void
  /** Forget this recent connection. */
  onDelete(target: WalletConnectionIntent): void
  onAddWallet(): void
}

/**
 * The ProfileWallets view's content: per namespace, the connected wallets (the active one marked),
 * each with Switch and Disconnect, the recent ones with Connect and Remove, and "Add wallet".
 *
 * @example
 * <ProfileWalletsPanel view={view} onSwitch={switchTo} onDisconnect={end} onDelete={forget} onAddWallet={add} />
 */
export function ProfileWalletsPanel({
  view,
  onSwitch,
  onDisconnect,
  onDelete,
  onAddWallet,
}: ProfileWalletsPanelProps) {
  const { t } = useI18n()
  const showLabels = view.namespaces.length > 1
  return (
    <div className="foyer-profile-wallets">
      {view.namespaces.map(({ namespace, label, connections, recent }) => (
        <section
          key={namespace}
          className="foyer-section"
          aria-label={t('{namespace} wallets', { namespace: label })}
        >
          {showLabels && <h3 className="foyer-section-title">{label}</h3>}
          {connections.length === 0 ? (
            <p className="foyer-muted">{t('No wallet connected.')}</p>
          ) : (
            <ul className="foyer-list" aria-label={t('Connected wallets')}>
              {connections.map((row) => (
                <WalletRowItem key={row.connectorId} row={row}>
                  {row.status === 'connected' ? (
                    <span className="foyer-tag">{t('Active')}</span>
                  ) : (
                    <button
                      type="button"
                      className="foyer-button foyer-button--secondary"
                      aria-label={t('Switch to {wallet}', { wallet: row.name })}
                      onClick={() => onSwitch({ namespace, connectorId: row.connectorId })}
                    >
                      {t('Switch')}
                    </button>
                  )}
                  <button
                    type="button"
                    className="foyer-button foyer-button--secondary"
                    aria-label={t('Disconnect {wallet}', { wallet: row.name })}
                    onClick={() => onDisconnect({ namespace, connectorId: row.connectorId })}
                  >
                    {t('Disconnect')}
                  </button>
                </WalletRowItem>
              ))}
            </ul>
          )}
          {recent.length > 0 && (
            <>
              <h4 className="foyer-section-title">{t('Recent')}</h4>
              <ul className="foyer-list" aria-label={t('Recent wallets')}>
                {recent.map((row) => (
                  <WalletRowItem key={row.connectorId} row={row}>
                    <button
                      type="button"
                      className="foyer-button foyer-button--secondary"
                      aria-label={t('Connect {wallet}', { wallet: row.name })}
                      onClick={() => onSwitch({ namespace, connectorId: row.connectorId })}
                    >
                      {t('Connect')}
                    </button>
                    <button
                      type="button"
                      className="foyer-button foyer-button--secondary"
                      aria-label={t('Remove {wallet}', { wallet: row.name })}
                      onClick={() => onDelete({ namespace, connectorId: row.connectorId })}
                    >
                      {t('Remove')}
                    </button>
                  </WalletRowItem>
                ))}
              </ul>
            </>
          )}
        </section>
      ))}
      <button type="button" className="foyer-button foyer-button--secondary" onClick={onAddWallet}>
        {t('Add wallet')}
      </button>
    </div>
  )
}

function WalletRowItem({ row, children }: { row: WalletConnectionRow; children: React.ReactNode }) {
  return (
    <li
      className="foyer-list-item foyer-connection-row"
      data-connector={row.connectorId}
      data-status={row.status}
    >
      <WalletImage name={row.name} src={row.icon} size={32} />
      <span className="foyer-connection-text">
        <span className="foyer-connection-name" title={row.name}>
          {row.name}
        </span>
        <span className="foyer-muted foyer-wallet-address" title={row.address}>
          <bdi dir="ltr">{row.shortAddress}</bdi>
        </span>
      </span>
      <span className="foyer-wallet-actions">{children}</span>
    </li>
  )
}
