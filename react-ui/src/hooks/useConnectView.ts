import { type ConnectView, selectConnectView } from '@foyer/core'
import { useSelector } from '@xstate/react'
import { useFoyer } from '../context/FoyerProvider.js'
import { sameViewModel } from './same-view-model.js'

/**
 * The Connect view's model: connect methods in order, wallet groups, empty and loading flags.
 *
 * @example
 * const { methods, groups, isEmpty } = useConnectView()
 */
export function useConnectView(): ConnectView {
  const { actor } = useFoyer()
  return useSelector(actor, selectConnectView, sameViewModel)
}
