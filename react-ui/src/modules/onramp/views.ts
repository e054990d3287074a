import { lazyView } from '../../views/lazy-view.js'
import type { ViewComponents, ViewTitles } from '../../views/registry.types.js'

/**
 * The onramp module's view: only sites with the module show it, so the Buy form downloads when first
 * shown.
 *
 * @example
 * const Component = onrampViewComponents.OnRampProviders
 */
export const onrampViewComponents: ViewComponents<'OnRampProviders'> = {
  OnRampProviders: lazyView(() => import('./OnrampView.js').then((m) => m.OnrampView)),
}

/**
 * The onramp module's view title.
 *
 * @example
 * onrampViewTitles.OnRampProviders // 'Buy crypto'
 */
export const onrampViewTitles: ViewTitles<'OnRampProviders'> = { OnRampProviders: 'Buy crypto' }
