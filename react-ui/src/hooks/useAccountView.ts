import { type AccountViewModel, selectAccountView, selectActiveNamespace } from '@foyer/core'
import { useSelector } from '@xstate/react'
import { useFoyer } from '../context/FoyerProvider.js'
import { sameViewModel } from './same-view-model.js'

/**
 * The Account view's model for the active namespace's connection: status, address, balance (truncated
 * to 3 decimals), network badge, explorer link and wallet.
 *
 * @example
 * const { status, shortAddress, balance } = useAccountView()
 */
export function useAccountView(): AccountViewModel {
  const foyer = useFoyer()
  const namespace = useSelector(foyer.network, selectActiveNamespace)
  return useSelector(namespace ? foyer.connection(namespace) : undefined, selectAccountView, sameViewModel)
}
