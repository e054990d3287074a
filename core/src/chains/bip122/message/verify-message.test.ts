import { describe, expect, it } from 'vitest'
import { verifyBitcoinSignature } from '../../../siwx/server/bip122.js'
import { type BitcoinAddressKind, signers } from '../../../siwx/server/verify.fixtures.js'
import { verifyMessageSignature } from './verify-message.js'

// The browser's check of a wallet's message signature, against BIP-322's published vectors and
// against the server's verifier (bip322-js, Node only) on every pair of signing and signed address
// kinds: both must accept and refuse the same signatures.

// BIP-322's test vectors (private key L3VFeEujGtevx9w18HD1fhRbCH67Az2dpCymeRE1SoPK).
const vectors = [
  {
    address: 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l',
    message: '',
    signature:
      'AkcwRAIgM2gBAQqvZX15ZiysmKmQpDrG83avLIT492QBzLnQIxYCIBaTpOaD20qRlEylyxFSeEA2ba9YOixpX8z46TSDtS40ASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=',
  },
  {
    address: 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l',
    message: 'Hello World',
    signature:
      'AkcwRAIgZRfIY3p7/DoVTty6YZbWS71bc5Vct9p9Fia83eRmw2QCICK/ENGfwLtptFluMGs2KsqoNSk89pO7F29zJLUx9a/sASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=',
  },
  {
    address: 'bc1ppv609nr0vr25u07u95waq5lucwfm6tde4nydujnu8npg4q75mr5sxq8lt3',
    message: 'Hello World',
    signature: 'AUHd69PrJQEv+oKTfZ8l+WROBHuy9HKrbFCJu7U1iK2iiEy1vMU5EfMtjc+VSHM7aU0SDbak5IUZRVno2P5mjSafAQ==',
  },
]

const kinds: BitcoinAddressKind[] = ['p2wpkh', 'p2sh-p2wpkh', 'p2tr', 'p2pkh']
const signer = (kind: BitcoinAddressKind, index = 0) => signers[`bip122 ${kind}`](index)

describe('a wallet’s Bitcoin message signature, checked in the browser', () => {
  it('accepts BIP-322’s published vectors, with or without the final encoding’s smp tag, and nothing else', async () => {
    for (const vector of vectors) {
      expect(await verifyMessageSignature(vector), vector.message).toEqual({
        ok: true,
        signature: vector.signature,
      })
      expect((await verifyMessageSignature({ ...vector, signature: `smp${vector.signature}` })).ok).toBe(true)
      expect((await verifyMessageSignature({ ...vector, message: `${vector.message}!` })).ok).toBe(false)
    }
    const [segwit, , taproot] = vectors
    if (!segwit || !taproot) throw new Error('vectors')
    // One address's signature is not another's.
    expect((await verifyMessageSignature({ ...taproot, address: segwit.address })).ok).toBe(false)
  })

  it('agrees with the server’s verifier on every signing and signed address kind', async () => {
    const message = 'Sign in to app.example.com\nNonce: serverNonce1234'
    for (const signedBy of kinds) {
      const signature = await signer(signedBy).sign(message)
      for (const kind of kinds) {
        const address = signer(kind).address
        const server = await verifyBitcoinSignature({ data: { accountAddress: address }, message, signature })
        const browser = await verifyMessageSignature({ address, message, signature })
        expect(browser.ok, `${signedBy} signature for a ${kind} address`).toBe(server.ok)
      }
      // Another key's address, and a changed byte, are refused by both.
      const other = signer(signedBy, 1).address
      expect((await verifyMessageSignature({ address: other, message, signature })).ok).toBe(false)
      const bytes = Buffer.from(signature, 'base64')
      bytes[bytes.length - 8] = (bytes[bytes.length - 8] ?? 0) ^ 0x01
      const tampered = bytes.toString('base64')
      const address = signer(signedBy).address
      expect((await verifyMessageSignature({ address, message, signature: tampered })).ok, signedBy).toBe(
        false,
      )
    }
  })

  it('says why it cannot check an address no single key signs for, and junk', async () => {
    const p2wsh = 'bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3'
    const [vector] = vectors
    if (!vector) throw new Error('vectors')
    expect(await verifyMessageSignature({ ...vector, address: p2wsh })).toEqual({
      ok: false,
      message: `${p2wsh} is not an address a single key signs for`,
    })
    expect((await verifyMessageSignature({ ...vector, signature: 'not base64!' })).ok).toBe(false)
  })
})
