import { bech32 } from '@scure/base'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { decodeBech32 } from './bech32.js'
import { encodeBech32 } from './bech32-write.js'

/** `@scure/base`'s reading of a lowercase bech32 string, as the oracle. */
function oracle(text: string): { prefix: string; bytes: Uint8Array } | undefined {
  if (text !== text.toLowerCase()) return undefined
  const decoded = bech32.decodeUnsafe(text, 90)
  if (!decoded) return undefined
  const bytes = bech32.fromWordsUnsafe(decoded.words)
  return bytes ? { prefix: decoded.prefix, bytes: Uint8Array.from(bytes) } : undefined
}

// BIP-173's test vectors ("Test vectors", bitcoin/bips bip-0173.mediawiki).
const validChecksums = [
  'a12uel5l',
  'an83characterlonghumanreadablepartthatcontainsthenumber1andtheexcludedcharactersbio1tt5tgs',
  'abcdef1qpzry9x8gf2tvdw0s3jn54khce6mua7lmqqqxw',
  `11${'q'.repeat(82)}c8247j`,
  'split1checkupstagehandshakeupstreamerranterredcaperred2y9e3w',
  '?1ezyfcl',
]
const invalid = [
  '\x201nwldj5',
  '\x7f1axkwrx',
  '\x801eym55h',
  'an84characterslonghumanreadablepartthatcontainsthenumber1andtheexcludedcharactersbio1569pvx',
  'pzry9x0s0muk',
  '1pzry9x0s0muk',
  'x1b4n0q5v',
  'li1dgmt3',
  'de1lg7wt\xff',
  'A1G7SGD8',
  '10a06t8',
  '1qzzfhee',
]

describe('decodeBech32', () => {
  it('reads BIP-173’s valid strings as @scure/base does, and refuses its invalid ones', () => {
    for (const text of validChecksums) {
      expect(oracle(text), text).toBeDefined()
      expect(decodeBech32(text), text).toEqual(oracle(text))
    }
    for (const text of invalid) expect(decodeBech32(text), JSON.stringify(text)).toBeUndefined()
    // BIP-173 allows the all-capitals form; addresses are written in lowercase, and only that is read.
    expect(decodeBech32('A12UEL5L')).toBeUndefined()
    expect(decodeBech32('cosmos1fl48vsnmsdzcv85q5d2q4z5ajdha8yu34mf0eh')?.prefix).toBe('cosmos')
  })

  it('reads what @scure/base writes, and any one-character change as it does (property)', () => {
    const charset = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l1A'
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z0-9]{1,12}$/),
        fc.uint8Array({ maxLength: 40 }),
        fc.nat(),
        fc.constantFrom(...charset),
        (prefix, bytes, at, char) => {
          const text = bech32.encode(prefix, bech32.toWords(bytes), 90)
          expect(decodeBech32(text)).toEqual({ prefix, bytes })
          const index = at % text.length
          const changed = `${text.slice(0, index)}${char}${text.slice(index + 1)}`
          expect(decodeBech32(changed), changed).toEqual(oracle(changed))
        },
      ),
      { numRuns: 500 },
    )
  })

  it('refuses padding bits a writer would not leave, as @scure/base does', () => {
    // 33 words are 165 bits: 20 bytes and 5 bits too many (a segwit address's version word).
    const segwit = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'
    expect(bech32.decodeUnsafe(segwit)).toBeDefined()
    expect(decodeBech32(segwit)).toBeUndefined()
    expect(oracle(segwit)).toBeUndefined()
  })
})

describe('encodeBech32', () => {
  it('writes any bytes under any prefix as @scure/base does, and reads back (property)', () => {
    const prefixes = fc.stringMatching(/^[a-z0-9!-@[-~]{1,20}$/)
    fc.assert(
      fc.property(prefixes, fc.uint8Array({ maxLength: 40 }), (prefix, bytes) => {
        const text = encodeBech32(prefix, bytes)
        const expected = bech32.encode(prefix, bech32.toWords(bytes), false)
        expect(text).toBe(expected.length > 90 ? undefined : expected)
        if (text) expect(decodeBech32(text)).toEqual({ prefix, bytes })
      }),
    )
  })

  it('writes no string with a prefix bech32 cannot carry', () => {
    expect(encodeBech32('', new Uint8Array(20))).toBeUndefined()
    expect(encodeBech32('Cosmos', new Uint8Array(20))).toBeUndefined()
    expect(encodeBech32('cos mos', new Uint8Array(20))).toBeUndefined()
    expect(encodeBech32('a'.repeat(60), new Uint8Array(20))).toBeUndefined()
  })
})
