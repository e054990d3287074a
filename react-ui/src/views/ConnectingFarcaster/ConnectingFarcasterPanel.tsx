import type { FarcasterLoginViewModel } from '@foyer/core/embedded-wallet'
import { CopyButton } from '../../components/CopyButton.js'
import { MODAL_QR_SIZE, QrCode, QrSkeleton } from '../../components/QrCode.js'
import { RetryButton, StatusBadge, StatusError, StatusWaiting } from '../../components/StatusParts.js'
import { useI18n } from '../../i18n/use-i18n.js'
import { SocialLogo } from '../ConnectingSocial/SocialLogo.js'

/** Props of {@link ConnectingFarcasterPanel}. */
export type ConnectingFarcasterPanelProps = {
  view: FarcasterLoginViewModel
  onRetry(): void
  onCancel(): void
}

/**
 * The ConnectingFarcaster view's content: while the login frame is asked, a placeholder of the code;
 * then the sign-in address as a QR code to scan with the phone's camera, with a link that opens the
 * Farcaster app on this device and a copy button; once approved, the wait while the wallet connects;
 * on failure why, with Try again. The QR carries `data-testid="farcaster-qr"` and the address in
 * `data-uri`, for browser tests.
 *
 * @example
 * <ConnectingFarcasterPanel view={view} onRetry={retry} onCancel={cancel} />
 */
export function ConnectingFarcasterPanel({ view, onRetry, onCancel }: ConnectingFarcasterPanelProps) {
  const { t } = useI18n()
  const title =
    view.step === 'connecting' || view.step === 'connected'
      ? t('Approved in {wallet}', { wallet: 'Farcaster' })
      : t('Scan with your phone')
  return (
    <div className="foyer-status-panel foyer-wc" data-status={view.step}>
      <div className="foyer-wc-heading">
        <span className="foyer-status-media">
          <SocialLogo provider="farcaster" size={40} />
          <StatusBadge
            kind={view.step === 'failed' ? 'error' : view.step === 'connecting' ? 'ok' : undefined}
          />
        </span>
        <h3 className="foyer-status-title">{title}</h3>
      </div>

      {(view.step === 'idle' || view.step === 'starting') && <QrSkeleton />}

      {view.step === 'awaitingApproval' && view.url && (
        <>
          <div className="foyer-wc-qr-frame">
            <QrCode
              value={view.url}
              size={MODAL_QR_SIZE}
              label={t('QR code to log in with Farcaster')}
              data-testid="farcaster-qr"
              data-uri={view.url}
            />
          </div>
          <p className="foyer-status-text">
            {t("Scan it with your phone's camera, then approve the sign-in in the Farcaster app.")}
          </p>
          <div className="foyer-wc-copy">
            <span className="foyer-muted" aria-hidden="true">
              {t("Can't scan? Copy the link")}
            </span>
            <CopyButton value={view.url} label={t('Copy link')} />
          </div>
          <div className="foyer-actions">
            <a
              className="foyer-button foyer-button--secondary"
              href={view.url}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('Open {wallet}', { wallet: 'Farcaster' })}
            </a>
            <button type="button" className="foyer-button foyer-button--secondary" onClick={onCancel}>
              {t('Cancel')}
            </button>
          </div>
        </>
      )}

      {view.step === 'connecting' && <StatusWaiting>{t('Loading your Farcaster account…')}</StatusWaiting>}
      {view.step === 'connected' && (
        <p role="status">{t('Logged in with {provider}.', { provider: 'Farcaster' })}</p>
      )}

      {view.step === 'failed' && (
        <>
          <StatusError message={view.error ?? 'Something went wrong'} />
          <div className="foyer-actions">
            <RetryButton onRetry={onRetry} />
          </div>
        </>
      )}
    </div>
  )
}
