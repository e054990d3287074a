import { lazyView } from '../../views/lazy-view.js'
import type { ViewComponents, ViewTitles } from '../../views/registry.types.js'

/**
 * The swap module's view: only sites with the module show it, so the form downloads when first shown.
 *
 * @example
 * const Component = swapViewComponents.Swap
 */
export const swapViewComponents: ViewComponents<'Swap'> = {
  Swap: lazyView(() => import('./SwapView.js').then((m) => m.SwapView)),
}

/**
 * The swap module's view title.
 *
 * @example
 * swapViewTitles.Swap // 'Swap'
 */
export const swapViewTitles: ViewTitles<'Swap'> = { Swap: 'Swap' }
