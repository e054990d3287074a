import type { ConnectMethod, ConnectorGroup } from '@foyer/core'

/**
 * Headings of the Connect view's wallet groups.
 *
 * @example
 * groupLabels.injected // 'Installed'
 */
export const groupLabels: Readonly<Record<ConnectorGroup, string>> = {
  walletConnect: 'WalletConnect',
  recent: 'Recent',
  injected: 'Installed',
  featured: 'Featured',
  custom: 'More wallets',
  external: 'External',
  recommended: 'Recommended',
}

/**
 * Labels of the connect methods that are not wallet lists.
 *
 * @example
 * methodLabels.email // 'Continue with email'
 */
export const methodLabels: Readonly<Record<Exclude<ConnectMethod, 'wallet'>, string>> = {
  email: 'Continue with email',
  social: 'Continue with a social account',
}
