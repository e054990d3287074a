import type { CaipNetworkId, NetworksViewModel } from '@foyer/core'
import { DisconnectIcon, WarningIcon } from '../../components/icons.js'
import { useI18n } from '../../i18n/use-i18n.js'
import { NetworkList } from '../Networks/NetworksPanel.js'

/**
 * Props of {@link UnsupportedChainPanel}.
 *
 * @example
 * const props: UnsupportedChainPanelProps = { view: networksView, onSelect: switchTo, onDisconnect: disconnect }
 */
export type UnsupportedChainPanelProps = {
  view: NetworksViewModel
  onSelect(caipNetworkId: CaipNetworkId): void
  onDisconnect(): void
}

/**
 * The UnsupportedChain view: says the wallet's network is not supported, lists the networks the site
 * offers, and offers Disconnect.
 *
 * @example
 * <UnsupportedChainPanel view={networksView} onSelect={(id) => switchNetwork(id)} onDisconnect={disconnect} />
 */
export function UnsupportedChainPanel({ view, onSelect, onDisconnect }: UnsupportedChainPanelProps) {
  const { t } = useI18n()
  return (
    <div className="foyer-networks">
      <p className="foyer-notice foyer-notice--warning">
        <WarningIcon className="foyer-notice-icon" width={18} height={18} />
        {t("This app doesn't support your current network. Switch to an available option to continue.")}
      </p>
      <NetworkList networks={view.networks} onSelect={onSelect} />
      <div className="foyer-rows foyer-rows--separated">
        <button type="button" className="foyer-row" onClick={onDisconnect}>
          <DisconnectIcon className="foyer-row-icon" />
          <span className="foyer-row-label">{t('Disconnect')}</span>
        </button>
      </div>
    </div>
  )
}
