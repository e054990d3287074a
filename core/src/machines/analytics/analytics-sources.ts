import type { PreparedTransfer } from '../../chains/transfer.types.js'
import type { ConnectorType } from '../../connectors/connector.types.js'
import type { AccountTypeEmitted } from '../account-type/account-type.types.js'
import type { ActivityEmitted } from '../activity/activity.types.js'
import type { ConnectionEmitted } from '../connection/connection.types.js'
import type { FarcasterEmitted } from '../farcaster/farcaster.types.js'
import type { RelayEmitted } from '../relay/relay.types.js'
import type { SendEmitted } from '../send/send.types.js'
import type { SocialEmitted } from '../social/social.types.js'
import type { AllWalletsViewModel } from '../wallet-list/wallet-list.views.js'
import type { AnalyticsEvent, ErrorReport } from './analytics-events.js'

// Where each analytics event comes from: what Foyer's actors already emit (a connection made, a
// transfer sent, a social login's steps, …) or show (the modal open, the wallet list searching), read
// by system id. The machines know nothing of analytics: a site without the module pays nothing.

/** The system ids whose emitted events {@link eventOfEmitted} reads, besides `connection.<namespace>`. */
export const emittingSources = [
  'send',
  'activityFeed',
  'accountType',
  'social',
  'farcaster',
  'walletConnect.relay',
] as const

/** What those actors emit (each event's type names one source). */
export type SourceEmitted =
  | ConnectionEmitted
  | SendEmitted
  | ActivityEmitted
  | AccountTypeEmitted
  | SocialEmitted
  | FarcasterEmitted
  | RelayEmitted

const sourceEventTypes: ReadonlySet<string> = new Set<SourceEmitted['type']>([
  'connection.attemptStarted',
  'connection.made',
  'send.initiated',
  'send.succeeded',
  'ERROR_FETCH_TRANSACTIONS',
  'accountType.set',
  'social.started',
  'social.requestedUserData',
  'social.succeeded',
  'social.failed',
  'walletConnect.startFailed',
])

/**
 * Whether an emitted event is one the analytics read (by its type: the actors under the system ids
 * above emit them with the shapes {@link SourceEmitted} gives).
 *
 * @example
 * isSourceEmitted({ type: 'connection.made' }) // true
 */
export function isSourceEmitted(emitted: { type: string }): emitted is SourceEmitted {
  return sourceEventTypes.has(emitted.type)
}

/** The attempt a connection actor last started: what `connection.made` is told with. */
export type ConnectAttempt = { connectorId: string; connectorType: ConnectorType | undefined }

/**
 * The analytics event an actor's emitted event stands for, if any. A connection made is told with the
 * namespace of its actor and the last attempt that actor started.
 *
 * @example
 * eventOfEmitted({ type: 'accountType.set', accountType: 'smartAccount' })
 * // { event: 'SET_PREFERRED_ACCOUNT_TYPE', properties: { accountType: 'smartAccount' } }
 */
export function eventOfEmitted(
  emitted: SourceEmitted,
  connection?: { namespace: string; attempt: ConnectAttempt | undefined },
): AnalyticsEvent | undefined {
  switch (emitted.type) {
    case 'connection.made':
      return {
        event: 'CONNECT_SUCCESS',
        properties: {
          method: connection?.attempt?.connectorType ?? 'unknown',
          name: connection?.attempt?.connectorId ?? 'unknown',
          namespace: connection?.namespace ?? 'unknown',
        },
      }
    case 'send.initiated':
      return { event: 'SEND_INITIATED', properties: transferProperties(emitted.transfer) }
    case 'send.succeeded':
      return { event: 'SEND_SUCCESS', properties: transferProperties(emitted.transfer) }
    case 'ERROR_FETCH_TRANSACTIONS':
      return { event: 'ERROR_FETCH_TRANSACTIONS', properties: { network: emitted.caipNetworkId } }
    case 'accountType.set':
      return { event: 'SET_PREFERRED_ACCOUNT_TYPE', properties: { accountType: emitted.accountType } }
    case 'social.started':
    case 'social.requestedUserData':
    case 'social.succeeded':
    case 'social.failed':
      return {
        event: `SOCIAL_LOGIN_${socialSteps[emitted.type]}`,
        properties: { provider: emitted.provider ?? 'unknown' },
      }
    default:
      return undefined
  }
}

/**
 * The error report an actor's emitted event stands for, if any: WalletConnect's client failing to
 * start is reported as its error class (`UniversalProviderInitError`), in the `walletconnect` category.
 *
 * @example
 * errorReportOfEmitted({ type: 'walletConnect.startFailed', errorType: 'UniversalProviderInitError', errorMessage: 'WalletConnect could not be started', stackTrace: undefined })
 * // { category: 'walletconnect', errorType: 'UniversalProviderInitError', errorMessage: 'WalletConnect could not be started', stackTrace: undefined }
 */
export function errorReportOfEmitted(emitted: SourceEmitted): ErrorReport | undefined {
  if (emitted.type !== 'walletConnect.startFailed') return undefined
  const { errorType, errorMessage, stackTrace } = emitted
  return { category: 'walletconnect', errorType, errorMessage, stackTrace }
}

const socialSteps = {
  'social.started': 'STARTED',
  'social.requestedUserData': 'REQUEST_USER_DATA',
  'social.succeeded': 'SUCCESS',
  'social.failed': 'ERROR',
} as const

function transferProperties(transfer: PreparedTransfer) {
  return { network: transfer.caipNetworkId, token: transfer.symbol, amount: transfer.amount.toString() }
}

/**
 * The modal's event when it opens or closes (nothing while it stays as it was).
 *
 * @example
 * eventOfModal({ wasOpen: false, isOpen: true, connected: false }) // { event: 'MODAL_OPEN', properties: { connected: false } }
 */
export function eventOfModal(change: {
  wasOpen: boolean
  isOpen: boolean
  connected: boolean
}): AnalyticsEvent | undefined {
  if (change.wasOpen === change.isOpen) return undefined
  return { event: change.isOpen ? 'MODAL_OPEN' : 'MODAL_CLOSE', properties: { connected: change.connected } }
}

/**
 * A wallet search when the list starts loading a search other than the last one told (the list waits
 * for a pause in typing, so this is one event per search, not per key). `undefined` otherwise.
 *
 * @example
 * eventOfWalletList({ status: 'loading', query: 'rain', certifiedOnly: false }, '') // SEARCH_WALLET for 'rain'
 */
export function eventOfWalletList(view: AllWalletsViewModel, lastSearch: string): AnalyticsEvent | undefined {
  if (view.status !== 'loading' || view.query === '' || view.query === lastSearch) return undefined
  return { event: 'SEARCH_WALLET', properties: { search: view.query, certifiedOnly: view.certifiedOnly } }
}
