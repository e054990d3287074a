import { type AccountViewModel, selectAccountView, selectActiveConnection } from '@foyer/core'
import { useFoyerOrPending } from '../context/FoyerProvider.js'
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
  const { foyer, pending } = useFoyerOrPending()
  // The active connection moves only with the network actor (its active namespace): read it again then.
  const active = useActorSelector(foyer?.network, () =>
    foyer ? selectActiveConnection(foyer.actor)?.actor : undefined,
  )
  const view = useActorSelector(active, selectAccountView, sameViewModel)
  // While Foyer's code downloads, a visitor who left connected is being reconnected.
  return pending?.reconnecting ? { ...view, status: 'connecting' } : view
}
