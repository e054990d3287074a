import { useEffect } from 'react'
import { QrIcon } from '../../components/icons.js'
import { Placeholder } from '../../components/Placeholder.js'
import { useFoyer } from '../../context/FoyerProvider.js'
import { WalletConnectPairing } from '../ConnectingWalletConnect/ConnectingWalletConnectView.js'
import type { ViewProps } from '../view.types.js'

/**
 * ConnectingWalletConnectBasic: the default view of a site with no chain adapter (SPEC §2), a
 * WalletConnect QR code straight away. Without WalletConnect configured it says so.
 *
 * @example
 * <ConnectingWalletConnectBasicView view={{ name: 'ConnectingWalletConnectBasic' }} />
 */
export function ConnectingWalletConnectBasicView(_: ViewProps<'ConnectingWalletConnectBasic'>) {
  const foyer = useFoyer()
  // This view is opened directly (no Connect step to start the pairing), so showing it starts one.
  useEffect(() => foyer.pairing?.send({ type: 'PAIRING.START' }), [foyer])
  if (!foyer.pairing)
    return (
      <Placeholder icon={<QrIcon />} title="WalletConnect is not set up">
        Connecting a mobile wallet with a QR code needs WalletConnect, which this site has not configured.
      </Placeholder>
    )
  return <WalletConnectPairing />
}
