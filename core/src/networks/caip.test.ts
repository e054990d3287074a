import { bech32 } from '@scure/base'
import fc from 'fast-check'
import { bytesToHex, checksumAddress } from 'viem'
import { describe, expect, expectTypeOf, it } from 'vitest'
import { kitOf } from '../chains/kits.js'
import { knownKits } from '../chains/known-kits.js'
import { encodeSs58 } from '../chains/polkadot/ss58.js'
import { isFoyerError } from '../errors/base.js'
import { encodeBase58 } from './base58.js'
import { type CaipIssue, InvalidCaipAddressError, InvalidCaipNetworkIdError } from './caip.errors.js'
import {
  formatCaipAddress,
  formatCaipNetworkId,
  isCaipAddress,
  isCaipNetworkId,
  isNamespace,
  parseCaipAddress,
  parseCaipNetworkId,
  safeParseCaipAddress,
  safeParseCaipNetworkId,
} from './caip.js'
import { type Namespace, namespaces } from './network.types.js'

// The helpers check with the kits they are given: here every kit Foyer has, as a Foyer with every
// adapter would pass (`foyer.kits`). Without kits they know CAIP's general rules only (tested last).
const kits = knownKits
const evmAddress = '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb'
const solanaAddress = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'

/** The error `fn` throws, so tests can check its class and reason. */
function thrown(fn: () => unknown): unknown {
  try {
    fn()
  } catch (error) {
    return error
  }
  throw new Error('expected a throw')
}

// Arbitraries shaped like the CAIP grammar, so round trips exercise the whole allowed alphabet.
const namespaceArb = fc.constantFrom(...namespaces)
// Each namespace's references as its kit describes them (EVM chain ids, Bitcoin genesis hashes, …).
const referenceFor = (namespace: Namespace) => fc.stringMatching(kitOf(kits, namespace).referencePattern)
const networkPartsArb = namespaceArb.chain((namespace) =>
  referenceFor(namespace).map((reference) => ({ namespace, reference })),
)
const addressPartArb = fc.stringMatching(/^[-.%a-zA-Z0-9]{1,128}$/)
// Each namespace's addresses as its CAIP-10 profile writes them: EVM `0x` + 40 hex (checksummed or
// lowercase), Solana base58 public keys, Bitcoin bech32 shapes, Polkadot SS58 accounts (any network's
// prefix), Cosmos bech32 accounts (any chain's prefix).
const bytes20 = fc.uint8Array({ minLength: 20, maxLength: 20 }).map((bytes) => bytesToHex(bytes))
const addressFor = (namespace: Namespace): fc.Arbitrary<string> =>
  namespace === 'eip155'
    ? fc.oneof(
        bytes20.map((hex) => checksumAddress(hex)),
        bytes20,
      )
    : namespace === 'solana'
      ? fc.uint8Array({ minLength: 32, maxLength: 32 }).map(encodeBase58)
      : namespace === 'bip122'
        ? fc.stringMatching(/^(?:bc|tb|bcrt)1[02-9ac-hj-np-z]{8,87}$/)
        : namespace === 'polkadot'
          ? fc
              .tuple(
                fc.uint8Array({ minLength: 32, maxLength: 32 }),
                fc.integer({ min: 0, max: 16_383 }).filter((prefix) => prefix !== 46 && prefix !== 47),
              )
              .map(([key, prefix]) => encodeSs58(key, prefix))
          : fc
              .tuple(fc.stringMatching(/^[a-z]{1,10}$/), fc.uint8Array({ minLength: 20, maxLength: 20 }))
              .map(([prefix, account]) => bech32.encode(prefix, bech32.toWords(account)))
const addressPartsArb = networkPartsArb.chain((parts) =>
  addressFor(parts.namespace).map((address) => ({ ...parts, address })),
)
// Any text without a colon (possibly empty), to build strings with a chosen number of parts.
const colonFreeArb = fc.string({ maxLength: 12 }).map((text) => text.replaceAll(':', ''))

describe('isNamespace', () => {
  it('accepts exactly the supported namespaces', () => {
    for (const namespace of namespaces) expect(isNamespace(namespace)).toBe(true)
    for (const other of ['', 'EIP155', 'tron', 'eip155 ', 'near', 1, undefined])
      expect(isNamespace(other)).toBe(false)
  })
})

describe('CAIP-2 network ids', () => {
  it('parses known ids', () => {
    expect(parseCaipNetworkId('eip155:8453', kits)).toEqual({ namespace: 'eip155', reference: '8453' })
    expect(parseCaipNetworkId('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', kits)).toEqual({
      namespace: 'solana',
      reference: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    })
    expect(parseCaipNetworkId('bip122:000000000019d6689c085ae165831e93', kits).namespace).toBe('bip122')
  })

  it('narrows the namespace type of literals', () => {
    expectTypeOf(parseCaipNetworkId('eip155:1', kits).namespace).toEqualTypeOf<'eip155'>()
    expectTypeOf(parseCaipNetworkId('eip155:1' as string, kits).namespace).toEqualTypeOf<Namespace>()
    expectTypeOf(
      formatCaipNetworkId({ namespace: 'solana', reference: 'x' }, kits),
    ).toEqualTypeOf<`solana:${string}`>()
  })

  it.each<[string, CaipIssue]>([
    ['eip155', 'part-count'],
    ['eip155:1:2', 'part-count'],
    [`eip155:1:${evmAddress}`, 'part-count'],
    ['eip155:', 'empty-part'],
    [':1', 'empty-part'],
    ['tron:1', 'unknown-namespace'],
    ['EIP155:1', 'unknown-namespace'],
    ['eip155:01', 'invalid-reference'],
    ['eip155:0', 'invalid-reference'],
    ['eip155:0x1', 'invalid-reference'],
    ['eip155: 1', 'invalid-reference'],
    ['solana:has space', 'invalid-reference'],
    [`solana:${'a'.repeat(33)}`, 'invalid-reference'],
  ])('rejects %j (%s)', (value, reason) => {
    const error = thrown(() => parseCaipNetworkId(value, kits))
    expect(error).toBeInstanceOf(InvalidCaipNetworkIdError)
    expect(error).toMatchObject({ code: 'INVALID_CAIP_NETWORK_ID', reason })
    expect(isFoyerError(error, 'INVALID_CAIP_NETWORK_ID')).toBe(true)
    expect(safeParseCaipNetworkId(value, kits)).toBeUndefined()
    expect(isCaipNetworkId(value, kits)).toBe(false)
  })

  it('rejects values that are not strings without throwing from the safe variants', () => {
    for (const value of [undefined, null, 1, {}, ['eip155', '1']]) {
      expect(safeParseCaipNetworkId(value, kits)).toBeUndefined()
      expect(isCaipNetworkId(value, kits)).toBe(false)
    }
  })

  it('formats numbers and strings, and refuses to format what it could not parse', () => {
    expect(formatCaipNetworkId({ namespace: 'eip155', reference: 10 }, kits)).toBe('eip155:10')
    expect(formatCaipNetworkId({ namespace: 'cosmos', reference: 'cosmoshub-4' }, kits)).toBe(
      'cosmos:cosmoshub-4',
    )
    expect(() => formatCaipNetworkId({ namespace: 'eip155', reference: '' }, kits)).toThrow(
      InvalidCaipNetworkIdError,
    )
    expect(() => formatCaipNetworkId({ namespace: 'eip155', reference: 1.5 }, kits)).toThrow(
      InvalidCaipNetworkIdError,
    )
    expect(() => formatCaipNetworkId({ namespace: 'solana', reference: 'a:b' }, kits)).toThrow(
      InvalidCaipNetworkIdError,
    )
  })

  it('property: format then parse gives back the parts, for every namespace', () => {
    fc.assert(
      fc.property(networkPartsArb, (parts) => {
        const id = formatCaipNetworkId(parts, kits)
        expect(id).toBe(`${parts.namespace}:${parts.reference}`)
        expect(parseCaipNetworkId(id, kits)).toEqual(parts)
        expect(isCaipNetworkId(id, kits)).toBe(true)
        // A CAIP-2 id is never a CAIP-10 id.
        expect(isCaipAddress(id, kits)).toBe(false)
      }),
    )
  })

  it('property: any part count other than 2 is rejected', () => {
    const partsArb = fc
      .array(colonFreeArb, { minLength: 1, maxLength: 6 })
      .filter((parts) => parts.length !== 2)
    fc.assert(
      fc.property(partsArb, (parts) => {
        const value = parts.join(':')
        expect(isCaipNetworkId(value, kits)).toBe(false)
        expect(() => parseCaipNetworkId(value, kits)).toThrow(InvalidCaipNetworkIdError)
      }),
    )
  })

  it('property: an empty namespace or reference is rejected', () => {
    fc.assert(
      fc.property(networkPartsArb, fc.boolean(), ({ namespace, reference }, emptyFirst) => {
        const value = emptyFirst ? `:${reference}` : `${namespace}:`
        expect(safeParseCaipNetworkId(value, kits)).toBeUndefined()
        expect(thrown(() => parseCaipNetworkId(value, kits))).toMatchObject({ reason: 'empty-part' })
      }),
    )
  })

  it('property: an unknown namespace is rejected', () => {
    const unknownArb = fc.stringMatching(/^[-a-z0-9]{1,8}$/).filter((text) => !isNamespace(text))
    fc.assert(
      fc.property(unknownArb, fc.stringMatching(/^[1-9][0-9]{0,5}$/), (namespace, reference) => {
        const value = `${namespace}:${reference}`
        expect(thrown(() => parseCaipNetworkId(value, kits))).toMatchObject({ reason: 'unknown-namespace' })
      }),
    )
  })

  it('property: one extra colon anywhere in a valid id makes it invalid', () => {
    fc.assert(
      fc.property(networkPartsArb, fc.nat(), (parts, at) => {
        const id = formatCaipNetworkId(parts, kits)
        const cut = at % (id.length + 1)
        const value = `${id.slice(0, cut)}:${id.slice(cut)}`
        expect(isCaipNetworkId(value, kits)).toBe(false)
      }),
    )
  })

  it('property: isCaipNetworkId agrees with safeParseCaipNetworkId on arbitrary text', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          networkPartsArb.map((parts) => formatCaipNetworkId(parts, kits)),
        ),
        (value) => {
          expect(isCaipNetworkId(value, kits)).toBe(safeParseCaipNetworkId(value, kits) !== undefined)
        },
      ),
    )
  })
})

describe('CAIP-10 account ids', () => {
  it('parses an account id and gives its network id', () => {
    expect(parseCaipAddress(`eip155:1:${evmAddress}`, kits)).toEqual({
      namespace: 'eip155',
      reference: '1',
      address: evmAddress,
      caipNetworkId: 'eip155:1',
    })
    expectTypeOf(
      parseCaipAddress(`solana:abc:${solanaAddress}`, kits).caipNetworkId,
    ).toEqualTypeOf<`solana:${string}`>()
  })

  it("accepts eip155's chain id 0 in an account id (an account on no chain in particular), not in a network id", () => {
    expect(parseCaipAddress(`eip155:0:${evmAddress}`, kits)).toMatchObject({
      reference: '0',
      address: evmAddress,
    })
    expect(isCaipAddress(`eip155:0:${evmAddress}`, kits)).toBe(true)
    expect(isCaipNetworkId('eip155:0', kits)).toBe(false)
    expect(isCaipAddress(`eip155:00:${evmAddress}`, kits)).toBe(false)
    expect(isCaipAddress(`solana:0:${solanaAddress}`, kits)).toBe(true) // any CAIP-2 reference shape there
  })

  it.each<[string, CaipIssue]>([
    ['eip155:1', 'part-count'],
    [evmAddress, 'part-count'],
    [`eip155:1:${evmAddress}:extra`, 'part-count'],
    [`eip155::${evmAddress}`, 'empty-part'],
    ['eip155:1:', 'empty-part'],
    [`:1:${evmAddress}`, 'empty-part'],
    [`tron:1:${evmAddress}`, 'unknown-namespace'],
    [`eip155:abc:${evmAddress}`, 'invalid-reference'],
    ['eip155:1:0xab cd', 'invalid-address'],
    [`eip155:1:${'a'.repeat(129)}`, 'invalid-address'],
    // The eip155 profile: `0x` and 40 hex digits, capitals only as an EIP-55 checksum.
    [`eip155:1:${evmAddress.slice(2)}`, 'invalid-address'],
    [`eip155:1:${evmAddress.toUpperCase().replace('0X', '0x')}`, 'invalid-address'],
    [`eip155:1:0xAb16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb`, 'invalid-address'],
    [`eip155:1:${evmAddress}00`, 'invalid-address'],
    ['eip155:1:0xabc', 'invalid-address'],
    // Solana's: a base58 public key of 32 bytes.
    [`solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${evmAddress}`, 'invalid-address'],
  ])('rejects %j (%s)', (value, reason) => {
    const error = thrown(() => parseCaipAddress(value, kits))
    expect(error).toBeInstanceOf(InvalidCaipAddressError)
    expect(error).toMatchObject({ code: 'INVALID_CAIP_ADDRESS', reason })
    expect(safeParseCaipAddress(value, kits)).toBeUndefined()
    expect(isCaipAddress(value, kits)).toBe(false)
  })

  // The test cases the eip155 namespace's CAIP-10 profile publishes (ChainAgnostic namespaces,
  // eip155/caip10.md), and EIP-55's own examples.
  it.each([
    'eip155:0:0x839395e20bbB182fa440d08F850E6c7A8f6F0780',
    'eip155:1:0x22227A31dd842196A246d8f3b775998560eAa61d',
    'eip155:137:0x0495766cD136138Fc492Dd499B8DC87A92D6685b',
    'eip155:1:0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    'eip155:1:0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
    'eip155:1:0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
    'eip155:1:0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
    'eip155:1:0x52908400098527886E0F7030069857D2E4169EE7',
    'eip155:1:0x8617E340B3D01FA5F11F306F4090FD50E238070D',
    'eip155:1:0xde709f2102306220921060314715629080e2fb77',
    'eip155:1:0x27b1fdb04752bbc536007a920d24acb045561c26',
  ])('accepts the published example %s', (value) => {
    expect(isCaipAddress(value, kits)).toBe(true)
  })

  it('refuses the all-capitals address the eip155 profile says will not validate', () => {
    expect(isCaipAddress('eip155:137:0x0495766CD136138FC492DD499B8DC87A92D6685B', kits)).toBe(false)
    // Its legacy lowercase form carries no checksum: the profile asks to accept it.
    expect(isCaipAddress('eip155:1:0x22227a31dd842196a246d8f3b775998560eaa61d', kits)).toBe(true)
  })

  it('formats from parts and from a parse result', () => {
    const value = formatCaipAddress({ namespace: 'eip155', reference: 8453, address: evmAddress }, kits)
    expect(value).toBe(`eip155:8453:${evmAddress}`)
    expect(formatCaipAddress(parseCaipAddress(value), kits)).toBe(value)
    expect(() => formatCaipAddress({ namespace: 'eip155', reference: 1, address: '' }, kits)).toThrow(
      InvalidCaipAddressError,
    )
  })

  it('property: format then parse gives back the parts, for every namespace', () => {
    fc.assert(
      fc.property(addressPartsArb, (parts) => {
        const value = formatCaipAddress(parts, kits)
        expect(parseCaipAddress(value, kits)).toEqual({
          ...parts,
          caipNetworkId: `${parts.namespace}:${parts.reference}`,
        })
        expect(isCaipAddress(value, kits)).toBe(true)
        expect(isCaipNetworkId(value, kits)).toBe(false)
      }),
    )
  })

  it('property: any part count other than 3 is rejected', () => {
    const partsArb = fc
      .array(colonFreeArb, { minLength: 1, maxLength: 6 })
      .filter((parts) => parts.length !== 3)
    fc.assert(
      fc.property(partsArb, (parts) => {
        expect(isCaipAddress(parts.join(':'), kits)).toBe(false)
        expect(() => parseCaipAddress(parts.join(':'), kits)).toThrow(InvalidCaipAddressError)
      }),
    )
  })

  it('property: emptying any one part is rejected', () => {
    fc.assert(
      fc.property(addressPartsArb, fc.constantFrom(0, 1, 2), ({ namespace, reference, address }, index) => {
        const parts = [namespace, reference, address]
        parts[index] = ''
        expect(thrown(() => parseCaipAddress(parts.join(':'), kits))).toMatchObject({ reason: 'empty-part' })
      }),
    )
  })

  it('property: an unknown namespace is rejected', () => {
    const unknownArb = fc.stringMatching(/^[-a-z0-9]{1,8}$/).filter((text) => !isNamespace(text))
    fc.assert(
      fc.property(unknownArb, addressPartArb, (namespace, address) => {
        expect(thrown(() => parseCaipAddress(`${namespace}:1:${address}`, kits))).toMatchObject({
          reason: 'unknown-namespace',
        })
      }),
    )
  })

  it('property: one extra colon anywhere in a valid account id makes it invalid', () => {
    fc.assert(
      fc.property(addressPartsArb, fc.nat(), (parts, at) => {
        const value = formatCaipAddress(parts, kits)
        const cut = at % (value.length + 1)
        expect(isCaipAddress(`${value.slice(0, cut)}:${value.slice(cut)}`, kits)).toBe(false)
      }),
    )
  })
})

describe('the kits CAIP ids are checked with', () => {
  it("holds each namespace to its kit among those given, and to CAIP's general rules without one", () => {
    const unchecksummed = '0xAb16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb'
    // CAIP-2's general reference shape takes `01`; EIP-155 chain ids have no leading zero.
    expect(isCaipNetworkId('eip155:01')).toBe(true)
    expect(isCaipNetworkId('eip155:01', kits)).toBe(false)
    expect(isCaipNetworkId('eip155:01', [kitOf(kits, 'solana')]), 'not the EVM kit').toBe(true)
    // CAIP-10's general address shape takes any capitals; the EVM kit checks their EIP-55 checksum.
    expect(isCaipAddress(`eip155:1:${unchecksummed}`)).toBe(true)
    expect(isCaipAddress(`eip155:1:${unchecksummed}`, kits)).toBe(false)
    expect(safeParseCaipAddress(`solana:${'a'.repeat(32)}:${evmAddress}`)?.address).toBe(evmAddress)
    expect(safeParseCaipAddress(`solana:${'a'.repeat(32)}:${evmAddress}`, kits)).toBeUndefined()
  })
})
