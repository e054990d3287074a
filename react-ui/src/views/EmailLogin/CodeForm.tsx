import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { useI18n } from '../../i18n/use-i18n.js'

/**
 * A one-time code field with Continue (and "Send another" when the flow can send one). It takes the
 * focus as it appears: the code is on its way and the visitor types it at once.
 *
 * @example
 * <CodeForm label="Enter the code sent to ada@example.com" onCode={verify} onResend={resend} />
 */
export function CodeForm({
  label,
  onCode,
  onResend,
}: {
  label: string
  onCode(otp: string): void
  onResend?(): void
}) {
  const { t } = useI18n()
  const [code, setCode] = useState('')
  const fieldId = useId()
  const field = useRef<HTMLInputElement>(null)
  useEffect(() => field.current?.focus(), [])
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onCode(code.trim())
  }
  return (
    <form className="foyer-email-form" onSubmit={submit}>
      <label className="foyer-email-label" htmlFor={fieldId}>
        {label}
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
          {t('Continue')}
        </button>
      </div>
      {onResend && (
        <p className="foyer-hint">
          {t('No code?')}{' '}
          <button type="button" className="foyer-link-button" onClick={onResend}>
            {t('Send another')}
          </button>
        </p>
      )}
    </form>
  )
}
