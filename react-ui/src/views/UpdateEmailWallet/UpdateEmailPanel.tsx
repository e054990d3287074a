import type { UpdateEmailViewModel } from '@foyer/core/embedded-wallet'
import { StatusError, StatusWaiting } from '../../components/StatusParts.js'
import { useI18n } from '../../i18n/use-i18n.js'
import { CodeForm } from '../EmailLogin/CodeForm.js'
import { EmailForm } from '../EmailLogin/EmailForm.js'

/**
 * Props of {@link UpdateEmailPanel}.
 *
 * @example
 * const props: UpdateEmailPanelProps = { view, currentEmail: 'ada@example.com', onEmail, onCode }
 */
export type UpdateEmailPanelProps = {
  view: UpdateEmailViewModel
  /** The address the login has now, where the first code goes. */
  currentEmail: string
  onEmail(email: string): void
  onCode(otp: string): void
}

/**
 * The UpdateEmailWallet view: the new address, then the code sent to the current address, then the
 * one sent to the new address; waits and errors as the email-update machine reports them.
 *
 * @example
 * <UpdateEmailPanel view={view} currentEmail={email} onEmail={submit} onCode={verify} />
 */
export function UpdateEmailPanel({ view, currentEmail, onEmail, onCode }: UpdateEmailPanelProps) {
  const { t } = useI18n()
  return (
    <div className="foyer-status-panel" data-step={view.step}>
      {view.step === 'enterEmail' && <EmailForm label={t('New email')} onSubmit={onEmail} />}
      {view.step === 'primaryCode' && (
        <CodeForm
          key="primary"
          label={t('Enter the code sent to {email}', { email: currentEmail })}
          onCode={onCode}
        />
      )}
      {view.step === 'secondaryCode' && (
        <CodeForm
          key="secondary"
          label={t('Enter the code sent to {email}', { email: view.newEmail ?? t('your new email') })}
          onCode={onCode}
        />
      )}
      {view.step === 'waiting' && <StatusWaiting>{t('One moment…')}</StatusWaiting>}
      {view.error && <StatusError message={view.error} />}
    </div>
  )
}
