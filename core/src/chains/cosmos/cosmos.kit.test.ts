import { bech32 } from '@scure/base'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { addressWithPrefix } from './address-with-prefix.js'
import { cosmosAccountKey, cosmosKit, isCosmosAddress } from './cosmos.kit.js'
import { caipReferenceOfChainId } from './cosmos-chain-id.js'

// The Cosmos kit: bech32 accounts compared by their bytes whatever the chain prefix, and CAIP-2
// references from chain ids as CAIP's cosmos namespace writes them (its published test cases).

const hub = 'cosmos1fl48vsnmsdzcv85q5d2q4z5ajdha8yu34mf0eh'
const sameOnOsmosis = 'osmo1fl48vsnmsdzcv85q5d2q4z5ajdha8yu3aq6l09'

describe('Cosmos addresses', () => {
  it('reads the same account under every chain prefix, and writes it for another chain', () => {
    expect(isCosmosAddress(hub)).toBe(true)
    expect(isCosmosAddress(sameOnOsmosis)).toBe(true)
    expect(cosmosAccountKey(hub)).toBe(cosmosAccountKey(sameOnOsmosis))
    expect(cosmosAccountKey(hub)).toMatch(/^0x[0-9a-f]{40}$/)
    expect(addressWithPrefix(hub, 'osmo')).toBe(sameOnOsmosis)
    expect(addressWithPrefix('not an address', 'osmo')).toBeUndefined()
  })

  it('refuses a broken checksum, mixed or upper case, other lengths and other namespaces’ addresses', () => {
    // Every one-character change is caught by bech32's checksum.
    const alphabet = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l'
    for (let index = 'cosmos1'.length; index < hub.length; index++)
      for (const char of alphabet)
        if (char !== hub[index])
          expect(isCosmosAddress(`${hub.slice(0, index)}${char}${hub.slice(index + 1)}`)).toBe(false)
    expect(isCosmosAddress(hub.toUpperCase())).toBe(false)
    expect(isCosmosAddress(`${hub.slice(0, 10)}${hub.slice(10).toUpperCase()}`)).toBe(false)
    expect(isCosmosAddress(bech32.encode('cosmos', bech32.toWords(new Uint8Array(19))))).toBe(false)
    expect(isCosmosAddress('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).toBe(false)
    // A segwit address is bech32 too, but its witness version word leaves no 20 or 32 whole bytes.
    expect(isCosmosAddress('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toBe(false)
    expect(cosmosAccountKey('junk')).toBe('junk')
  })

  it('takes 20-byte accounts and 32-byte module and interchain accounts, for any prefix (property)', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z]{1,12}$/),
        fc.oneof(
          fc.uint8Array({ minLength: 20, maxLength: 20 }),
          fc.uint8Array({ minLength: 32, maxLength: 32 }),
        ),
        (prefix, account) => {
          const address = bech32.encode(prefix, bech32.toWords(account), 90)
          expect(isCosmosAddress(address)).toBe(true)
          expect(cosmosAccountKey(address)).toBe(cosmosAccountKey(addressWithPrefix(address, 'cosmos') ?? ''))
        },
      ),
    )
  })
})

describe('Cosmos CAIP-2 references', () => {
  it('follows the cosmos namespace’s published test cases', () => {
    for (const direct of [
      'cosmoshub-2',
      'cosmoshub-3',
      'Binance-Chain-Tigris',
      'iov-mainnet',
      'x',
      'hash-',
      'hashed',
    ])
      expect(caipReferenceOfChainId(direct)).toBe(direct)
    expect(caipReferenceOfChainId('hashed-')).toBe('hashed-c904589232422def')
    expect(caipReferenceOfChainId('hashed-123')).toBe('hashed-99df5cd68192b33e')
    expect(caipReferenceOfChainId('123456789012345678901234567890123456789012345678')).toBe(
      'hashed-0204c92a0388779d',
    )
    expect(caipReferenceOfChainId(' ')).toBe('hashed-36a9e7f1c95b82ff')
    expect(caipReferenceOfChainId('wonderland\u{1F9DD}\u200D\u2642\uFE0F')).toBe('hashed-843d2fc87f40eeb9')
    expect(caipReferenceOfChainId('')).toBeUndefined()
  })

  it('every reference it makes is one the kit accepts', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 60 }), (chainId) => {
        expect(cosmosKit.referencePattern.test(caipReferenceOfChainId(chainId) ?? '')).toBe(true)
      }),
    )
  })
})
