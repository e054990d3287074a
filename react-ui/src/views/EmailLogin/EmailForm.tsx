import { type FormEvent, useId, useState } from 'react'
import { useI18n } from '../../i18n/use-i18n.js'

/**
 * An address field with Continue, the start of an email login (on Connect, and again in the
 * EmailLogin view after an error).
 *
 * @example
 * <EmailForm label="Continue with email" onSubmit={(email) => start(email)} />
 */
export function EmailForm({ label, onSubmit }: { label: string; onSubmit(email: string): void }) {
  const { t } = useI18n()
  const [address, setAddress] = useState('')
  const fieldId = useId()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSubmit(address)
  }
  return (
    <form className="foyer-email-form" onSubmit={submit}>
      <label className="foyer-email-label" htmlFor={fieldId}>
        {label}
      </label>
      <div className="foyer-email-row">
        <input
          id={fieldId}
          className="foyer-text-input"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          required
          value={address}
          onChange={(event) => setAddress(event.target.value)}
        />
        <button type="submit" className="foyer-button foyer-button--primary">
          {t('Continue')}
        </button>
      </div>
    </form>
  )
}
