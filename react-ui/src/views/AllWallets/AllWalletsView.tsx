import { WalletIcon } from '../../components/icons.js'
import { Placeholder } from '../../components/Placeholder.js'
import type { ViewProps } from '../view.types.js'

/**
 * The wallet directory. Placeholder: the directory service is not wired up yet.
 *
 * @example
 * <AllWalletsView view={{ name: 'AllWallets' }} />
 */
export function AllWalletsView(_: ViewProps<'AllWallets'>) {
  return (
    <Placeholder icon={<WalletIcon />} title="Wallet directory not configured">
      Browsing and searching all wallets needs the wallet directory, which is not set up yet.
    </Placeholder>
  )
}
