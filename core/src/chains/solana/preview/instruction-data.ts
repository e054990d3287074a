import { encodeBase58 } from '../../../networks/base58.js'
import { UnreadableInstructionError } from './preview-errors.js'

/**
 * Reads an instruction's data by its exact layout: every field in order, and `end()` checks that no
 * byte is left over. A short or long instruction throws `UnreadableInstructionError`: the runtime
 * ignores trailing bytes, so data one byte too long must not pass for the instruction it resembles.
 *
 * @example
 * const data = instructionData(bytes, 'System Program')
 * const lamports = data.u64(); data.end()
 */
export function instructionData(bytes: Uint8Array, what: string) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  let offset = 0
  const need = (count: number) => {
    if (offset + count > bytes.length)
      throw new UnreadableInstructionError({
        details: `${what}: the data ends early (${bytes.length} bytes)`,
      })
    const at = offset
    offset += count
    return at
  }
  const u64 = () => view.getBigUint64(need(8), true)
  return {
    u8: () => view.getUint8(need(1)),
    u32: () => view.getUint32(need(4), true),
    u64,
    key: () => encodeBase58(bytes.slice(need(32), offset)),
    /** A Rust `String` as bincode writes it: a u64 length, then UTF-8. */
    text() {
      const length = u64()
      if (length > 32n)
        throw new UnreadableInstructionError({ details: `${what}: a seed of ${length} bytes (32 at most)` })
      const start = need(Number(length))
      return new TextDecoder('utf-8', { fatal: true }).decode(bytes.slice(start, offset))
    },
    /** An SPL `COption<Pubkey>` as a one-byte tag (0 none, 1 some) and the key. */
    optionalKey() {
      const tag = view.getUint8(need(1))
      if (tag === 0) return undefined
      if (tag !== 1) throw new UnreadableInstructionError({ details: `${what}: option tag ${tag}` })
      return encodeBase58(bytes.slice(need(32), offset))
    },
    end() {
      if (offset !== bytes.length)
        throw new UnreadableInstructionError({
          details: `${what}: ${bytes.length} bytes of data, ${offset} expected`,
        })
    },
  }
}

/**
 * The instruction's accounts, at least `count` of them (the runtime fails an instruction with fewer;
 * the review refuses it rather than guess which account is which).
 *
 * @example
 * const [from, to] = accountsOf(instruction, 2, 'System Transfer')
 */
export function accountsOf(accounts: readonly string[], count: number, what: string): string[] {
  if (accounts.length < count)
    throw new UnreadableInstructionError({
      details: `${what}: ${accounts.length} accounts, ${count} expected`,
    })
  return [...accounts]
}
