import { type ConnectingViewModel, selectConnectingNamespace, selectConnectingView } from '@foyer/core'
import { useSelector } from '@xstate/react'
import { useFoyer } from '../context/FoyerProvider.js'
import { sameViewModel } from './same-view-model.js'

/**
 * The ConnectingExternal view's model: the wallet being asked and how the request is going (waiting,
 * rejected, failed with the spec's message, connected).
 *
 * @example
 * const { connector, status, message } = useConnectingView()
 */
export function useConnectingView(): ConnectingViewModel {
  const foyer = useFoyer()
  const namespace = useSelector(foyer.actor, selectConnectingNamespace)
  return useSelector(namespace ? foyer.connection(namespace) : undefined, selectConnectingView, sameViewModel)
}
