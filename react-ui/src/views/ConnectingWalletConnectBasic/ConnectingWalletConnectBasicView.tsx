import { QrIcon } from '../../components/icons.js'
import { Placeholder } from '../../components/Placeholder.js'
import type { ViewProps } from '../view.types.js'

/**
 * Where a QR code for mobile wallets will be. Placeholder: WalletConnect is not set up yet.
 *
 * @example
 * <ConnectingWalletConnectBasicView view={{ name: 'ConnectingWalletConnectBasic' }} />
 */
export function ConnectingWalletConnectBasicView(_: ViewProps<'ConnectingWalletConnectBasic'>) {
  return (
    <Placeholder icon={<QrIcon />} title="WalletConnect is not set up yet">
      Connecting a mobile wallet with a QR code needs WalletConnect, which is not configured here yet.
    </Placeholder>
  )
}
