import { describe, expect, it, vi } from 'vitest'
import { explorerAddressUrl } from '../machines/connection/connection.selectors.js'
import { mainnet, solana } from '../networks/definitions/index.js'
import { namespaces } from '../networks/network.types.js'
import { genericKit } from './generic-kit.js'
import { kitOf } from './kits.js'

// Each namespace's facts come from its kit; shared code asks the kit instead of branching. The test
// setup registers every kit Foyer has, as a site configuring every adapter would.

describe('namespace kits', () => {
  it('every namespace has a kit: its own, or CAIP general rules where Foyer has no adapter yet', () => {
    for (const namespace of namespaces) expect(kitOf(namespace).namespace).toBe(namespace)
    expect(kitOf('cosmos').displayName).toBe('cosmos')
    expect(kitOf('cosmos').referencePattern).toBe(genericKit('cosmos').referencePattern)
    expect(kitOf('solana').displayName).toBe('Solana')
  })

  it('a page knows only the namespaces of the adapters it created: each adapter registers its kit', async () => {
    vi.resetModules()
    const fresh = await import('./kits.js')
    const { solana: solanaAdapter } = await import('./solana/solana.adapter.js')
    const address = '11111111111111111111111111111111'
    // Before the adapter: CAIP's general shape only, so a 32-character string of any letters passes.
    expect(fresh.kitOf('solana').displayName).toBe('solana')
    expect(fresh.kitOf('solana').isAddress('0'.repeat(32))).toBe(true)
    solanaAdapter({ networks: [solana] })
    expect(fresh.kitOf('solana').displayName).toBe('Solana')
    expect(fresh.kitOf('solana').isAddress(address)).toBe(true)
    expect(fresh.kitOf('solana').isAddress('0'.repeat(32)), 'not base58').toBe(false)
    expect(fresh.kitOf('eip155').displayName, 'no EVM adapter created').toBe('eip155')
  })

  it('a network defined before its adapter exists is checked by CAIP general rules: its id must be its reference', async () => {
    vi.resetModules()
    const { defineNetwork } = await import('../networks/registry.js')
    const local = { ...mainnet, caipNetworkId: 'eip155:31337' as const, id: 31337, name: 'Local' }
    expect(defineNetwork(local).id).toBe(31337)
    expect(() => defineNetwork({ ...local, id: 1 }), 'id and reference differ').toThrow(/does not match id/)
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
    expect(explorerAddressUrl(mainnet, evm)).toBe(`https://etherscan.io/address/${evm}`)
    const sol = '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
    expect(explorerAddressUrl(solana, sol)).toMatch(new RegExp(`^https://solscan\\.io/account/${sol}`))
    expect(explorerAddressUrl({ ...mainnet, blockExplorers: undefined }, evm)).toBeUndefined()
  })

  it('keys accounts as the namespace compares addresses: EVM ignores case, base58 does not', () => {
    expect(kitOf('eip155').accountKey('0xF39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe(
      kitOf('eip155').accountKey('0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'),
    )
    expect(kitOf('solana').accountKey('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).not.toBe(
      kitOf('solana').accountKey('5EYKT4USFV8P8NJDTREPY1VZQKQZKVDP'),
    )
  })

  it('checks CAIP-2 references by the namespace rule: EVM chain ids are decimal without leading zeros', () => {
    const evm = kitOf('eip155').referencePattern
    expect(['1', '8453', '42161'].every((ref) => evm.test(ref))).toBe(true)
    expect(['01', '0x1', 'abc', ''].some((ref) => evm.test(ref))).toBe(false)
    expect(kitOf('solana').referencePattern.test('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBe(true)
    expect(kitOf('solana').referencePattern.test('x'.repeat(33))).toBe(false)
    expect(kitOf('eip155').networkIdType).toBe('number')
    expect(kitOf('bip122').networkIdType).toBe('string')
  })

  it('validates addresses by the namespace rule', () => {
    expect(kitOf('eip155').isAddress('0xAb16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb'), 'bad checksum').toBe(
      false,
    )
    expect(kitOf('solana').isAddress('11111111111111111111111111111111')).toBe(true)
    expect(kitOf('solana').isAddress('0xab16a96d359ec26a11e2c2b3d8f8b8942d5bfcdb')).toBe(false)
    expect(kitOf('bip122').isAddress('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toBe(true)
    expect(kitOf('cosmos').isAddress('not an address')).toBe(false)
  })
})
