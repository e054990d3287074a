import type { SiwxMessageData } from '../siwx.types.js'
import { polkadotAccountId, polkadotSignatureHolds } from './polkadot-keys.js'
import { canonicalPolkadotSignature, readPolkadotSignature } from './polkadot-signature.js'
import type { SignatureCheck } from './verify.types.js'

/**
 * Input of {@link verifyPolkadotSignature}.
 *
 * @example
 * const input: PolkadotSignatureInput = { data, message, signature: '0x01…' }
 */
export type PolkadotSignatureInput = {
  data: Pick<SiwxMessageData, 'accountAddress'>
  message: string
  signature: string
}

const encoder = new TextEncoder()
// Extensions' `signRaw` signs `<Bytes>` + the text + `</Bytes>` (so a signed text can never be a
// transaction); signers that sign the bytes as given exist too (a keyring, a Ledger app). Both are
// the account's consent to this exact text.
const wrapOpen = encoder.encode('<Bytes>')
const wrapClose = encoder.encode('</Bytes>')

function wrapped(message: Uint8Array): Uint8Array {
  const bytes = new Uint8Array(wrapOpen.length + message.length + wrapClose.length)
  bytes.set(wrapOpen)
  bytes.set(message, wrapOpen.length)
  bytes.set(wrapClose, wrapOpen.length + message.length)
  return bytes
}

const invalid = (message: string): SignatureCheck => ({ ok: false, reason: 'INVALID_SIGNATURE', message })

/**
 * Checks a Polkadot sign-in signature: sr25519, ed25519 or ecdsa, over the UTF-8 bytes of the exact
 * text or over them wrapped in `<Bytes>…</Bytes>` (what extensions' `signRaw` signs). The signature
 * is `0x` hex, read strictly first (`readPolkadotSignature`: length, type byte, canonical ecdsa `s`):
 * 64 bytes (sr25519 or ed25519, tried against the account's key), 65 with the key-type byte first
 * (0 ed25519, 1 sr25519) or an ecdsa signature alone, or 66 (type byte 2 and ecdsa). The address's
 * SS58 checksum must hold (sign-in pages check only its form). An sr25519 or ed25519 account id is
 * the public key; an ecdsa account id is the blake2b-256 hash of the compressed key, recovered from
 * the signature over the blake2b-256 of the message (Substrate's ecdsa). The check answers the
 * canonical text: `0x` + the key-type byte + the 64 bytes (65 for ecdsa, `v` 0 or 1), lowercase,
 * Substrate's `MultiSignature` encoding. Each key type's curve loads with its first signature.
 *
 * @example
 * const check = await verifyPolkadotSignature({ data, message, signature: extensionSignature })
 */
export async function verifyPolkadotSignature({
  data,
  message,
  signature,
}: PolkadotSignatureInput): Promise<SignatureCheck> {
  const reading = readPolkadotSignature(signature)
  if (!reading.ok) return reading
  const accountId = polkadotAccountId(data.accountAddress)
  if (!accountId)
    return invalid(
      `${data.accountAddress} is not a Polkadot account address: its SS58 checksum does not hold`,
    )
  const text = encoder.encode(message)
  const messages = [text, wrapped(text)]
  // In order, one at a time: a key type's curve loads only when a reading of that type is tried.
  for (const candidate of reading.candidates)
    if (await polkadotSignatureHolds(candidate, messages, accountId))
      return { ok: true, signature: canonicalPolkadotSignature(candidate) }
  return invalid(
    `Not a signature of this message by ${data.accountAddress} (sr25519, ed25519 or ecdsa; the text or <Bytes>-wrapped)`,
  )
}
