import type { AlertId } from '../../errors/alerts.js'

// What WalletConnect's relay and client say when the project is misconfigured, and the alert each
// becomes (SPEC §8: origin not allowed, JWT not yet valid and invalid key map to matching alerts). The
// relay closes the socket with these texts; the client passes them on in its errors.
const providerAlerts: readonly { pattern: RegExp; alert: AlertId }[] = [
  { pattern: /origin not allowed/i, alert: 'INVALID_APP_CONFIGURATION' },
  { pattern: /JWT.*not yet valid/i, alert: 'JWT_NOT_YET_VALID' },
  { pattern: /invalid key/i, alert: 'INVALID_PROJECT_ID' },
  { pattern: /project id is missing/i, alert: 'PROJECT_ID_NOT_CONFIGURED' },
]

/** How deep into `cause` chains to look: wrappers (Foyer's, the client's) add a level or two. */
const MAX_CAUSE_DEPTH = 5

/**
 * The alert a WalletConnect error calls for, if it is one of the configuration errors above; the
 * error's message and those of its causes are read.
 *
 * @example
 * walletConnectAlertOf(new Error('Unauthorized: origin not allowed')) // 'INVALID_APP_CONFIGURATION'
 * walletConnectAlertOf(new Error('socket hang up')) // undefined
 */
export function walletConnectAlertOf(error: unknown): AlertId | undefined {
  let current: unknown = error
  for (let depth = 0; depth <= MAX_CAUSE_DEPTH && current !== undefined && current !== null; depth++) {
    const message = typeof current === 'string' ? current : (current as { message?: unknown }).message
    if (typeof message === 'string') {
      const match = providerAlerts.find(({ pattern }) => pattern.test(message))
      if (match) return match.alert
    }
    current = typeof current === 'object' ? (current as { cause?: unknown }).cause : undefined
  }
  return undefined
}
