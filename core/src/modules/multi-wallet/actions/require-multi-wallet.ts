import { selectFeatures } from '../../../machines/foyer/foyer.view.selectors.js'
import type { MultiWalletSnapshot } from '../../../machines/multi-wallet/multi-wallet.selectors.js'
import type { FoyerCore } from '../../../system/module.types.js'
import { getSystemActor, sendToSystem } from '../../../system/system.js'
import '../multi-wallet.system.js'

/**
 * The multi-wallet actor's snapshot when multi-wallet may be used: the module is plugged in and the
 * remote configuration turned the `multiWallet` feature on. Otherwise `undefined`, and the visitor
 * sees the info alert 'Multi-Wallet Not Enabled', until the modal closes (a later attempt tells it again).
 *
 * @example
 * const snapshot = requireMultiWallet(foyer)
 * if (!snapshot) return []
 */
export function requireMultiWallet(foyer: FoyerCore): MultiWalletSnapshot | undefined {
  const actor = getSystemActor(foyer.actor, 'multiWallet')
  if (actor && selectFeatures(foyer.actor.getSnapshot()).multiWallet) return actor.getSnapshot()
  sendToSystem(foyer.actor, 'foyer', { type: 'FOYER.ALERT', alert: { id: 'MULTI_WALLET_NOT_ENABLED' } })
  return undefined
}
