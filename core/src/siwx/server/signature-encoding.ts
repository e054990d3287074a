import { base58, base64, base64nopad, base64url, base64urlnopad, hex } from '@scure/base'

/**
 * The longest text a `length`-byte signature can be written in: hex with a `0x` (base58 and base64
 * are shorter). Longer text is refused before any decoder runs, as base58 decoding takes time that
 * grows with the square of the input's length.
 *
 * @example
 * maxSignatureTextLength(64) // 130
 */
export function maxSignatureTextLength(length: number): number {
  return 2 * length + 2
}

/**
 * The byte strings a text signature may stand for. Wallets hand signatures over in different
 * encodings (Solana wallets return bytes that apps usually write as base58; some write hex or
 * base64), and a short base64 string can also be valid base58, so every reading of the expected
 * length is a candidate. Trying each is safe: a forger would still need a valid signature of these
 * bytes. Text longer than {@link maxSignatureTextLength} has none.
 *
 * @example
 * signatureCandidates('5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW', 64)
 * // [Uint8Array(64)]
 */
export function signatureCandidates(text: string, length: number): Uint8Array[] {
  const candidates: Uint8Array[] = []
  if (text.length > maxSignatureTextLength(length)) return candidates
  const hexDigits = text.startsWith('0x') ? text.slice(2) : text
  const readings: (() => Uint8Array)[] = [
    () => base58.decode(text),
    () => hex.decode(hexDigits.toLowerCase()),
    () => base64.decode(text),
    () => base64nopad.decode(text),
    () => base64url.decode(text),
    () => base64urlnopad.decode(text),
  ]
  for (const read of readings) {
    let bytes: Uint8Array
    try {
      bytes = read()
    } catch {
      continue
    }
    if (bytes.length === length && !candidates.some((known) => sameBytes(known, bytes)))
      candidates.push(bytes)
  }
  return candidates
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, index) => byte === b[index])
}
