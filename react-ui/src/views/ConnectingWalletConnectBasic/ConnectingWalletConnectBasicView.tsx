import type { WalletConnectActions } from '@foyer/core'
import { useEffect } from 'react'
import { QrIcon } from '../../components/icons.js'
import { Placeholder } from '../../components/Placeholder.js'
import { useIntents } from '../../hooks/useIntents.js'
import { useSystemActor } from '../../hooks/useSystemActor.js'
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
  const pairing = useSystemActor('pairing')
  // This view is opened directly (no Connect step to start the pairing), so showing it starts one.
  const { startPairing } = useIntents<WalletConnectActions>()
  useEffect(() => startPairing?.(), [startPairing])
  if (!pairing)
    return (
      <Placeholder icon={<QrIcon />} title="WalletConnect is not set up">
        Connecting a mobile wallet with a QR code needs WalletConnect, which this site has not configured.
      </Placeholder>
    )
  return <WalletConnectPairing />
}
