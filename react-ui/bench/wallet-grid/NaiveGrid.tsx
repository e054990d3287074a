import type { WalletTile } from '@foyer/core'
import { WalletGridTile } from '../../src/views/AllWallets/WalletGrid.js'

/**
 * The reference: the same tiles in the same 400 px scroll area, every one rendered (a CSS grid of 4
 * columns), as a wallet list without virtualization does.
 *
 * @example
 * <NaiveGrid wallets={tiles} onSelect={() => {}} />
 */
export function NaiveGrid({
  wallets,
  onSelect,
}: {
  wallets: readonly WalletTile[]
  onSelect(id: string): void
}) {
  return (
    <div className="foyer-wallet-grid-scroll" data-testid="wallet-grid">
      <ul
        aria-label="Wallets"
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(4, 1fr)',
          margin: 0,
          padding: 0,
          listStyle: 'none',
        }}
      >
        {wallets.map((tile) => (
          <li
            key={tile.id}
            className="foyer-wallet-grid-cell"
            style={{ position: 'static', width: 'auto', height: 96 }}
          >
            <WalletGridTile tile={tile} onSelect={onSelect} />
          </li>
        ))}
      </ul>
    </div>
  )
}
