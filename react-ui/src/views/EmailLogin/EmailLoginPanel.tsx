import type { EmailLoginViewModel } from '@foyer/core/embedded-wallet'
import { StatusError, StatusWaiting } from '../../components/StatusParts.js'
import type { Translate } from '../../i18n/translate.js'
import { useI18n } from '../../i18n/use-i18n.js'
import { CodeForm } from './CodeForm.js'
import { EmailForm } from './EmailForm.js'

/**
 * Props of {@link EmailLoginPanel}: the email login's view model and the visitor's intents.
 *
 * @example
 * const props: EmailLoginPanelProps = { view, onEmail, onCode, onResend }
 */
export type EmailLoginPanelProps = {
  view: EmailLoginViewModel
  onEmail(email: string): void
  onCode(otp: string): void
  onResend(): void
}

const waiting: Partial<Record<EmailLoginViewModel['step'], (t: Translate, email: string) => string>> = {
  sendingCode: (t, email) => t('Sending a code to {email}…', { email }),
  confirmDevice: (t, email) => t('Approve this device from the email sent to {email}.', { email }),
  verifying: (t) => t('Checking the code…'),
  connecting: (t) => t('Signing you in…'),
}

/**
 * The EmailLogin view: each step of an email login as the email machine reports it — waiting for the
 * frame, the code field with Resend, the login's error as an alert.
 *
 * @example
 * <EmailLoginPanel view={view} onEmail={submit} onCode={verify} onResend={resend} />
 */
export function EmailLoginPanel({ view, onEmail, onCode, onResend }: EmailLoginPanelProps) {
  const { t } = useI18n()
  const email = view.email ?? ''
  const wait = waiting[view.step]
  return (
    <div className="foyer-status-panel" data-step={view.step}>
      {view.step === 'enterEmail' && <EmailForm label={t('Your email')} onSubmit={onEmail} />}
      {view.step === 'enterCode' && (
        <CodeForm
          label={t('Enter the code sent to {email}', { email })}
          onCode={onCode}
          onResend={onResend}
        />
      )}
      {wait && <StatusWaiting>{wait(t, email)}</StatusWaiting>}
      {view.error && <StatusError message={view.error} />}
    </div>
  )
}
