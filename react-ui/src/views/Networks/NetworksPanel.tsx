import type { CaipNetworkId, NetworkGroup, NetworksViewModel } from '@foyer/core'
import { TickIcon, WarningIcon } from '../../components/icons.js'
import { NetworkIcon } from '../../components/NetworkIcon.js'
import { useI18n } from '../../i18n/use-i18n.js'

/**
 * Props of {@link NetworkList}.
 *
 * @example
 * const props: NetworkListProps = { networks: view.networks, onSelect: switchTo }
 */
export type NetworkListProps = {
  networks: NetworksViewModel['networks']
  onSelect(caipNetworkId: CaipNetworkId): void
}

/**
 * The configured networks as buttons; the active one carries `aria-current="true"` and a check.
 *
 * @example
 * <NetworkList networks={view.networks} onSelect={(id) => switchNetwork(id)} />
 */
export function NetworkList({ networks, onSelect }: NetworkListProps) {
  const { t } = useI18n()
  return (
    <ul className="foyer-list" aria-label={t('Networks')}>
      {networks.map((network) => (
        <li key={network.caipNetworkId}>
          <button
            type="button"
            className="foyer-row"
            aria-current={network.isActive ? 'true' : undefined}
            data-network={network.caipNetworkId}
            onClick={() => onSelect(network.caipNetworkId)}
          >
            <NetworkIcon network={network} size={32} />
            {/* A long name ends in an ellipsis: the whole name is in the title. */}
            <span className="foyer-row-label" title={network.name}>
              {network.name}
            </span>
            {network.isActive && (
              <TickIcon className="foyer-row-end foyer-row-check" width={18} height={18} />
            )}
          </button>
        </li>
      ))}
    </ul>
  )
}

/**
 * Props of {@link NetworksPanel}.
 *
 * @example
 * const props: NetworksPanelProps = { view: networksView, groups, onSelect: switchTo }
 */
export type NetworksPanelProps = {
  view: NetworksViewModel
  /** The networks by namespace; grouped under headings when there are several. */
  groups: readonly NetworkGroup[]
  onSelect: NetworkListProps['onSelect']
}

/**
 * The Networks view's content: a notice when the wallet is on a network the site does not support,
 * then the network list, grouped by namespace when the site offers several.
 *
 * @example
 * <NetworksPanel view={networksView} groups={groups} onSelect={(id) => switchNetwork(id)} />
 */
export function NetworksPanel({ view, groups, onSelect }: NetworksPanelProps) {
  const { t } = useI18n()
  return (
    <div className="foyer-networks">
      {view.isUnsupported && (
        <p className="foyer-notice foyer-notice--warning">
          <WarningIcon className="foyer-notice-icon" width={18} height={18} />
          {t("Your wallet is on a network this app doesn't support. Choose one below.")}
        </p>
      )}
      {groups.length > 1 ? (
        groups.map((group) => (
          <section key={group.namespace} className="foyer-section" aria-label={group.label}>
            <h3 className="foyer-section-title">{group.label}</h3>
            <NetworkList networks={group.networks} onSelect={onSelect} />
          </section>
        ))
      ) : (
        <NetworkList networks={view.networks} onSelect={onSelect} />
      )}
    </div>
  )
}
