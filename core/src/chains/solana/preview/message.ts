import { UnreadableSolanaTransactionError } from './preview-errors.js'

// A Solana message read to its last byte, the way the runtime's sanitizer reads it: a legacy or v0
// header, the static account keys, the blockhash, the compiled instructions and (v0) the address
// lookup tables. Anything the runtime would refuse, or that Foyer could misread (bytes left over, an
// index past the accounts, a program taken from a lookup table), is refused here, so the review never
// describes a different message from the one that gets signed.

const KEY_BYTES = 32
/** The top bit of the first byte marks a versioned message; the other bits are its version. */
const VERSION_PREFIX = 0x80

/**
 * One instruction as the message compiles it: indexes into the message's account list.
 *
 * @example
 * const instruction: CompiledInstruction = { programIndex: 2, accountIndexes: [0, 1], data }
 */
export type CompiledInstruction = { programIndex: number; accountIndexes: number[]; data: Uint8Array }

/**
 * A v0 message's use of one address lookup table: the table's address and the indexes it takes,
 * writable ones and read-only ones.
 */
export type LookupTableUse = { table: Uint8Array; writable: number[]; readonly: number[] }

/**
 * A message's parts, raw (32-byte keys).
 *
 * @example
 * const { keys, instructions } = readSolanaMessage(message)
 */
export type SolanaMessage = {
  version: 'legacy' | 0
  /** How many of the first keys sign (the first one pays the fee). */
  signers: number
  keys: Uint8Array[]
  blockhash: Uint8Array
  instructions: CompiledInstruction[]
  lookups: LookupTableUse[]
}

/** Reads bytes front to back; running past the end throws. */
function reader(bytes: Uint8Array) {
  let offset = 0
  const fail = (details: string): never => {
    throw new UnreadableSolanaTransactionError({ details })
  }
  const take = (count: number) => {
    if (offset + count > bytes.length) fail('the message ends early')
    const slice = bytes.slice(offset, offset + count)
    offset += count
    return slice
  }
  return {
    fail,
    take,
    u8: () => take(1)[0] ?? fail('the message ends early'),
    /** A compact-u16: 1 to 3 bytes of 7 bits; a longer or non-minimal encoding is refused as the runtime does. */
    shortVec() {
      let value = 0
      for (let index = 0; index < 3; index++) {
        const byte = take(1)[0] ?? 0
        value |= (byte & 0x7f) << (7 * index)
        if ((byte & 0x80) === 0) {
          if (index > 0 && byte === 0) fail('a length is not in its shortest form')
          if (value > 0xffff) fail('a length above 65535')
          return value
        }
      }
      return fail('a length longer than 3 bytes')
    },
    done: () => offset === bytes.length,
  }
}

/**
 * The message's parts, checked: throws an `UnreadableSolanaTransactionError` for bytes the runtime
 * would refuse or that could be read two ways.
 *
 * @example
 * readSolanaMessage(readWireTransaction(wire).message).instructions.length // 2
 */
export function readSolanaMessage(message: Uint8Array): SolanaMessage {
  const read = reader(message)
  const first = message[0] ?? read.fail('an empty message')
  let version: SolanaMessage['version'] = 'legacy'
  if ((first & VERSION_PREFIX) !== 0) {
    if ((first & ~VERSION_PREFIX) !== 0) read.fail(`message version ${first & ~VERSION_PREFIX}`)
    version = 0
    read.u8()
  }
  const signers = read.u8()
  const readonlySigners = read.u8()
  const readonlyUnsigned = read.u8()
  const keyCount = read.shortVec()
  const keys = Array.from({ length: keyCount }, () => read.take(KEY_BYTES))
  if (signers === 0 || readonlySigners >= signers || signers + readonlyUnsigned > keyCount)
    read.fail('the header does not fit the account keys')
  const distinct = new Set(keys.map((key) => key.join(',')))
  if (distinct.size !== keys.length) read.fail('an account key is listed twice')
  const blockhash = read.take(KEY_BYTES)
  const instructions = Array.from({ length: read.shortVec() }, () => {
    const programIndex = read.u8()
    const accountIndexes = [...read.take(read.shortVec())]
    const data = read.take(read.shortVec())
    return { programIndex, accountIndexes, data }
  })
  const lookups: LookupTableUse[] =
    version === 0
      ? Array.from({ length: read.shortVec() }, () => ({
          table: read.take(KEY_BYTES),
          writable: [...read.take(read.shortVec())],
          readonly: [...read.take(read.shortVec())],
        }))
      : []
  if (!read.done()) read.fail('bytes after the message')
  const accountCount =
    keyCount + lookups.reduce((sum, lookup) => sum + lookup.writable.length + lookup.readonly.length, 0)
  if (accountCount > 256) read.fail('more than 256 accounts')
  for (const [at, instruction] of instructions.entries()) {
    // A program is always a static key, and never the fee payer (the runtime's sanitizer rule).
    if (instruction.programIndex === 0 || instruction.programIndex >= keyCount)
      read.fail(`instruction ${at + 1} names program ${instruction.programIndex} of ${keyCount} keys`)
    if (instruction.accountIndexes.some((index) => index >= accountCount))
      read.fail(`instruction ${at + 1} names an account past the ${accountCount} accounts`)
  }
  return { version, signers, keys, blockhash, instructions, lookups }
}
