import { u8aToHex } from '@polkadot/util'
import { describe, expect, it } from 'vitest'
import { isFoyerError } from '../../../errors/base.js'
import { devPair } from '../injected-extension.fixtures.js'
import { invalidAnswer } from '../wallet-answers.js'
import { signPayloadAnswerOf } from './sign-payload-answer.js'

// signPayload answers as keyring keys make them (`withType`: the chain's MultiSignature), and junk.

const message = new TextEncoder().encode('an extrinsic payload')
const typed = async (type: 'sr25519' | 'ed25519' | 'ecdsa') =>
  u8aToHex((await devPair('//Alice', type)).sign(message, { withType: true }))
const answerOf = (answer: unknown, keyType?: string) => signPayloadAnswerOf(answer, keyType, invalidAnswer)
const problemOf = (answer: unknown, keyType?: string) => {
  try {
    answerOf(answer, keyType)
  } catch (error) {
    if (!isFoyerError(error, 'POLKADOT_INVALID_WALLET_ANSWER')) throw error
    return error.details
  }
  return undefined
}

describe('a signPayload answer', () => {
  it.each([
    ['sr25519', 65, 1],
    ['ed25519', 65, 0],
    ['ecdsa', 66, 2],
  ] as const)('takes a %s MultiSignature: %i bytes, type byte %i', async (type, bytes, typeByte) => {
    const signature = await typed(type)
    expect((signature.length - 2) / 2).toBe(bytes)
    expect(Number.parseInt(signature.slice(2, 4), 16)).toBe(typeByte)
    expect(answerOf({ id: 1, signature }, type)).toEqual({ signature })
    // An account whose key type the extension did not say: any of the three.
    expect(answerOf({ id: 1, signature: signature.toUpperCase().replace('0X', '0x') })).toEqual({ signature })
  })

  it('refuses a signature without its type byte, of another key type, or cut short', async () => {
    const sr25519 = await typed('sr25519')
    expect(problemOf({ signature: `0x${sr25519.slice(4)}` }, 'sr25519')).toBe(
      'signPayload: the signature is 64 bytes of type ' +
        `${Number.parseInt(sr25519.slice(4, 6), 16)}, not an sr25519 MultiSignature (a type byte, then 64 or 65 bytes)`,
    )
    expect(problemOf({ signature: await typed('ed25519') }, 'sr25519')).toMatch(
      /65 bytes of type 0, not an sr25519/,
    )
    expect(problemOf({ signature: sr25519.slice(0, -2) }, 'sr25519')).toMatch(/64 bytes of type 1/)
    expect(problemOf({ signature: sr25519.slice(0, -2) })).toMatch(/64 bytes of type 1, not a MultiSignature/)
    expect(problemOf({ signature: `${sr25519}00` }, 'sr25519')).toMatch(/66 bytes/)
  })

  it('refuses what is no hex signature at all', () => {
    for (const junk of [
      undefined,
      null,
      'signed',
      42,
      [],
      {},
      { signature: 7 },
      { signature: '0xzz' },
      { signature: '0x123' },
    ])
      expect(problemOf(junk, 'sr25519')).toBe('signPayload: the signature is not 0x-prefixed hex')
  })

  it('keeps a signed transaction, lowercased, and refuses one that is not hex', async () => {
    const signature = await typed('sr25519')
    expect(answerOf({ id: 1, signature, signedTransaction: '0xABCD' }, 'sr25519')).toEqual({
      signature,
      signedTransaction: '0xabcd',
    })
    expect(answerOf({ id: 1, signature, signedTransaction: null }, 'sr25519')).toEqual({ signature })
    expect(problemOf({ id: 1, signature, signedTransaction: 'abcd' }, 'sr25519')).toBe(
      'signPayload: the signed transaction is not 0x-prefixed hex',
    )
  })
})
