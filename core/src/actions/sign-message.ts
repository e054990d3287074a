import type { SignMessageRequest } from '../chains/adapter.types.js'
import { NoActiveCaipAddressError } from '../errors/siwx.js'
import { requestSignature } from '../machines/connection/connection.request.js'
import { selectActiveConnection } from '../system/active-connection.js'
import type { FoyerCore } from '../system/module.types.js'

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
  const active = selectActiveConnection(foyer.actor)
  if (!active) return Promise.reject(new NoActiveCaipAddressError())
  return requestSignature(active.actor, { ...options, message })
}
