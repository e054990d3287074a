import type { EmailLoginViewModel } from '@foyer/core/embedded-wallet'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { StatusError, StatusWaiting } from '../../components/StatusParts.js'
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

const waiting: Partial<Record<EmailLoginViewModel['step'], (email: string) => string>> = {
  sendingCode: (email) => `Sending a code to ${email}…`,
  confirmDevice: (email) => `Approve this device from the email sent to ${email}.`,
  verifying: () => 'Checking the code…',
  connecting: () => 'Signing you in…',
}

/**
 * The EmailLogin view: each step of an email login as the email machine reports it — waiting for the
 * frame, the code field with Resend, the login's error as an alert.
 *
 * @example
 * <EmailLoginPanel view={view} onEmail={submit} onCode={verify} onResend={resend} />
 */
export function EmailLoginPanel({ view, onEmail, onCode, onResend }: EmailLoginPanelProps) {
  const email = view.email ?? ''
  const wait = waiting[view.step]
  return (
    <div className="foyer-status-panel" data-step={view.step}>
      {view.step === 'enterEmail' && <EmailForm label="Your email" onSubmit={onEmail} />}
      {view.step === 'enterCode' && <CodeForm email={email} onCode={onCode} onResend={onResend} />}
      {wait && <StatusWaiting>{wait(email)}</StatusWaiting>}
      {view.error && <StatusError message={view.error} />}
    </div>
  )
}

function CodeForm({
  email,
  onCode,
  onResend,
}: {
  email: string
  onCode(otp: string): void
  onResend(): void
}) {
  const [code, setCode] = useState('')
  const fieldId = useId()
  const field = useRef<HTMLInputElement>(null)
  // The field takes the focus when the code is on its way: the visitor types it at once.
  useEffect(() => field.current?.focus(), [])
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onCode(code.trim())
  }
  return (
    <form className="foyer-email-form" onSubmit={submit}>
      <label className="foyer-email-label" htmlFor={fieldId}>
        Enter the code sent to {email}
      </label>
      <div className="foyer-email-row">
        <input
          ref={field}
          id={fieldId}
          className="foyer-text-input foyer-text-input--code"
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
        <button type="submit" className="foyer-button foyer-button--primary">
          Continue
        </button>
      </div>
      <p className="foyer-hint">
        No code?{' '}
        <button type="button" className="foyer-link-button" onClick={onResend}>
          Send another
        </button>
      </p>
    </form>
  )
}
