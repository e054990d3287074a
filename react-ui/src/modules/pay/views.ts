import { lazyView } from '../../views/lazy-view.js'
import type { ViewComponents, ViewTitles } from '../../views/registry.types.js'

/**
 * The pay module's view: only sites with the module show it, so it downloads when first shown.
 *
 * @example
 * const Component = payViewComponents.Pay
 */
export const payViewComponents: ViewComponents<'Pay'> = {
  Pay: lazyView(() => import('./PayView.js').then((m) => m.PayView)),
}

/**
 * The pay module's view title.
 *
 * @example
 * payViewTitles.Pay // 'Pay'
 */
export const payViewTitles: ViewTitles<'Pay'> = { Pay: 'Pay' }
