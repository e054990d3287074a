import { WalletImage } from '../../components/WalletImage.js'
import { useConnectingWalletConnectView } from '../../hooks/useConnectingWalletConnectView.js'
import { useSystemActor } from '../../hooks/useSystemActor.js'
import { useWalletImage } from '../../hooks/useWalletImage.js'
import type { ViewProps } from '../view.types.js'
import { ConnectingWalletConnectPanel } from './ConnectingWalletConnectPanel.js'

/**
 * The ConnectingWalletConnect view: the pairing's QR code (desktop) or deep link (mobile), for any
 * wallet or for the directory wallet the visitor picked.
 *
 * @example
 * <ConnectingWalletConnectView view={{ name: 'ConnectingWalletConnect', params: { walletId } }} />
 */
export function ConnectingWalletConnectView(_: ViewProps<'ConnectingWalletConnect'>) {
  return <WalletConnectPairing />
}

/** The pairing panel wired to the pairing actor; shared with ConnectingWalletConnectBasic. */
export function WalletConnectPairing() {
  const pairing = useSystemActor('pairing')
  const view = useConnectingWalletConnectView()
  const imageSrc = useWalletImage(view.wallet?.imageId)
  const { wallet } = view
  return (
    <ConnectingWalletConnectPanel
      view={view}
      onRetry={() => pairing?.send({ type: 'PAIRING.RETRY' })}
      onRefresh={() => pairing?.send({ type: 'PAIRING.REFRESH' })}
      onOpenWallet={(href) => {
        if (wallet) pairing?.send({ type: 'PAIRING.DEEP_LINK_OPENED', href, name: wallet.name })
        window.location.assign(href)
      }}
      walletIcon={wallet && <WalletImage name={wallet.name} src={imageSrc ?? wallet.imageUrl} size={48} />}
      qrLogo={wallet && (imageSrc ?? wallet.imageUrl)}
    />
  )
}
