import {
  type AllWalletsViewModel,
  type LazyActorSnapshot,
  type SystemActorOf,
  selectAllWalletsView,
  selectLoadedActor,
} from '@foyer/core'
import { sameViewModel } from './same-view-model.js'
import { useActorSelector } from './useActorSelector.js'
import { useSystemActor } from './useSystemActor.js'

const isLoaded = (snapshot: LazyActorSnapshot | undefined) => selectLoadedActor(snapshot) !== undefined

/**
 * The AllWallets list actor (systemId `walletList`) once its machine downloaded, with the first
 * AllWallets; `undefined` before, and without the wallet directory module. Send the list's events to
 * `walletDirectory`, which holds them until the list runs.
 *
 * @example
 * const walletList = useWalletListActor()
 */
export function useWalletListActor(): SystemActorOf<'walletList'> | undefined {
  // Re-renders when the list's machine has downloaded, then reads the actor it registered.
  useActorSelector(useSystemActor('walletDirectory'), isLoaded)
  return useSystemActor('walletList')
}

const loadingList: AllWalletsViewModel = { status: 'loading', query: '', certifiedOnly: false }

/**
 * The AllWallets view's model: the search, the certified filter, the wallets loaded so far and how
 * the list stands (loading while the list's machine downloads). `undefined` when the site has no
 * wallet directory.
 *
 * @example
 * const view = useAllWalletsView()
 * if (view?.status === 'ready') console.log(view.wallets.length, 'of', view.count)
 */
export function useAllWalletsView(): AllWalletsViewModel | undefined {
  const directory = useSystemActor('walletDirectory')
  const walletList = useWalletListActor()
  const view = useActorSelector(walletList, selectAllWalletsView, sameViewModel)
  if (!directory) return undefined
  return walletList ? view : loadingList
}
