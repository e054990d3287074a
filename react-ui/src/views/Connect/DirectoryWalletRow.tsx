import type { DirectoryWallet } from '@foyer/core'
import { WalletImage } from '../../components/WalletImage.js'
import { useWalletImage } from '../../hooks/useWalletImage.js'

/**
 * A featured or recommended wallet from the directory, as one button: its image (fetched by id, or
 * its `image_url`) and name. Choosing it connects over WalletConnect with its QR code and deep link.
 *
 * @example
 * <li><DirectoryWalletRow wallet={trust} onSelect={foyer.connectWalletConnect} /></li>
 */
export function DirectoryWalletRow(p: { wallet: DirectoryWallet; onSelect(wallet: DirectoryWallet): void }) {
  const fetched = useWalletImage(p.wallet.image_id)
  return (
    <button
      type="button"
      className="foyer-wallet-row"
      data-wallet-id={p.wallet.id}
      onClick={() => p.onSelect(p.wallet)}
    >
      <WalletImage name={p.wallet.name} src={fetched ?? p.wallet.image_url} />
      <span className="foyer-wallet-name" title={p.wallet.name}>
        {p.wallet.name}
      </span>
    </button>
  )
}
