import type { SiwxMessageData } from '../siwx.types.js'
import type { SignatureCheck } from './verify.types.js'

/**
 * Input of {@link verifyBitcoinSignature}.
 *
 * @example
 * const input: BitcoinSignatureInput = { data, message, signature: 'AkcwRAIg…' }
 */
export type BitcoinSignatureInput = { data: SiwxMessageData; message: string; signature: string }

const base64Pattern = /^[A-Za-z0-9+/]+={0,2}$/
// A BIP-322 simple signature is a serialized witness: a few hundred bytes at most for single keys.
const maxSignatureLength = 4_096

/**
 * Checks a Bitcoin sign-in signature with bip322-js: BIP-322 "simple" signatures of P2WPKH,
 * P2SH-P2WPKH and single-key (key-path) P2TR addresses, and legacy BIP-137 signatures (what P2PKH
 * wallets make; also accepted for the segwit addresses derived from the same key, as Electrum and
 * hardware wallets sign that way). The signature is base64. Not verifiable: multisig, P2WSH and
 * script-path P2TR addresses.
 *
 * @example
 * const check = await verifyBitcoinSignature({ data, message, signature: base64Signature })
 */
export async function verifyBitcoinSignature({
  data,
  message,
  signature,
}: BitcoinSignatureInput): Promise<SignatureCheck> {
  if (signature.length > maxSignatureLength || !base64Pattern.test(signature))
    return { ok: false, reason: 'INVALID_SIGNATURE', message: 'A Bitcoin signature is base64' }
  // Loaded on first use: it brings bitcoinjs-lib, which a server without Bitcoin sign-ins never needs.
  const { Verifier } = await import('bip322-js')
  let valid: boolean
  try {
    valid = Verifier.verifySignature(data.accountAddress, message, signature)
  } catch (error) {
    // bip322-js throws for signatures it cannot decode and address kinds it does not support.
    const detail = error instanceof Error ? error.message : String(error)
    return { ok: false, reason: 'INVALID_SIGNATURE', message: `Cannot verify: ${detail}` }
  }
  if (valid) return { ok: true }
  return {
    ok: false,
    reason: 'INVALID_SIGNATURE',
    message: `Not a signature of this message by ${data.accountAddress}`,
  }
}
