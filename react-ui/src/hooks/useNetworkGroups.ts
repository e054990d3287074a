import { type NetworkGroup, selectNetworkGroups } from '@foyer/core'
import { useFoyer } from '../context/FoyerProvider.js'
import { sameViewModel } from './same-view-model.js'
import { useActorSelector } from './useActorSelector.js'

/**
 * The Networks list by namespace, each group under its namespace's name.
 *
 * @example
 * const groups = useNetworkGroups() // [{ namespace: 'eip155', label: 'EVM', networks }, …]
 */
export function useNetworkGroups(): readonly NetworkGroup[] {
  const { network } = useFoyer()
  return useActorSelector(network, selectNetworkGroups, sameViewModel)
}
