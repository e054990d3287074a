/**
 * The alerts of SPEC §8: messages shown at the top of the modal that need the site owner's or the
 * visitor's attention. Each alert is shown once per page load (see the root machine), except those
 * that end with the modal: closing it drops them, and a later attempt tells them again.
 */
export const alerts = {
  NETWORK_NOT_FOUND: { variant: 'error', title: 'Network Not Found', message: 'Network not found' },
  INVALID_APP_CONFIGURATION: {
    variant: 'error',
    title: 'Invalid App Configuration',
    message: 'Origin not allow-listed: add this origin to your project on the dashboard.',
  },
  NETWORK_ERROR: { variant: 'error', title: 'Network Error', message: 'Failed to load the embedded wallet.' },
  EMBEDDED_WALLET_REQUEST_TIMED_OUT: {
    variant: 'error',
    title: 'Embedded Wallet Request Timed Out',
    message: 'The embedded wallet did not answer in time.',
  },
  SESSION_EXPIRED: {
    variant: 'error',
    title: 'Session Expired',
    message: 'Your session expired: connect again.',
  },
  INVALID_PROJECT_ID: {
    variant: 'error',
    title: 'Invalid Project ID',
    message: 'The project id was refused: check it on the dashboard.',
  },
  PROJECT_ID_NOT_CONFIGURED: {
    variant: 'warning',
    title: 'Project ID Not Configured',
    message: 'No project id is set: remote features are off (basic mode).',
  },
  SERVER_ERROR: { variant: 'error', title: 'Server Error', message: 'The server answered with an error.' },
  RATE_LIMITED: { variant: 'error', title: 'Rate Limited', message: 'Too many requests: try again later.' },
  IFRAME_LOAD_FAILED: {
    variant: 'error',
    title: 'iframe load failed',
    message: 'The login frame did not load.',
  },
  IFRAME_REQUEST_TIMEOUT: {
    variant: 'error',
    title: 'iframe request timeout',
    message: 'The login frame did not answer in time.',
  },
  UNVERIFIED_DOMAIN: {
    variant: 'error',
    title: 'unverified domain',
    message: 'This domain is not verified.',
  },
  MULTI_WALLET_NOT_ENABLED: {
    variant: 'info',
    title: 'Multi-Wallet Not Enabled',
    message: 'This site connects one wallet at a time.',
    endsWithModal: true,
  },
  LOCAL_CONFIGURATION_IGNORED: {
    variant: 'warning',
    title: 'Local configuration ignored',
    message: 'Remote configuration loaded: local feature settings are ignored.',
  },
  JWT_NOT_YET_VALID: {
    variant: 'error',
    title: 'Session not yet valid',
    message: "The device clock is behind: check the device's date and time.",
  },
} as const satisfies Record<string, AlertDefinition>

/** How an alert looks. */
export type AlertVariant = 'info' | 'warning' | 'error'

/**
 * A catalogue entry. `endsWithModal` marks an answer to something the visitor just did (not a
 * configuration problem): it is dropped when the modal closes, and told again on a later attempt.
 */
export type AlertDefinition = { variant: AlertVariant; title: string; message: string; endsWithModal?: true }

/** The id of an alert in the catalogue. */
export type AlertId = keyof typeof alerts

/**
 * Whether an alert answers the visitor's action and so ends with the modal (see {@link AlertDefinition}).
 *
 * @example
 * endsWithModal('MULTI_WALLET_NOT_ENABLED') // true
 * endsWithModal('PROJECT_ID_NOT_CONFIGURED') // false
 */
export function endsWithModal(id: AlertId): boolean {
  return 'endsWithModal' in alerts[id]
}

/**
 * A raised alert: a catalogue id plus an optional title and message that replace the defaults, so
 * the words name what happened (for example a server's own error text, or an allow list that could
 * not be read under an id whose default title speaks of a missing project id).
 *
 * @example
 * const alert: Alert = { id: 'SERVER_ERROR', message: 'HTTP status code: 503' }
 */
export type Alert = { id: AlertId; title?: string; message?: string }
