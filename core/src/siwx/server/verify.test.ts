import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { InvalidVerifyOptionsError } from './verify.errors.js'
import { signers, signIn, testDomain, testNonce, testNow } from './verify.fixtures.js'
import { verifySiwxMessage } from './verify.js'
import type { VerifySiwxMessageOptions } from './verify.types.js'

const minute = 60_000
const expected = { domain: testDomain, nonce: testNonce, now: testNow }

describe.each(Object.entries(signers))('verifySiwxMessage, %s', (_, makeSigner) => {
  const signer = makeSigner()

  it('accepts a sign-in signed by the account, and returns its data and the canonical signature', async () => {
    const session = await signIn(signer)
    const result = await verifySiwxMessage({ ...session, ...expected, chains: [signer.chainId] })
    // What the wallet wrote is already canonical: lowercase hex with v 27/28, base58, padded base64.
    expect(result).toEqual({ ok: true, data: session.data, signature: session.signature })
  })

  it('refuses a 64 kB and a 1 MB signature by their length, before any decoder runs', async () => {
    const session = await signIn(signer)
    for (const size of [64_000, 1_000_000]) {
      for (const signature of ['A'.repeat(size), `0x${'a'.repeat(size)}`, '1'.repeat(size)]) {
        const result = await verifySiwxMessage({ ...session, signature, ...expected })
        expect(result).toMatchObject({ ok: false, reason: 'INVALID_SIGNATURE' })
        expect(!result.ok && result.message).toMatch(
          /^The signature is \d+ characters; an? \w+ signature is at most \d+$/,
        )
      }
    }
  })

  it('refuses a tampered message', async () => {
    const { message, signature } = await signIn(signer)
    const tampered = message.replace('Sign in to Example', 'Sign in to Exampl3')
    expect(await verifySiwxMessage({ message: tampered, signature, ...expected })).toMatchObject({
      ok: false,
      reason: 'INVALID_SIGNATURE',
    })
  })

  it("refuses another key's signature", async () => {
    const { message } = await signIn(signer)
    const signature = await makeSigner(1).sign(message)
    expect(await verifySiwxMessage({ message, signature, ...expected })).toMatchObject({
      ok: false,
      reason: 'INVALID_SIGNATURE',
    })
  })

  it('refuses another domain', async () => {
    const session = await signIn(signer, { domain: 'evil.example.com' })
    expect(await verifySiwxMessage({ ...session, ...expected })).toEqual({
      ok: false,
      reason: 'DOMAIN_MISMATCH',
      message: 'The message is for evil.example.com, not app.example.com',
    })
  })

  it("refuses a message naming another scheme than the site's (https unless told)", async () => {
    const insecure = await signIn(signer, { scheme: 'http' })
    expect(await verifySiwxMessage({ ...insecure, ...expected })).toEqual({
      ok: false,
      reason: 'DOMAIN_MISMATCH',
      message: 'The message is for http://app.example.com, not https://app.example.com',
    })
    expect(await verifySiwxMessage({ ...insecure, ...expected, scheme: 'http' })).toMatchObject({ ok: true })
    const secure = await signIn(signer, { scheme: 'https' })
    expect(await verifySiwxMessage({ ...secure, ...expected })).toMatchObject({ ok: true })
  })

  it('refuses a nonce the server did not issue', async () => {
    const session = await signIn(signer, { nonce: 'replayed0000' })
    expect(await verifySiwxMessage({ ...session, ...expected })).toMatchObject({ reason: 'NONCE_MISMATCH' })
    // Without an expected nonce, any nonce passes (the caller then owns replay protection).
    expect(await verifySiwxMessage({ ...session, domain: testDomain, now: testNow })).toMatchObject({
      ok: true,
    })
  })

  it('refuses a chain not in the allowed list', async () => {
    const session = await signIn(signer)
    const result = await verifySiwxMessage({
      ...session,
      ...expected,
      chains: ['eip155:8453', 'solana:devnet'],
    })
    expect(result).toMatchObject({ ok: false, reason: 'CHAIN_NOT_ALLOWED' })
  })

  it('refuses an expired sign-in, at and after its expiration', async () => {
    const session = await signIn(signer, { ttlMs: 10 * minute })
    for (const now of [testNow + 10 * minute, testNow + 60 * minute]) {
      expect(await verifySiwxMessage({ ...session, ...expected, now })).toMatchObject({ reason: 'EXPIRED' })
    }
    expect(
      await verifySiwxMessage({ ...session, ...expected, now: testNow + 10 * minute - 1 }),
    ).toMatchObject({
      ok: true,
    })
  })

  it('refuses a sign-in before notBefore, or issued in the future beyond the clock skew', async () => {
    const later = await signIn(signer, { notBefore: testNow + 5 * minute })
    expect(await verifySiwxMessage({ ...later, ...expected })).toMatchObject({ reason: 'NOT_YET_VALID' })
    expect(
      await verifySiwxMessage({ ...later, ...expected, now: new Date(testNow + 5 * minute) }),
    ).toMatchObject({
      ok: true,
    })

    const ahead = await signIn(signer, { now: testNow + 2 * minute })
    expect(await verifySiwxMessage({ ...ahead, ...expected })).toMatchObject({ reason: 'NOT_YET_VALID' })
    expect(await verifySiwxMessage({ ...ahead, ...expected, clockSkewMs: 3 * minute })).toMatchObject({
      ok: true,
    })
    const slightlyAhead = await signIn(signer, { now: testNow + 30_000 })
    expect(await verifySiwxMessage({ ...slightlyAhead, ...expected })).toMatchObject({ ok: true })
  })

  it('refuses garbage signatures without throwing', async () => {
    const { message } = await signIn(signer)
    const garbage = ['', 'x', '0x', '0xzz', '====', 'AAAA', `0x${'00'.repeat(65)}`, 'A'.repeat(5000), '🙂']
    for (const signature of garbage) {
      expect(await verifySiwxMessage({ message, signature, ...expected }), signature).toMatchObject({
        ok: false,
        reason: 'INVALID_SIGNATURE',
      })
    }
    for (const signature of [undefined, null, 42, {}]) {
      const result = await verifySiwxMessage({
        message,
        signature: signature as unknown as string,
        ...expected,
      })
      expect(result).toMatchObject({ ok: false, reason: 'INVALID_SIGNATURE' })
    }
  })
})

describe('verifySiwxMessage on bad input', () => {
  it('refuses text that is not a sign-in message', async () => {
    const { message, signature } = await signIn(signers.eip155())
    for (const text of [
      '',
      'hello',
      `${message}\n`,
      message.replace('Version: 1', 'Version: 2'),
      undefined,
      42,
    ]) {
      const result = await verifySiwxMessage({ message: text as string, signature, ...expected })
      expect(result, String(text)).toMatchObject({ ok: false, reason: 'MALFORMED_MESSAGE' })
    }
  })

  it('refuses a 1 MB message by its length', async () => {
    const { message, signature } = await signIn(signers.solana())
    const long = message.replace('Sign in to Example', 'x'.repeat(1_000_000))
    expect(await verifySiwxMessage({ message: long, signature, ...expected })).toEqual({
      ok: false,
      reason: 'MALFORMED_MESSAGE',
      message: 'layout: longer than 65536 characters',
    })
  })

  it('says when the namespace has no verifier', async () => {
    const { message, signature } = await signIn(signers.solana())
    const tezos = message.replace('Solana account', 'Tezos account')
    expect(await verifySiwxMessage({ message: tezos, signature, ...expected })).toEqual({
      ok: false,
      reason: 'UNSUPPORTED_NAMESPACE',
      message: 'unsupported-namespace: no sign-in message for "Tezos" accounts',
    })
  })

  it('never throws on any message and signature', async () => {
    const { message, signature } = await signIn(signers.eip155())
    const lines = message.split('\n')
    const mutatedMessage = fc
      .tuple(fc.nat(lines.length - 1), fc.string({ maxLength: 30 }))
      .map(([index, text]) => lines.map((line, at) => (at === index ? text : line)).join('\n'))
    const mutatedSignature = fc
      .tuple(fc.nat(signature.length - 1), fc.constantFrom(...'0123456789abcdef'))
      .map(([index, digit]) => `${signature.slice(0, index)}${digit}${signature.slice(index + 1)}`)
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.string(), mutatedMessage, fc.constant(message)),
        fc.oneof(fc.string(), mutatedSignature),
        async (text, sig) => {
          const result = await verifySiwxMessage({ message: text, signature: sig, ...expected })
          if (result.ok) expect({ text, sig }).toEqual({ text: message, sig: signature })
          else expect(typeof result.message).toBe('string')
        },
      ),
      { numRuns: 300 },
    )
  })

  it('throws for options only a programmer can get wrong', async () => {
    const session = await signIn(signers.eip155())
    const bad: Partial<VerifySiwxMessageOptions>[] = [
      { domain: '' },
      { domain: undefined as unknown as string },
      { now: Number.NaN },
      { chains: ['eip155'] as unknown as ['eip155:1'] },
      { clockSkewMs: -1 },
      { rpcUrl: 'ws://127.0.0.1:8545' },
      {
        rpcUrl: 'http://127.0.0.1:8545',
        publicClient: { verifyMessage: async () => true, getChainId: async () => 1 },
      },
    ]
    for (const change of bad) {
      await expect(
        verifySiwxMessage({ ...session, ...expected, ...change }),
        JSON.stringify(change),
      ).rejects.toThrow(InvalidVerifyOptionsError)
    }
  })
})
