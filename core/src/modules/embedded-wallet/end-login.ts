import { AUTH_CONNECTOR_ID } from '../../connectors/auth-connector.js'
import { getSystemActor, type HasSystem } from '../../system/system.js'

/**
 * One login, one disconnect: one email or social login connects an account in each of the auth
 * connector's namespaces (SPEC §9: eip155, solana), so when one of them disconnects (the login signs
 * out) every other namespace still connected through the auth connector disconnects too; no account
 * stays connected to a login that is gone. Another wallet's connection is left alone.
 *
 * @example
 * endLogin(system) // in the frame's sign-out, whichever namespace disconnected
 */
export function endLogin(holder: HasSystem): void {
  for (const namespace of ['eip155', 'solana'] as const) {
    const connection = getSystemActor(holder, `connection.${namespace}`)
    const snapshot = connection?.getSnapshot()
    if (snapshot?.matches('connected') && snapshot.context.connection?.connectorId === AUTH_CONNECTOR_ID)
      connection?.send({ type: 'CONNECTION.DISCONNECT' })
  }
}
