import { decodeBase58 } from '../../networks/base58.js'

// SS58's layout (the SS58 registry's `README` and Substrate's `Ss58Codec`): base58(prefix ‖ payload ‖
// checksum). This file reads that layout and nothing more: it does not check the checksum, which is a
// blake2b-512 hash (`ss58.ts`). The hash is most of what SS58 costs in a bundle (about 4 kB gzip with
// its helpers), so code that only needs an address's shape (a page's sign-in message rules) reads it
// here, and code that must know the address is intact (the adapters' kit, the server's sign-in
// verifier) checks the checksum with `decodeSs58`. Only the payloads an account is written with are
// read: a 32-byte account id and a 33-byte compressed ecdsa key, both with a 2-byte checksum. The
// registry's shorter payloads (1 to 8 bytes, 1 to 8 checksum bytes: indices, not accounts) are refused
// rather than half supported.

/**
 * An SS58 address's parts, its checksum not checked: the network prefix, the key it carries, the bytes
 * the checksum covers (`body`: prefix and key) and the checksum as written.
 *
 * @example
 * readSs58Form('5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY')?.prefix // 42
 */
export type Ss58Form = { prefix: number; publicKey: Uint8Array; body: Uint8Array; checksum: Uint8Array }

/** The checksum bytes of an account address (32- or 33-byte payload). */
export const ss58ChecksumLength = 2
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

/**
 * The bytes an SS58 prefix is written with: one for 0 to 63; two for 64 to 16383, the prefix's 14 bits
 * spread as the registry writes them (first byte 0b01 + bits 2–7, second byte bits 0–1 on top of bits
 * 8–13). `prefix` must pass {@link isSs58Prefix}.
 *
 * @example
 * ss58PrefixBytes(42) // [42]
 */
export function ss58PrefixBytes(prefix: number): number[] {
  if (prefix < fullFormFlag) return [prefix]
  return [((prefix & 0b1111_1100) >> 2) | fullFormFlag, (prefix >> 8) | ((prefix & 0b11) << 6)]
}

/**
 * Reads an SS58 address's parts without checking its checksum: `undefined` unless it is base58 of at
 * most 51 characters, with a prefix that is no reserved one (46, 47) and is written in its one form
 * (a small prefix in the two-byte form is refused), and a 32- or 33-byte payload. Whoever needs the
 * address intact checks the checksum too (`decodeSs58` in `ss58.ts`).
 *
 * @example
 * readSs58Form('5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY') // { prefix: 42, publicKey: d43593c7…, … }
 * readSs58Form('5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQZ') // a form too: only the checksum is wrong
 */
export function readSs58Form(address: string): Ss58Form | undefined {
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
  const payloadLength = bytes.length - prefixLength - ss58ChecksumLength
  if (!payloadLengths.includes(payloadLength)) return undefined
  const bodyLength = prefixLength + payloadLength
  return {
    prefix,
    publicKey: bytes.slice(prefixLength, bodyLength),
    body: bytes.subarray(0, bodyLength),
    checksum: bytes.subarray(bodyLength),
  }
}
