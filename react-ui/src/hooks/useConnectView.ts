import {
  type ConnectViewModel,
  type FoyerSnapshot,
  selectConnectView,
  selectDirectoryWalletGroups,
} from '@foyer/core'
import { useFoyer } from '../context/FoyerProvider.js'
import { sameViewModel } from './same-view-model.js'
import { useActorSelector } from './useActorSelector.js'
import { useIsClient } from './useIsClient.js'
import { useSystemActor } from './useSystemActor.js'

/**
 * The Connect view's model: connect methods in order, wallet groups, empty and loading flags. While
 * markup rendered on a server hydrates, the model a server has (no wallet installed in the browser),
 * then the browser's wallets at once.
 *
 * @example
 * const { methods, groups, isEmpty } = useConnectView()
 */
export function useConnectView(): ConnectViewModel {
  const { actor } = useFoyer()
  // On the server and while hydrating, the view a server renders; in the next render (React makes it
  // right after hydrating), the browser's, with its wallets.
  const asServerRenders = !useIsClient()
  const groups = useActorSelector(useSystemActor('recommendedWallets'), selectDirectoryWalletGroups)
  const hasWalletList = useSystemActor('walletDirectory') !== undefined
  // A selector made in each render: the view model is built again then, and kept while it is the same.
  return useActorSelector(
    actor,
    (snapshot: FoyerSnapshot) => selectConnectView(snapshot, { groups, hasWalletList }, asServerRenders),
    sameViewModel,
  )
}
