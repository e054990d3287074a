import type { FoyerCore } from '../system/module.types.js'
import { getConnections } from './get-connection.js'

/**
 * Asks the same wallet again after a rejected or failed connect attempt.
 *
 * @example
 * retryConnect(foyer)
 */
export function retryConnect(foyer: FoyerCore): void {
  for (const connection of getConnections(foyer)) connection.send({ type: 'CONNECTION.RETRY' })
}
