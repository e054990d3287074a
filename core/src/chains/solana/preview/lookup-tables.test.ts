import { describe, expect, it } from 'vitest'
import { encodeBase58 } from '../../../networks/base58.js'
import type { SolanaAccount } from './account-reader.js'
import { LOOKUP_TABLE_PROGRAM, messageAccounts } from './lookup-tables.js'
import type { SolanaMessage } from './message.js'
import { UnreadableLookupTableError } from './preview-errors.js'

const key = (fill: number) => new Uint8Array(32).fill(fill)

/** A lookup table account as the program writes it: a 56-byte header (type 1), then the keys. */
function table(keys: Uint8Array[], owner = LOOKUP_TABLE_PROGRAM): SolanaAccount {
  const data = new Uint8Array(56 + 32 * keys.length)
  data[0] = 1
  for (const [at, address] of keys.entries()) data.set(address, 56 + 32 * at)
  return { owner, lamports: 1n, data }
}

const message = (lookups: SolanaMessage['lookups']): SolanaMessage => ({
  version: 0,
  signers: 1,
  keys: [key(1), key(2)],
  blockhash: key(0),
  instructions: [],
  lookups,
})
const reader = (accounts: Record<string, SolanaAccount>) => async (address: string) =>
  accounts[address] ?? null

describe('messageAccounts', () => {
  it("orders accounts as the runtime does: static keys, every table's writable picks, then every table's read-only picks", async () => {
    const [a, b] = [key(10), key(20)]
    const tables = {
      [encodeBase58(a)]: table([key(11), key(12)]),
      [encodeBase58(b)]: table([key(21), key(22)]),
    }
    const accounts = await messageAccounts(
      message([
        { table: a, writable: [1], readonly: [0] },
        { table: b, writable: [0], readonly: [1] },
      ]),
      reader(tables),
    )
    expect(accounts).toEqual([key(1), key(2), key(12), key(21), key(11), key(22)].map(encodeBase58))
  })

  it('refuses tables it cannot read: no RPC, a failed read, no such account, another owner, an index past the end', async () => {
    const a = key(10)
    const uses = message([{ table: a, writable: [2], readonly: [] }])
    const cases = [
      [undefined, /no RPC/],
      [async () => Promise.reject(new Error('no answer within 3000 ms')), /no answer within 3000 ms/],
      [reader({}), /does not exist/],
      [reader({ [encodeBase58(a)]: table([key(11)], encodeBase58(key(5))) }), /not the lookup table program/],
      [reader({ [encodeBase58(a)]: table([key(11), key(12)]) }), /has 2 addresses, index 2 asked/],
    ] as const
    for (const [read, details] of cases) {
      const attempt = messageAccounts(uses, read)
      await expect(attempt).rejects.toBeInstanceOf(UnreadableLookupTableError)
      await expect(attempt).rejects.toThrow(details)
    }
  })
})
