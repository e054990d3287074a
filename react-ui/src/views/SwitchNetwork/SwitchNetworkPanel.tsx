import type { SwitchNetworkView } from '@foyer/core'
import { useEffect, useRef } from 'react'
import { AlertIcon, CheckIcon } from '../../components/icons.js'
import { NetworkIcon } from '../../components/NetworkIcon.js'

/**
 * Props of {@link SwitchNetworkPanel}.
 *
 * @example
 * const props: SwitchNetworkPanelProps = { view, onRetry: retry, onCancel: cancel }
 */
export type SwitchNetworkPanelProps = { view: SwitchNetworkView; onRetry(): void; onCancel(): void }

/**
 * The SwitchNetwork view: asks the visitor to approve the switch in their wallet (a spinner announced
 * as a status); a rejected or failed switch shows core's message as an alert and moves focus to
 * "Try again".
 *
 * @example
 * <SwitchNetworkPanel view={{ target: base, status: 'switching', walletName: 'MetaMask' }} onRetry={retry} onCancel={cancel} />
 */
export function SwitchNetworkPanel({ view, onRetry, onCancel }: SwitchNetworkPanelProps) {
  const retryRef = useRef<HTMLButtonElement>(null)
  const isError = view.status === 'rejected' || view.status === 'failed'
  const name = view.target?.name ?? 'the network'

  useEffect(() => {
    if (isError) retryRef.current?.focus()
  }, [isError])

  return (
    <div className="foyer-status-panel" data-status={view.status}>
      <div className="foyer-status-media">
        <NetworkIcon network={view.target} size={64} />
        {isError && <AlertIcon className="foyer-status-badge foyer-status-badge--error" />}
        {view.status === 'switched' && <CheckIcon className="foyer-status-badge foyer-status-badge--ok" />}
      </div>
      {view.status === 'switching' && (
        <>
          <h3 className="foyer-status-title">Approve in wallet</h3>
          <div className="foyer-status-text" role="status">
            <span className="foyer-spinner foyer-spinner--sm" aria-hidden="true" />
            <p>
              Switch to {name}
              {view.walletName && ` in ${view.walletName}`}
            </p>
          </div>
        </>
      )}
      {view.status === 'switched' && (
        <p className="foyer-status-title" role="status">
          Switched to {name}
        </p>
      )}
      {'message' in view && (
        <>
          <h3 className="foyer-status-title">Switch to {name}</h3>
          <p className="foyer-status-error" role="alert">
            {view.message}
          </p>
        </>
      )}
      {view.status !== 'switched' && (
        <div className="foyer-actions">
          {isError && (
            <button
              ref={retryRef}
              type="button"
              className="foyer-button foyer-button--primary"
              onClick={onRetry}
            >
              Try again
            </button>
          )}
          <button type="button" className="foyer-button foyer-button--secondary" onClick={onCancel}>
            Cancel
          </button>
        </div>
      )}
    </div>
  )
}
