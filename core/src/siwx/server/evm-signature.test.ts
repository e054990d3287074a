import { describe, expect, it } from 'vitest'
import { readEvmSignature } from './evm-signature.js'
import { signers, signIn, testDomain, testNow } from './verify.fixtures.js'
import { verifySiwxMessage } from './verify.js'

const expected = { domain: testDomain, now: testNow }
const order = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n

describe('EVM signatures are one text each', () => {
  it('accepts upper-case hex and v as 0/1, and answers lowercase with v 27/28', async () => {
    const session = await signIn(signers.eip155())
    const body = session.signature.slice(2, 130)
    const yParity = session.signature.endsWith('1b') ? '00' : '01'
    for (const signature of [`0x${session.signature.slice(2).toUpperCase()}`, `0x${body}${yParity}`]) {
      expect(await verifySiwxMessage({ ...session, signature, ...expected }), signature).toMatchObject({
        ok: true,
        signature: session.signature,
      })
    }
  })

  it('refuses the mirror signature (r, n - s) a third party can make (EIP-2)', async () => {
    const session = await signIn(signers.eip155())
    const s = BigInt(`0x${session.signature.slice(66, 130)}`)
    const flippedV = session.signature.endsWith('1b') ? '1c' : '1b'
    const mirrored = `0x${session.signature.slice(2, 66)}${(order - s).toString(16).padStart(64, '0')}${flippedV}`
    expect(await verifySiwxMessage({ ...session, signature: mirrored, ...expected })).toEqual({
      ok: false,
      reason: 'INVALID_SIGNATURE',
      message: 'The signature is not canonical: its s value is in the upper half (EIP-2)',
    })
  })

  it('refuses the mirror signature with v written as 0/1 too: the decision holds whatever v form', async () => {
    const session = await signIn(signers.eip155())
    const s = BigInt(`0x${session.signature.slice(66, 130)}`)
    const flippedParity = session.signature.endsWith('1b') ? '01' : '00'
    const mirrored = `0x${session.signature.slice(2, 66)}${(order - s).toString(16).padStart(64, '0')}${flippedParity}`
    expect(await verifySiwxMessage({ ...session, signature: mirrored, ...expected })).toMatchObject({
      ok: false,
      reason: 'INVALID_SIGNATURE',
    })
  })

  it('every accepted way of writing one signature reads as one canonical text', () => {
    const body = `${'11'.repeat(32)}${'22'.repeat(32)}`
    const canonical = readEvmSignature(`0x${body}1b`)
    for (const variant of [`0x${body}00`, `0x${body.toUpperCase()}1B`, `0x${body}1b`])
      expect(readEvmSignature(variant), variant).toEqual(canonical)
    expect(readEvmSignature(`0x${body}01`)).toEqual(readEvmSignature(`0x${body}1c`))
    expect(readEvmSignature(`0x${body}01`)).not.toEqual(canonical)
  })

  it('refuses half bytes and leaves signatures of other lengths (smart accounts) as they are, lowercased', () => {
    expect(readEvmSignature('0xabc')).toMatchObject({ ok: false })
    expect(readEvmSignature(`0x${'AB'.repeat(100)}`)).toEqual({
      ok: true,
      canonical: `0x${'ab'.repeat(100)}`,
    })
    // A 65-byte signature whose last byte is no ECDSA v (Safe's contract signatures use others).
    const contractSignature = `0x${'ff'.repeat(64)}05`
    expect(readEvmSignature(contractSignature)).toEqual({ ok: true, canonical: contractSignature })
  })
})
