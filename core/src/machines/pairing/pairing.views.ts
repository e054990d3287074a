/**
 * The wallet a ConnectingWalletConnect view is for, when the visitor picked one from the directory.
 *
 * @example
 * const wallet: PairingWallet = { id: 'c57ca9…', name: 'MetaMask', imageId: 'eb0f…' }
 */
export type PairingWallet = {
  id: string
  name: string
  imageId?: string | undefined
  imageUrl?: string | undefined
}

/**
 * What the ConnectingWalletConnect view shows (SPEC §2, §4 pairing):
 * - `generating`: waiting for a URI (a first one, or a fresh one after expiry);
 * - `reconnecting`: the relay connection dropped; a fresh URI comes once it is back;
 * - `ready`: the URI as a QR code (desktop) or an "open wallet" link (mobile), with its copy button;
 * - `failed`: the pairing could not be made, with a retry;
 * - `approved`: the wallet approved; the connection is being set up;
 * - `openInWalletBrowser`: on a phone, a link that opens the site inside the wallet's app browser,
 *   where it connects directly (Solana wallets on iOS, which has no Solana Mobile Wallet Adapter).
 *
 * `openWalletHref` is the wallet's deep link with the URI in it (universal or custom-scheme link), when
 * the wallet has one for this device.
 *
 * @example
 * if (view.status === 'ready') renderQr(view.uri)
 */
export type ConnectingWalletConnectViewModel =
  | { status: 'generating'; wallet: PairingWallet | undefined; isMobile: boolean }
  /** The relay connection dropped: no URI shows until it is back (then a fresh one). */
  | { status: 'reconnecting'; wallet: PairingWallet | undefined; isMobile: boolean }
  | {
      status: 'ready'
      uri: string
      wallet: PairingWallet | undefined
      openWalletHref: string | undefined
      isMobile: boolean
    }
  | { status: 'failed'; message: string; wallet: PairingWallet | undefined; isMobile: boolean }
  | { status: 'approved'; wallet: PairingWallet | undefined; isMobile: boolean }
  /** On a phone: the wallet opens this site in its own app browser (`href`) instead of pairing. */
  | { status: 'openInWalletBrowser'; href: string; wallet: PairingWallet | undefined; isMobile: boolean }
