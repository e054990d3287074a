import { encodeBase58 } from '../../../networks/base58.js'
import type { SolanaAccountReader } from './account-reader.js'
import type { SolanaMessage } from './message.js'
import { UnreadableLookupTableError } from './preview-errors.js'

// A v0 message names some accounts by (table, index) instead of by key. The runtime loads them from
// the address lookup tables on chain, so the review must too: it reads each table over the network's
// RPC and refuses the transaction when a table cannot be read, rather than show an unknown recipient.

/** The Address Lookup Table program, owner of every table. */
export const LOOKUP_TABLE_PROGRAM = 'AddressLookupTab1e1111111111111111111111111'
/** A table's fixed header (type, deactivation slot, last extension, authority, padding), then 32-byte keys. */
const TABLE_HEADER_BYTES = 56
const LOOKUP_TABLE_TYPE = 1

/** The addresses a lookup table account holds, checked against its layout. */
function tableAddresses(table: string, owner: string, data: Uint8Array): Uint8Array[] {
  const fail = (details: string): never => {
    throw new UnreadableLookupTableError({ details: `${table}: ${details}` })
  }
  if (owner !== LOOKUP_TABLE_PROGRAM) fail(`owned by ${owner}, not the lookup table program`)
  if (data.length < TABLE_HEADER_BYTES || (data.length - TABLE_HEADER_BYTES) % 32 !== 0)
    fail(`${data.length} bytes is not a lookup table`)
  if (new DataView(data.buffer, data.byteOffset, 4).getUint32(0, true) !== LOOKUP_TABLE_TYPE)
    fail('not an initialized lookup table')
  const addresses: Uint8Array[] = []
  for (let offset = TABLE_HEADER_BYTES; offset < data.length; offset += 32)
    addresses.push(data.slice(offset, offset + 32))
  return addresses
}

/**
 * Every account of the message, in the runtime's order: the static keys, then each table's writable
 * picks, then each table's read-only picks. Throws `UnreadableLookupTableError` when a table the
 * message uses cannot be read.
 *
 * @example
 * const accounts = await messageAccounts(message, readAccount) // ['B62q…', '7Mo8…', …]
 */
export async function messageAccounts(
  message: SolanaMessage,
  readAccount: SolanaAccountReader | undefined,
): Promise<string[]> {
  const statics = message.keys.map(encodeBase58)
  if (message.lookups.length === 0) return statics
  if (!readAccount) throw new UnreadableLookupTableError({ details: 'no RPC to read them over' })
  const tables = await Promise.all(
    message.lookups.map(async ({ table }) => {
      const address = encodeBase58(table)
      let account: Awaited<ReturnType<SolanaAccountReader>>
      try {
        account = await readAccount(address)
      } catch (error) {
        throw new UnreadableLookupTableError({ cause: error, details: `${address}: ${String(error)}` })
      }
      if (!account) throw new UnreadableLookupTableError({ details: `${address} does not exist` })
      return { address, keys: tableAddresses(address, account.owner, account.data) }
    }),
  )
  const pick = (kind: 'writable' | 'readonly') =>
    message.lookups.flatMap((lookup, at) => {
      const table = tables[at]
      return lookup[kind].map((index) => {
        const key = table?.keys[index]
        if (!key)
          throw new UnreadableLookupTableError({
            details: `${table?.address} has ${table?.keys.length} addresses, index ${index} asked`,
          })
        return encodeBase58(key)
      })
    })
  return [...statics, ...pick('writable'), ...pick('readonly')]
}
