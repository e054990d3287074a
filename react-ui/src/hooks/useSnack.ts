import { type SnackActor, type SnackViewModel, selectSnackView } from '@foyer/core'
import { useMemo } from 'react'
import { useFoyer, useOptionalFoyer } from '../context/FoyerProvider.js'
import { sameViewModel } from './same-view-model.js'
import { useActorSelector } from './useActorSelector.js'

/**
 * The snack actor (systemId `snack`) of the nearest FoyerProvider.
 *
 * @example
 * const snack = useSnackActor()
 */
export function useSnackActor(): SnackActor {
  return useFoyer().snack
}

/**
 * What {@link useSnack} returns.
 *
 * @example
 * const { view, close }: UseSnackResult = useSnack(snack)
 */
export type UseSnackResult = {
  view: SnackViewModel
  /** Closes the snackbar of the nearest Foyer (nothing outside a FoyerProvider). */
  close(): void
}

/**
 * The snackbar's message, and a way to close it. Without an actor it is closed.
 *
 * @example
 * const { view } = useSnack(useSnackActor())
 * return view.status === 'open' ? <p role="status">{view.message}</p> : null
 */
export function useSnack(snack: SnackActor | undefined): UseSnackResult {
  const foyer = useOptionalFoyer()
  const view = useActorSelector(snack, selectSnackView, sameViewModel)
  return useMemo(() => ({ view, close: () => foyer?.closeSnack() }), [foyer, view])
}
