import { blake2b } from '@noble/hashes/blake2'
import { decodeBase58, encodeBase58 } from '../../networks/base58.js'

// SS58, Substrate's address format (the SS58 registry's `README` and Substrate's `Ss58Codec`):
// base58(prefix ‖ payload ‖ checksum), the checksum being the first bytes of
// blake2b-512("SS58PRE" ‖ prefix ‖ payload). Only the payloads an account is written with are read
// here: a 32-byte account id (an sr25519 or ed25519 public key, or a hash of any other key) and a
// 33-byte compressed ecdsa key, both with a 2-byte checksum. The registry's shorter payloads (1 to 8
// bytes, 1 to 8 checksum bytes: indices, not accounts) are refused rather than half supported.

/**
 * An SS58 address read: the network prefix it was written for and the key it carries.
 *
 * @example
 * const alice: Ss58Address = { prefix: 42, publicKey: hexToBytes('d43593c7…a56da27d') }
 */
export type Ss58Address = { prefix: number; publicKey: Uint8Array }

// "SS58PRE" in ASCII: hashed before the address so that its checksum differs from any other format's.
const checksumContext = /* @__PURE__ */ new Uint8Array([0x53, 0x53, 0x35, 0x38, 0x50, 0x52, 0x45])
const checksumLength = 2
const payloadLengths: readonly number[] = [32, 33]
// The two-byte form's first byte is 0b01xxxxxx; a first byte of 128 or more begins no address.
const fullFormFlag = 0b0100_0000
const largestPrefix = 16_383
// The SS58 registry reserves 46 and 47 (`reserved46`, `reserved47`): no network writes addresses with them.
const reservedPrefixes: readonly number[] = [46, 47]
// The longest text that can hold a two-byte prefix, a 33-byte payload and the checksum (37 bytes):
// anything longer is refused before base58 decoding, whose work grows with the square of the length.
const longestAddress = 51

/**
 * Whether `prefix` is an SS58 network prefix an address can be written with: an integer from 0 to
 * 16383, except the reserved 46 and 47.
 *
 * @example
 * isSs58Prefix(42) // true (generic Substrate)
 * isSs58Prefix(46) // false: reserved
 */
export function isSs58Prefix(prefix: number): boolean {
  return (
    Number.isInteger(prefix) && prefix >= 0 && prefix <= largestPrefix && !reservedPrefixes.includes(prefix)
  )
}

/** The first `checksumLength` bytes of blake2b-512 over "SS58PRE" and `body` (prefix ‖ payload). */
function checksumOf(body: Uint8Array): Uint8Array {
  const input = new Uint8Array(checksumContext.length + body.length)
  input.set(checksumContext)
  input.set(body, checksumContext.length)
  return blake2b(input, { dkLen: 64 }).subarray(0, checksumLength)
}

/**
 * The prefix's bytes: one for 0 to 63; two for 64 to 16383, the prefix's 14 bits spread as the
 * registry writes them (first byte 0b01 + bits 2–7, second byte bits 0–1 on top of bits 8–13).
 */
function prefixBytes(prefix: number): number[] {
  if (prefix < fullFormFlag) return [prefix]
  return [((prefix & 0b1111_1100) >> 2) | fullFormFlag, (prefix >> 8) | ((prefix & 0b11) << 6)]
}

/**
 * Reads an SS58 address: its prefix and the 32-byte account id or 33-byte ecdsa key it carries.
 * `undefined` for anything else: not base58, a length of another payload, a checksum that does not
 * match, a reserved prefix (46, 47), or a small prefix written in the two-byte form (each address has
 * one spelling, the one {@link encodeSs58} writes).
 *
 * @example
 * decodeSs58('5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY') // { prefix: 42, publicKey: d43593c7…a56da27d }
 * decodeSs58('5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQZ') // undefined: checksum
 */
export function decodeSs58(address: string): Ss58Address | undefined {
  if (address.length > longestAddress) return undefined
  const bytes = decodeBase58(address)
  const first = bytes?.[0]
  if (bytes === undefined || first === undefined || first >= 2 * fullFormFlag) return undefined
  let prefix = first
  let prefixLength = 1
  if (first >= fullFormFlag) {
    const second = bytes[1] ?? 0
    prefix = ((first & 0b0011_1111) << 2) | (second >> 6) | ((second & 0b0011_1111) << 8)
    prefixLength = 2
    if (prefix < fullFormFlag) return undefined
  }
  if (reservedPrefixes.includes(prefix)) return undefined
  const payloadLength = bytes.length - prefixLength - checksumLength
  if (!payloadLengths.includes(payloadLength)) return undefined
  const bodyLength = prefixLength + payloadLength
  const expected = checksumOf(bytes.subarray(0, bodyLength))
  if (expected.some((byte, i) => bytes[bodyLength + i] !== byte)) return undefined
  return { prefix, publicKey: bytes.slice(prefixLength, bodyLength) }
}

/**
 * Writes `publicKey` (a 32-byte account id or a 33-byte ecdsa key) as an SS58 address for the
 * network `prefix`. Throws a `RangeError` for another key length or a prefix {@link isSs58Prefix}
 * refuses: both are the caller's mistake, never a visitor's input.
 *
 * @example
 * encodeSs58(alicePublicKey, 0) // '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5' (Polkadot)
 */
export function encodeSs58(publicKey: Uint8Array, prefix: number): string {
  if (!isSs58Prefix(prefix))
    throw new RangeError(`${prefix} is not an SS58 prefix (0 to 16383, not 46 or 47)`)
  if (!payloadLengths.includes(publicKey.length))
    throw new RangeError(`An SS58 account is 32 or 33 bytes, not ${publicKey.length}`)
  const head = prefixBytes(prefix)
  const bytes = new Uint8Array(head.length + publicKey.length + checksumLength)
  bytes.set(head)
  bytes.set(publicKey, head.length)
  bytes.set(checksumOf(bytes.subarray(0, head.length + publicKey.length)), head.length + publicKey.length)
  return encodeBase58(bytes)
}
