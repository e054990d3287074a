/**
 * Bitcoin-alphabet base58, just enough to check Solana addresses without a new dependency.
 * Inputs are at most a few dozen characters, so the simple quadratic big-number loop is fine.
 */

const alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

/** Character → digit value; -1 for characters outside the alphabet (0, O, I, l and the rest). */
const digits = (() => {
  const table = new Int8Array(128).fill(-1)
  for (let i = 0; i < alphabet.length; i++) table[alphabet.charCodeAt(i)] = i
  return table
})()

/**
 * Decodes a base58 string to bytes, or `undefined` when it has a character outside the alphabet.
 * Each leading `1` stands for one leading zero byte.
 *
 * @example
 * decodeBase58('11111111111111111111111111111111') // 32 zero bytes (Solana's System Program)
 */
export function decodeBase58(value: string): Uint8Array | undefined {
  // Little-endian base-256 digits of the number the string spells, grown as needed.
  const bytes: number[] = []
  let zeros = 0
  while (zeros < value.length && value[zeros] === '1') zeros++
  for (let i = zeros; i < value.length; i++) {
    const code = value.charCodeAt(i)
    let carry = code < 128 ? (digits[code] ?? -1) : -1
    if (carry < 0) return undefined
    for (let j = 0; j < bytes.length; j++) {
      carry += (bytes[j] ?? 0) * 58
      bytes[j] = carry & 0xff
      carry >>= 8
    }
    while (carry > 0) {
      bytes.push(carry & 0xff)
      carry >>= 8
    }
  }
  const out = new Uint8Array(zeros + bytes.length)
  for (let i = 0; i < bytes.length; i++) out[out.length - 1 - i] = bytes[i] ?? 0
  return out
}

/**
 * Encodes bytes as base58; each leading zero byte becomes a leading `1`.
 *
 * @example
 * encodeBase58(new Uint8Array(32)) // '11111111111111111111111111111111'
 */
export function encodeBase58(bytes: Uint8Array): string {
  // Little-endian base-58 digits of the number the bytes spell.
  const out: number[] = []
  let zeros = 0
  while (zeros < bytes.length && bytes[zeros] === 0) zeros++
  for (let i = zeros; i < bytes.length; i++) {
    let carry = bytes[i] ?? 0
    for (let j = 0; j < out.length; j++) {
      carry += (out[j] ?? 0) << 8
      out[j] = carry % 58
      carry = Math.floor(carry / 58)
    }
    while (carry > 0) {
      out.push(carry % 58)
      carry = Math.floor(carry / 58)
    }
  }
  let text = '1'.repeat(zeros)
  for (let i = out.length - 1; i >= 0; i--) text += alphabet[out[i] ?? 0]
  return text
}
