import { base58, base64, base64urlnopad, hex } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { signatureCandidates } from './signature-encoding.js'
import { signers, signIn, testDomain, testNow } from './verify.fixtures.js'
import { verifySiwxMessage } from './verify.js'

const expected = { domain: testDomain, now: testNow }

describe('verifySiwxMessage, Solana', () => {
  it('accepts the signature in base58, hex (with or without 0x) and base64 (standard or URL-safe), and answers base58', async () => {
    const session = await signIn(signers.solana())
    const bytes = base58.decode(session.signature)
    expect(bytes).toHaveLength(64)
    const encodings = [
      session.signature,
      hex.encode(bytes),
      `0x${hex.encode(bytes).toUpperCase()}`,
      base64.encode(bytes),
      base64urlnopad.encode(bytes),
    ]
    for (const signature of encodings) {
      expect(await verifySiwxMessage({ ...session, signature, ...expected }), signature).toMatchObject({
        ok: true,
        signature: session.signature,
      })
    }
  })

  it('refuses a signature of other bytes, or of the right bytes by another key', async () => {
    const session = await signIn(signers.solana())
    const flipped = base58.decode(session.signature)
    flipped[10] = (flipped[10] ?? 0) ^ 1
    for (const signature of [base58.encode(flipped), base58.encode(new Uint8Array(64))]) {
      expect(await verifySiwxMessage({ ...session, signature, ...expected })).toMatchObject({
        ok: false,
        reason: 'INVALID_SIGNATURE',
      })
    }
  })

  it('finds every reading of the expected length', () => {
    const bytes = new Uint8Array(64).map((_, index) => index)
    expect(signatureCandidates(base58.encode(bytes), 64)).toEqual([bytes])
    expect(signatureCandidates(hex.encode(bytes), 64)).toEqual([bytes])
    expect(signatureCandidates(base64.encode(bytes), 64)).toEqual([bytes])
    expect(signatureCandidates(hex.encode(bytes.subarray(1)), 64)).toEqual([])
    expect(signatureCandidates('not an encoding!', 64)).toEqual([])
    expect(signatureCandidates(`0x${hex.encode(bytes)}0`, 64)).toEqual([])
  })
})
