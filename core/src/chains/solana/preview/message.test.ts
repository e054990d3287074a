import {
  Keypair,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionMessage,
  VersionedMessage,
} from '@solana/web3.js'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { encodeBase58 } from '../../../networks/base58.js'
import { readSolanaMessage } from './message.js'
import { UnreadableSolanaTransactionError } from './preview-errors.js'

const payer = new PublicKey(new Uint8Array(32).fill(1))
const blockhash = encodeBase58(new Uint8Array(32).fill(9))

function legacyMessage(count = 1): Uint8Array {
  const transaction = new Transaction({ feePayer: payer, recentBlockhash: blockhash })
  for (let index = 0; index < count; index++)
    transaction.add(
      SystemProgram.transfer({
        fromPubkey: payer,
        toPubkey: Keypair.generate().publicKey,
        lamports: index + 1,
      }),
    )
  return Uint8Array.from(transaction.serializeMessage())
}

const refused = (bytes: Uint8Array, details: RegExp) => {
  expect(() => readSolanaMessage(bytes)).toThrow(UnreadableSolanaTransactionError)
  expect(() => readSolanaMessage(bytes)).toThrow(details)
}

describe('readSolanaMessage', () => {
  it('reads what web3.js compiles, legacy and v0, to the same keys and instructions web3.js reads back', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 6 }), fc.boolean(), (count, versioned) => {
        const legacy = legacyMessage(count)
        const bytes = versioned
          ? new TransactionMessage({
              payerKey: payer,
              recentBlockhash: blockhash,
              instructions: Transaction.populate(VersionedMessage.deserialize(legacy) as never).instructions,
            })
              .compileToV0Message()
              .serialize()
          : legacy
        const read = readSolanaMessage(bytes)
        const oracle = VersionedMessage.deserialize(bytes)
        expect(read.version).toBe(versioned ? 0 : 'legacy')
        expect(read.keys.map(encodeBase58)).toEqual(oracle.staticAccountKeys.map((key) => key.toBase58()))
        expect(read.instructions.map((i) => [i.programIndex, i.accountIndexes, [...i.data]])).toEqual(
          oracle.compiledInstructions.map((i) => [i.programIdIndex, i.accountKeyIndexes, [...i.data]]),
        )
      }),
      { numRuns: 30 },
    )
  })

  it('refuses bytes after the message, a message version other than 0, and an empty message', () => {
    refused(Uint8Array.from([...legacyMessage(), 0]), /bytes after the message/)
    const v1 = Uint8Array.from(legacyMessage())
    refused(Uint8Array.from([0x81, ...v1]), /message version 1/)
    refused(new Uint8Array(), /an empty message/)
    refused(legacyMessage().slice(0, -1), /ends early/)
  })

  it('refuses a header that does not fit the keys, a key listed twice, and out-of-range indexes', () => {
    const bytes = legacyMessage()
    // Header: 1 signer, 0 read-only signers, 1 read-only unsigned; keys: payer, recipient, System.
    refused(Uint8Array.from([0, ...bytes.slice(1)]), /header/)
    refused(Uint8Array.from([bytes[0] ?? 0, 1, ...bytes.slice(2)]), /header/)
    const twice = Uint8Array.from(bytes)
    twice.set(bytes.slice(4, 36), 36) // the recipient's key becomes the payer's
    refused(twice, /listed twice/)
    const instruction = 4 + 3 * 32 + 32 + 1 // header, count, 3 keys, blockhash, instruction count
    const programZero = Uint8Array.from(bytes)
    programZero[instruction] = 0
    refused(programZero, /names program 0/)
    const pastAccounts = Uint8Array.from(bytes)
    pastAccounts[instruction + 2] = 3
    refused(pastAccounts, /names an account past the 3 accounts/)
  })

  it('refuses a length that is not in its shortest form (the runtime reads it as another message)', () => {
    const bytes = legacyMessage()
    // The key count 3 written as two bytes (0x83 0x00) instead of one.
    refused(Uint8Array.from([...bytes.slice(0, 3), 0x83, 0x00, ...bytes.slice(4)]), /shortest form/)
  })
})
