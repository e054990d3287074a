import { type AccountViewModel, leftConnected, selectAccountView, selectActiveConnection } from '@foyer/core'
import { useSyncExternalStore } from 'react'
import { useFoyerOrDeferred } from '../context/FoyerProvider.js'
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
  const { foyer } = useFoyerOrDeferred()
  // The active connection moves only with the network actor (its active namespace): read it again then.
  const active = useActorSelector(foyer?.network, () =>
    foyer ? selectActiveConnection(foyer.actor)?.actor : undefined,
  )
  const view = useActorSelector(active, selectAccountView, sameViewModel)
  // While Foyer's code downloads, a visitor who left connected is being reconnected (storage says so;
  // the server, with no storage, renders disconnected, and hydration then reads it).
  const reconnecting = useSyncExternalStore(subscribeNever, () => !foyer && leftConnected(), notOnServer)
  return reconnecting ? { ...view, status: 'connecting' } : view
}

const subscribeNever = () => () => {}
const notOnServer = () => false
