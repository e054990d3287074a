import type { SwitchNetworkViewModel } from '@foyer/core'
import { NetworkIcon } from '../../components/NetworkIcon.js'
import { RetryButton, StatusBadge, StatusError, StatusWaiting } from '../../components/StatusParts.js'
import { useI18n } from '../../i18n/use-i18n.js'

/**
 * Props of {@link SwitchNetworkPanel}.
 *
 * @example
 * const props: SwitchNetworkPanelProps = { view, onRetry: retry, onCancel: cancel }
 */
export type SwitchNetworkPanelProps = { view: SwitchNetworkViewModel; onRetry(): void; onCancel(): void }

/**
 * The SwitchNetwork view: asks the visitor to approve the switch in their wallet (a spinner announced
 * as a status); a rejected or failed switch shows core's message as an alert and moves focus to
 * "Try again".
 *
 * @example
 * <SwitchNetworkPanel view={{ target: base, status: 'switching', walletName: 'MetaMask' }} onRetry={retry} onCancel={cancel} />
 */
export function SwitchNetworkPanel({ view, onRetry, onCancel }: SwitchNetworkPanelProps) {
  const isError = view.status === 'rejected' || view.status === 'failed'
  const { t } = useI18n()
  const name = view.target?.name ?? t('the network')

  return (
    <div className="foyer-status-panel" data-status={view.status}>
      <div className="foyer-status-media" data-waiting={view.status === 'switching' || undefined}>
        <NetworkIcon network={view.target} size={64} />
        <StatusBadge kind={isError ? 'error' : view.status === 'switched' ? 'ok' : undefined} />
      </div>
      {view.status === 'switching' && (
        <>
          <h3 className="foyer-status-title">{t('Approve in wallet')}</h3>
          <StatusWaiting spinner={false}>
            {view.walletName
              ? t('Switch to {network} in {wallet}', { network: name, wallet: view.walletName })
              : t('Switch to {network}', { network: name })}
          </StatusWaiting>
        </>
      )}
      {view.status === 'switched' && (
        <p className="foyer-status-title" role="status">
          {t('Switched to {network}', { network: name })}
        </p>
      )}
      {'message' in view && (
        <>
          <h3 className="foyer-status-title">{t('Switch to {network}', { network: name })}</h3>
          <StatusError message={view.message} />
        </>
      )}
      {view.status !== 'switched' && (
        <div className="foyer-actions">
          {isError && <RetryButton onRetry={onRetry} />}
          <button type="button" className="foyer-button foyer-button--secondary" onClick={onCancel}>
            {t('Cancel')}
          </button>
        </div>
      )}
    </div>
  )
}
