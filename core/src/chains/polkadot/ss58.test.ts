import { blake2b } from '@noble/hashes/blake2'
import fc from 'fast-check'
import { bytesToHex, hexToBytes } from 'viem'
import { describe, expect, it } from 'vitest'
import { encodeBase58 } from '../../networks/base58.js'
import { decodeSs58, encodeSs58, isSs58Prefix } from './ss58.js'

// Alice, Substrate's well-known development account (sr25519 public key of `//Alice`).
const alice = hexToBytes('0xd43593c715fdd31c61141abd04a99fd6822c8558854ccde39a5684e7a56da27d')

// Published vectors: polkadot-js/common `util-crypto/src/address/encode.spec.ts` and `decode.spec.ts`
// ("Subkey equality": addresses Substrate's `subkey` wrote). Prefixes of 64 and more take two bytes.
const published: [prefix: number, address: string, publicKey: `0x${string}`][] = [
  [42, '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY', bytesToHex(alice)],
  [0, '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5', bytesToHex(alice)],
  [2, 'HNZata7iMYWmk5RvZRTiAsSDhV8366zq2YGb3tLH5Upf74F', bytesToHex(alice)],
  [
    42,
    '5DA4D4GL5iakrn22h5uKoevgvo18Pqj5BcdEUv8etEDPdijA',
    '0x3050f8456519829fe03302da802d22d3233a5f4037b9a3e2bcc403ccfcb2d735',
  ],
  // Kusama's treasury: `modlpy/trsry` padded with zeros.
  [
    2,
    'F3opxRbN5ZbjJNU511Kj2TLuzFcDq9BGduA9TgiECafpg29',
    '0x6d6f646c70792f74727372790000000000000000000000000000000000000000',
  ],
  [
    65,
    'cLtA6nCDyvwKcEHH4QkZDSHMhS9s78BvUJUsKUbUAn1Jc2SCF',
    '0x08e8969768fc14399930d4b8d693f68a2ff6c6a597325d6946095e5e9d9d1b0e',
  ],
  [
    66,
    'cTGShekJ1L1UKFZR9xmv9UTJod7vqjFAPo4sDhXih2c3y1yLS',
    '0x04a047d52fe542484c69bc528990cfeaf3a663dded0638ee1b51cf78bacd1072',
  ],
  [
    69,
    'cnVRwXfAnz3RSVQyBUC8f8McrK3YBX2QYd4WoctpeSC6VTJYm',
    '0xae640d53cfa815f4a6a50ae70235cd7d9d134d0f1c3a4ccd118e321dfb6ab51f',
  ],
  [
    252,
    'xw5g1Eec8LT99pZLZMaTWwrwvNtfM6vrSuZeVbtEszCDUwByg',
    '0x5c64f1151f0ce4358c27238fb20c88e7c899825436f565410724c8c2c5add869',
  ],
  [
    255,
    'yGF4JP7q5AK46d1FPCEm9sYQ4KooSjHMpyVAjLnsCSWVafPnf',
    '0x66cd6cf085627d6c85af1aaf2bd10cf843033e929b4e3b1c2ba8e4aa46fe111b',
  ],
  [
    4242,
    'mHm8k9Emsvyfp3piCauSH684iA6NakctF8dySQcX94GDdrJrE',
    '0x44d5a3ac156335ea99d33a83c57c7146c40c8e2260a8a4adf4e7a86256454651',
  ],
  [
    14269,
    'r6Gr4gaMP8TsjhFbqvZhv3YvnasugLiRJpzpRHifsqqG18UXa',
    '0x88f01441682a17b52d6ae12d1a5670cf675fd254897efabaa5069eb3a701ab73',
  ],
  // 33-byte compressed ecdsa keys, one-byte and two-byte prefixes.
  [
    42,
    'KWCv1L3QX9LDPwY4VzvLmarEmXjVJidUzZcinvVnmxAJJCBou',
    '0x03b9dc646dd71118e5f7fda681ad9eca36eb3ee96f344f582fbe7b5bcdebb13077',
  ],
  [
    200,
    '4pbsSkWcBaYoFHrKJZp5fDVUKbqSYD9dhZZGvpp3vQ5ysVs5ybV',
    '0x035676109c54b9a16d271abeb4954316a40a32bcce023ac14c8e26e958aa68fba9',
  ],
]

/** base58(`body` ‖ its SS58 checksum): what an address with any first bytes looks like, checksum right. */
function withChecksum(body: Uint8Array, checksumLength = 2): string {
  const context = new TextEncoder().encode('SS58PRE')
  const hash = blake2b(new Uint8Array([...context, ...body]), { dkLen: 64 })
  return encodeBase58(new Uint8Array([...body, ...hash.subarray(0, checksumLength)]))
}

const allowedPrefix = fc.integer({ min: 0, max: 16_383 }).filter((prefix) => prefix !== 46 && prefix !== 47)

describe('SS58', () => {
  it.each(published)('prefix %i: %s carries %s, both ways', (prefix, address, publicKey) => {
    const decoded = decodeSs58(address)
    expect(decoded?.prefix).toBe(prefix)
    expect(bytesToHex(decoded?.publicKey ?? new Uint8Array())).toBe(publicKey)
    expect(encodeSs58(hexToBytes(publicKey), prefix)).toBe(address)
  })

  it('writes the prefix as the registry does: one byte to 63, two from 64', () => {
    expect(encodeSs58(alice, 63)).toBe(withChecksum(new Uint8Array([63, ...alice])))
    // 64 = 0b00_0000_0100_0000: first byte 0b01 + bits 2–7 (0b010000), second byte bits 0–1 on top of bits 8–13.
    expect(encodeSs58(alice, 64)).toBe(withChecksum(new Uint8Array([0b0101_0000, 0b0000_0000, ...alice])))
    expect(encodeSs58(alice, 16_383)).toBe(withChecksum(new Uint8Array([0b0111_1111, 0b1111_1111, ...alice])))
    expect(encodeSs58(alice, 0x1235)).toBe(
      withChecksum(new Uint8Array([0x40 | 0x0d, 0x12 | (0x01 << 6), ...alice])),
    )
  })

  it('refuses every one-character change of an address (checksum, or then no longer an account)', () => {
    const address = published[0]?.[1] ?? ''
    const alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
    let changes = 0
    for (let i = 0; i < address.length; i++)
      for (const char of alphabet) {
        if (char === address[i]) continue
        changes++
        expect(decodeSs58(address.slice(0, i) + char + address.slice(i + 1)), `${i}: ${char}`).toBeUndefined()
      }
    expect(changes).toBe(48 * 57)
  })

  it('refuses the reserved prefixes 46 and 47, even with a right checksum', () => {
    expect(decodeSs58(withChecksum(new Uint8Array([45, ...alice])))?.prefix).toBe(45)
    expect(decodeSs58(withChecksum(new Uint8Array([46, ...alice])))).toBeUndefined()
    expect(decodeSs58(withChecksum(new Uint8Array([47, ...alice])))).toBeUndefined()
    expect(decodeSs58(withChecksum(new Uint8Array([48, ...alice])))?.prefix).toBe(48)
  })

  it('refuses a first byte of 128 or more, and a small prefix spelled in two bytes', () => {
    expect(decodeSs58(withChecksum(new Uint8Array([0x80, 0x00, ...alice])))).toBeUndefined()
    expect(decodeSs58(withChecksum(new Uint8Array([0xff, ...alice])))).toBeUndefined()
    // Prefix 0 in the two-byte form: Substrate would read it, but its one spelling is `15oF4…`.
    expect(decodeSs58(withChecksum(new Uint8Array([0b0100_0000, 0b0000_0000, ...alice])))).toBeUndefined()
  })

  it('refuses payloads other than a 32-byte account id or a 33-byte ecdsa key', () => {
    for (const length of [0, 1, 2, 4, 8, 20, 31, 34, 64])
      expect(
        decodeSs58(withChecksum(new Uint8Array([42, ...new Uint8Array(length).fill(7)]))),
        `${length}`,
      ).toBeUndefined()
    // polkadot-js's own examples: a 1-byte index at prefix 42 (one checksum byte), a length that fits nothing.
    expect(decodeSs58('F7NZ')).toBeUndefined()
    expect(decodeSs58('y9EMHt34JJo4rWLSaxoLGdYXvjgSXEd4zHUnQgfNzwES8b')).toBeUndefined()
    // The right length with a one-byte checksum is refused too: 32- and 33-byte payloads take two.
    expect(decodeSs58(withChecksum(new Uint8Array([42, ...alice, 0]), 1))).toBeUndefined()
  })

  it('refuses what is not SS58: EVM and Solana addresses, other characters, overlong text', () => {
    expect(decodeSs58('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBeUndefined()
    expect(decodeSs58('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA')).toBeUndefined()
    expect(decodeSs58('11111111111111111111111111111111')).toBeUndefined()
    expect(decodeSs58('')).toBeUndefined()
    expect(decodeSs58(' 5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY')).toBeUndefined()
    expect(decodeSs58('z'.repeat(52))).toBeUndefined()
    expect(decodeSs58('z'.repeat(100_000))).toBeUndefined()
  })

  it('encodes only with a prefix it can write and a key of an account’s length', () => {
    expect([0, 42, 63, 64, 16_383].every(isSs58Prefix)).toBe(true)
    for (const prefix of [46, 47, -1, 16_384, 1.5, Number.NaN]) {
      expect(isSs58Prefix(prefix)).toBe(false)
      expect(() => encodeSs58(alice, prefix)).toThrow(RangeError)
    }
    expect(() => encodeSs58(alice.subarray(0, 31), 0)).toThrow(RangeError)
    expect(() => encodeSs58(new Uint8Array(20), 0)).toThrow(RangeError)
  })

  it('property: decode(encode(key, prefix)) gives back the key and prefix (32- and 33-byte keys)', () => {
    const key = fc.oneof(
      fc.uint8Array({ minLength: 32, maxLength: 32 }),
      fc.uint8Array({ minLength: 33, maxLength: 33 }),
    )
    fc.assert(
      fc.property(key, allowedPrefix, (publicKey, prefix) => {
        const address = encodeSs58(publicKey, prefix)
        expect(address.length).toBeLessThanOrEqual(51)
        expect(decodeSs58(address)).toEqual({ prefix, publicKey })
      }),
      { numRuns: 500 },
    )
  })

  it('property: the same key under two prefixes is two texts of one key', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 32, maxLength: 32 }),
        allowedPrefix,
        allowedPrefix,
        (key, a, b) => {
          fc.pre(a !== b)
          const [first, second] = [encodeSs58(key, a), encodeSs58(key, b)]
          expect(first).not.toBe(second)
          expect(decodeSs58(first)?.publicKey).toEqual(decodeSs58(second)?.publicKey)
        },
      ),
    )
  })
})
