import type { AlertViewModel } from '@foyer/core'
import { useI18n } from '../i18n/use-i18n.js'
import { AlertIcon, CloseIcon } from './icons.js'

/**
 * Props of {@link AlertBar}.
 *
 * @example
 * const props: AlertBarProps = { alert, onDismiss: dismiss }
 */
export type AlertBarProps = { alert: NonNullable<AlertViewModel>; onDismiss(): void }

/**
 * An alert at the top of the modal. Errors interrupt screen readers (`role="alert"`); warnings and
 * information wait their turn (`role="status"`). Its title and message are core's English texts, said
 * in the visitor's language; words core did not write (a server's own) stay as they came.
 *
 * @example
 * <AlertBar alert={{ id: 'SERVER_ERROR', variant: 'error', title: 'Server Error', message: '…' }} onDismiss={dismiss} />
 */
export function AlertBar({ alert, onDismiss }: AlertBarProps) {
  const { t, core } = useI18n()
  return (
    <div
      className={`foyer-alert foyer-alert--${alert.variant}`}
      role={alert.variant === 'error' ? 'alert' : 'status'}
      data-alert-id={alert.id}
    >
      <AlertIcon className="foyer-alert-icon" />
      <div className="foyer-alert-text">
        <p className="foyer-alert-title">{core(alert.title)}</p>
        <p className="foyer-alert-message">{core(alert.message)}</p>
      </div>
      <button type="button" className="foyer-icon-button" aria-label={t('Dismiss alert')} onClick={onDismiss}>
        <CloseIcon width={16} height={16} />
      </button>
    </div>
  )
}
