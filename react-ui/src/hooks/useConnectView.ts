import {
  type ConnectViewModel,
  type FoyerSnapshot,
  selectConnectView,
  selectDirectoryWalletGroups,
} from '@foyer/core'
import { useCallback } from 'react'
import { useFoyer } from '../context/FoyerProvider.js'
import { sameViewModel } from './same-view-model.js'
import { useActorSelector } from './useActorSelector.js'
import { useSystemActor } from './useSystemActor.js'

/**
 * The Connect view's model: connect methods in order, wallet groups, empty and loading flags.
 *
 * @example
 * const { methods, groups, isEmpty } = useConnectView()
 */
export function useConnectView(): ConnectViewModel {
  const { actor } = useFoyer()
  const groups = useActorSelector(useSystemActor('recommendedWallets'), selectDirectoryWalletGroups)
  const hasWalletList = useSystemActor('walletDirectory') !== undefined
  const select = useCallback(
    (snapshot: FoyerSnapshot) => selectConnectView(snapshot, { groups, hasWalletList }),
    [groups, hasWalletList],
  )
  return useActorSelector(actor, select, sameViewModel)
}
