import { blake2b } from '@noble/hashes/blake2'
import { encodeBase58 } from '../../networks/base58.js'
import { isSs58Prefix, readSs58Form, ss58ChecksumLength, ss58PrefixBytes } from './ss58-form.js'

// SS58, Substrate's address format (the SS58 registry's `README` and Substrate's `Ss58Codec`):
// base58(prefix ‖ payload ‖ checksum), the checksum being the first bytes of
// blake2b-512("SS58PRE" ‖ prefix ‖ payload). The layout is read in `ss58-form.ts`, which needs no
// hash; this file adds the checksum, so an address read here is intact.

export { isSs58Prefix } from './ss58-form.js'

/**
 * An SS58 address read: the network prefix it was written for and the key it carries.
 *
 * @example
 * const alice: Ss58Address = { prefix: 42, publicKey: hexToBytes('d43593c7…a56da27d') }
 */
export type Ss58Address = { prefix: number; publicKey: Uint8Array }

// "SS58PRE" in ASCII: hashed before the address so that its checksum differs from any other format's.
const checksumContext = /* @__PURE__ */ new Uint8Array([0x53, 0x53, 0x35, 0x38, 0x50, 0x52, 0x45])

/** The first `ss58ChecksumLength` bytes of blake2b-512 over "SS58PRE" and `body` (prefix ‖ payload). */
function checksumOf(body: Uint8Array): Uint8Array {
  const input = new Uint8Array(checksumContext.length + body.length)
  input.set(checksumContext)
  input.set(body, checksumContext.length)
  return blake2b(input, { dkLen: 64 }).subarray(0, ss58ChecksumLength)
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
  const form = readSs58Form(address)
  if (!form) return undefined
  const expected = checksumOf(form.body)
  if (expected.some((byte, i) => form.checksum[i] !== byte)) return undefined
  return { prefix: form.prefix, publicKey: form.publicKey }
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
  if (publicKey.length !== 32 && publicKey.length !== 33)
    throw new RangeError(`An SS58 account is 32 or 33 bytes, not ${publicKey.length}`)
  const head = ss58PrefixBytes(prefix)
  const bytes = new Uint8Array(head.length + publicKey.length + ss58ChecksumLength)
  bytes.set(head)
  bytes.set(publicKey, head.length)
  bytes.set(checksumOf(bytes.subarray(0, head.length + publicKey.length)), head.length + publicKey.length)
  return encodeBase58(bytes)
}
