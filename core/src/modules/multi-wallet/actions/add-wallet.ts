import type { FoyerCore } from '../../../system/module.types.js'
import { sendToSystem } from '../../../system/system.js'
import { requireMultiWallet } from './require-multi-wallet.js'

/**
 * Shows the Connect view to connect one more wallet; the connected ones stay. Does nothing while
 * multi-wallet is off (the 'Multi-Wallet Not Enabled' alert shows).
 *
 * @example
 * addWallet(foyer)
 */
export function addWallet(foyer: FoyerCore): void {
  if (!requireMultiWallet(foyer)) return
  sendToSystem(foyer.actor, 'router', { type: 'ROUTER.PUSH', view: { name: 'Connect' } })
}
