import { type ReactNode, useEffect, useRef } from 'react'
import { useI18n } from '../i18n/use-i18n.js'
import { AlertIcon, CheckIcon } from './icons.js'

// The pieces the status panels (ConnectingExternal, SwitchNetwork, ConnectingWalletConnect,
// SIWXSignMessage) share: a badge on the wallet's or network's image, "waiting for the wallet", the
// error, and "Try again".

/**
 * The badge on a status panel's image: a warning for a failure, a check for success, nothing while
 * waiting.
 *
 * @example
 * <StatusBadge kind={isError ? 'error' : undefined} />
 */
export function StatusBadge({ kind }: { kind: 'error' | 'ok' | undefined }) {
  if (kind === 'error') return <AlertIcon className="foyer-status-badge foyer-status-badge--error" />
  if (kind === 'ok') return <CheckIcon className="foyer-status-badge foyer-status-badge--ok" />
  return null
}

/**
 * What the visitor is waiting for, announced as a status, with a small spinner unless the panel's
 * image already turns (`foyer-status-media` with `data-waiting`: `spinner={false}`).
 *
 * @example
 * <StatusWaiting>Accept the connection request in your wallet.</StatusWaiting>
 */
export function StatusWaiting({ children, spinner = true }: { children: ReactNode; spinner?: boolean }) {
  return (
    <div className="foyer-status-text" role="status">
      {spinner && <span className="foyer-spinner foyer-spinner--sm" aria-hidden="true" />}
      <p>{children}</p>
    </div>
  )
}

/**
 * Core's message for a failure, announced as an alert.
 *
 * @example
 * <StatusError message="Connection rejected" />
 */
export function StatusError({ message }: { message: string }) {
  const { core } = useI18n()
  return (
    <p className="foyer-status-error" role="alert">
      {core(message)}
    </p>
  )
}

/**
 * "Try again": it appears with a failure and takes the focus, so a keyboard user is on it at once.
 *
 * @example
 * {isError && <RetryButton onRetry={retry} />}
 */
export function RetryButton({ onRetry }: { onRetry(): void }) {
  const ref = useRef<HTMLButtonElement>(null)
  const { t } = useI18n()
  useEffect(() => ref.current?.focus(), [])
  return (
    <button ref={ref} type="button" className="foyer-button foyer-button--primary" onClick={onRetry}>
      {t('Try again')}
    </button>
  )
}
