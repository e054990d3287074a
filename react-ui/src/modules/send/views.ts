import { lazyView } from '../../views/lazy-view.js'
import type { ViewComponents, ViewTitles } from '../../views/registry.types.js'

/**
 * The send module's view: only sites with the module show it, so the form downloads when first shown.
 *
 * @example
 * const Component = sendViewComponents.Send
 */
export const sendViewComponents: ViewComponents<'Send'> = {
  Send: lazyView(() => import('./SendView.js').then((m) => m.SendView)),
}

/**
 * The send module's view title.
 *
 * @example
 * sendViewTitles.Send // 'Send'
 */
export const sendViewTitles: ViewTitles<'Send'> = { Send: 'Send' }
