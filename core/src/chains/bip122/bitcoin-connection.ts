import type { Connection } from '../adapter.types.js'

/**
 * Whether a connection is a Bitcoin one, typed as such (for the Bitcoin adapter's own actions).
 *
 * @example
 * if (isBitcoinConnection(connection)) await adapter.createTransferPsbt(connection, transfer)
 */
export function isBitcoinConnection(connection: Connection): connection is Connection<'bip122'> {
  return connection.namespace === 'bip122'
}
