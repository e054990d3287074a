import type { WalletConnectActions } from '@foyer/core'
import { WalletImage } from '../../components/WalletImage.js'
import { useConnectingWalletConnectView } from '../../hooks/useConnectingWalletConnectView.js'
import { useIntents } from '../../hooks/useIntents.js'
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
  const foyer = useIntents<WalletConnectActions>()
  const view = useConnectingWalletConnectView()
  const imageSrc = useWalletImage(view.wallet?.imageId)
  const { wallet } = view
  return (
    <ConnectingWalletConnectPanel
      view={view}
      onRetry={() => foyer.retryPairing?.()}
      onRefresh={() => foyer.refreshPairing?.()}
      onOpenWallet={(href) => {
        if (wallet) foyer.rememberDeepLink?.({ href, name: wallet.name })
        window.location.assign(href)
      }}
      walletIcon={wallet && <WalletImage name={wallet.name} src={imageSrc ?? wallet.imageUrl} size={48} />}
      qrLogo={wallet && (imageSrc ?? wallet.imageUrl)}
    />
  )
}
