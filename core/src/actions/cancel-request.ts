import type { FoyerCore } from '../system/module.types.js'
import { getConnections } from './get-connection.js'

/**
 * Gives up the request waiting for the wallet (a signature the visitor does not answer); its caller
 * gets 'Request was aborted'.
 *
 * @example
 * cancelRequest(foyer)
 */
export function cancelRequest(foyer: FoyerCore): void {
  for (const connection of getConnections(foyer)) connection.send({ type: 'CONNECTION.CANCEL_REQUEST' })
}
