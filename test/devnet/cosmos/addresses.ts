import { fromBech32, toBech32 } from '@cosmjs/encoding'
import { ripemd160 } from '@noble/hashes/legacy'
import { sha256 } from '@noble/hashes/sha2'
import { SDK_ERRORS } from './errors.js'

// Cosmos account addresses: 20 bytes in bech32 with the chain's prefix. A secp256k1 key's address is
// RIPEMD-160 of SHA-256 of its compressed public key; a module account's (the fee collector's) is the
// first 20 bytes of SHA-256 of the module's name.

/**
 * The address of a compressed secp256k1 public key (33 bytes) on a chain with `prefix`.
 *
 * @example
 * addressOfPubKey('cosmos', pubkey) // 'cosmos1…'
 */
export const addressOfPubKey = (prefix: string, pubkey: Uint8Array) =>
  toBech32(prefix, ripemd160(sha256(pubkey)))

/**
 * The address of the module account `name` (`fee_collector`, `distribution`, …).
 *
 * @example
 * moduleAddress('cosmos', 'fee_collector') // 'cosmos17xpfvakm2amg962yls6f84z3kell8c5lserqta'
 */
export const moduleAddress = (prefix: string, name: string) =>
  toBech32(prefix, sha256(new TextEncoder().encode(name)).slice(0, 20))

/**
 * Why an address does not decode for this chain, in the words of the SDK's bech32 codec (callers
 * wrap it with their context and code).
 *
 * @example
 * addressProblem('osmo1…', 'cosmos') // "hrp does not match bech32 prefix: expected 'cosmos' got 'osmo': internal logic error"
 */
export function addressProblem(address: string, prefix: string): string | undefined {
  if (address.trim() === '') return 'empty address string is not allowed'
  let decoded: { prefix: string; data: Uint8Array }
  try {
    decoded = fromBech32(address)
  } catch (error) {
    return `decoding bech32 failed: ${error instanceof Error ? error.message : String(error)}`
  }
  if (decoded.prefix !== prefix)
    return `hrp does not match bech32 prefix: expected '${prefix}' got '${decoded.prefix}': ${SDK_ERRORS.logic.description}`
  if (decoded.data.length === 0) return 'addresses cannot be empty: unknown address'
  if (decoded.data.length > 255)
    return `address max length is 255, got ${decoded.data.length}: unknown address`
  return undefined
}
