import type { FoyerCore } from '../../../system/module.types.js'
import { sendToSystem } from '../../../system/system.js'
import '../../wallet-directory/wallet-directory.system.js'

/**
 * Connects the AllWallets wallet with this directory id, as {@link connectWalletConnect} does. An id
 * the list has not loaded does nothing.
 *
 * @example
 * selectDirectoryWallet(foyer, 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96')
 */
export function selectDirectoryWallet(foyer: FoyerCore, walletId: string): void {
  sendToSystem(foyer.actor, 'walletDirectory', { type: 'WALLETS.SELECT', walletId })
}
