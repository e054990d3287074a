import { makeSignDoc, type StdSignature, serializeSignDoc } from '@cosmjs/amino'
import { Secp256k1, Secp256k1Signature, sha256 } from '@cosmjs/crypto'
import { fromBase64, toBase64, toBech32, toUtf8 } from '@cosmjs/encoding'
import { secp256k1 } from '@noble/curves/secp256k1'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { adr036SignDoc } from '../../chains/cosmos/adr036.js'
import { verifyCosmosSignature } from './cosmos.js'
import { maxCosmosSignatureLength } from './cosmos-signature.js'
import { signers, signIn, testDomain, testNow } from './verify.fixtures.js'
import { verifySiwxMessage } from './verify.js'

// @cosmjs signs (`Secp256k1Wallet.signAmino` of the ADR-036 document `makeSignDoc` makes, as Keplr's
// `signArbitrary` does), and `Secp256k1.verifySignature` over `serializeSignDoc`'s bytes is the oracle.

const expected = { domain: testDomain, now: testNow }
const invalid = { ok: false, reason: 'INVALID_SIGNATURE' }

/** The ADR-036 document of `message` signed by `signer`, as @cosmjs writes it. */
function cosmjsSignDoc(signer: string, message: string): Uint8Array {
  const msg = { type: 'sign/MsgSignData', value: { signer, data: toBase64(toUtf8(message)) } }
  return serializeSignDoc(makeSignDoc([msg], { gas: '0', amount: [] }, '', '', 0, 0))
}

/** What @cosmjs says of a StdSignature over `message` by `signer`. */
async function oracleAccepts(signer: string, message: string, signature: StdSignature): Promise<boolean> {
  return Secp256k1.verifySignature(
    Secp256k1Signature.fromFixedLength(fromBase64(signature.signature)),
    sha256(cosmjsSignDoc(signer, message)),
    fromBase64(signature.pub_key.value),
  )
}

describe('verifySiwxMessage, Cosmos (ADR-036)', () => {
  it('accepts the StdSignature as JSON and its bare base64 signature, and answers the StdSignature', async () => {
    const cosmos = signers.cosmos()
    const session = await signIn(cosmos)
    const stdSignature = await cosmos.signArbitrary(session.message)
    expect(await oracleAccepts(cosmos.address, session.message, stdSignature)).toBe(true)
    const canonical = JSON.stringify(stdSignature)
    for (const signature of [canonical, JSON.stringify(stdSignature, null, 2), stdSignature.signature]) {
      expect(await verifySiwxMessage({ ...session, signature, ...expected }), signature).toEqual({
        ok: true,
        data: session.data,
        signature: canonical,
      })
    }
  })

  it('writes the document @cosmjs signs, for any signer and text (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 60 }),
        fc.string({ unit: 'binary', maxLength: 200 }),
        (signer, text) => {
          // Compared as hex: element-by-element equality of byte arrays is slow.
          const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex')
          expect(hex(adr036SignDoc(signer, text))).toBe(hex(cosmjsSignDoc(signer, text)))
        },
      ),
      { numRuns: 100 },
    )
    // Amino JSON escapes what Go's encoder escapes.
    expect(new TextDecoder().decode(adr036SignDoc('a<b>&c', 'x'))).toContain('a\\u003cb\\u003e\\u0026c')
  })

  it('refuses a tampered message or signature', async () => {
    const cosmos = signers.cosmos()
    const session = await signIn(cosmos)
    const stdSignature = await cosmos.signArbitrary(session.message)
    const tampered = session.message.replace('Sign in to Example', 'Sign in to Exampl3')
    expect(await oracleAccepts(cosmos.address, tampered, stdSignature)).toBe(false)
    expect(await verifySiwxMessage({ ...session, message: tampered, ...expected })).toMatchObject(invalid)
    const bytes = fromBase64(stdSignature.signature)
    bytes[5] = (bytes[5] ?? 0) ^ 1
    const flipped = { ...stdSignature, signature: toBase64(bytes) }
    expect(await oracleAccepts(cosmos.address, session.message, flipped)).toBe(false)
    for (const signature of [JSON.stringify(flipped), flipped.signature])
      expect(await verifySiwxMessage({ ...session, signature, ...expected }), signature).toMatchObject(
        invalid,
      )
  })

  it('binds the key to the address: another key’s signature, with its key or bare, is refused', async () => {
    const cosmos = signers.cosmos()
    const session = await signIn(cosmos)
    // The other key signs the very document, naming this address as signer: a valid signature of it.
    const other = await signers.cosmos(1).signArbitrary(session.message, cosmos.address)
    expect(await oracleAccepts(cosmos.address, session.message, other)).toBe(true)
    expect(await verifySiwxMessage({ ...session, signature: JSON.stringify(other), ...expected })).toEqual({
      ...invalid,
      message: `The public key is not the key of ${cosmos.address}`,
    })
    expect(await verifySiwxMessage({ ...session, signature: other.signature, ...expected })).toEqual({
      ...invalid,
      message: `Not a signature of this message by ${cosmos.address}`,
    })
    // This key's signature with the other key written in: neither verifies.
    const own = await cosmos.signArbitrary(session.message)
    const swapped = { ...own, pub_key: other.pub_key }
    expect(
      await verifySiwxMessage({ ...session, signature: JSON.stringify(swapped), ...expected }),
    ).toMatchObject(invalid)
  })

  it('refuses keys of other types with a clear message, and StdSignatures of another shape', async () => {
    const cosmos = signers.cosmos()
    const session = await signIn(cosmos)
    const own = await cosmos.signArbitrary(session.message)
    for (const type of [
      'os/PubKeyEthSecp256k1',
      'ethermint/PubKeyEthSecp256k1',
      'tendermint/PubKeyEd25519',
    ]) {
      const signature = JSON.stringify({ ...own, pub_key: { ...own.pub_key, type } })
      const result = await verifySiwxMessage({ ...session, signature, ...expected })
      expect(result).toMatchObject(invalid)
      expect(!result.ok && result.message).toBe(
        `${JSON.stringify(type)} keys are not supported: ADR-036 sign-in takes tendermint/PubKeySecp256k1 keys ` +
          "(Ethermint's ethsecp256k1 keys hash with keccak-256 and derive other addresses)",
      )
    }
    const key = fromBase64(own.pub_key.value)
    const uncompressed = toBase64(Secp256k1.uncompressPubkey(key))
    for (const signature of [
      JSON.stringify({ ...own, extra: 1 }),
      JSON.stringify({ signature: own.signature }),
      JSON.stringify({ ...own, pub_key: { ...own.pub_key, value: uncompressed } }),
      JSON.stringify({ ...own, signature: own.signature.replace(/=+$/, '') }),
      JSON.stringify({ ...own, signature: own.signature.replace(/\+/g, '-').replace(/\//g, '_') }),
      JSON.stringify([own]),
      '{"pub_key":',
      own.signature.replace(/=+$/, ''),
      toBase64(fromBase64(own.signature).subarray(1)),
    ])
      expect(await verifySiwxMessage({ ...session, signature, ...expected }), signature).toMatchObject(
        invalid,
      )
  })

  it('refuses the mirrored s anyone can make from a signature', async () => {
    const cosmos = signers.cosmos()
    const session = await signIn(cosmos)
    const own = await cosmos.signArbitrary(session.message)
    const { r, s } = secp256k1.Signature.fromCompact(fromBase64(own.signature))
    const mirrored = new secp256k1.Signature(r, secp256k1.CURVE.n - s).toCompactRawBytes()
    const hash = sha256(cosmjsSignDoc(cosmos.address, session.message))
    expect(secp256k1.verify(mirrored, hash, fromBase64(own.pub_key.value), { lowS: false })).toBe(true)
    for (const signature of [JSON.stringify({ ...own, signature: toBase64(mirrored) }), toBase64(mirrored)])
      expect(await verifySiwxMessage({ ...session, signature, ...expected })).toEqual({
        ...invalid,
        message: 'The signature is not canonical: its s value is in the upper half',
      })
  })

  it('refuses a signature longer than any StdSignature by its length, before parsing it', async () => {
    const session = await signIn(signers.cosmos())
    const own = JSON.parse(session.signature) as StdSignature
    // Whitespace is JSON too: the text would parse, and is refused unread.
    const padded = `${' '.repeat(400)}${JSON.stringify(own)}`
    expect(padded.length).toBeGreaterThan(maxCosmosSignatureLength)
    expect(await verifySiwxMessage({ ...session, signature: padded, ...expected })).toEqual({
      ...invalid,
      message: `The signature is ${padded.length} characters; a Cosmos signature is at most ${maxCosmosSignatureLength}`,
    })
  })

  it('never throws, and takes a changed signature only when it is the same (property)', async () => {
    const session = await signIn(signers.cosmos())
    const bare = (JSON.parse(session.signature) as StdSignature).signature
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/={}":, '
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(session.signature, bare),
        fc.nat(),
        fc.constantFrom(...alphabet),
        fc.string({ maxLength: 300 }),
        async (signature, at, char, junk) => {
          const index = at % signature.length
          const changed = `${signature.slice(0, index)}${char}${signature.slice(index + 1)}`
          const result = await verifySiwxMessage({ ...session, signature: changed, ...expected })
          expect(result.ok, changed).toBe(changed === signature)
          const anything = await verifySiwxMessage({ ...session, signature: junk, ...expected })
          expect(anything.ok).toBe(false)
        },
      ),
      { numRuns: 150 },
    )
  })

  it('refuses an address that is no key’s (a 32-byte module account), called directly', async () => {
    const cosmos = signers.cosmos()
    const session = await signIn(cosmos)
    const moduleAccount = toBech32('cosmos', new Uint8Array(32).fill(3))
    expect(await verifyCosmosSignature({ ...session, data: { accountAddress: moduleAccount } })).toEqual({
      ...invalid,
      message: `${moduleAccount} is not the address of a key (20 bytes of bech32)`,
    })
    expect(await verifyCosmosSignature(session)).toEqual({
      ok: true,
      signature: session.signature,
    })
  })
})
