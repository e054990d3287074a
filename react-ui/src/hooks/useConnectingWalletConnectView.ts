import {
  type ConnectingWalletConnectViewModel,
  type DirectoryWallet,
  deepLinkFor,
  type PairingSnapshot,
  selectConnectingWalletConnectView,
} from '@foyer/core'
import { useCallback } from 'react'
import { useFoyer } from '../context/FoyerProvider.js'
import { sameViewModel } from './same-view-model.js'
import { useActorSelector } from './useActorSelector.js'
import { useSystemActor } from './useSystemActor.js'

/**
 * The ConnectingWalletConnect view's model: the pairing URI to show as a QR code (or deep link on
 * mobile), the directory wallet it is for, and how the pairing stands.
 *
 * @example
 * const view = useConnectingWalletConnectView()
 * if (view.status === 'ready') console.log(view.uri)
 */
export function useConnectingWalletConnectView(): ConnectingWalletConnectViewModel {
  const foyer = useFoyer()
  const isMobile = useActorSelector(foyer.actor, (snapshot) => snapshot.context.options.isMobile ?? false)
  const deepLink = useCallback(
    (wallet: DirectoryWallet, uri: string) => deepLinkFor(wallet, isMobile ? 'mobile' : 'desktop', uri)?.href,
    [isMobile],
  )
  const select = useCallback(
    (snapshot: PairingSnapshot | undefined) =>
      selectConnectingWalletConnectView(snapshot, { isMobile, deepLink }),
    [isMobile, deepLink],
  )
  return useActorSelector(useSystemActor('pairing'), select, sameViewModel)
}
