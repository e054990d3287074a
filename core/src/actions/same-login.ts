import { AUTH_CONNECTOR_ID } from '../modules/embedded-wallet/auth-connector.js'
import type { ConnectionActor } from '../system/system.actors.js'

const connectorOf = (ref: ConnectionActor) => ref.getSnapshot().context.connection?.connectorId

/**
 * The connections that end with `ref`'s: itself, and when it is the embedded wallet's (the AUTH
 * connector: one email or social login connects an account in each of its namespaces) every other
 * namespace's AUTH connection too. One login, one disconnect (SPEC §4: disconnecting the auth connector
 * clears the login), so no namespace stays connected to a login that is gone.
 *
 * @example
 * sameLogin(connection('eip155'), getConnections(foyer)) // [eip155, solana] after an email login
 */
export function sameLogin(ref: ConnectionActor, all: readonly ConnectionActor[]): ConnectionActor[] {
  if (connectorOf(ref) !== AUTH_CONNECTOR_ID) return [ref]
  return [ref, ...all.filter((other) => other !== ref && connectorOf(other) === AUTH_CONNECTOR_ID)]
}
