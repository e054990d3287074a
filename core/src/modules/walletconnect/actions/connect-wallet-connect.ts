import type { DirectoryWallet } from '../../../api/wallet-directory.types.js'
import type { FoyerCore } from '../../../system/module.types.js'
import { sendToSystem } from '../../../system/system.js'
import '../walletconnect.system.js'

/**
 * Connects over WalletConnect: shows ConnectingWalletConnect with a QR code (for a directory wallet,
 * its name and deep link) and starts pairing. A directory wallet this browser has installed connects
 * through its extension instead, with no QR code. Without the WalletConnect module nothing happens.
 *
 * @example
 * connectWalletConnect(foyer, rainbowFromDirectory)
 */
export function connectWalletConnect(foyer: FoyerCore, wallet?: DirectoryWallet): void {
  sendToSystem(foyer.actor, 'pairing', { type: 'PAIRING.CONNECT', wallet })
}
