import type { SocialProvider } from '../../config/features.js'
import type { ViewRules } from '../../machines/router/router.views.js'

// The embedded wallet's views in the router's view map: its email login, the email change, and its
// social logins (a popup's wait, and Farcaster's own view with its QR code).
declare module '../../machines/router/router.types.js' {
  interface ViewParams {
    EmailLogin: undefined
    UpdateEmailWallet: { email: string }
    ConnectingSocial: { provider: SocialProvider }
    ConnectingFarcaster: undefined
  }
}

/**
 * The embedded wallet's views: the email ones while the email feature is on, the social ones while
 * social login is (SPEC §2: optional views load only when enabled).
 *
 * @example
 * createFoyer({ modules: [embeddedWallet({ url })] }).open('EmailLogin')
 */
export const embeddedWalletViews = {
  EmailLogin: { feature: 'email', ofConnecting: true },
  UpdateEmailWallet: { feature: 'email' },
  ConnectingSocial: { feature: 'social', ofConnecting: true },
  ConnectingFarcaster: { feature: 'social', ofConnecting: true },
} satisfies ViewRules
