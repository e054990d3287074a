import fc from 'fast-check'
import { bytesToHex, checksumAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { eip155Kit } from '../chains/eip155/eip155.kit.js'
import { knownKits } from '../chains/known-kits.js'
import { isAddressFor, isEvmAddress, isSolanaAddress, shortenAddress } from './address.js'
import { encodeBase58 } from './base58.js'
import { namespaces } from './network.types.js'

const checksummed = '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb'
const systemProgram = '11111111111111111111111111111111'
const tokenProgram = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'

/** Flips the case of the letter at `index` (a hex letter a-f or A-F). */
function flipCase(text: string, index: number): string {
  const char = text[index] ?? ''
  const flipped = char === char.toLowerCase() ? char.toUpperCase() : char.toLowerCase()
  return text.slice(0, index) + flipped + text.slice(index + 1)
}

const evmAddressArb = fc
  .uint8Array({ minLength: 20, maxLength: 20 })
  .map((bytes) => checksumAddress(bytesToHex(bytes)))

describe('isEvmAddress', () => {
  it('accepts checksummed and all-lowercase addresses', () => {
    expect(isEvmAddress(checksummed)).toBe(true)
    expect(isEvmAddress(checksummed.toLowerCase())).toBe(true)
  })

  it('refuses an address without 0x, and capitals that are not its EIP-55 checksum', () => {
    expect(isEvmAddress(checksummed.slice(2))).toBe(false)
    expect(isEvmAddress(checksummed.slice(2).toLowerCase())).toBe(false)
    expect(isEvmAddress(`0x${checksummed.slice(2).toUpperCase()}`)).toBe(false)
    expect(isEvmAddress(`0x${checksummed.slice(2).toUpperCase()}`, { strict: false })).toBe(true)
  })

  it.each([
    '0x52908400098527886E0F7030069857D2E4169EE7',
    '0x8617E340B3D01FA5F11F306F4090FD50E238070D',
    '0xde709f2102306220921060314715629080e2fb77',
    '0x27b1fdb04752bbc536007a920d24acb045561c26',
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
    '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
    '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
  ])("accepts EIP-55's example %s", (value) => {
    expect(isEvmAddress(value)).toBe(true)
  })

  it('rejects a broken checksum unless strict is off', () => {
    const broken = flipCase(checksummed, 3)
    expect(isEvmAddress(broken)).toBe(false)
    expect(isEvmAddress(broken, { strict: true })).toBe(false)
    expect(isEvmAddress(broken, { strict: false })).toBe(true)
  })

  it.each([
    '',
    '0x',
    checksummed.slice(0, -1),
    `${checksummed}a`,
    `0x${checksummed}`,
    `0X${checksummed.slice(2)}`,
    `${checksummed.slice(0, -1)}g`,
    ` ${checksummed}`,
  ])('rejects %j', (value) => {
    expect(isEvmAddress(value, { strict: false })).toBe(false)
  })

  it('property: random addresses checksummed by viem are accepted, lowercase too; never without 0x', () => {
    fc.assert(
      fc.property(evmAddressArb, (address) => {
        expect(isEvmAddress(address)).toBe(true)
        expect(isEvmAddress(address.slice(2))).toBe(false)
        expect(isEvmAddress(address.toLowerCase())).toBe(true)
      }),
    )
  })

  it('property: flipping one letter’s case breaks the checksum and is rejected', () => {
    const caseArb = evmAddressArb
      .map((address) => ({
        address,
        letters: [...address].flatMap((c, i) => (i > 1 && /[a-f]/i.test(c) ? [i] : [])),
      }))
      .filter(({ letters }) => letters.length > 0)
      .chain(({ address, letters }) => fc.constantFrom(...letters).map((index) => flipCase(address, index)))
    fc.assert(
      fc.property(caseArb, (flipped) => {
        // Only an address whose letters end up all lowercase (its one capital was flipped) carries no
        // checksum and stays valid; any capital left must be the checksum's, and one was changed.
        expect(isEvmAddress(flipped)).toBe(flipped === flipped.toLowerCase())
        expect(isEvmAddress(flipped, { strict: false })).toBe(true)
      }),
    )
  })
})

describe('isSolanaAddress', () => {
  it('accepts real program addresses', () => {
    expect(isSolanaAddress(systemProgram)).toBe(true)
    expect(isSolanaAddress(tokenProgram)).toBe(true)
  })

  it('rejects the wrong length, the wrong alphabet and the wrong byte count', () => {
    expect(isSolanaAddress(systemProgram.slice(1))).toBe(false)
    expect(isSolanaAddress(`${tokenProgram}A`)).toBe(false)
    expect(isSolanaAddress(checksummed)).toBe(false)
    // 44 characters but a 33-byte number: fine by the SPEC's length rule, not a public key.
    expect(isSolanaAddress('z'.repeat(44))).toBe(false)
    // 32 characters that spell a 23-byte number.
    expect(isSolanaAddress('2'.repeat(32))).toBe(false)
  })

  it('property: base58 of 32 random bytes is accepted', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), (bytes) => {
        const text = encodeBase58(bytes)
        expect(text.length).toBeGreaterThanOrEqual(32)
        expect(text.length).toBeLessThanOrEqual(44)
        expect(isSolanaAddress(text)).toBe(true)
      }),
    )
  })

  it('property: base58 of 31 or 33 random bytes is rejected', () => {
    const bytesArb = fc.oneof(
      fc.uint8Array({ minLength: 31, maxLength: 31 }),
      fc.uint8Array({ minLength: 33, maxLength: 33 }),
    )
    fc.assert(
      fc.property(bytesArb, (bytes) => {
        expect(isSolanaAddress(encodeBase58(bytes))).toBe(false)
      }),
    )
  })

  it('property: putting 0, O, I or l anywhere in a valid address makes it invalid', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 32, maxLength: 32 }),
        fc.constantFrom('0', 'O', 'I', 'l'),
        fc.nat(),
        (bytes, bad, at) => {
          const text = encodeBase58(bytes)
          const index = at % text.length
          expect(isSolanaAddress(text.slice(0, index) + bad + text.slice(index + 1))).toBe(false)
        },
      ),
    )
  })
})

describe('isAddressFor', () => {
  it('dispatches to the namespace’s kit among those given', () => {
    expect(isAddressFor('eip155', checksummed, knownKits)).toBe(true)
    expect(isAddressFor('eip155', tokenProgram, knownKits)).toBe(false)
    expect(isAddressFor('solana', tokenProgram, knownKits)).toBe(true)
    expect(isAddressFor('solana', checksummed, knownKits)).toBe(false)
    expect(isAddressFor('eip155', flipCase(checksummed, 3), knownKits)).toBe(false)
  })

  it('only checks the shape where no kit brings more (Bitcoin checksums are its adapter’s)', () => {
    expect(isAddressFor('bip122', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', knownKits)).toBe(true)
    expect(isAddressFor('cosmos', 'cosmos1fl48vsnmsdzcv85q5d2q4z5ajdha8yu34mf0eh', knownKits)).toBe(true)
    for (const namespace of ['bip122', 'polkadot', 'cosmos'] as const) {
      expect(isAddressFor(namespace, '', knownKits)).toBe(false)
      expect(isAddressFor(namespace, 'has space', knownKits)).toBe(false)
      expect(isAddressFor(namespace, 'a:b', knownKits)).toBe(false)
    }
  })

  it('checks Polkadot addresses as SS58: a right checksum and a 32-byte account, any network’s prefix', () => {
    const onPolkadot = '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5'
    const checksumBroken = `${onPolkadot.slice(0, -1)}6`
    expect(isAddressFor('polkadot', onPolkadot, knownKits)).toBe(true)
    expect(isAddressFor('polkadot', '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY', knownKits)).toBe(true)
    expect(isAddressFor('polkadot', checksumBroken, knownKits)).toBe(false)
    expect(isAddressFor('polkadot', tokenProgram, knownKits)).toBe(false)
    expect(isAddressFor('polkadot', checksumBroken, []), 'without its kit: CAIP’s general shape').toBe(true)
  })

  it('checks with CAIP’s general shape a namespace whose kit is not given', () => {
    expect(isAddressFor('solana', checksummed, [])).toBe(true)
    expect(isAddressFor('solana', checksummed, [eip155Kit])).toBe(true)
    expect(isAddressFor('eip155', tokenProgram, [eip155Kit])).toBe(false)
  })

  it('never accepts an empty string in any namespace', () => {
    for (const namespace of namespaces) {
      expect(isAddressFor(namespace, '', knownKits)).toBe(false)
      expect(isAddressFor(namespace, '', [])).toBe(false)
    }
  })
})

describe('shortenAddress', () => {
  it('keeps the 0x prefix, four characters each side and an ellipsis', () => {
    expect(shortenAddress('0x1234567890abcdef1234567890abcdef1234abcd')).toBe('0x1234…abcd')
    expect(shortenAddress(tokenProgram)).toBe('Toke…Q5DA')
    expect(shortenAddress(tokenProgram, { start: 6, end: 2 })).toBe('Tokenk…DA')
    expect(shortenAddress(tokenProgram, { end: 0 })).toBe('Toke…')
  })

  it('leaves values that would not get shorter alone', () => {
    expect(shortenAddress('0x123456789')).toBe('0x123456789')
    expect(shortenAddress('abcd')).toBe('abcd')
    expect(shortenAddress('')).toBe('')
  })

  it('property: the result is never longer than the input and keeps both ends', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (value) => {
        const short = shortenAddress(value)
        expect(short.length).toBeLessThanOrEqual(value.length)
        if (short !== value) {
          expect(short).toBe(`${value.slice(0, value.startsWith('0x') ? 6 : 4)}…${value.slice(-4)}`)
        }
      }),
    )
  })
})
