import { lazyView } from '../../views/lazy-view.js'
import type { ViewComponents, ViewTitles } from '../../views/registry.types.js'

/**
 * The receive module's view: only sites with the module show it, so it (and its QR code) downloads
 * when first shown.
 *
 * @example
 * const Component = receiveViewComponents.Receive
 */
export const receiveViewComponents: ViewComponents<'Receive'> = {
  Receive: lazyView(() => import('./ReceiveView.js').then((m) => m.ReceiveView)),
}

/**
 * The receive module's view title.
 *
 * @example
 * receiveViewTitles.Receive // 'Receive'
 */
export const receiveViewTitles: ViewTitles<'Receive'> = { Receive: 'Receive' }
