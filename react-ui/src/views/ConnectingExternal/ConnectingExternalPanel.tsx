import type { ConnectingViewModel } from '@foyer/core'
import { RetryButton, StatusBadge, StatusError, StatusWaiting } from '../../components/StatusParts.js'
import { useI18n } from '../../i18n/use-i18n.js'
import { ConnectorIcon } from '../Connect/ConnectorIcon.js'

/**
 * Props of {@link ConnectingExternalPanel}.
 *
 * @example
 * const props: ConnectingExternalPanelProps = { view, onRetry: retry, onCancel: cancel }
 */
export type ConnectingExternalPanelProps = { view: ConnectingViewModel; onRetry(): void; onCancel(): void }

/**
 * The ConnectingExternal view: the wallet being asked and how it is going. Waiting shows a spinner
 * (announced as a status) and Cancel; a rejected or failed request shows core's message as an alert
 * and moves focus to "Try again".
 *
 * @example
 * <ConnectingExternalPanel view={{ connector: { id: 'io.metamask', name: 'MetaMask' }, status: 'waiting' }} onRetry={retry} onCancel={cancel} />
 */
export function ConnectingExternalPanel({ view, onRetry, onCancel }: ConnectingExternalPanelProps) {
  const isError = view.status === 'rejected' || view.status === 'failed'
  const { t } = useI18n()
  const name = view.connector?.name ?? t('your wallet')

  return (
    <div className="foyer-status-panel" data-status={view.status}>
      <div className="foyer-status-media" data-waiting={view.status === 'waiting' || undefined}>
        {view.connector ? (
          // ConnectorIcon reads only name, imageUrl and info.
          <ConnectorIcon connector={{ name: view.connector.name, imageUrl: view.connector.icon }} />
        ) : (
          <span className="foyer-wallet-icon" aria-hidden="true" />
        )}
        <StatusBadge kind={isError ? 'error' : view.status === 'connected' ? 'ok' : undefined} />
      </div>
      {view.status === 'connected' ? (
        <p className="foyer-status-title" role="status">
          {t('Connected to {wallet}', { wallet: name })}
        </p>
      ) : (
        <h3 className="foyer-status-title">{t('Continue in {wallet}', { wallet: name })}</h3>
      )}
      {view.status === 'waiting' && (
        <StatusWaiting spinner={false}>{t('Accept the connection request in your wallet.')}</StatusWaiting>
      )}
      {'message' in view && <StatusError message={view.message} />}
      <div className="foyer-actions">
        {isError && <RetryButton onRetry={onRetry} />}
        {view.status === 'waiting' && (
          <button type="button" className="foyer-button foyer-button--secondary" onClick={onCancel}>
            {t('Cancel')}
          </button>
        )}
      </div>
    </div>
  )
}
