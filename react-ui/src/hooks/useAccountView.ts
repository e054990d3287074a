import { type AccountViewModel, selectAccountView, selectActiveConnection } from '@foyer/core'
import { useFoyer } from '../context/FoyerProvider.js'
import { sameViewModel } from './same-view-model.js'
import { useActorSelector } from './useActorSelector.js'

/**
 * The Account view's model for the active namespace's connection: status, address, balance (truncated
 * to 3 decimals), network badge, explorer link and wallet.
 *
 * @example
 * const { status, shortAddress, balance } = useAccountView()
 */
export function useAccountView(): AccountViewModel {
  const foyer = useFoyer()
  // The active connection moves only with the network actor (its active namespace): read it again then.
  const active = useActorSelector(foyer.network, () => selectActiveConnection(foyer.actor)?.actor)
  return useActorSelector(active, selectAccountView, sameViewModel)
}
