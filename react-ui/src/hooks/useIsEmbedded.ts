import { selectIsEmbedded } from '@foyer/core'
import { useFoyer } from '../context/FoyerProvider.js'
import { useActorSelector } from './useActorSelector.js'

/**
 * Whether the modal is embedded in the page (the `embedded` option of `createFoyer`).
 *
 * @example
 * const embedded = useIsEmbedded()
 */
export function useIsEmbedded(): boolean {
  const { actor } = useFoyer()
  return useActorSelector(actor, selectIsEmbedded)
}
