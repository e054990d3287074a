import type { ViewRules } from '../../machines/router/router.views.js'

// The multi-wallet module's view in the router's view map: the wallets connected side by side.
declare module '../../machines/router/router.types.js' {
  interface ViewParams {
    ProfileWallets: undefined
  }
}

/**
 * The multi-wallet module's views: the list of connected wallets, shown whenever the module runs.
 *
 * @example
 * createFoyer({ modules: [multiWallet()] }).open('ProfileWallets')
 */
export const multiWalletViews = { ProfileWallets: {} } satisfies ViewRules
