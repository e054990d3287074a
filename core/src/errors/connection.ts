import { defineError } from './define.js'

/**
 * The wallet or the visitor refused the connection request.
 *
 * @example
 * throw new ConnectionRejectedError({ cause: providerError })
 */
export class ConnectionRejectedError extends defineError(
  'CONNECTION_REJECTED',
  'Connection rejected',
  'ConnectionRejectedError',
) {}

/**
 * The social-login popup was closed before it returned a result (SPEC §4, social login).
 *
 * @example
 * if (popup.closed) throw new PopupClosedError()
 */
export class PopupClosedError extends defineError('POPUP_CLOSED', 'Popup closed', 'PopupClosedError') {}

/**
 * A connector failed to connect for a reason other than a rejection.
 *
 * @example
 * throw new ConnectFailedError({ cause: error })
 */
export class ConnectFailedError extends defineError(
  'CONNECT_FAILED',
  'Failed to connect',
  'ConnectFailedError',
) {}

/**
 * The social-login redirect URI could not be obtained, so the popup cannot start.
 *
 * @example
 * if (!uri) throw new SocialConnectionInitError()
 */
export class SocialConnectionInitError extends defineError(
  'SOCIAL_CONNECTION_INIT_FAILED',
  'Failed to initiate social connection',
  'SocialConnectionInitError',
) {}

/**
 * The Farcaster login did not complete.
 *
 * @example
 * throw new FarcasterConnectError({ cause: error })
 */
export class FarcasterConnectError extends defineError(
  'FARCASTER_CONNECT_FAILED',
  'Failed to connect to farcaster',
  'FarcasterConnectError',
) {}

/**
 * An email or social-only action ran while the visitor is not logged in with email or social.
 *
 * @example
 * if (connector.type !== 'AUTH') throw new NotConnectedToAuthError()
 */
export class NotConnectedToAuthError extends defineError(
  'NOT_CONNECTED_TO_AUTH',
  'Not connected to email or social',
  'NotConnectedToAuthError',
) {}

/**
 * A stored multi-wallet connection names a connector that no longer exists.
 *
 * @example
 * if (!connector) throw new ConnectionConnectorNotFoundError({ details: connection.connectorId })
 */
export class ConnectionConnectorNotFoundError extends defineError(
  'CONNECTION_CONNECTOR_NOT_FOUND',
  'No connector found for connection',
  'ConnectionConnectorNotFoundError',
) {}

/**
 * A connection switch was asked for a status other than connected, active or disconnected (SPEC §4).
 *
 * @example
 * throw new InvalidConnectionStatusError({ details: `status: ${status}` })
 */
export class InvalidConnectionStatusError extends defineError(
  'INVALID_CONNECTION_STATUS',
  'Invalid connection status',
  'InvalidConnectionStatusError',
) {}

/**
 * The account asked to sign (or to become active) is not one the wallet gave this site in the
 * connection.
 *
 * @example
 * throw new AccountNotInConnectionError({ details: 'bc1p…' })
 */
export class AccountNotInConnectionError extends defineError(
  'ACCOUNT_NOT_IN_CONNECTION',
  'The wallet did not share that account with this site',
  'AccountNotInConnectionError',
) {}

/**
 * A request to the wallet (a signature) ended before the wallet answered: cancelled by the visitor or
 * the site, or the connection went.
 *
 * @example
 * throw new RequestAbortedError({ details: 'the wallet disconnected' })
 */
export class RequestAbortedError extends defineError(
  'REQUEST_ABORTED',
  'Request was aborted',
  'RequestAbortedError',
) {}

/**
 * A second request to the wallet while one waits for the visitor's answer: wallets show one prompt at
 * a time.
 *
 * @example
 * throw new RequestPendingError()
 */
export class RequestPendingError extends defineError(
  'REQUEST_PENDING',
  'Another request is waiting for the wallet',
  'RequestPendingError',
) {}
