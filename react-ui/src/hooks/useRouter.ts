import { type RouterViewModel, selectRouterView, type ViewRequest } from '@foyer/core'
import { useMemo } from 'react'
import { useFoyer } from '../context/FoyerProvider.js'
import { sameViewModel } from './same-view-model.js'
import { useActorSelector } from './useActorSelector.js'

/**
 * What {@link useRouter} returns: the current view, whether back is possible, and two intents.
 *
 * @example
 * const { view, back }: UseRouterResult = useRouter()
 */
export type UseRouterResult = RouterViewModel & {
  /** Goes back one view; with one view left the router asks the modal to close. */
  back(): void
  /** Shows a view on top of the stack (ignored by the router when that view is not available). */
  push(view: ViewRequest): void
}

/**
 * The modal's navigation: the view to render, `canGoBack`, `back()` and `push()`.
 *
 * @example
 * const { view, canGoBack, back } = useRouter()
 * return canGoBack ? <button onClick={back}>Back from {view.name}</button> : null
 */
export function useRouter(): UseRouterResult {
  const foyer = useFoyer()
  const view = useActorSelector(foyer.router, selectRouterView, sameViewModel)
  return useMemo(
    () => ({
      ...view,
      back: () => foyer.goBack(),
      push: (request: ViewRequest) => foyer.pushView(request),
    }),
    [foyer, view],
  )
}
