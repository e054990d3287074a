import type { SiwxMessageData } from '../siwx.types.js'
import { readBitcoinSignature } from './bitcoin-signature.js'
import type { SignatureCheck } from './verify.types.js'

/**
 * Input of {@link verifyBitcoinSignature}: the signer's address (in `data`), the text, the signature.
 *
 * @example
 * const input: BitcoinSignatureInput = { data, message, signature: 'AkcwRAIg…' }
 */
export type BitcoinSignatureInput = {
  data: Pick<SiwxMessageData, 'accountAddress'>
  message: string
  signature: string
}

/**
 * Checks a Bitcoin sign-in signature with bip322-js: BIP-322 "simple" signatures of P2WPKH,
 * P2SH-P2WPKH and single-key (key-path) P2TR addresses, and legacy BIP-137 signatures (what P2PKH
 * wallets make; also accepted for the segwit addresses derived from the same key, as Electrum and
 * hardware wallets sign that way). The signature is base64, read strictly first
 * (`readBitcoinSignature`: BIP-322's `smp` tag accepted, high-s and appended bytes refused); the
 * check answers its canonical text. Not verifiable: multisig, P2WSH and script-path P2TR addresses.
 *
 * @example
 * const check = await verifyBitcoinSignature({ data, message, signature: base64Signature })
 */
export async function verifyBitcoinSignature({
  data,
  message,
  signature,
}: BitcoinSignatureInput): Promise<SignatureCheck> {
  const reading = readBitcoinSignature(signature)
  if (!reading.ok) return reading
  // Loaded on first use: it brings bitcoinjs-lib, which a server without Bitcoin sign-ins never needs.
  const { Verifier } = await import('bip322-js')
  let valid: boolean
  try {
    valid = Verifier.verifySignature(data.accountAddress, message, reading.canonical)
  } catch (error) {
    // bip322-js throws for signatures it cannot decode and address kinds it does not support.
    const detail = error instanceof Error ? error.message : String(error)
    return { ok: false, reason: 'INVALID_SIGNATURE', message: `Cannot verify: ${detail}` }
  }
  if (valid) return { ok: true, signature: reading.canonical }
  return {
    ok: false,
    reason: 'INVALID_SIGNATURE',
    message: `Not a signature of this message by ${data.accountAddress}`,
  }
}
