import type { DirectoryWallet } from '../../api/wallet-directory.types.js'
import type { PairedSession, Pairer } from '../../chains/walletconnect/walletconnect.types.js'
import type { AlertId } from '../../errors/alerts.js'
import type { TypedStorage } from '../../storage/storage.types.js'
import type { WalletBrowserLink } from './pairing.rules.js'

/**
 * What the pairing actor (systemId `pairing`) is started with.
 *
 * @example
 * createActor(pairingMachine, { input: { pairer: walletConnectClient } })
 */
export type PairingInput = {
  pairer: Pairer
  /** Where the deep link the visitor followed is remembered, for a later visit. */
  storage?: TypedStorage | undefined
  /** On a phone, some wallets open the site in their own browser instead of pairing. */
  isMobile?: boolean | undefined
  /** Those wallets' links to this page, by namespace. */
  walletBrowserLink?: WalletBrowserLink | undefined
}

/** The pairing actor's context. */
export type PairingContext = {
  pairer: Pairer
  storage: TypedStorage | undefined
  /** The URI of the live pairing, once the client made one. */
  uri: string | undefined
  /** The directory wallet the visitor picked, if any: its name, icon and deep links. */
  wallet: DirectoryWallet | undefined
  /** Why the last pairing failed, with a message for the visitor. */
  error: string | undefined
  /** The last session approved. */
  session: PairedSession | undefined
  isMobile: boolean
  walletBrowserLink: WalletBrowserLink | undefined
  /** The link that opens the site in the picked wallet's own browser, while that is offered. */
  walletBrowserHref: string | undefined
}

/**
 * Events the pairing actor accepts.
 *
 * @example
 * pairing.send({ type: 'PAIRING.START', wallet: metamaskFromDirectory })
 */
export type PairingEvent =
  /**
   * Connect over WalletConnect: show ConnectingWalletConnect (for a directory wallet, its QR code and
   * deep link) and pair. A directory wallet this browser has installed connects through its extension
   * instead, with no QR code.
   */
  | { type: 'PAIRING.CONNECT'; wallet?: DirectoryWallet | undefined }
  /** The visitor followed a wallet's deep link: remembered, so a later visit can offer it again. */
  | { type: 'PAIRING.DEEP_LINK_OPENED'; href: string; name: string }
  /**
   * On a phone: open the site in the wallet's own app browser (`href`) instead of pairing, where the
   * site then finds the wallet directly.
   */
  | { type: 'PAIRING.OPEN_IN_WALLET_BROWSER'; wallet: DirectoryWallet; href: string }
  /** Start a pairing (or keep the live one) for the ConnectingWalletConnect view. */
  | { type: 'PAIRING.START'; wallet?: DirectoryWallet | undefined }
  /** A fresh URI now (the visitor asked, or the view's expiry refresh). */
  | { type: 'PAIRING.REFRESH' }
  /** Try again after a failure. */
  | { type: 'PAIRING.RETRY' }
  /** Stop pairing (the visitor left the view). */
  | { type: 'PAIRING.CANCEL' }
  /** From the pairer: the URI to show. */
  | { type: 'PAIRING.URI'; uri: string }
  /** From the pairer: the relay connection dropped while a URI showed. */
  | { type: 'PAIRING.RELAY_LOST' }
  /** From the pairer: the relay connection is back. */
  | { type: 'PAIRING.RELAY_BACK' }
  /** From the pairer: a wallet approved the session. */
  | { type: 'PAIRING.APPROVED'; session: PairedSession }
  /** From the pairer: the pairing could not be made. */
  | { type: 'PAIRING.FAILED'; message: string; alert?: AlertId | undefined }
