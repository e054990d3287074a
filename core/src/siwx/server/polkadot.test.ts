import { secp256k1 } from '@noble/curves/secp256k1'
import { u8aWrapBytes } from '@polkadot/util'
import { blake2AsU8a, signatureVerify } from '@polkadot/util-crypto'
import { base58 } from '@scure/base'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createSiwxMessage } from '../message.js'
import { verifyPolkadotSignature } from './polkadot.js'
import { maxPolkadotSignatureLength } from './polkadot-signature.js'
import { type PolkadotKeyKind, signers, signIn, testDomain, testNow } from './verify.fixtures.js'
import { verifySiwxMessage } from './verify.js'

// polkadot-js (`@polkadot/keyring`, `@polkadot/util-crypto`: Schnorrkel in wasm, its own ed25519 and
// ecdsa) signs, and its `signatureVerify` is the oracle for which signatures hold.

const expected = { domain: testDomain, now: testNow }
const keyTypes: readonly PolkadotKeyKind[] = ['sr25519', 'ed25519', 'ecdsa']
const typeByte = { ed25519: '00', sr25519: '01', ecdsa: '02' } as const
const signer = (type: PolkadotKeyKind, index = 0) => signers[`polkadot ${type}`](index)
const invalid = { ok: false, reason: 'INVALID_SIGNATURE' }

/** What polkadot-js's verifier says of `signature` over the text as an extension or signer signs it. */
const oracleAccepts = (message: string, signature: string, address: string) =>
  signatureVerify(message, signature, address).isValid

/** `hex` (`0x…`) with the byte at `index` changed. */
function flipByte(hex: string, index: number): string {
  const at = 2 + 2 * index
  const byte = (Number.parseInt(hex.slice(at, at + 2), 16) ^ 1).toString(16).padStart(2, '0')
  return `${hex.slice(0, at)}${byte}${hex.slice(at + 2)}`
}

describe.each(keyTypes)('verifySiwxMessage, Polkadot %s', (type) => {
  it('accepts the text signed wrapped in <Bytes> (signRaw) or as given, with or without the type byte', async () => {
    const polkadot = signer(type)
    const session = await signIn(polkadot)
    const signatures = [
      await polkadot.sign(session.message),
      await polkadot.signUnwrapped(session.message),
      await polkadot.signBare(session.message, true),
      await polkadot.signBare(session.message, false),
    ]
    for (const signature of signatures) {
      expect(oracleAccepts(session.message, signature, polkadot.address), signature).toBe(true)
      const bare = signature.length === 2 + 2 * 64 || (type === 'ecdsa' && signature.length === 2 + 2 * 65)
      const canonical = bare ? `0x${typeByte[type]}${signature.slice(2)}` : signature
      const result = await verifySiwxMessage({ ...session, signature, ...expected })
      expect(result, signature).toEqual({ ok: true, data: session.data, signature: canonical })
      // The canonical text verifies again, to itself, in capitals too.
      const again = await verifySiwxMessage({
        ...session,
        signature: canonical.toUpperCase().replace('0X', '0x'),
        ...expected,
      })
      expect(again).toMatchObject({ ok: true, signature: canonical })
    }
  })

  it('refuses a tampered message or signature, and another account’s address', async () => {
    const polkadot = signer(type)
    const session = await signIn(polkadot)
    const tampered = session.message.replace('Sign in to Example', 'Sign in to Exampl3')
    expect(oracleAccepts(tampered, session.signature, polkadot.address)).toBe(false)
    expect(await verifySiwxMessage({ ...session, message: tampered, ...expected })).toMatchObject(invalid)
    // Byte 10 is in the signature itself (after the type byte).
    const flipped = flipByte(session.signature, 10)
    expect(oracleAccepts(session.message, flipped, polkadot.address)).toBe(false)
    expect(await verifySiwxMessage({ ...session, signature: flipped, ...expected })).toMatchObject(invalid)
    // A message naming another account, signed by this one.
    const other = await signIn(signer(type, 1))
    const signature = await polkadot.sign(other.message)
    expect(oracleAccepts(other.message, signature, other.data.accountAddress)).toBe(false)
    expect(await verifySiwxMessage({ ...other, signature, ...expected })).toEqual({
      ...invalid,
      message: `Not a signature of this message by ${other.data.accountAddress} (sr25519, ed25519 or ecdsa; the text or <Bytes>-wrapped)`,
    })
  })
})

describe('verifySiwxMessage, Polkadot signatures read strictly', () => {
  it('refuses an address whose SS58 checksum does not hold, which the page’s rules take for its form', async () => {
    const polkadot = signer('sr25519')
    const bytes = base58.decode(polkadot.address)
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 1
    const broken = base58.encode(bytes)
    const session = await signIn({ ...polkadot, address: broken })
    expect(session.message).toContain(`\n${broken}\n`)
    // The signature is the key's: only the address's checksum is wrong.
    expect(oracleAccepts(session.message, session.signature, polkadot.address)).toBe(true)
    expect(await verifySiwxMessage({ ...session, ...expected })).toEqual({
      ...invalid,
      message: `${broken} is not a Polkadot account address: its SS58 checksum does not hold`,
    })
  })

  it('reads 65 bytes as a typed signature or an ecdsa one of its own, whose r may begin with 0 or 1', async () => {
    const polkadot = signer('ecdsa')
    // Sign until r's first byte is 0 or 1, so 65 bytes also read as a type byte and 64 bytes.
    let found: { message: string; signature: string } | undefined
    for (let attempt = 0; !found && attempt < 5_000; attempt++) {
      const session = await signIn(polkadot, { requestId: `r${attempt}` })
      const signature = await polkadot.signBare(session.message)
      if (signature.startsWith('0x00') || signature.startsWith('0x01')) found = { ...session, signature }
    }
    if (!found) throw new Error('no ecdsa signature with r beginning with 0 or 1 in 5000 attempts')
    expect(oracleAccepts(found.message, found.signature, polkadot.address)).toBe(true)
    expect(await verifySiwxMessage({ ...found, ...expected })).toMatchObject({
      ok: true,
      signature: `0x02${found.signature.slice(2)}`,
    })
  })

  it('reads an ecdsa v of 27 or 28 as 0 or 1, and refuses the mirrored s anyone can make', async () => {
    const polkadot = signer('ecdsa')
    const session = await signIn(polkadot)
    const bare = await polkadot.signBare(session.message)
    const v = Number.parseInt(bare.slice(-2), 16)
    const ethereumStyle = `${bare.slice(0, -2)}${(v + 27).toString(16)}`
    expect(await verifySiwxMessage({ ...session, signature: ethereumStyle, ...expected })).toMatchObject({
      ok: true,
      signature: `0x02${bare.slice(2)}`,
    })
    // (r, n − s) is a valid signature of the same key and hash too, which anyone can make from this one.
    const hash = blake2AsU8a(u8aWrapBytes(session.message))
    const original = secp256k1.Signature.fromCompact(bare.slice(2, 130)).addRecoveryBit(v)
    const key = original.recoverPublicKey(hash).toRawBytes(true)
    const mirrored = new secp256k1.Signature(original.r, secp256k1.CURVE.n - original.s)
    expect(secp256k1.verify(mirrored, hash, key, { lowS: false })).toBe(true)
    const mirroredSignature = `0x02${mirrored.toCompactHex()}0${1 - v}`
    expect(await verifySiwxMessage({ ...session, signature: mirroredSignature, ...expected })).toEqual({
      ...invalid,
      message: 'The ecdsa signature is not canonical: its s value is in the upper half',
    })
  })

  it('takes the type byte at its word: a 65-byte ed25519 claim of an sr25519 signature, a 66-byte one not of type 2', async () => {
    const polkadot = signer('sr25519')
    const session = await signIn(polkadot)
    const typed = await polkadot.sign(session.message)
    expect(
      await verifySiwxMessage({ ...session, signature: `0x00${typed.slice(4)}`, ...expected }),
    ).toMatchObject(invalid)
    const ecdsa = await signer('ecdsa').sign(session.message)
    expect(await verifySiwxMessage({ ...session, signature: `0x01${ecdsa.slice(4)}`, ...expected })).toEqual({
      ...invalid,
      message: 'A 66-byte Polkadot signature is an ecdsa one after its type byte, 2',
    })
  })

  it('refuses other lengths and encodings on the text, before decoding, and a huge one by the size cap', async () => {
    const session = await signIn(signer('sr25519'))
    for (const [signature, message] of [
      [`0x${'ab'.repeat(63)}`, 'A Polkadot signature is 64, 65 or 66 bytes, not 63'],
      [
        `0x${'ab'.repeat(67)}`,
        `The signature is 136 characters; a Polkadot signature is at most ${maxPolkadotSignatureLength}`,
      ],
      [`0x${'ab'.repeat(32)}`, 'A Polkadot signature is 64, 65 or 66 bytes, not 32'],
      [session.signature.slice(2), 'A Polkadot signature is 0x-prefixed hex'],
      [`${session.signature}0`, 'A Polkadot signature is 0x-prefixed hex'],
      [`0x${'zz'.repeat(64)}`, 'A Polkadot signature is 0x-prefixed hex'],
      [
        `0x${'ab'.repeat(500_000)}`,
        `The signature is 1000002 characters; a Polkadot signature is at most ${maxPolkadotSignatureLength}`,
      ],
    ]) {
      expect(await verifySiwxMessage({ ...session, signature: signature ?? '', ...expected })).toEqual({
        ...invalid,
        message,
      })
    }
  })

  it('never throws, and takes a changed signature only when it is the same bytes (property)', async () => {
    const sessions = await Promise.all(keyTypes.map(async (type) => signIn(signer(type))))
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...sessions),
        fc.nat(),
        fc.constantFrom(...'0123456789abcdef'),
        fc.string({ maxLength: 140 }),
        async (session, at, digit, junk) => {
          const index = 2 + (at % (session.signature.length - 2))
          const changed = `${session.signature.slice(0, index)}${digit}${session.signature.slice(index + 1)}`
          const result = await verifySiwxMessage({ ...session, signature: changed, ...expected })
          expect(result.ok).toBe(changed === session.signature)
          const anything = await verifySiwxMessage({ ...session, signature: `0x${junk}`, ...expected })
          expect(anything.ok || typeof anything.message === 'string').toBe(true)
        },
      ),
      { numRuns: 150 },
    )
  })

  it('is the same check called directly, for a server that parsed the message itself', async () => {
    const polkadot = signer('ed25519')
    const message = createSiwxMessage((await signIn(polkadot)).data)
    const signature = await polkadot.sign(message)
    expect(
      await verifyPolkadotSignature({ data: { accountAddress: polkadot.address }, message, signature }),
    ).toEqual({
      ok: true,
      signature,
    })
    expect(u8aWrapBytes(message)).not.toEqual(new TextEncoder().encode(message))
  })
})
