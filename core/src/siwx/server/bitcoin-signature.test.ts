import { base64 } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { verifyBitcoinSignature } from './bip122.js'
import { readBitcoinSignature } from './bitcoin-signature.js'
import { signers, signIn, testDomain, testNow } from './verify.fixtures.js'
import { verifySiwxMessage } from './verify.js'

const expected = { domain: testDomain, now: testNow }
const order = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n

const toBytes32 = (value: bigint) =>
  Uint8Array.from(value.toString(16).padStart(64, '0').match(/../g) ?? [], (pair) =>
    Number.parseInt(pair, 16),
  )
const toBigInt = (bytes: Uint8Array) => BigInt(`0x${Buffer.from(bytes).toString('hex')}`)

/** The same BIP-137 signature with s mirrored into the upper half (a third party can make it). */
function mirrorLegacy(signature: string): string {
  const bytes = base64.decode(signature)
  const mirrored = Uint8Array.from(bytes)
  mirrored.set(toBytes32(order - toBigInt(bytes.subarray(33, 65))), 33)
  mirrored[0] = (((bytes[0] ?? 0) - 27) ^ 1) + 27
  return base64.encode(mirrored)
}

/** The same P2WPKH witness with its DER signature's s mirrored into the upper half. */
function mirrorWitness(signature: string): string {
  const bytes = base64.decode(signature)
  const derLength = bytes[1] ?? 0
  const der = bytes.subarray(2, 2 + derLength - 1)
  const r = der.subarray(4, 4 + (der[3] ?? 0))
  let s = toBytes32(order - toBigInt(der.subarray(6 + r.length)))
  if ((s[0] ?? 0) & 0x80) s = Uint8Array.of(0, ...s)
  const mirrored = Uint8Array.of(0x30, 4 + r.length + s.length, 2, r.length, ...r, 2, s.length, ...s, 1)
  return base64.encode(Uint8Array.of(2, mirrored.length, ...mirrored, ...bytes.subarray(2 + derLength)))
}

// BIP-322's published vectors (bitcoin/bips, bip-0322/basic-test-vectors.json).
const vectorAddress = 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l'
const emptyMessageSignature =
  'smpAkcwRAIgM2gBAQqvZX15ZiysmKmQpDrG83avLIT492QBzLnQIxYCIBaTpOaD20qRlEylyxFSeEA2ba9YOixpX8z46TSDtS40ASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI='
const vectors = [
  { message: '', address: vectorAddress, signature: emptyMessageSignature },
  {
    message: '',
    address: vectorAddress,
    signature:
      'smpAkgwRQIhAPkJ1Q4oYS0htvyuSFHLxRQpFAY56b70UvE7Dxazen0ZAiAtZfFz1S6T6I23MWI2lK/pcNTWncuyL8UL+oMdydVgzAEhAsfxIAMZZEKUPYWI4BruhAQjzFT8FSFSajuFwrDL1Yhy',
  },
  {
    message: 'Hello World',
    address: vectorAddress,
    signature:
      'smpAkcwRAIgZRfIY3p7/DoVTty6YZbWS71bc5Vct9p9Fia83eRmw2QCICK/ENGfwLtptFluMGs2KsqoNSk89pO7F29zJLUx9a/sASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=',
  },
  {
    message: 'No prefix fallback',
    address: 'bc1pss0zhytly75awhm6x2hhvd5lnzv3vssgrf9axfheq8ldyzn88ges79fler',
    signature: 'AUCJYOwOjxYAvatTAGYaVlNXBVyFuc4MwNQkOuK2tl8xhfKDONd0NjfYyNSYcRqeCp8hsAnCEPHAVEkO9h6vbQ/R',
  },
]

const verify = (address: string, message: string, signature: string) =>
  verifyBitcoinSignature({ data: { accountAddress: address }, message, signature })

describe('Bitcoin signatures, BIP-322 final encoding', () => {
  it("verifies the BIP's simple vectors, tagged 'smp' or not, and answers them untagged", async () => {
    for (const { message, address, signature } of vectors) {
      const untagged = signature.replace(/^smp/, '')
      expect(await verify(address, message, signature), signature).toEqual({ ok: true, signature: untagged })
      expect(await verify(address, message, untagged), untagged).toEqual({ ok: true, signature: untagged })
    }
  })

  it("refuses the BIP's error vectors", async () => {
    const refused = [
      { message: '', signature: 'not-valid-base64!!!' },
      { message: '', signature: '' },
      { message: 'Wrong message that was not signed', signature: emptyMessageSignature },
      { message: '', signature: 'smpAA==' },
      { message: '', signature: 'fooAA==' },
    ]
    for (const { message, signature } of refused) {
      expect(await verify(vectorAddress, message, signature), signature).toMatchObject({
        ok: false,
        reason: 'INVALID_SIGNATURE',
      })
    }
  })

  it("names the 'ful' and 'pof' formats it does not verify", () => {
    const full = 'fulAUDZwFXUp+adN+/UZj5dVrGAbB3zKs1Vcalz5fCF9srxS63eSWNGvH1NYbrBkPt1BJDUyWUz9zgUxfc63/QheT6M'
    expect(readBitcoinSignature(full)).toEqual({
      ok: false,
      reason: 'INVALID_SIGNATURE',
      message: "BIP-322 full signatures ('ful') are not supported: sign with the simple format ('smp')",
    })
    expect(readBitcoinSignature('pofAA==')).toMatchObject({ message: expect.stringContaining("('pof')") })
  })
})

describe('Bitcoin signatures are one text each', () => {
  it('refuses characters or bytes appended, and padding removed or added', async () => {
    for (const kind of ['bip122 p2wpkh', 'bip122 p2tr', 'bip122 p2pkh'] as const) {
      const session = await signIn(signers[kind]())
      const bytes = base64.decode(session.signature)
      const variants = [
        `${session.signature}AAAA`,
        `${session.signature}x`,
        `${session.signature}=`,
        session.signature.replace(/=+$/, '') === session.signature
          ? `${session.signature}==`
          : session.signature.replace(/=+$/, ''),
        base64.encode(Uint8Array.of(...bytes, 0)),
        ` ${session.signature}`,
      ]
      for (const signature of variants) {
        expect(
          await verifySiwxMessage({ ...session, signature, ...expected }),
          `${kind} ${signature}`,
        ).toMatchObject({
          ok: false,
          reason: 'INVALID_SIGNATURE',
        })
      }
    }
  })

  it('refuses ECDSA signatures with s in the upper half, in a witness and in BIP-137', async () => {
    const segwit = await signIn(signers['bip122 p2wpkh']())
    const legacy = await signIn(signers['bip122 p2pkh']())
    const cases = [
      { ...segwit, signature: mirrorWitness(segwit.signature) },
      { ...legacy, signature: mirrorLegacy(legacy.signature) },
    ]
    for (const session of cases) {
      expect(await verifySiwxMessage({ ...session, ...expected })).toEqual({
        ok: false,
        reason: 'INVALID_SIGNATURE',
        message: 'The signature is not canonical: its s value is in the upper half (BIP-146 LOW_S)',
      })
    }
  })

  it("answers BIP-137 headers of one compressed key's address kinds as the P2PKH header", async () => {
    const session = await signIn(signers['bip122 p2pkh']())
    const bytes = base64.decode(session.signature)
    for (const offset of [0, 4, 8]) {
      const header = Uint8Array.from(bytes)
      header[0] = (bytes[0] ?? 0) + offset
      const result = await verifySiwxMessage({ ...session, signature: base64.encode(header), ...expected })
      expect(result, String(offset)).toMatchObject({ ok: true, signature: session.signature })
    }
  })
})
