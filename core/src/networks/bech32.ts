/**
 * Bech32 reading (BIP-173), just enough to check Cosmos addresses without a dependency: a sign-in page
 * reads account addresses, and the whole of `@scure/base` would cost it about 3 kB gzip. Writing is in
 * `bech32-write.ts`, a module of its own so that pages that only read never download it.
 */

export const charset = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l'
const generator = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3]
export const checksumLength = 6
/** BIP-173's limit on a whole bech32 string. */
export const longestText = 90

export function polymod(values: readonly number[]): number {
  let check = 1
  for (const value of values) {
    const top = check >>> 25
    check = ((check & 0x1ffffff) << 5) ^ value
    for (let bit = 0; bit < 5; bit++) if ((top >>> bit) & 1) check ^= generator[bit] ?? 0
  }
  return check
}

/** The prefix's characters as the checksum covers them: their high bits, a zero, their low bits. */
export function expandPrefix(prefix: string): number[] {
  const codes = Array.from(prefix, (char) => char.charCodeAt(0))
  return [...codes.map((code) => code >> 5), 0, ...codes.map((code) => code & 31)]
}

/** 5-bit words back to bytes; `undefined` when more than 4 bits, or bits that are not zero, are left. */
function wordsToBytes(words: readonly number[]): Uint8Array | undefined {
  const bytes: number[] = []
  let accumulator = 0
  let bits = 0
  for (const word of words) {
    accumulator = (accumulator << 5) | word
    bits += 5
    if (bits >= 8) {
      bits -= 8
      bytes.push((accumulator >> bits) & 0xff)
    }
    accumulator &= (1 << bits) - 1
  }
  return bits < 5 && accumulator === 0 ? Uint8Array.from(bytes) : undefined
}

/**
 * A bech32 string read: its human-readable prefix and the bytes its data words spell.
 *
 * @example
 * const read: Bech32Text = { prefix: 'cosmos', bytes: new Uint8Array(20) }
 */
export type Bech32Text = { prefix: string; bytes: Uint8Array }

/**
 * Reads a lowercase bech32 string (BIP-173, not bech32m): its prefix and the bytes of its data, or
 * `undefined` when it is not one: longer than 90 characters, any capital letter (addresses are
 * written in lowercase; BIP-173's all-capitals form is refused too), no `1` before a data part of at
 * least 6 characters, a character outside the alphabet, a checksum that does not hold, or data words
 * that leave padding bits.
 *
 * @example
 * decodeBech32('cosmos1fl48vsnmsdzcv85q5d2q4z5ajdha8yu34mf0eh')?.prefix // 'cosmos'
 * decodeBech32('cosmos1fl48vsnmsdzcv85q5d2q4z5ajdha8yu34mf0ek') // undefined: checksum
 */
export function decodeBech32(text: string): Bech32Text | undefined {
  if (text.length > longestText || text !== text.toLowerCase()) return undefined
  const separator = text.lastIndexOf('1')
  if (separator < 1 || text.length - separator - 1 < checksumLength) return undefined
  const prefix = text.slice(0, separator)
  if (!/^[\x21-\x7e]+$/.test(prefix)) return undefined
  const words: number[] = []
  for (const char of text.slice(separator + 1)) {
    const word = charset.indexOf(char)
    if (word < 0) return undefined
    words.push(word)
  }
  if (polymod([...expandPrefix(prefix), ...words]) !== 1) return undefined
  const bytes = wordsToBytes(words.slice(0, -checksumLength))
  return bytes && { prefix, bytes }
}
