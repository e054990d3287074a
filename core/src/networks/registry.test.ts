import { describe, expect, expectTypeOf, it } from 'vitest'
import { eip155Kit } from '../chains/eip155/eip155.kit.js'
import {
  DuplicateNetworkError,
  EmptyNetworkListError,
  InvalidNetworkError,
  InvalidRpcUrlError,
  RpcOverrideNetworkNotFoundError,
} from './caip.errors.js'
import { base, mainnet, networks, solana, solanaDevnet } from './definitions/index.js'
import type { Network } from './network.types.js'
import {
  defineNetwork,
  defineNetworks,
  findNetwork,
  getNetworkName,
  UNKNOWN_NETWORK_NAME,
  withRpcUrls,
} from './registry.js'

const all: readonly Network[] = Object.values(networks)

const anvil: Network<'eip155'> = {
  id: 31337,
  caipNetworkId: 'eip155:31337',
  chainNamespace: 'eip155',
  name: 'Anvil',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
  testnet: true,
}

// An EVM network whose id is a string: what a site writing plain JavaScript could pass.
const stringIdNetwork = { ...anvil, id: '31337' } as unknown as Network

describe('UNKNOWN_NETWORK_NAME', () => {
  it('is the SPEC §9 text', () => {
    expect(UNKNOWN_NETWORK_NAME).toBe('Unknown Network')
  })
})

describe('findNetwork', () => {
  it('finds by CAIP-2 id', () => {
    expect(findNetwork(all, 'eip155:8453')).toBe(base)
    expect(findNetwork(all, 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1')).toBe(solanaDevnet)
    expect(findNetwork(all, 'eip155:999999')).toBeUndefined()
    // Matching is exact: EVM ids are numbers, so a padded reference is another (invalid) id.
    expect(findNetwork(all, 'eip155:08453')).toBeUndefined()
  })

  it('also finds a Solana network by the deprecated id older wallets report', () => {
    expect(findNetwork(all, 'solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ')).toBe(solana)
    expect(findNetwork(all, 'solana:8E9rvCKLFQia2Y35HXjjpWzj8weVo44K')).toBe(solanaDevnet)
  })

  it('prefers a current id over another network’s deprecated one', () => {
    const impostor = { ...anvil, caipNetworkId: 'eip155:31337', deprecatedCaipNetworkId: 'eip155:1' } as const
    expect(findNetwork([impostor, mainnet], 'eip155:1')).toBe(mainnet)
  })

  it('names networks, falling back to Unknown Network', () => {
    expect(getNetworkName(all, 'eip155:10')).toBe('OP Mainnet')
    expect(getNetworkName(all, 'eip155:999999')).toBe('Unknown Network')
  })
})

describe('withRpcUrls', () => {
  it('puts the given URLs first and keeps the original as chainDefault', () => {
    const original = [...base.rpcUrls.default.http]
    const custom = withRpcUrls(base, ['https://base.example.com'])
    expect(custom.rpcUrls.default.http).toEqual(['https://base.example.com', ...original])
    expect(custom.rpcUrls.chainDefault?.http).toEqual(original)
    expect(custom.caipNetworkId).toBe('eip155:8453')
    expectTypeOf(custom.id).toEqualTypeOf<8453>()
    // The shared definition is untouched.
    expect(base.rpcUrls.default.http).toEqual(original)
  })

  it('keeps the very first original across repeated overrides, without duplicates', () => {
    const once = withRpcUrls(anvil, ['https://a.example.com'])
    const twice = withRpcUrls(once, ['https://b.example.com', 'https://a.example.com'])
    expect(twice.rpcUrls.default.http).toEqual([
      'https://b.example.com',
      'https://a.example.com',
      'http://127.0.0.1:8545',
    ])
    expect(twice.rpcUrls.chainDefault?.http).toEqual(['http://127.0.0.1:8545'])
  })

  it.each(['not a url', 'ftp://node.example', 'wss://node.example', '/relative'])('rejects %j', (url) => {
    expect(() => withRpcUrls(base, [url])).toThrow(InvalidRpcUrlError)
  })
})

describe('defineNetwork', () => {
  it('returns a consistent network with its literal id type', () => {
    const network = defineNetwork({ ...anvil, id: 31337, caipNetworkId: 'eip155:31337' })
    expect(network).toEqual(anvil)
    expectTypeOf(network.id).toEqualTypeOf<31337>()
    expectTypeOf(network.caipNetworkId).toEqualTypeOf<'eip155:31337'>()
  })

  it.each<[string, Network]>([
    ['an id that does not match', { ...anvil, id: 1 }],
    ['a string id on EVM', stringIdNetwork],
    ['another namespace', { ...anvil, caipNetworkId: 'solana:31337' }],
    ['a malformed CAIP-2 id', { ...anvil, caipNetworkId: 'eip155:31337:x' as 'eip155:x' }],
    ['an empty name', { ...anvil, name: ' ' }],
    ['negative decimals', { ...anvil, nativeCurrency: { ...anvil.nativeCurrency, decimals: -1 } }],
    ['a bad RPC URL', { ...anvil, rpcUrls: { default: { http: ['localhost:8545'] } } }],
    ['a deprecated id in another namespace', { ...anvil, deprecatedCaipNetworkId: 'solana:abc' }],
  ])('rejects %s', (_, network) => {
    expect(() => defineNetwork(network, [eip155Kit])).toThrow(InvalidNetworkError)
  })

  it("checks the id's type and the reference by the namespace's kit when given one, CAIP's general rules otherwise", () => {
    expect(defineNetwork(stringIdNetwork).id, 'CAIP-2 alone does not type the id').toBe('31337')
    expect(() => defineNetwork(stringIdNetwork, [eip155Kit])).toThrow(/does not match id/)
    expect(() => defineNetworks([stringIdNetwork], { kits: [eip155Kit] })).toThrow(/does not match id/)
  })
})

describe('defineNetworks', () => {
  it('keeps order and applies RPC overrides by CAIP-2 id or deprecated id', () => {
    const list = defineNetworks([mainnet, solana, anvil], {
      rpcOverrides: {
        'eip155:1': ['https://eth.example.com'],
        'solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ': ['https://sol.example.com'],
      },
    })
    expect(list.map((network) => network.caipNetworkId)).toEqual([
      'eip155:1',
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      'eip155:31337',
    ])
    expect(list[0]?.rpcUrls.default.http[0]).toBe('https://eth.example.com')
    expect(list[1]?.rpcUrls.default.http[0]).toBe('https://sol.example.com')
    expect(list[1]?.rpcUrls.chainDefault?.http).toEqual(['https://api.mainnet-beta.solana.com'])
    expect(list[2]).toBe(anvil)
  })

  it('rejects an empty list, duplicates, unknown override targets and bad networks', () => {
    expect(() => defineNetworks([])).toThrow(EmptyNetworkListError)
    expect(() => defineNetworks([mainnet, base, mainnet])).toThrow(DuplicateNetworkError)
    const clash = { ...anvil, deprecatedCaipNetworkId: 'eip155:8453' } as const
    expect(() => defineNetworks([base, clash])).toThrow(DuplicateNetworkError)
    expect(() =>
      defineNetworks([mainnet], { rpcOverrides: { 'eip155:8435': ['https://x.example'] } }),
    ).toThrow(RpcOverrideNetworkNotFoundError)
    expect(() => defineNetworks([mainnet], { rpcOverrides: { 'eip155:1': ['nope'] } })).toThrow(
      InvalidRpcUrlError,
    )
    expect(() => defineNetworks([{ ...anvil, id: 2 }])).toThrow(InvalidNetworkError)
  })

  it('accepts every built-in network together', () => {
    expect(defineNetworks(all)).toEqual(all)
  })
})
