import { describe, expect, it } from 'vitest'
import { explorerAddressUrl } from '../machines/connection/connection.selectors.js'
import { bitcoin, mainnet, solana } from '../networks/definitions/index.js'
import { namespaces } from '../networks/network.types.js'
import { bip122 } from './bip122/bip122.adapter.js'
import { eip155 } from './eip155/eip155.adapter.js'
import { eip155Kit } from './eip155/eip155.kit.js'
import { genericKit } from './generic-kit.js'
import { kitOf, kitsOf } from './kits.js'
import { knownKits } from './known-kits.js'
import { solana as solanaAdapter } from './solana/solana.adapter.js'
import { solanaKit } from './solana/solana.kit.js'

// Each namespace's facts come from its kit; shared code asks the kit it is given instead of branching.
// `knownKits` stands for a Foyer created with every adapter Foyer has.

describe('namespace kits', () => {
  it('every namespace has a kit among those given: its own, or CAIP general rules where none is its', () => {
    for (const namespace of namespaces) expect(kitOf(knownKits, namespace).namespace).toBe(namespace)
    expect(kitOf(knownKits, 'cosmos').displayName).toBe('Cosmos')
    expect(kitOf(knownKits, 'solana').displayName).toBe('Solana')
    // Without a namespace's own kit, CAIP's general rules stand in for it.
    expect(kitOf([], 'cosmos').displayName).toBe('cosmos')
    expect(kitOf([], 'cosmos').referencePattern).toBe(genericKit('cosmos').referencePattern)
  })

  it('each adapter brings its namespace’s kit, and creating one changes no other kits', () => {
    const address = '11111111111111111111111111111111'
    // Without Solana's kit: CAIP's general shape only, so a 32-character string of any letters passes.
    expect(kitOf([], 'solana').displayName).toBe('solana')
    expect(kitOf([], 'solana').isAddress('0'.repeat(32))).toBe(true)
    const adapters = [solanaAdapter({ networks: [solana] }), bip122({ networks: [bitcoin], page: {} })]
    const kits = kitsOf(adapters)
    expect(kits).toEqual([solanaKit, adapters[1]?.kit])
    expect(kitOf(kits, 'solana').displayName).toBe('Solana')
    expect(kitOf(kits, 'solana').isAddress(address)).toBe(true)
    expect(kitOf(kits, 'solana').isAddress('0'.repeat(32)), 'not base58').toBe(false)
    expect(kitOf(kits, 'eip155').displayName, 'no EVM adapter among them').toBe('eip155')
    eip155({ networks: [mainnet] })
    expect(kitOf([], 'solana').isAddress('0'.repeat(32)), 'nothing registered anywhere').toBe(true)
    expect(kitOf(kits, 'eip155').displayName, 'another adapter created: still none').toBe('eip155')
  })

  it('CAIP general rules: the CAIP-2 reference and CAIP-10 address shapes, addresses compared as written', () => {
    const kit = genericKit('polkadot')
    expect(kit.referencePattern.test('91b171bb158e2d3848fa23a9f1c25182')).toBe(true)
    expect(kit.referencePattern.test('x'.repeat(33))).toBe(false)
    expect(kit.isAddress('5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY')).toBe(true)
    expect(kit.isAddress('has space')).toBe(false)
    expect(kit.accountKey('AbC')).toBe('AbC')
  })

  it('links an address to its explorer page: /address/ on EVM explorers, /account/ on solscan', () => {
    const evm = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
    expect(explorerAddressUrl(mainnet, evm, knownKits)).toBe(`https://etherscan.io/address/${evm}`)
    const sol = '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
    expect(explorerAddressUrl(solana, sol, knownKits)).toMatch(
      new RegExp(`^https://solscan\\.io/account/${sol}`),
    )
    expect(explorerAddressUrl(solana, sol, [eip155Kit]), 'no Solana kit: the general path').toMatch(
      new RegExp(`^https://solscan\\.io/address/${sol}`),
    )
    expect(explorerAddressUrl({ ...mainnet, blockExplorers: undefined }, evm, knownKits)).toBeUndefined()
  })

  it('keys accounts as the namespace compares addresses: EVM ignores case, base58 does not, SS58 by key', () => {
    expect(kitOf(knownKits, 'eip155').accountKey('0xF39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe(
      kitOf(knownKits, 'eip155').accountKey('0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'),
    )
    expect(kitOf(knownKits, 'solana').accountKey('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).not.toBe(
      kitOf(knownKits, 'solana').accountKey('5EYKT4USFV8P8NJDTREPY1VZQKQZKVDP'),
    )
    // Alice on Polkadot (prefix 0) and on Westend (42): one key, one account.
    expect(kitOf(knownKits, 'polkadot').accountKey('15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5')).toBe(
      kitOf(knownKits, 'polkadot').accountKey('5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY'),
    )
  })

  it('checks CAIP-2 references by the namespace rule: EVM chain ids are decimal without leading zeros', () => {
    const evm = kitOf(knownKits, 'eip155').referencePattern
    expect(['1', '8453', '42161'].every((ref) => evm.test(ref))).toBe(true)
    expect(['01', '0x1', 'abc', ''].some((ref) => evm.test(ref))).toBe(false)
    expect(kitOf(knownKits, 'solana').referencePattern.test('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBe(true)
    expect(kitOf(knownKits, 'solana').referencePattern.test('x'.repeat(33))).toBe(false)
    expect(kitOf(knownKits, 'eip155').networkIdType).toBe('number')
    expect(kitOf(knownKits, 'bip122').networkIdType).toBe('string')
  })

  it('validates addresses by the namespace rule', () => {
    const kits = knownKits
    expect(
      kitOf(kits, 'eip155').isAddress('0xAb16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb'),
      'bad checksum',
    ).toBe(false)
    expect(kitOf(kits, 'solana').isAddress('11111111111111111111111111111111')).toBe(true)
    expect(kitOf(kits, 'solana').isAddress('0xab16a96d359ec26a11e2c2b3d8f8b8942d5bfcdb')).toBe(false)
    expect(kitOf(kits, 'bip122').isAddress('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toBe(true)
    expect(kitOf(kits, 'polkadot').isAddress('15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5')).toBe(true)
    expect(
      kitOf(kits, 'polkadot').isAddress('15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp6'),
      'checksum',
    ).toBe(false)
    expect(kitOf(kits, 'cosmos').isAddress('not an address')).toBe(false)
  })
})
