import type { AllWalletsViewModel } from '@foyer/core'
import { selectAllWalletsView } from '@foyer/core/advanced'
import { sameViewModel } from './same-view-model.js'
import { useActorSelector } from './useActorSelector.js'
import { useSystemActor } from './useSystemActor.js'

/**
 * The AllWallets view's model: the search, the certified filter, the wallets loaded so far and how
 * the list stands. `undefined` when the site has no wallet directory.
 *
 * @example
 * const view = useAllWalletsView()
 * if (view?.status === 'ready') console.log(view.wallets.length, 'of', view.count)
 */
export function useAllWalletsView(): AllWalletsViewModel | undefined {
  const walletList = useSystemActor('walletList')
  const view = useActorSelector(walletList, selectAllWalletsView, sameViewModel)
  return walletList ? view : undefined
}
