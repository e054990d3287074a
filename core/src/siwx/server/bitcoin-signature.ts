import { base64 } from '@scure/base'
import { derSignatureS, isHighS } from './secp256k1-low-s.js'
import type { SiwxVerifyFailure } from './verify.types.js'

/**
 * A Bitcoin sign-in signature read strictly: its canonical text (standard padded base64 without
 * BIP-322's type tag, BIP-137 headers normalized), or why it cannot be one.
 *
 * @example
 * const reading: BitcoinSignatureReading = { ok: true, canonical: 'AkcwRAIg…' }
 */
export type BitcoinSignatureReading = { ok: true; canonical: string } | SiwxVerifyFailure

// A BIP-322 simple signature of a single-key address is one or two witness items (about 110 bytes);
// 3 kB leaves room for larger scripts while no decoder ever sees a request-sized string.
const maxSignatureBytes = 3_072
const tagLength = 3
/** The longest text a Bitcoin signature can be: a 3-letter tag and the base64 of 3 kB. */
export const maxBitcoinSignatureLength = tagLength + Math.ceil(maxSignatureBytes / 3) * 4

const refuse = (message: string): SiwxVerifyFailure => ({ ok: false, reason: 'INVALID_SIGNATURE', message })

// BIP-322 (final) tags a signature with its format: `smp` simple, `ful` full, `pof` proof of funds.
// Untagged text is read as simple, as wallets wrote it before the tag existed.
const unsupportedTags: Readonly<Record<string, string>> = {
  ful: "BIP-322 full signatures ('ful') are not supported: sign with the simple format ('smp')",
  pof: "BIP-322 proofs of funds ('pof') are not supported: sign with the simple format ('smp')",
}

function readCompactSize(bytes: Uint8Array, at: number): { value: number; next: number } | undefined {
  const first = bytes[at]
  if (first === undefined) return undefined
  if (first < 0xfd) return { value: first, next: at + 1 }
  const width = first === 0xfd ? 2 : first === 0xfe ? 4 : 8
  if (at + 1 + width > bytes.length) return undefined
  let value = 0
  for (let index = width - 1; index >= 0; index--) value = value * 256 + (bytes[at + 1 + index] ?? 0)
  // Bitcoin refuses a size written wider than needed: it would be a second encoding of the same stack.
  const smallest = first === 0xfd ? 0xfd : first === 0xfe ? 0x1_0000 : 0x1_0000_0000
  return value < smallest ? undefined : { value, next: at + 1 + width }
}

/** The witness stack's items, or `undefined` unless the bytes are exactly one serialized stack. */
function readWitness(bytes: Uint8Array): Uint8Array[] | undefined {
  const count = readCompactSize(bytes, 0)
  if (!count || count.value === 0) return undefined
  const items: Uint8Array[] = []
  let at = count.next
  for (let index = 0; index < count.value; index++) {
    const size = readCompactSize(bytes, at)
    if (!size || size.next + size.value > bytes.length) return undefined
    items.push(bytes.subarray(size.next, size.next + size.value))
    at = size.next + size.value
  }
  return at === bytes.length ? items : undefined
}

const highSMessage = 'The signature is not canonical: its s value is in the upper half (BIP-146 LOW_S)'

function readLegacy(bytes: Uint8Array): BitcoinSignatureReading {
  if (isHighS(bytes.subarray(33, 65))) return refuse(highSMessage)
  // BIP-137's header is 27 + recovery id, plus 4 for a compressed key, 8 for P2SH-P2WPKH, 12 for
  // P2WPKH. The address kinds of one compressed key all verify, so they are one signature: written
  // with the P2PKH header.
  const header = bytes[0] ?? 0
  const recovery = (header - 27) % 4
  const canonical = Uint8Array.from(bytes)
  canonical[0] = 27 + recovery + (header >= 31 ? 4 : 0)
  return { ok: true, canonical: base64.encode(canonical) }
}

function readSimple(bytes: Uint8Array): BitcoinSignatureReading {
  const items = readWitness(bytes)
  if (!items) return refuse('Not a BIP-322 simple signature: the bytes are not exactly one witness stack')
  // A single-key segwit witness is [DER signature + sighash byte, 33-byte public key].
  const [signature, publicKey] = items
  if (items.length === 2 && signature && publicKey?.length === 33) {
    const s = derSignatureS(signature.subarray(0, -1))
    if (s && isHighS(s)) return refuse(highSMessage)
  }
  return { ok: true, canonical: base64.encode(bytes) }
}

/**
 * Reads a Bitcoin sign-in signature strictly, before any verifier sees it: at most
 * {@link maxBitcoinSignatureLength} characters; an optional `smp` tag (BIP-322's final encoding),
 * `ful`/`pof` refused with a clear message; standard base64 with its padding, nothing appended;
 * a 65-byte legacy BIP-137 signature or exactly one witness stack; ECDSA `s` in the lower half.
 * Every accepted variant maps to one canonical text.
 *
 * @example
 * readBitcoinSignature('smpAkcwRAIg…') // { ok: true, canonical: 'AkcwRAIg…' }
 */
export function readBitcoinSignature(text: string): BitcoinSignatureReading {
  if (text.length > maxBitcoinSignatureLength)
    return refuse(
      `The signature is ${text.length} characters; a Bitcoin signature is at most ${maxBitcoinSignatureLength}`,
    )
  const tag = text.slice(0, tagLength)
  const unsupported = unsupportedTags[tag]
  if (unsupported) return refuse(unsupported)
  const body = tag === 'smp' ? text.slice(tagLength) : text
  let bytes: Uint8Array
  try {
    bytes = base64.decode(body)
  } catch {
    bytes = new Uint8Array()
  }
  // Re-encoding catches what a lenient decoder lets through (stray bits in the last character).
  if (bytes.length === 0 || base64.encode(bytes) !== body)
    return refuse("A Bitcoin signature is standard base64 with its padding (after an optional 'smp' tag)")
  const header = bytes[0] ?? 0
  if (bytes.length === 65 && header >= 27 && header <= 42) return readLegacy(bytes)
  return readSimple(bytes)
}
