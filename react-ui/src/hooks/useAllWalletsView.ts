import { type AllWalletsView, selectAllWalletsView } from '@foyer/core'
import { useSelector } from '@xstate/react'
import { useFoyer } from '../context/FoyerProvider.js'
import { sameViewModel } from './same-view-model.js'

/**
 * The AllWallets view's model: the search, the certified filter, the wallets loaded so far and how
 * the list stands. `undefined` when the site has no wallet directory.
 *
 * @example
 * const view = useAllWalletsView()
 * if (view?.status === 'ready') console.log(view.wallets.length, 'of', view.count)
 */
export function useAllWalletsView(): AllWalletsView | undefined {
  const foyer = useFoyer()
  const view = useSelector(foyer.walletList, selectAllWalletsView, sameViewModel)
  return foyer.walletList ? view : undefined
}
