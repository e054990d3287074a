import { decodeBase58, encodeBase58 } from '../../networks/base58.js'
import type { SiwxMessageData } from '../siwx.types.js'
import { maxSignatureTextLength, signatureCandidates } from './signature-encoding.js'
import type { SignatureCheck } from './verify.types.js'

/**
 * Input of {@link verifySolanaSignature}.
 *
 * @example
 * const input: SolanaSignatureInput = { data, message, signature: '5VERv8NM…' }
 */
export type SolanaSignatureInput = { data: SiwxMessageData; message: string; signature: string }

const ed25519SignatureLength = 64

/**
 * Checks a Solana sign-in signature: ed25519 over the UTF-8 bytes of the exact text
 * (`solana:signMessage`), with the base58 account address as the public key. The signature may be
 * base58 (what apps write Solana signatures in), hex (with or without 0x) or base64 (standard or
 * URL-safe, padded or not); the check answers it in base58. Text longer than any of these
 * (130 characters) is refused before decoding. Verification is strict RFC 8032 (no ZIP-215
 * leniency, `s` below the group order), as wallets produce canonical signatures.
 *
 * @example
 * const check = await verifySolanaSignature({ data, message, signature: bs58Signature })
 */
export async function verifySolanaSignature({
  data,
  message,
  signature,
}: SolanaSignatureInput): Promise<SignatureCheck> {
  const maxLength = maxSignatureTextLength(ed25519SignatureLength)
  if (signature.length > maxLength)
    return {
      ok: false,
      reason: 'INVALID_SIGNATURE',
      message: `The signature is ${signature.length} characters; a Solana signature is at most ${maxLength}`,
    }
  const publicKey = decodeBase58(data.accountAddress)
  const candidates = signatureCandidates(signature, ed25519SignatureLength)
  if (!publicKey || candidates.length === 0)
    return {
      ok: false,
      reason: 'INVALID_SIGNATURE',
      message: 'Not a 64-byte signature in base58, hex or base64',
    }
  // Loaded on first use, so a server that only verifies EVM sign-ins never loads it.
  const { ed25519 } = await import('@noble/curves/ed25519')
  const bytes = new TextEncoder().encode(message)
  const valid = candidates.find((candidate) => {
    try {
      return ed25519.verify(candidate, bytes, publicKey, { zip215: false })
    } catch {
      return false
    }
  })
  if (valid) return { ok: true, signature: encodeBase58(valid) }
  return {
    ok: false,
    reason: 'INVALID_SIGNATURE',
    message: `Not a signature of this message by ${data.accountAddress}`,
  }
}
