import type { SignMessageRequest } from '../chains/adapter.types.js'
import { NoActiveCaipAddressError } from '../errors/siwx.js'
import { requestSignature } from '../machines/connection/connection.request.js'
import { selectActiveNamespace } from '../machines/network/network.selectors.js'
import type { FoyerCore } from '../system/module.types.js'
import { getSystemActor } from '../system/system.js'
import { getConnection } from './get-connection.js'

/**
 * Signs a message with the active namespace's connected account (or `address`, another account the
 * wallet shared; `protocol` where the namespace has several signing schemes). The request goes through
 * the connection actor: `cancelRequest` ends it, and so does a disconnect ('Request was aborted').
 * Rejects with `NoActiveCaipAddressError` when no wallet is connected there, and with the wallet's error
 * otherwise.
 *
 * @example
 * const signature = await signMessage(foyer, 'Hello from Foyer')
 */
export function signMessage(
  foyer: FoyerCore,
  message: string,
  options: Omit<SignMessageRequest, 'message'> = {},
): Promise<string> {
  const network = getSystemActor(foyer.actor, 'network')
  const namespace = network && selectActiveNamespace(network.getSnapshot())
  const connection = namespace ? getConnection(foyer, namespace) : undefined
  if (!connection) return Promise.reject(new NoActiveCaipAddressError())
  return requestSignature(connection, { ...options, message })
}
