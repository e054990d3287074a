import type { ConnectorType } from '@foyer/core'
import { type EmailSnapshot, selectLoginEmail } from '@foyer/core/embedded-wallet'
import { useActorSelector } from '../../hooks/useActorSelector.js'
import { useSystemActor } from '../../hooks/useSystemActor.js'

const loginEmailOf = (snapshot: EmailSnapshot | undefined) =>
  snapshot ? selectLoginEmail(snapshot) : undefined

/**
 * The address the embedded wallet is signed in with, while the account shown is the embedded wallet's
 * (connected through an AUTH connector); else `undefined`.
 *
 * @example
 * const email = useLoginEmail(view.connectorType)
 */
export function useLoginEmail(connectorType: ConnectorType | undefined): string | undefined {
  const email = useActorSelector(useSystemActor('email'), loginEmailOf)
  return connectorType === 'AUTH' ? email : undefined
}
