import type { EmbeddedAccountType } from '../../chains/eip155/embedded/frame-provider.js'
import type { SocialProvider } from '../../config/features.js'
import type { ConnectorType } from '../../connectors/connector.types.js'

/** A social login's step, as the analytics events name them. */
type SocialStep = 'STARTED' | 'REQUEST_USER_DATA' | 'SUCCESS' | 'ERROR'

/**
 * What the visitor did, as the analytics events name it: the modal opened or closed (and whether a
 * wallet was connected), a network switch asked for, a wallet connected with a prompt (how and which),
 * a wallet search, a transfer asked for and landed (network, token symbol, amount in the smallest
 * unit), a history read that failed, the embedded wallet's account type chosen, and a social login's
 * steps. No event carries the visitor's address or the page's path: {@link AnalyticsRecord} adds
 * them, and the reporter sends them only where the site opted in.
 *
 * @example
 * const event: AnalyticsEvent = { event: 'MODAL_OPEN', properties: { connected: false } }
 */
export type AnalyticsEvent =
  | { event: 'MODAL_OPEN' | 'MODAL_CLOSE'; properties: { connected: boolean } }
  | { event: 'SWITCH_NETWORK'; properties: { network: string } }
  | {
      event: 'CONNECT_SUCCESS'
      properties: { method: ConnectorType | 'unknown'; name: string; namespace: string }
    }
  | { event: 'SEARCH_WALLET'; properties: { search: string; certifiedOnly: boolean } }
  | {
      event: 'SEND_INITIATED' | 'SEND_SUCCESS'
      properties: { network: string; token: string; amount: string }
    }
  | { event: 'ERROR_FETCH_TRANSACTIONS'; properties: { network: string } }
  | { event: 'SET_PREFERRED_ACCOUNT_TYPE'; properties: { accountType: EmbeddedAccountType } }
  | { event: `SOCIAL_LOGIN_${SocialStep}`; properties: { provider: SocialProvider | 'unknown' } }

/** The name of an analytics event (`'MODAL_OPEN'`, …). */
export type AnalyticsEventName = AnalyticsEvent['event']

/**
 * An analytics event as the site's listeners receive it: the event, when it happened, and the
 * visitor's active address at that moment when a wallet was connected. The address is the site's to
 * read on its own page; it is reported to the project's API only with `sendAddress`.
 *
 * @example
 * const record: AnalyticsRecord = { event: 'MODAL_CLOSE', properties: { connected: true }, timestamp: 1764000000000, address: '0xf39F…' }
 */
export type AnalyticsRecord = AnalyticsEvent & { timestamp: number; address: string | undefined }

/**
 * An error worth a report: what failed (`errorType`, the error class's name or code), its message,
 * the stack when there is one, and a category the reports are grouped by.
 *
 * @example
 * const report: ErrorReport = { category: 'walletconnect', errorType: 'UniversalProviderInitError', errorMessage: 'socket hang up', stackTrace: undefined }
 */
export type ErrorReport = {
  category: string
  errorType: string
  errorMessage: string
  stackTrace: string | undefined
}
