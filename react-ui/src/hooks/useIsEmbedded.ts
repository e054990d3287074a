import { selectIsEmbedded } from '@foyer/core'
import { useSelector } from '@xstate/react'
import { useFoyer } from '../context/FoyerProvider.js'

/**
 * Whether the modal is embedded in the page (the `embedded` option of `createFoyer`).
 *
 * @example
 * const embedded = useIsEmbedded()
 */
export function useIsEmbedded(): boolean {
  const { actor } = useFoyer()
  return useSelector(actor, selectIsEmbedded)
}
