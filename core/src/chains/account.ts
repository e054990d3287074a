import { AccountNotInConnectionError } from '../errors/connection.js'
import type { Account, Connection } from './adapter.types.js'

/**
 * The connection's account with `address`, or the active (first) one without an address. `isSame`
 * compares addresses as the namespace does (EVM addresses ignore case; base58 and bech32 do not).
 * Throws `AccountNotInConnectionError` for an address the wallet did not share.
 *
 * @example
 * accountOf(connection, '0xab…', (a, b) => a.toLowerCase() === b.toLowerCase())
 */
export function accountOf(
  connection: Connection,
  address: string | undefined,
  isSame: (a: string, b: string) => boolean = (a, b) => a === b,
): Account {
  if (address === undefined) return connection.accounts[0]
  const account = connection.accounts.find((candidate) => isSame(candidate.address, address))
  if (!account) throw new AccountNotInConnectionError({ details: address })
  return account
}
