import { type MissingNetworkNotice, selectActiveConnection, selectMissingNetworks } from '@foyer/core'
import { useFoyerOrPending } from '../context/FoyerProvider.js'
import { sameViewModel } from './same-view-model.js'
import { useActorSelector } from './useActorSelector.js'

/**
 * The site's networks the active namespace's connection left out (a Cosmos chain the visitor declined
 * while the others connected), each named with why in words and whether switching to it asks the wallet
 * again; empty when there are none.
 *
 * @example
 * const notices = useMissingNetworks()
 * notices.map((notice) => notice.message) // ['Foyer Devnet OSMO was not connected: you declined it in the wallet.']
 */
export function useMissingNetworks(): readonly MissingNetworkNotice[] {
  const { foyer } = useFoyerOrPending()
  // The active connection moves only with the network actor (its active namespace): read it again then.
  const active = useActorSelector(foyer?.network, () =>
    foyer ? selectActiveConnection(foyer.actor)?.actor : undefined,
  )
  return useActorSelector(active, selectMissingNetworks, sameViewModel)
}
