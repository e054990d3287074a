import type { Namespace, SwitchActiveChainViewModel } from '@foyer/core'
import { NetworkIcon } from '../../components/NetworkIcon.js'
import { useI18n } from '../../i18n/use-i18n.js'

/**
 * How each chain namespace is called on screen.
 *
 * @example
 * namespaceLabels.bip122 // 'Bitcoin'
 */
export const namespaceLabels: Readonly<Record<Namespace, string>> = {
  eip155: 'EVM',
  solana: 'Solana',
  polkadot: 'Polkadot',
  bip122: 'Bitcoin',
  cosmos: 'Cosmos',
}

/**
 * Props of {@link SwitchActiveChainPanel}.
 *
 * @example
 * const props: SwitchActiveChainPanelProps = { view, onConfirm: confirm, onCancel: cancel }
 */
export type SwitchActiveChainPanelProps = {
  view: SwitchActiveChainViewModel
  onConfirm(): void
  onCancel(): void
}

/**
 * The SwitchActiveChain view: explains that the chosen network lives on another chain namespace,
 * where a wallet must be connected, and asks to confirm.
 *
 * @example
 * <SwitchActiveChainPanel view={{ target: solana, from: 'eip155', to: 'solana' }} onConfirm={confirm} onCancel={cancel} />
 */
export function SwitchActiveChainPanel({ view, onConfirm, onCancel }: SwitchActiveChainPanelProps) {
  const name = view.target?.name ?? namespaceLabels[view.to]
  const toLabel = namespaceLabels[view.to]
  const { t } = useI18n()
  return (
    <div className="foyer-status-panel">
      <div className="foyer-status-media">
        <NetworkIcon network={view.target} size={64} />
      </div>
      <h3 className="foyer-status-title">{t('{namespace} wallet needed', { namespace: toLabel })}</h3>
      <p className="foyer-status-text">
        {t('To use {network}, connect a wallet that supports {namespace} networks.', {
          network: name,
          namespace: toLabel,
        })}
        {view.from &&
          view.from !== view.to &&
          ` ${t('Your current wallet is on {namespace}.', { namespace: namespaceLabels[view.from] })}`}
      </p>
      <div className="foyer-actions">
        <button type="button" className="foyer-button foyer-button--primary" onClick={onConfirm}>
          {t('Switch to {network}', { network: name })}
        </button>
        <button type="button" className="foyer-button foyer-button--secondary" onClick={onCancel}>
          {t('Cancel')}
        </button>
      </div>
    </div>
  )
}
