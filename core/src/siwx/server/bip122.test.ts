import { describe, expect, it } from 'vitest'
import { signers, signIn, testDomain, testNow } from './verify.fixtures.js'
import { verifySiwxMessage } from './verify.js'

const expected = { domain: testDomain, now: testNow }

describe('verifySiwxMessage, Bitcoin', () => {
  it('accepts a legacy BIP-137 signature for the segwit and taproot addresses of the same key', async () => {
    // Electrum, hardware wallets and UniSat's 'ecdsa' mode sign that way; bip322-js accepts any
    // address derived from the recovered key, since its holder controls them all.
    for (const kind of ['bip122 p2wpkh', 'bip122 p2sh-p2wpkh', 'bip122 p2tr'] as const) {
      const session = await signIn(signers[kind]())
      const signature = await signers['bip122 p2pkh']().sign(session.message)
      expect(await verifySiwxMessage({ ...session, signature, ...expected }), kind).toMatchObject({
        ok: true,
      })
    }
  })

  it('refuses a BIP-322 signature made for another address of the same key', async () => {
    const taproot = await signIn(signers['bip122 p2tr']())
    const nested = await signIn(signers['bip122 p2sh-p2wpkh']())
    const segwitSignature = await signers['bip122 p2wpkh']().sign(taproot.message)
    expect(await verifySiwxMessage({ ...taproot, signature: segwitSignature, ...expected })).toMatchObject({
      ok: false,
      reason: 'INVALID_SIGNATURE',
    })
    const nestedWithSegwitSignature = await signers['bip122 p2wpkh']().sign(nested.message)
    expect(
      await verifySiwxMessage({ ...nested, signature: nestedWithSegwitSignature, ...expected }),
    ).toMatchObject({ ok: false, reason: 'INVALID_SIGNATURE' })
  })

  it('says why it cannot verify an address kind bip322-js does not support (P2WSH)', async () => {
    const p2wsh = 'bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3'
    const session = await signIn({ ...signers['bip122 p2wpkh'](), address: p2wsh })
    const result = await verifySiwxMessage({ ...session, ...expected })
    expect(result).toMatchObject({ ok: false, reason: 'INVALID_SIGNATURE' })
    expect(!result.ok && result.message).toMatch(/^Cannot verify: /)
  })
})
