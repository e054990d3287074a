import { lazyView } from '../../views/lazy-view.js'
import type { ViewComponents, ViewTitles } from '../../views/registry.types.js'

type EmbeddedWalletView = 'EmailLogin' | 'UpdateEmailWallet' | 'ConnectingSocial' | 'ConnectingFarcaster'

/**
 * The embedded wallet's views (email and social login): only sites with the embedded wallet show
 * them, so each downloads when first shown; they read `@foyer/core/embedded-wallet`.
 *
 * @example
 * const Component = embeddedWalletViewComponents.EmailLogin
 */
export const embeddedWalletViewComponents: ViewComponents<EmbeddedWalletView> = {
  EmailLogin: lazyView(() =>
    import('../../views/EmailLogin/EmailLoginView.js').then((m) => m.EmailLoginView),
  ),
  UpdateEmailWallet: lazyView(() =>
    import('../../views/UpdateEmailWallet/UpdateEmailWalletView.js').then((m) => m.UpdateEmailWalletView),
  ),
  ConnectingSocial: lazyView(() =>
    import('../../views/ConnectingSocial/ConnectingSocialView.js').then((m) => m.ConnectingSocialView),
  ),
  ConnectingFarcaster: lazyView(() =>
    import('../../views/ConnectingFarcaster/ConnectingFarcasterView.js').then(
      (m) => m.ConnectingFarcasterView,
    ),
  ),
}

/**
 * The embedded wallet's view titles.
 *
 * @example
 * embeddedWalletViewTitles.EmailLogin // 'Email login'
 */
export const embeddedWalletViewTitles: ViewTitles<EmbeddedWalletView> = {
  EmailLogin: 'Email login',
  UpdateEmailWallet: 'Update email',
  ConnectingSocial: 'Social login',
  ConnectingFarcaster: 'Farcaster',
}
