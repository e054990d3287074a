import { shortenAddress } from '@foyer/core'
import type { SiwxSignMessageViewModel } from '@foyer/core/siwx'
import { useEffect, useRef } from 'react'
import { Avatar } from '../../components/Avatar.js'
import { WalletIcon } from '../../components/icons.js'
import { Placeholder } from '../../components/Placeholder.js'
import { StatusBadge, StatusError, StatusWaiting } from '../../components/StatusParts.js'
import { useI18n } from '../../i18n/use-i18n.js'

/**
 * Props of {@link SiwxSignMessagePanel}.
 *
 * @example
 * const props: SiwxSignMessagePanelProps = { view, onSign: sign, onCancel: cancel }
 */
export type SiwxSignMessagePanelProps = { view: SiwxSignMessageViewModel; onSign(): void; onCancel(): void }

/**
 * The SIWXSignMessage view (SPEC §4 sign-in): why a signature is asked, Sign and Cancel; while the
 * wallet is asked, a status and the message it is asked to sign (collapsed); 'Signature declined' as an alert with focus back on Sign. Cancel's wording
 * follows core: a required sign-in disconnects. The preview's styles are `siwxCss`, which the view renders.
 *
 * @example
 * <SiwxSignMessagePanel view={view} onSign={sign} onCancel={cancel} />
 */
export function SiwxSignMessagePanel({ view, onSign, onCancel }: SiwxSignMessagePanelProps) {
  const { t } = useI18n()
  const signRef = useRef<HTMLButtonElement>(null)
  const error = view.status === 'prompting' ? view.error : undefined
  useEffect(() => {
    if (error) signRef.current?.focus()
  }, [error])

  if (view.status === 'idle' || view.status === 'leaving') {
    return (
      <Placeholder icon={<WalletIcon />} title={t('Signing in')}>
        {t('One moment…')}
      </Placeholder>
    )
  }
  const app = view.appName ?? t('This site')
  // The address is its own left-to-right run inside the sentence, whatever the language's direction.
  const [beforeAddress, afterAddress] = t(
    'Sign this message to prove you own {address}. It costs nothing and sends no transaction.',
    { address: '\u0000' },
  ).split('\u0000')
  return (
    <div className="foyer-status-panel" data-status={view.status}>
      <div className="foyer-status-media" data-waiting={view.status === 'signing' || undefined}>
        {/* The account being signed in, as the account button shows it. */}
        <Avatar address={view.address} size={64} />
        <StatusBadge kind={error ? 'error' : undefined} />
      </div>
      <h3 className="foyer-status-title">{t('{app} needs to connect to your wallet', { app })}</h3>
      <p className="foyer-status-text">
        {beforeAddress}
        <span dir="ltr">{shortenAddress(view.address)}</span>
        {afterAddress}
      </p>
      {view.status === 'signing' && (
        <StatusWaiting spinner={false}>{t('Approve the signature in your wallet')}</StatusWaiting>
      )}
      {view.status === 'signing' && view.message !== undefined && <MessagePreview message={view.message} />}
      {error && <StatusError message={error} />}
      <div className="foyer-actions">
        <button
          ref={signRef}
          type="button"
          className="foyer-button foyer-button--primary"
          disabled={view.status === 'signing'}
          onClick={onSign}
        >
          {t('Sign')}
        </button>
        <button type="button" className="foyer-button foyer-button--secondary" onClick={onCancel}>
          {view.required ? t('Disconnect') : t('Cancel')}
        </button>
      </div>
    </div>
  )
}

/**
 * The exact text the wallet is asked to sign, collapsed under "Message to sign", so the visitor can
 * compare it with the wallet's prompt.
 */
function MessagePreview({ message }: { message: string }) {
  const { t } = useI18n()
  return (
    <details className="foyer-siwx-message">
      <summary>{t('Message to sign')}</summary>
      <pre className="foyer-siwx-message-text">{message}</pre>
    </details>
  )
}
