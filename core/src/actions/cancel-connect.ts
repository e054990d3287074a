import type { FoyerCore } from '../system/module.types.js'
import { getConnections } from './get-connection.js'

/**
 * Gives up the connect attempt in progress (a wallet that never answers).
 *
 * @example
 * cancelConnect(foyer)
 */
export function cancelConnect(foyer: FoyerCore): void {
  for (const connection of getConnections(foyer)) connection.send({ type: 'CONNECTION.CANCEL' })
}
