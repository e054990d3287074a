import fc from 'fast-check'
import { bytesToHex, hexToBytes } from 'viem'
import { describe, expect, it } from 'vitest'
import { decodeBase58, encodeBase58 } from './base58.js'

// Vectors from Bitcoin Core's base58_encode_decode.json: an outside reference for both directions.
const vectors: [hex: string, text: string][] = [
  ['', ''],
  ['61', '2g'],
  ['626262', 'a3gV'],
  ['636363', 'aPEr'],
  ['73696d706c792061206c6f6e6720737472696e67', '2cFupjhnEsSn59qHXstmK2ffpLv2'],
  ['00eb15231dfceb60925886b67d065299925915aeb172c06647', '1NS17iag9jJgTHD1VXjvLCEnZuQ3rJDE9L'],
  ['516b6fcd0f', 'ABnLTmg'],
  ['bf4f89001e670274dd', '3SEo3LWLoPntC'],
  ['572e4794', '3EFU7m'],
  ['ecac89cad93923c02321', 'EJDM8drfXA6uyA'],
  ['10c8511e', 'Rt5zm'],
  ['00000000000000000000', '1111111111'],
]

describe('base58', () => {
  it.each(vectors)('encodes 0x%s as %j and back', (hex, text) => {
    const bytes = hexToBytes(`0x${hex}`)
    expect(encodeBase58(bytes)).toBe(text)
    expect(bytesToHex(decodeBase58(text) ?? new Uint8Array([0xff]))).toBe(`0x${hex}`)
  })

  it('refuses characters outside the alphabet', () => {
    for (const text of ['0', 'O', 'I', 'l', 'abc0', '+', ' 2g', 'é', '2g\n'])
      expect(decodeBase58(text)).toBeUndefined()
  })

  it('property: decode(encode(bytes)) gives the bytes back, leading zeros included', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        expect(decodeBase58(encodeBase58(bytes))).toEqual(bytes)
      }),
    )
  })
})
