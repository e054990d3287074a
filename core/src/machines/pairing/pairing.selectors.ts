import type { SnapshotFrom } from 'xstate'
import type { DirectoryWallet } from '../../api/wallet-directory.types.js'
import { ConnectFailedError } from '../../errors/connection.js'
import type { pairingMachine } from './pairing.machine.js'
import type { ConnectingWalletConnectViewModel, PairingWallet } from './pairing.views.js'

/**
 * A snapshot of the pairing actor.
 *
 * @example
 * const snapshot: PairingSnapshot = pairing.getSnapshot()
 */
export type PairingSnapshot = SnapshotFrom<typeof pairingMachine>

/**
 * What the ConnectingWalletConnect view needs besides the pairing: the device, and how to build a
 * wallet's deep link with the URI in it (undefined when the wallet has none for this device).
 *
 * @example
 * const options: ConnectingWalletConnectViewOptions = { isMobile: true, deepLink: (wallet, uri) => `${wallet.mobile_link}wc?uri=${encodeURIComponent(uri)}` }
 */
export type ConnectingWalletConnectViewOptions = {
  isMobile: boolean
  deepLink?: ((wallet: DirectoryWallet, uri: string) => string | undefined) | undefined
}

/**
 * A directory wallet as the ConnectingWalletConnect view shows it.
 *
 * @example
 * pairingWalletOf({ id: 'c57ca9…', name: 'MetaMask', image_id: 'eb0f…' }) // { id: 'c57ca9…', name: 'MetaMask', imageId: 'eb0f…', imageUrl: undefined }
 */
export function pairingWalletOf(wallet: DirectoryWallet | undefined): PairingWallet | undefined {
  return wallet && { id: wallet.id, name: wallet.name, imageId: wallet.image_id, imageUrl: wallet.image_url }
}

/**
 * The ConnectingWalletConnect view's model (SPEC §2, §4 pairing): generating, the URI ready (with the
 * picked wallet's deep link), failed with its message, or approved. Before a pairing starts it shows
 * as generating.
 *
 * @example
 * const view = useSelector(pairing, (s) => selectConnectingWalletConnectView(s, { isMobile, deepLink }))
 * if (view.status === 'ready') renderQr(view.uri)
 */
export function selectConnectingWalletConnectView(
  snapshot: PairingSnapshot | undefined,
  options: ConnectingWalletConnectViewOptions,
): ConnectingWalletConnectViewModel {
  const { isMobile } = options
  const wallet = pairingWalletOf(snapshot?.context.wallet)
  if (!snapshot) return { status: 'generating', wallet, isMobile }
  const { uri, error } = snapshot.context
  if (snapshot.matches({ active: { ready: 'reconnecting' } }))
    return { status: 'reconnecting', wallet, isMobile }
  if (snapshot.matches({ active: 'ready' }) && uri !== undefined) {
    const directoryWallet = snapshot.context.wallet
    const openWalletHref = directoryWallet && options.deepLink?.(directoryWallet, uri)
    return { status: 'ready', uri, wallet, openWalletHref, isMobile }
  }
  // The machine records the message on entering `failed`; the fallback only satisfies the types.
  if (snapshot.matches('failed'))
    return { status: 'failed', message: error ?? ConnectFailedError.shortMessage, wallet, isMobile }
  if (snapshot.matches('approved')) return { status: 'approved', wallet, isMobile }
  const href = snapshot.context.walletBrowserHref
  if (snapshot.matches('inWalletBrowser') && href)
    return { status: 'openInWalletBrowser', href, wallet, isMobile }
  return { status: 'generating', wallet, isMobile }
}
