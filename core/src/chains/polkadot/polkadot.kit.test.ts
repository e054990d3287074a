import { describe, expect, it } from 'vitest'
import { explorerAddressUrl } from '../../machines/connection/connection.selectors.js'
import { parseCaipAddress, parseCaipNetworkId } from '../../networks/caip.js'
import { kusama, polkadot, westend } from '../../networks/definitions/polkadot.js'
import { kitOf } from '../kits.js'
import { knownKits } from '../known-kits.js'
import { addressForNetwork, isPolkadotAddress, polkadotAccountKey, polkadotKit } from './polkadot.kit.js'
import { caipReferenceOfGenesisHash, ss58PrefixOf } from './polkadot-networks.js'

// Alice (`//Alice`), the same key written for Polkadot (0), Kusama (2) and Westend / generic Substrate (42).
const aliceKey = '0xd43593c715fdd31c61141abd04a99fd6822c8558854ccde39a5684e7a56da27d'
const onPolkadot = '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5'
const onKusama = 'HNZata7iMYWmk5RvZRTiAsSDhV8366zq2YGb3tLH5Upf74F'
const onWestend = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY'
// Bob, another account.
const bobOnWestend = '5FHneW46xGXgs5mUiveU4sbTyGBzmstUspZC92UhjJM694ty'

describe('Polkadot kit', () => {
  it('is the kit Foyer knows for polkadot, named for visitors', () => {
    expect(kitOf(knownKits, 'polkadot')).toBe(polkadotKit)
    expect(polkadotKit.displayName).toBe('Polkadot')
    expect(polkadotKit.networkIdType).toBe('string')
  })

  it('accepts an account address with any network’s prefix, two-byte prefixes included', () => {
    for (const address of [onPolkadot, onKusama, onWestend, bobOnWestend])
      expect(isPolkadotAddress(address)).toBe(true)
    // Prefix 4242 (two bytes), a Subkey vector published by polkadot-js.
    expect(isPolkadotAddress('mHm8k9Emsvyfp3piCauSH684iA6NakctF8dySQcX94GDdrJrE')).toBe(true)
  })

  it('refuses a changed checksum, other namespaces’ addresses, and keys that are no account', () => {
    expect(isPolkadotAddress(`${onPolkadot.slice(0, -1)}6`), 'last character changed').toBe(false)
    expect(isPolkadotAddress(onPolkadot.toLowerCase())).toBe(false)
    expect(isPolkadotAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'), 'EVM, 20 bytes').toBe(false)
    expect(isPolkadotAddress('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'), 'Solana, 32-byte base58').toBe(
      false,
    )
    expect(isPolkadotAddress('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toBe(false)
    // A 33-byte ecdsa key in SS58: a key, not an account id (accounts of ecdsa keys are their hash).
    expect(isPolkadotAddress('KWCv1L3QX9LDPwY4VzvLmarEmXjVJidUzZcinvVnmxAJJCBou')).toBe(false)
    expect(isPolkadotAddress('')).toBe(false)
  })

  it('keys an account by its public key: the same key under prefixes 0, 2 and 42 is one account', () => {
    const keys = [onPolkadot, onKusama, onWestend].map(polkadotKit.accountKey)
    expect(keys).toEqual([aliceKey, aliceKey, aliceKey])
    expect(polkadotKit.accountKey(bobOnWestend)).not.toBe(aliceKey)
    // Text that is no address keys as itself, so it matches nothing but itself.
    expect(polkadotAccountKey('not an address')).toBe('not an address')
  })

  it('writes an address for a network’s prefix, and nothing for what is no address', () => {
    expect(addressForNetwork(onWestend, 0)).toBe(onPolkadot)
    expect(addressForNetwork(onPolkadot, 2)).toBe(onKusama)
    expect(addressForNetwork(onKusama, 42)).toBe(onWestend)
    expect(addressForNetwork(onPolkadot, 0)).toBe(onPolkadot)
    expect(addressForNetwork('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', 0)).toBeUndefined()
    expect(() => addressForNetwork(onPolkadot, 46)).toThrow(RangeError)
  })

  it('checks CAIP-2 references as the genesis hash’s first 32 lowercase hex digits', () => {
    expect(polkadotKit.referencePattern.test('91b171bb158e2d3848fa23a9f1c25182')).toBe(true)
    for (const reference of [
      '91B171BB158E2D3848FA23A9F1C25182',
      '91b171bb158e2d3848fa23a9f1c2518',
      'polkadot',
      '0x91b171bb158e2d3848fa23a9f1c251',
    ])
      expect(polkadotKit.referencePattern.test(reference), reference).toBe(false)
    expect(() => parseCaipNetworkId('polkadot:91B171BB158E2D3848FA23A9F1C25182', knownKits)).toThrow()
    expect(
      parseCaipAddress(`polkadot:91b171bb158e2d3848fa23a9f1c25182:${onPolkadot}`, knownKits).address,
    ).toBe(onPolkadot)
    expect(() =>
      parseCaipAddress(`polkadot:91b171bb158e2d3848fa23a9f1c25182:${onPolkadot}x`, knownKits),
    ).toThrow()
  })

  it('reads the CAIP-2 reference of each preset from its genesis hash', () => {
    const presets = [
      [
        polkadot,
        '0x91b171bb158e2d3848fa23a9f1c25182fb8e20313b2c1eb49219da7a70ce90c3',
        '91b171bb158e2d3848fa23a9f1c25182',
      ],
      [
        kusama,
        '0xb0a8d493285c2df73290dfb7e61f870f17b41801197a149ca93654499ea3dafe',
        'b0a8d493285c2df73290dfb7e61f870f',
      ],
      [
        westend,
        '0xe143f23803ac50e8f6f8e62695d1ce9e4e1d68aa36c1cd2cfd15340213f3423e',
        'e143f23803ac50e8f6f8e62695d1ce9e',
      ],
    ] as const
    for (const [network, genesis, reference] of presets) {
      expect(caipReferenceOfGenesisHash(genesis)).toBe(reference)
      expect(caipReferenceOfGenesisHash(genesis.slice(2).toUpperCase()), 'no 0x, capitals').toBe(reference)
      expect(network.caipNetworkId).toBe(`polkadot:${reference}`)
    }
    expect(caipReferenceOfGenesisHash('0x91b171bb158e2d3848fa23a9f1c25182')).toBeUndefined()
    expect(caipReferenceOfGenesisHash(`${presets[0][1]}00`)).toBeUndefined()
    expect(caipReferenceOfGenesisHash(`0x${'g'.repeat(64)}`)).toBeUndefined()
  })

  it('knows the SS58 prefix of each preset, and of no network it does not know', () => {
    expect([polkadot, kusama, westend].map((network) => ss58PrefixOf(network.caipNetworkId))).toEqual([
      0, 2, 42,
    ])
    expect(ss58PrefixOf('polkadot:00000000000000000000000000000000')).toBeUndefined()
    expect(ss58PrefixOf('bip122:91b171bb158e2d3848fa23a9f1c25182')).toBeUndefined()
    expect(addressForNetwork(onWestend, ss58PrefixOf(kusama.caipNetworkId) ?? -1)).toBe(onKusama)
  })

  it('links an address to Subscan’s account page, with no payment URI and the same account on every network', () => {
    expect(explorerAddressUrl(polkadot, onPolkadot, knownKits)).toBe(
      `https://polkadot.subscan.io/account/${onPolkadot}`,
    )
    expect(polkadotKit.paymentUri).toBeUndefined()
    expect(polkadotKit.isAddressOn).toBeUndefined()
    expect(polkadotKit.hasActivity).toBe(false)
    expect(polkadotKit.hasNames).toBe(false)
  })
})
