import { isHighS } from './secp256k1-low-s.js'
import type { SiwxVerifyFailure } from './verify.types.js'

/**
 * The key types a Polkadot account signs with, and the byte Substrate's `MultiSignature` writes before
 * a signature of each (its SCALE variant index): 0 ed25519, 1 sr25519, 2 ecdsa.
 *
 * @example
 * polkadotKeyTypeBytes.sr25519 // 1
 */
export const polkadotKeyTypeBytes = { ed25519: 0, sr25519: 1, ecdsa: 2 } as const

/** A Polkadot key type: `ed25519`, `sr25519` or `ecdsa`. */
export type PolkadotKeyType = keyof typeof polkadotKeyTypeBytes

/**
 * One way to read a signature's bytes: as a signature of a key type. An ecdsa one is 65 bytes,
 * `r ‖ s ‖ v`, with `v` its recovery bit (0 or 1); the others are 64 bytes.
 *
 * @example
 * const candidate: PolkadotSignatureCandidate = { type: 'sr25519', bytes: new Uint8Array(64) }
 */
export type PolkadotSignatureCandidate = { type: PolkadotKeyType; bytes: Uint8Array }

/**
 * A Polkadot sign-in signature read strictly, before any cryptography: the readings its bytes allow
 * (tried in this order), or why it is none.
 *
 * @example
 * const reading: PolkadotSignatureReading = { ok: true, candidates: [{ type: 'sr25519', bytes }] }
 */
export type PolkadotSignatureReading =
  | { ok: true; candidates: PolkadotSignatureCandidate[] }
  | SiwxVerifyFailure

const signatureLengths: readonly number[] = [64, 65, 66]
/** The longest text a Polkadot signature can be: `0x` and the hex of a type byte and 65 bytes. */
export const maxPolkadotSignatureLength = 2 + 2 * 66

const refuse = (message: string): SiwxVerifyFailure => ({ ok: false, reason: 'INVALID_SIGNATURE', message })
const highSMessage = 'The ecdsa signature is not canonical: its s value is in the upper half'

/** The ecdsa reading of 65 bytes, its `v` written as the recovery bit; `undefined` for no such `v`. */
function ecdsaReading(bytes: Uint8Array): Uint8Array | undefined {
  const v = bytes[64] ?? -1
  // Wallets write the recovery bit as 0/1 (Substrate, polkadot-js) or 27/28 (Ethereum's habit):
  // the same signature, read as one.
  const recovery = v >= 27 ? v - 27 : v
  if (recovery !== 0 && recovery !== 1) return undefined
  const canonical = Uint8Array.from(bytes)
  canonical[64] = recovery
  return canonical
}

function hexBytes(digits: string): Uint8Array {
  return Uint8Array.from(digits.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16))
}

/**
 * Reads a Polkadot sign-in signature strictly, before any verifier sees it: at most
 * {@link maxPolkadotSignatureLength} characters of `0x`-prefixed hex (either case), of 64, 65 or 66
 * bytes (checked on the text's length, before it is decoded). Extensions answer `signRaw` with the
 * key-type byte first (`MultiSignature`), other signers without it, so:
 * - 64 bytes: sr25519, or ed25519 (the account's key says which);
 * - 65 bytes: a type byte and 64 bytes (0 ed25519, 1 sr25519), or an ecdsa signature of its own
 *   (`r ‖ s ‖ v`): both readings are tried, the typed one first, as an ecdsa `r` may begin with 0 or 1;
 * - 66 bytes: the type byte 2 and an ecdsa signature.
 * An ecdsa `s` in the upper half is refused (its mirror image, which anyone can make from it), so
 * each signature has one canonical text.
 *
 * @example
 * readPolkadotSignature(`0x01${sr25519Hex}`) // { ok: true, candidates: [{ type: 'sr25519', bytes }] }
 */
export function readPolkadotSignature(text: string): PolkadotSignatureReading {
  if (text.length > maxPolkadotSignatureLength)
    return refuse(
      `The signature is ${text.length} characters; a Polkadot signature is at most ${maxPolkadotSignatureLength}`,
    )
  if (!/^0x(?:[0-9a-fA-F]{2})+$/.test(text)) return refuse('A Polkadot signature is 0x-prefixed hex')
  const length = (text.length - 2) / 2
  if (!signatureLengths.includes(length))
    return refuse(`A Polkadot signature is 64, 65 or 66 bytes, not ${length}`)
  const bytes = hexBytes(text.slice(2).toLowerCase())
  const [typeByte] = bytes
  const rest = bytes.subarray(1)
  const candidates: PolkadotSignatureCandidate[] = []
  if (length === 64) {
    candidates.push({ type: 'sr25519', bytes }, { type: 'ed25519', bytes })
  } else if (length === 66 && typeByte !== polkadotKeyTypeBytes.ecdsa) {
    return refuse('A 66-byte Polkadot signature is an ecdsa one after its type byte, 2')
  } else {
    if (length === 65 && typeByte === polkadotKeyTypeBytes.ed25519)
      candidates.push({ type: 'ed25519', bytes: rest })
    if (length === 65 && typeByte === polkadotKeyTypeBytes.sr25519)
      candidates.push({ type: 'sr25519', bytes: rest })
    const ecdsa = ecdsaReading(length === 66 ? rest : bytes)
    if (ecdsa && !isHighS(ecdsa.subarray(32, 64))) candidates.push({ type: 'ecdsa', bytes: ecdsa })
    else if (candidates.length === 0)
      return refuse(ecdsa ? highSMessage : 'Not an ecdsa signature: v is not 0, 1, 27 or 28')
  }
  return { ok: true, candidates }
}

/**
 * The canonical text of a signature that verified: `0x`, its key-type byte (0 ed25519, 1 sr25519,
 * 2 ecdsa) and its 64 bytes (65 for ecdsa, `v` 0 or 1), lowercase: Substrate's `MultiSignature`, what
 * extensions answer.
 *
 * @example
 * canonicalPolkadotSignature({ type: 'sr25519', bytes }) // '0x01…'
 */
export function canonicalPolkadotSignature(candidate: PolkadotSignatureCandidate): string {
  const typed = [polkadotKeyTypeBytes[candidate.type], ...candidate.bytes]
  return `0x${typed.map((byte) => byte.toString(16).padStart(2, '0')).join('')}`
}
