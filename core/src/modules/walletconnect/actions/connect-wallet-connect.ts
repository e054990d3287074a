import type { DirectoryWallet } from '../../../api/wallet-directory.types.js'
import { installedConnectorOf } from '../../../machines/foyer/foyer.rules.js'
import { selectConnectors } from '../../../machines/foyer/foyer.selectors.js'
import { getSystemActor, sendToSystem } from '../../../system/system.js'
import type { FoyerCore } from '../../module.types.js'
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
  const installed = wallet && installedConnectorOf(wallet, selectConnectors(foyer.actor.getSnapshot()))
  if (installed) {
    sendToSystem(foyer.actor, `connection.${installed.chain}`, {
      type: 'CONNECTION.CONNECT',
      connectorId: installed.id,
    })
    return
  }
  if (!getSystemActor(foyer.actor, 'pairing')) return
  sendToSystem(foyer.actor, 'router', {
    type: 'ROUTER.PUSH',
    view: { name: 'ConnectingWalletConnect', params: wallet ? { walletId: wallet.id } : undefined },
  })
  sendToSystem(foyer.actor, 'pairing', { type: 'PAIRING.START', wallet })
}
