import { charset, checksumLength, expandPrefix, longestText, polymod } from './bech32.js'

// Bech32 writing (BIP-173), beside the reader in `bech32.ts`: an account written with another chain's
// prefix (Cosmos chains share accounts, each writes them with its own prefix).

/** Bytes as 5-bit words, the last one padded with zero bits. */
function bytesToWords(bytes: Uint8Array): number[] {
  const words: number[] = []
  let accumulator = 0
  let bits = 0
  for (const byte of bytes) {
    accumulator = (accumulator << 8) | byte
    bits += 8
    while (bits >= 5) {
      bits -= 5
      words.push((accumulator >> bits) & 31)
    }
    accumulator &= (1 << bits) - 1
  }
  if (bits > 0) words.push((accumulator << (5 - bits)) & 31)
  return words
}

/**
 * Writes `bytes` as a bech32 string (BIP-173) with the human-readable `prefix`, or `undefined` when
 * no bech32 string can carry them: a prefix that is empty or has characters outside ASCII 33–126 or
 * capitals, or a result over 90 characters.
 *
 * @example
 * encodeBech32('osmo', decodeBech32('cosmos1fl48vsnmsdzcv85q5d2q4z5ajdha8yu34mf0eh')!.bytes)
 * // 'osmo1fl48vsnmsdzcv85q5d2q4z5ajdha8yu3…' (the same account's bytes, another chain's prefix)
 */
export function encodeBech32(prefix: string, bytes: Uint8Array): string | undefined {
  if (!/^[\x21-\x40\x5b-\x7e]+$/.test(prefix)) return undefined
  const words = bytesToWords(bytes)
  const check = polymod([...expandPrefix(prefix), ...words, 0, 0, 0, 0, 0, 0]) ^ 1
  const checksum = Array.from({ length: checksumLength }, (_, index) => (check >>> (5 * (5 - index))) & 31)
  const text = `${prefix}1${[...words, ...checksum].map((word) => charset[word]).join('')}`
  return text.length > longestText ? undefined : text
}
