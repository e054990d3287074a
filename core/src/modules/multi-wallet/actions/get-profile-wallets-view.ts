import { selectMergedConnectors } from '../../../machines/foyer/foyer.view.selectors.js'
import { selectProfileWalletsView } from '../../../machines/multi-wallet/multi-wallet.selectors.js'
import type { ProfileWalletsViewModel } from '../../../machines/multi-wallet/multi-wallet.views.js'
import type { FoyerCore } from '../../../system/module.types.js'
import { getSystemActor } from '../../../system/system.js'
import '../multi-wallet.system.js'

/**
 * The ProfileWallets view's model now (for a custom UI; the React skin re-reads it on every change of
 * the `multiWallet` actor). Listing needs no remote feature: the actions on the rows do.
 *
 * @example
 * getProfileWalletsView(foyer)?.namespaces[0]?.connections.map((row) => row.name) // ['MetaMask', 'Rabby']
 */
export function getProfileWalletsView(foyer: FoyerCore): ProfileWalletsViewModel | undefined {
  const actor = getSystemActor(foyer.actor, 'multiWallet')
  if (!actor) return undefined
  const connectors = selectMergedConnectors(foyer.actor.getSnapshot())
  return selectProfileWalletsView(actor.getSnapshot(), (namespace) =>
    connectors.filter((connector) => connector.chain === namespace),
  )
}
