import type { ConnectMethod, ConnectorGroup } from '@foyer/core'
import type { MessageKey } from '../../i18n/dictionary.js'

/**
 * Headings of the Connect view's wallet groups (their keys in the dictionary).
 *
 * @example
 * t(groupLabels.injected) // 'Installed'
 */
export const groupLabels: Readonly<Record<ConnectorGroup, MessageKey>> = {
  walletConnect: 'WalletConnect',
  recent: 'Recent',
  injected: 'Installed',
  featured: 'Featured',
  custom: 'More wallets',
  external: 'External',
  recommended: 'Recommended',
}

/**
 * Labels of the connect methods that are not wallet lists (their keys in the dictionary).
 *
 * @example
 * t(methodLabels.email) // 'Continue with email'
 */
export const methodLabels: Readonly<Record<Exclude<ConnectMethod, 'wallet'>, MessageKey>> = {
  email: 'Continue with email',
  social: 'Continue with a social account',
}
