import type { Namespace } from '../../../networks/network.types.js'
import type { FoyerCore } from '../../../system/module.types.js'
import { sendToSystem } from '../../../system/system.js'
import { requireMultiWallet } from './require-multi-wallet.js'

/**
 * Ends one connection of a namespace and keeps the others: the active one hands over to the next
 * connection the site holds (without a prompt; it stays active until that one is restored, then is
 * ended at its wallet), or the namespace disconnects when none is left or that one cannot be
 * restored; the modal stays open. Does nothing while multi-wallet is off (the 'Multi-Wallet Not Enabled' alert shows).
 *
 * @example
 * disconnectConnection(foyer, { namespace: 'eip155', connectorId: 'io.rabby' })
 */
export function disconnectConnection(
  foyer: FoyerCore,
  target: { namespace: Namespace; connectorId: string },
): void {
  if (!requireMultiWallet(foyer)) return
  sendToSystem(foyer.actor, 'multiWallet', { type: 'MULTI_WALLET.DISCONNECT', ...target })
}

/**
 * Forgets a recent (disconnected) connection. Does nothing while multi-wallet is off (the
 * 'Multi-Wallet Not Enabled' alert shows).
 *
 * @example
 * deleteRecentConnection(foyer, { namespace: 'eip155', connectorId: 'com.coinbase.wallet' })
 */
export function deleteRecentConnection(
  foyer: FoyerCore,
  target: { namespace: Namespace; connectorId: string },
): void {
  if (!requireMultiWallet(foyer)) return
  sendToSystem(foyer.actor, 'multiWallet', { type: 'MULTI_WALLET.DELETE', ...target })
}
