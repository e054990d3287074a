import { blake2b } from '@noble/hashes/blake2'
import { decodeSs58 } from '../../chains/polkadot/ss58.js'
import type { PolkadotKeyType, PolkadotSignatureCandidate } from './polkadot-signature.js'
import { recoverCompressedKey } from './secp256k1-recover.js'

// What each Polkadot key type checks. Each type's curve loads with the first signature of that type
// (`import()`), so a page checking an sr25519 account's sign-in downloads neither ed25519 nor
// secp256k1: sr25519 (`@scure/sr25519`, Schnorrkel with Substrate's signing context), ed25519
// (`@noble/curves`) and secp256k1 (viem's, through `secp256k1-recover.ts`). blake2b is SS58's checksum
// and Substrate's ecdsa hash.

const blake2b256 = (bytes: Uint8Array) => blake2b(bytes, { dkLen: 32 })

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, index) => byte === b[index])
}

/** `check`'s answer, or false when it throws: a key or signature bytes that are no curve point. */
function holds(check: () => boolean): boolean {
  try {
    return check()
  } catch {
    return false
  }
}

type Verify = (
  signature: Uint8Array,
  message: Uint8Array,
  accountId: Uint8Array,
) => boolean | Promise<boolean>

// An sr25519 or ed25519 account id is the public key itself. An ecdsa account id is the blake2b-256
// hash of the 33-byte compressed key, which the signature must carry: the key is recovered from it
// (over the blake2b-256 of the message, what Substrate's ecdsa signs) and hashed.
const loadVerifier: Readonly<Record<PolkadotKeyType, () => Promise<Verify>>> = {
  sr25519: async () => {
    const { verify } = await import('@scure/sr25519')
    return (signature, message, accountId) => holds(() => verify(message, signature, accountId))
  },
  ed25519: async () => {
    const { ed25519 } = await import('@noble/curves/ed25519')
    // Strict RFC 8032 (no ZIP-215 leniency), as for Solana: one signature, one text.
    return (signature, message, accountId) =>
      holds(() => ed25519.verify(signature, message, accountId, { zip215: false }))
  },
  ecdsa: async () => async (signature, message, accountId) => {
    const key = await recoverCompressedKey(signature.subarray(0, 64), signature[64] ?? 0, blake2b256(message))
    return key !== undefined && sameBytes(blake2b256(key), accountId)
  },
}

/**
 * The 32-byte account id of a Polkadot address whose SS58 checksum holds, or `undefined`.
 *
 * @example
 * polkadotAccountId('15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5') // d43593c7…a56da27d
 */
export function polkadotAccountId(address: string): Uint8Array | undefined {
  const decoded = decodeSs58(address)
  return decoded?.publicKey.length === 32 ? decoded.publicKey : undefined
}

/**
 * Whether `candidate` is a signature of one of `messages` by the account `accountId`.
 *
 * @example
 * await polkadotSignatureHolds({ type: 'sr25519', bytes }, [text, wrappedText], accountId) // true
 */
export async function polkadotSignatureHolds(
  candidate: PolkadotSignatureCandidate,
  messages: readonly Uint8Array[],
  accountId: Uint8Array,
): Promise<boolean> {
  const verify = await loadVerifier[candidate.type]()
  for (const message of messages) if (await verify(candidate.bytes, message, accountId)) return true
  return false
}
