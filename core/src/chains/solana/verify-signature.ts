import { decodeBase58 } from '../../networks/base58.js'

/**
 * Whether `signature` is the ed25519 signature of `message` by the Solana account `address` (its
 * base58 public key), verified strictly (RFC 8032, no ZIP-215 leniency) as wallets sign. A wallet is
 * third-party code: what it says it signed is checked before Foyer keeps it. The curve library loads
 * with `import()` on first use, so pages that never sign in with Solana never download it.
 *
 * @example
 * await isSolanaSignatureOf({ address, message: signedMessage, signature }) // true
 */
export async function isSolanaSignatureOf({
  address,
  message,
  signature,
}: {
  address: string
  message: Uint8Array
  signature: Uint8Array
}): Promise<boolean> {
  const publicKey = decodeBase58(address)
  if (publicKey?.length !== 32 || signature.length !== 64) return false
  const { ed25519 } = await import('@noble/curves/ed25519')
  try {
    return ed25519.verify(signature, message, publicKey, { zip215: false })
  } catch {
    return false
  }
}
