import { type ConnectingViewModel, selectConnectingNamespace, selectConnectingView } from '@foyer/core'
import { useFoyer } from '../context/FoyerProvider.js'
import { sameViewModel } from './same-view-model.js'
import { useActorSelector } from './useActorSelector.js'

/**
 * The ConnectingExternal view's model: the wallet being asked and how the request is going (waiting,
 * rejected, failed with the spec's message, connected).
 *
 * @example
 * const { connector, status, message } = useConnectingView()
 */
export function useConnectingView(): ConnectingViewModel {
  const foyer = useFoyer()
  const namespace = useActorSelector(foyer.actor, selectConnectingNamespace)
  return useActorSelector(
    namespace ? foyer.connection(namespace) : undefined,
    selectConnectingView,
    sameViewModel,
  )
}
