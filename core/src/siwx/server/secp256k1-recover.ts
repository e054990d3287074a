import { recoverPublicKey } from 'viem'

// secp256k1 key recovery for the sign-ins whose account is a hash of the signer's key (Polkadot's
// ecdsa, Cosmos). Through viem, which EVM sign-ins already use: its curve (loaded on first use) is
// the one the page and the EVM check share, so these checks add no copy of it.

/**
 * The 33-byte compressed key that made the 64-byte signature `r ‖ s` over the 32-byte `hash` with the
 * recovery bit `recovery`, or `undefined` when there is none (an `r` or `s` out of range). A key that
 * is recovered verifies the signature: recovery solves the very equation verification checks.
 *
 * @example
 * await recoverCompressedKey(signature, 0, sha256(signDoc)) // Uint8Array(33) [2 or 3, …]
 */
export async function recoverCompressedKey(
  signature: Uint8Array,
  recovery: number,
  hash: Uint8Array,
): Promise<Uint8Array | undefined> {
  let uncompressed: string
  try {
    uncompressed = await recoverPublicKey({ hash, signature: Uint8Array.from([...signature, recovery]) })
  } catch {
    return undefined
  }
  // `0x04 ‖ x ‖ y`: the compressed form is 2 or 3 (y's parity) and x.
  const yLastByte = Number.parseInt(uncompressed.slice(-2), 16)
  const x = uncompressed.slice(4, 68).match(/../g) ?? []
  return Uint8Array.from([2 + (yLastByte & 1), ...x.map((pair) => Number.parseInt(pair, 16))])
}
