import { lazyView } from '../../views/lazy-view.js'
import type { ViewComponents, ViewTitles } from '../../views/registry.types.js'

/**
 * The sign-in module's view: only sites with sign-in show it, so it downloads when first shown; it
 * reads the sign-in machine's selectors from `@foyer/core/siwx`.
 *
 * @example
 * const Component = siwxViewComponents.SIWXSignMessage
 */
export const siwxViewComponents: ViewComponents<'SIWXSignMessage'> = {
  SIWXSignMessage: lazyView(() =>
    import('../../views/SIWXSignMessage/SiwxSignMessageView.js').then((m) => m.SiwxSignMessageView),
  ),
}

/**
 * The sign-in module's view title.
 *
 * @example
 * siwxViewTitles.SIWXSignMessage // 'Sign in'
 */
export const siwxViewTitles: ViewTitles<'SIWXSignMessage'> = { SIWXSignMessage: 'Sign in' }
