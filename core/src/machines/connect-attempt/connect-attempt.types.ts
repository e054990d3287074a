import type { AnyChainAdapter, Connection } from '../../chains/adapter.types.js'
import type { Connector } from '../../connectors/connector.types.js'
import type { Network } from '../../networks/network.types.js'
import type { ConnectError, ConnectSignInSource } from '../connection/connection.types.js'

/** What a connect attempt asks with: the wallet behind `connector` (none: not found), on `network`. */
export type ConnectAttemptInput = {
  adapter: AnyChainAdapter
  connector: Connector | undefined
  network: Network
  /** Where the attempt finds a sign-in to make in the same prompt, if the wallet can. */
  signIn: ConnectSignInSource | undefined
}

/** The attempt's context: its input, why it last failed while that shows, and what the wallet made. */
export type ConnectAttemptContext = ConnectAttemptInput & {
  error: ConnectError | undefined
  connection: Connection | undefined
}

/**
 * Events a connect attempt accepts.
 *
 * @example
 * attempt.send({ type: 'ATTEMPT.RETRY' })
 */
export type ConnectAttemptEvent =
  /** Ask the wallet again after a rejection or a failure. */
  { type: 'ATTEMPT.RETRY' }

/**
 * What an attempt tells its parent (a connection actor) as it goes: the error it shows now (none while
 * the wallet is being asked).
 */
export type ConnectAttemptReport = { type: 'CONNECTION.ATTEMPT_CHANGED'; error: ConnectError | undefined }
