import type { RegisterNameViewModel } from '@foyer/core'
import { type FormEvent, useId } from 'react'
import { StatusError, StatusWaiting } from '../../components/StatusParts.js'
import { useI18n } from '../../i18n/use-i18n.js'

/**
 * Props of {@link RegisterNamePanel}.
 *
 * @example
 * const props: RegisterNamePanelProps = { view, onType: type, onSubmit: submit, onChoose: choose }
 */
export type RegisterNamePanelProps = {
  view: RegisterNameViewModel
  onType(label: string): void
  onSubmit(): void
  onChoose(label: string): void
}

/**
 * The RegisterAccountName view's content: the name field with its zone after it, Register (enabled
 * for a valid label), the suggestions for what is typed (a taken one cannot be chosen), and why the
 * last attempt failed. While the account signs and the service registers, it waits.
 *
 * @example
 * <RegisterNamePanel view={view} onType={type} onSubmit={submit} onChoose={choose} />
 */
export function RegisterNamePanel({ view, onType, onSubmit, onChoose }: RegisterNamePanelProps) {
  const { t } = useI18n()
  const fieldId = useId()
  const hintId = useId()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSubmit()
  }
  if (view.isRegistering)
    return (
      <div className="foyer-status-panel">
        <StatusWaiting>{t('Registering {name}…', { name: `${view.label}${view.suffix}` })}</StatusWaiting>
      </div>
    )
  return (
    <div className="foyer-names">
      <form className="foyer-email-form" onSubmit={submit}>
        <label className="foyer-email-label" htmlFor={fieldId}>
          {t('Name')}
        </label>
        <div className="foyer-email-row">
          <span className="foyer-names-field">
            <input
              id={fieldId}
              className="foyer-text-input"
              type="text"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              aria-describedby={hintId}
              // Until the machine downloaded, typed text would be lost: the field waits for it.
              readOnly={!view.isReady}
              aria-busy={!view.isReady}
              value={view.label}
              onChange={(event) => onType(event.target.value)}
            />
            <span className="foyer-names-suffix">{view.suffix}</span>
          </span>
          <button type="submit" className="foyer-button foyer-button--primary" disabled={!view.canSubmit}>
            {t('Register')}
          </button>
        </div>
        <p id={hintId} className="foyer-names-hint">
          {t('At least 4 letters, digits or hyphens.')}
        </p>
      </form>
      {view.error && <StatusError message={view.error} />}
      <div aria-live="polite" aria-busy={view.isSuggesting}>
        {view.suggestions.length > 0 && (
          <ul className="foyer-names-suggestions" aria-label={t('Suggestions')}>
            {view.suggestions.map((suggestion) => (
              <li key={suggestion.name}>
                <button
                  type="button"
                  className="foyer-row"
                  disabled={suggestion.isTaken}
                  onClick={() => onChoose(suggestion.label)}
                >
                  <span className="foyer-row-label">{suggestion.name}</span>
                  <span className="foyer-row-end">{suggestion.isTaken ? t('Taken') : t('Available')}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  )
}
