import * as viemChains from 'viem/chains'
import { describe, expect, expectTypeOf, it } from 'vitest'
import { knownKits } from '../../chains/known-kits.js'
import { isCaipNetworkId } from '../caip.js'
import { fromViemChain } from '../from-viem-chain.js'
import type { Network } from '../network.types.js'
import { defineNetwork } from '../registry.js'
import { cosmosHub, kusama, networks, osmosis, polkadot, westend } from './index.js'

// Polkadot's presets are exported by name, outside `networks` (the SPEC's list, which the EVM-only site imports).
const polkadotPresets = { polkadot, kusama, westend }
// Cosmos's likewise.
const cosmosPresets = { cosmosHub, osmosis }

describe('networks (SPEC §3, §9)', () => {
  it('defines exactly the SPEC networks', () => {
    expect(Object.keys(networks).sort()).toEqual(
      [
        'arbitrum',
        'avalanche',
        'base',
        'bitcoin',
        'bitcoinTestnet',
        'bsc',
        'mainnet',
        'optimism',
        'polygon',
        'solana',
        'solanaDevnet',
        'solanaTestnet',
        'zksync',
      ].sort(),
    )
  })

  it.each([
    ['mainnet', 1, 'Ethereum'],
    ['optimism', 10, 'OP Mainnet'],
    ['bsc', 56, 'BNB Smart Chain'],
    ['polygon', 137, 'Polygon'],
    ['zksync', 324, 'ZKsync Era'],
    ['base', 8453, 'Base'],
    ['arbitrum', 42161, 'Arbitrum One'],
    ['avalanche', 43114, 'Avalanche'],
  ] as const)('%s is eip155:%i, named %s, with 18 decimals', (key, id, name) => {
    const network = networks[key]
    expect(network).toMatchObject({
      id,
      name,
      caipNetworkId: `eip155:${id}`,
      chainNamespace: 'eip155',
      testnet: false,
    })
    expect(network.nativeCurrency.decimals).toBe(18)
    expect(network.rpcUrls.default.http.length).toBeGreaterThan(0)
    expect(network.rpcUrls.chainDefault?.http).toEqual(network.rpcUrls.default.http)
    expect(network.blockExplorers?.default.url).toMatch(/^https:\/\//)
  })

  it.each([
    ['solana', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ', false],
    [
      'solanaDevnet',
      'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      'solana:8E9rvCKLFQia2Y35HXjjpWzj8weVo44K',
      true,
    ],
    ['solanaTestnet', 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z', undefined, true],
  ] as const)('%s is %s (deprecated %s) with 9-decimal SOL', (key, caipNetworkId, deprecated, testnet) => {
    const network = networks[key]
    expect(network).toMatchObject({ caipNetworkId, chainNamespace: 'solana', testnet })
    expect(network.deprecatedCaipNetworkId).toBe(deprecated)
    expect(network.nativeCurrency).toEqual({ name: 'Solana', symbol: 'SOL', decimals: 9 })
  })

  it.each([
    ['bitcoin', 'bip122:000000000019d6689c085ae165831e93', false],
    ['bitcoinTestnet', 'bip122:000000000933ea01ad0ee984209779ba', true],
  ] as const)('%s is %s with 8-decimal BTC', (key, caipNetworkId, testnet) => {
    const network = networks[key]
    expect(network).toMatchObject({ caipNetworkId, chainNamespace: 'bip122', testnet })
    expect(network.nativeCurrency).toEqual({ name: 'Bitcoin', symbol: 'BTC', decimals: 8 })
  })

  it.each([
    [
      'polkadot',
      'polkadot:91b171bb158e2d3848fa23a9f1c25182',
      'Polkadot',
      'DOT',
      10,
      false,
      'https://polkadot.subscan.io',
    ],
    [
      'kusama',
      'polkadot:b0a8d493285c2df73290dfb7e61f870f',
      'Kusama',
      'KSM',
      12,
      false,
      'https://kusama.subscan.io',
    ],
    [
      'westend',
      'polkadot:e143f23803ac50e8f6f8e62695d1ce9e',
      'Westend',
      'WND',
      12,
      true,
      'https://westend.subscan.io',
    ],
  ] as const)(
    '%s is %s, %s with %s of %i decimals',
    (key, caipNetworkId, name, symbol, decimals, testnet, explorer) => {
      const network = polkadotPresets[key]
      expect(network).toMatchObject({ caipNetworkId, name, chainNamespace: 'polkadot', testnet })
      expect(network.nativeCurrency).toEqual({ name, symbol, decimals })
      expect(network.rpcUrls.default.http).toEqual([
        expect.stringMatching(/^https:\/\/[a-z-]*rpc\.polkadot\.io$/),
      ])
      expect(network.rpcUrls.chainDefault?.http).toEqual(network.rpcUrls.default.http)
      expect(network.blockExplorers?.default).toEqual({ name: 'Subscan', url: explorer })
      expect(key in networks, 'not in the SPEC’s `networks`').toBe(false)
    },
  )

  it('every network has a valid CAIP-2 id built from its namespace and id, by its namespace’s kit', () => {
    const presets = [...Object.values(polkadotPresets), ...Object.values(cosmosPresets)]
    for (const network of [...Object.values(networks), ...presets] as Network[]) {
      expect(isCaipNetworkId(network.caipNetworkId)).toBe(true)
      expect(network.caipNetworkId).toBe(`${network.chainNamespace}:${network.id}`)
      expect(() => defineNetwork(network, knownKits), network.name).not.toThrow()
    }
  })

  it('Cosmos Hub and Osmosis by their chain ids, 6 decimals, Mintscan, outside the SPEC networks', () => {
    expect(cosmosHub).toMatchObject({
      caipNetworkId: 'cosmos:cosmoshub-4',
      chainNamespace: 'cosmos',
      testnet: false,
    })
    expect(cosmosHub.nativeCurrency).toEqual({ name: 'Cosmos', symbol: 'ATOM', decimals: 6 })
    expect(osmosis).toMatchObject({
      caipNetworkId: 'cosmos:osmosis-1',
      chainNamespace: 'cosmos',
      testnet: false,
    })
    expect(osmosis.nativeCurrency).toEqual({ name: 'Osmosis', symbol: 'OSMO', decimals: 6 })
    expect(cosmosHub.blockExplorers?.default).toEqual({
      name: 'Mintscan',
      url: 'https://www.mintscan.io/cosmos',
    })
    for (const key of Object.keys(cosmosPresets)) expect(key in networks).toBe(false)
  })

  it('keeps literal ids in the types', () => {
    expectTypeOf(networks.base.id).toEqualTypeOf<8453>()
    expectTypeOf(networks.base.caipNetworkId).toEqualTypeOf<'eip155:8453'>()
    expectTypeOf(networks.solana.caipNetworkId).toEqualTypeOf<'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'>()
    expectTypeOf(polkadot.caipNetworkId).toEqualTypeOf<'polkadot:91b171bb158e2d3848fa23a9f1c25182'>()
  })
})

describe('fromViemChain', () => {
  it('derives the EVM fields from the viem chain', () => {
    const network = fromViemChain(viemChains.base)
    expect(network).toEqual({
      id: 8453,
      caipNetworkId: 'eip155:8453',
      chainNamespace: 'eip155',
      name: viemChains.base.name,
      nativeCurrency: viemChains.base.nativeCurrency,
      rpcUrls: { default: viemChains.base.rpcUrls.default, chainDefault: viemChains.base.rpcUrls.default },
      blockExplorers: viemChains.base.blockExplorers,
      contracts: viemChains.base.contracts,
      testnet: false,
    })
  })

  it('copies, so editing a network never edits viem’s chain', () => {
    const network = fromViemChain(viemChains.mainnet)
    ;(network.rpcUrls.default.http as string[]).push('https://x.example')
    network.nativeCurrency.symbol = 'XXX'
    if (network.blockExplorers) network.blockExplorers.default.url = 'https://x.example'
    expect(viemChains.mainnet.rpcUrls.default.http).not.toContain('https://x.example')
    expect(viemChains.mainnet.nativeCurrency.symbol).toBe('ETH')
    expect(viemChains.mainnet.blockExplorers.default.url).not.toBe('https://x.example')
  })

  it('keeps the testnet flag and rejects chain ids that are not CAIP-2 references', () => {
    expect(fromViemChain(viemChains.sepolia).testnet).toBe(true)
    expect(() => fromViemChain({ ...viemChains.mainnet, id: 0 })).toThrow(
      expect.objectContaining({ code: 'INVALID_CAIP_NETWORK_ID' }),
    )
  })
})
