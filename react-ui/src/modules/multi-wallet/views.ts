import { lazyView } from '../../views/lazy-view.js'
import type { ViewComponents, ViewTitles } from '../../views/registry.types.js'

/**
 * The multi-wallet module's view: only sites with the module show it, so it downloads when first shown.
 *
 * @example
 * const Component = multiWalletViewComponents.ProfileWallets
 */
export const multiWalletViewComponents: ViewComponents<'ProfileWallets'> = {
  ProfileWallets: lazyView(() =>
    import('../../views/ProfileWallets/ProfileWalletsView.js').then((m) => m.ProfileWalletsView),
  ),
}

/**
 * The multi-wallet module's view title.
 *
 * @example
 * multiWalletViewTitles.ProfileWallets // 'Wallets'
 */
export const multiWalletViewTitles: ViewTitles<'ProfileWallets'> = { ProfileWallets: 'Wallets' }
