import type { ProfileWalletsViewModel, WalletConnectionRow } from '@foyer/core'
import { WalletImage } from '../../components/WalletImage.js'

/** What a ProfileWallets row's buttons ask for: which connection of which namespace. */
export type WalletConnectionIntent = {
  namespace: ProfileWalletsViewModel['namespaces'][number]['namespace']
} & Pick<WalletConnectionRow, 'connectorId'>

/**
 * Props of {@link ProfileWalletsPanel}.
 *
 * @example
 * const props: ProfileWalletsPanelProps = { view, onSwitch, onDisconnect, onDelete, onAddWallet }
 */
export type ProfileWalletsPanelProps = {
  view: ProfileWalletsViewModel
  /** Make this connection the active one (a recent one logs in again). */
  onSwitch(target: WalletConnectionIntent): void
  /** End this connection; the others stay. */
  onDisconnect(target: WalletConnectionIntent): void
  /** Forget this recent connection. */
  onDelete(target: WalletConnectionIntent): void
  onAddWallet(): void
}

/**
 * The ProfileWallets view's content: per namespace, the connected wallets (the active one marked),
 * each with Switch and Disconnect, the recent ones with Connect and Remove, and "Add wallet".
 *
 * @example
 * <ProfileWalletsPanel view={view} onSwitch={switchTo} onDisconnect={end} onDelete={forget} onAddWallet={add} />
 */
export function ProfileWalletsPanel({
  view,
  onSwitch,
  onDisconnect,
  onDelete,
  onAddWallet,
}: ProfileWalletsPanelProps) {
  const showLabels = view.namespaces.length > 1
  return (
    <div className="foyer-profile-wallets">
      {view.namespaces.map(({ namespace, label, connections, recent }) => (
        <section key={namespace} className="foyer-section" aria-label={`${label} wallets`}>
          {showLabels && <h3 className="foyer-section-title">{label}</h3>}
          {connections.length === 0 ? (
            <p className="foyer-muted">No wallet connected.</p>
          ) : (
            <ul className="foyer-list" aria-label="Connected wallets">
              {connections.map((row) => (
                <WalletRowItem key={row.connectorId} row={row}>
                  {row.status === 'connected' ? (
                    <span className="foyer-tag">Active</span>
                  ) : (
                    <button
                      type="button"
                      className="foyer-button foyer-button--secondary"
                      aria-label={`Switch to ${row.name}`}
                      onClick={() => onSwitch({ namespace, connectorId: row.connectorId })}
                    >
                      Switch
                    </button>
                  )}
                  <button
                    type="button"
                    className="foyer-button foyer-button--secondary"
                    aria-label={`Disconnect ${row.name}`}
                    onClick={() => onDisconnect({ namespace, connectorId: row.connectorId })}
                  >
                    Disconnect
                  </button>
                </WalletRowItem>
              ))}
            </ul>
          )}
          {recent.length > 0 && (
            <>
              <h4 className="foyer-section-title">Recent</h4>
              <ul className="foyer-list" aria-label="Recent wallets">
                {recent.map((row) => (
                  <WalletRowItem key={row.connectorId} row={row}>
                    <button
                      type="button"
                      className="foyer-button foyer-button--secondary"
                      aria-label={`Connect ${row.name}`}
                      onClick={() => onSwitch({ namespace, connectorId: row.connectorId })}
                    >
                      Connect
                    </button>
                    <button
                      type="button"
                      className="foyer-button foyer-button--secondary"
                      aria-label={`Remove ${row.name}`}
                      onClick={() => onDelete({ namespace, connectorId: row.connectorId })}
                    >
                      Remove
                    </button>
                  </WalletRowItem>
                ))}
              </ul>
            </>
          )}
        </section>
      ))}
      <button type="button" className="foyer-button foyer-button--secondary" onClick={onAddWallet}>
        Add wallet
      </button>
    </div>
  )
}

function WalletRowItem({ row, children }: { row: WalletConnectionRow; children: React.ReactNode }) {
  return (
    <li
      className="foyer-list-item foyer-connection-row"
      data-connector={row.connectorId}
      data-status={row.status}
    >
      <WalletImage name={row.name} src={row.icon} size={32} />
      <span className="foyer-connection-text">
        <span className="foyer-connection-name" title={row.name}>
          {row.name}
        </span>
        <span className="foyer-muted foyer-wallet-address" title={row.address}>
          {row.shortAddress}
        </span>
      </span>
      <span className="foyer-wallet-actions">{children}</span>
    </li>
  )
}
