import { ripemd160, sha256 } from 'viem'
import { recoverCompressedKey } from './secp256k1-recover.js'

// The keys of Cosmos sign-ins: which key an address is, and which key made a signature. SHA-256,
// RIPEMD-160 and secp256k1 come through viem, which EVM sign-ins already use.

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, index) => byte === b[index])
}

/**
 * Whether `account` (an address's 20 bytes) is the account of the Cosmos SDK secp256k1 key
 * `publicKey`: ripemd160(sha256(the 33-byte compressed key)).
 *
 * @example
 * isCosmosKeyOf(publicKey, readCosmosAddress('cosmos1…').bytes) // true for that address's key
 */
export function isCosmosKeyOf(publicKey: Uint8Array, account: Uint8Array): boolean {
  return sameBytes(ripemd160(sha256(publicKey, 'bytes'), 'bytes'), account)
}

/**
 * The key that made `signature` (`r ‖ s`, `s` in the lower half) over `signDoc` (its SHA-256, as the
 * Cosmos SDK signs amino documents) and whose address bytes are `account`; `undefined` when there is
 * none. The key is recovered with either recovery bit; with `publicKey` given (a StdSignature carries
 * it), only that key is accepted.
 *
 * @example
 * await cosmosSignerKey(signature, publicKey, signDocBytes, addressBytes) // the 33-byte key, or undefined
 */
export async function cosmosSignerKey(
  signature: Uint8Array,
  publicKey: Uint8Array | undefined,
  signDoc: Uint8Array,
  account: Uint8Array,
): Promise<Uint8Array | undefined> {
  const hash = sha256(signDoc, 'bytes')
  for (const recovery of [0, 1]) {
    const key = await recoverCompressedKey(signature, recovery, hash)
    if (key && isCosmosKeyOf(key, account) && (!publicKey || sameBytes(key, publicKey))) return key
  }
  return undefined
}
