import type { ReactNode } from 'react'

/**
 * Props of {@link Placeholder}.
 *
 * @example
 * const props: PlaceholderProps = { icon: <WalletIcon />, title: 'No wallets found' }
 */
export type PlaceholderProps = { icon: ReactNode; title: ReactNode; children?: ReactNode }

/**
 * A centred icon, heading and explanation: for empty states and for screens not built yet.
 *
 * @example
 * <Placeholder icon={<WalletIcon />} title="No wallets found">Install a browser wallet.</Placeholder>
 */
export function Placeholder({ icon, title, children }: PlaceholderProps) {
  return (
    <div className="foyer-placeholder">
      <div className="foyer-placeholder-icon">{icon}</div>
      <h3 className="foyer-placeholder-title">{title}</h3>
      {children && <p className="foyer-placeholder-text">{children}</p>}
    </div>
  )
}
