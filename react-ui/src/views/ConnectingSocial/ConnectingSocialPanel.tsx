import type { SocialLoginViewModel } from '@foyer/core/embedded-wallet'
import { RetryButton, StatusError, StatusWaiting } from '../../components/StatusParts.js'
import { useI18n } from '../../i18n/use-i18n.js'
import { SocialLogo } from './SocialLogo.js'
import { socialNames } from './social-names.js'

/** Props of {@link ConnectingSocialPanel}. */
export type ConnectingSocialPanelProps = {
  view: SocialLoginViewModel
  /** The provider the view was opened for (the login's, once one started). */
  provider: keyof typeof socialNames
  /** Starts the login again: call it in the click, the popup opens there. */
  onRetry(): void
  onCancel(): void
}

/**
 * The ConnectingSocial view's content: the provider's logo, what the visitor does now (log in in the
 * popup, or, inside Telegram, wait while the provider's page replaces this one; then wait while the
 * login is checked and the wallet connects), and on failure why, with Try again.
 *
 * @example
 * <ConnectingSocialPanel view={view} provider="google" onRetry={retry} onCancel={cancel} />
 */
export function ConnectingSocialPanel({ view, provider, onRetry, onCancel }: ConnectingSocialPanelProps) {
  const { t } = useI18n()
  const shown = view.provider ?? provider
  const name = socialNames[shown]
  return (
    <div className="foyer-social-panel">
      <SocialLogo provider={shown} size={64} />
      {view.step === 'failed' ? (
        <>
          <StatusError message={view.error ?? 'Something went wrong'} />
          <RetryButton onRetry={onRetry} />
        </>
      ) : view.step === 'leavingPage' ? (
        <StatusWaiting>{t('Taking you to {provider}…', { provider: name })}</StatusWaiting>
      ) : view.step === 'verifying' || view.step === 'connecting' ? (
        <StatusWaiting>{t('Logging you in with {provider}…', { provider: name })}</StatusWaiting>
      ) : view.step === 'connected' ? (
        <p role="status">{t('Logged in with {provider}.', { provider: name })}</p>
      ) : (
        <>
          <StatusWaiting>
            {t('Log in with {provider} in the window that opened.', { provider: name })}
          </StatusWaiting>
          <button type="button" className="foyer-button" onClick={onCancel}>
            {t('Cancel')}
          </button>
        </>
      )}
    </div>
  )
}
