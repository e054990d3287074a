import type { ConnectMethod, ConnectorGroup } from '@foyer/core'
import type { MessageKey } from '../../i18n/dictionary.js'

/**
 * Headings of the Connect view's wallet groups (their keys in the dictionary).
 *
 * @example
 * t(groupLabels.injected) // 'Installed'
 */
export const groupLabels: Readonly<Record<ConnectorGroup, MessageKey>> = {
  walletConnect: 'connect.group.walletConnect',
  recent: 'connect.group.recent',
  injected: 'connect.group.injected',
  featured: 'connect.group.featured',
  custom: 'connect.group.custom',
  external: 'connect.group.external',
  recommended: 'connect.group.recommended',
}

/**
 * Labels of the connect methods that are not wallet lists (their keys in the dictionary).
 *
 * @example
 * t(methodLabels.email) // 'Continue with email'
 */
export const methodLabels: Readonly<Record<Exclude<ConnectMethod, 'wallet'>, MessageKey>> = {
  email: 'connect.method.email',
  social: 'connect.method.social',
}
