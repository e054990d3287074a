import type { Hex } from 'viem'
import { isHighS } from './secp256k1-low-s.js'
import type { SiwxVerifyFailure } from './verify.types.js'

/**
 * An EVM sign-in signature read strictly: its canonical text, or why it cannot be one.
 *
 * @example
 * const reading: EvmSignatureReading = { ok: true, canonical: '0x5f3c…1b' }
 */
export type EvmSignatureReading = { ok: true; canonical: Hex } | SiwxVerifyFailure

// A plain account signs 65 bytes; smart accounts' signatures (EIP-1271) and EIP-6492's wrapping with
// the account's deployment call are longer but stay within a few kilobytes.
const maxSignatureBytes = 16_384
/** The longest text an EVM signature can be: `0x` and the hex of 16 kB. */
export const maxEvmSignatureLength = 2 + 2 * maxSignatureBytes

const refuse = (message: string): SiwxVerifyFailure => ({ ok: false, reason: 'INVALID_SIGNATURE', message })

// Which variants of one EVM signature are accepted, decided once for every check Foyer makes (this
// reader is used by the server verifier and, through it, by the browser's sign-in storage):
// - A variant that only WRITES the same signature differently is accepted and read as one: hex in
//   either case, and `v` as 27/28 or as the y-parity 0/1. Both `v` forms carry the same recovery bit
//   (hardware wallets and many libraries answer 0/1), so they name the same (r, s, parity), recover
//   the same account and give the same canonical text below; refusing 0/1 would protect nothing and
//   lock out those wallets.
// - A variant that is a DIFFERENT valid signature anyone can derive from one they saw is refused: the
//   mirrored (r, n - s) with its flipped parity (EIP-2), whatever way its `v` is written. That is the
//   malleability a server keying sessions by signature must not see twice.
// So the canonical text is the key: every accepted variant maps to exactly one canonical text.

/**
 * Reads an EVM sign-in signature strictly, before any verifier sees it: at most
 * {@link maxEvmSignatureLength} characters of `0x`-prefixed whole-byte hex. A 65-byte ECDSA
 * signature may carry `v` as 27/28 or as the y-parity 0/1 (the same signature written two ways, see
 * above); its `s` must be in the lower half (EIP-2), as the other half is a copy anyone can make.
 * Canonical text: lowercase, `v` 27/28. Signatures of other lengths (smart accounts) are only
 * lowercased.
 *
 * @example
 * readEvmSignature('0xAB…00') // { ok: true, canonical: '0xab…1b' }
 */
export function readEvmSignature(text: string): EvmSignatureReading {
  if (text.length > maxEvmSignatureLength)
    return refuse(
      `The signature is ${text.length} characters; an EVM signature is at most ${maxEvmSignatureLength}`,
    )
  if (!/^0x(?:[0-9a-fA-F]{2})+$/.test(text))
    return refuse('An EVM signature is 0x-prefixed hex of whole bytes')
  const digits = text.slice(2).toLowerCase()
  if (digits.length !== 130) return { ok: true, canonical: `0x${digits}` }
  const v = Number.parseInt(digits.slice(128), 16)
  if (v !== 0 && v !== 1 && v !== 27 && v !== 28) return { ok: true, canonical: `0x${digits}` }
  const s = Uint8Array.from(digits.slice(64, 128).match(/../g) ?? [], (pair) => Number.parseInt(pair, 16))
  if (isHighS(s)) return refuse('The signature is not canonical: its s value is in the upper half (EIP-2)')
  const canonicalV = (v < 27 ? v + 27 : v).toString(16)
  return { ok: true, canonical: `0x${digits.slice(0, 128)}${canonicalV}` }
}
