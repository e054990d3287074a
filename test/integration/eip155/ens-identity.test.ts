import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chainSource } from '../../../core/src/account-data/chain.source.js'
import { eip155 } from '../../../core/src/chains/eip155/eip155.adapter.js'
import { widenAdapter } from '../../../core/src/machines/connection/connection.rules.js'
import { base, mainnet } from '../../../core/src/networks/definitions/evm.js'
import { ENS_UNIVERSAL_RESOLVER, type EnsResolver, startEnsResolver } from '../../devnet/ens-resolver.js'
import { ANVIL_ADDRESS_0, ANVIL_ADDRESS_1 } from '../../devnet/local-networks.js'

// ENS names through the EVM adapter against a JSON-RPC endpoint that answers for mainnet's Universal
// Resolver, decoding Foyer's call with viem's ABI coder: the primary name, none for an address without
// one, read on mainnet whatever network the account is on.

let ens: EnsResolver
beforeAll(async () => {
  ens = await startEnsResolver([
    { address: ANVIL_ADDRESS_0, name: 'foyer.eth' },
    { address: ANVIL_ADDRESS_1, name: 'plain.eth' },
  ])
})
afterAll(() => ens?.close())

const ethereum = () => ({ ...mainnet, rpcUrls: { default: { http: [ens.rpcUrl] } } })

describe('ENS names read by the EVM adapter', () => {
  it('the network’s definition names the resolver the stand-in answers for', () => {
    expect(mainnet.contracts?.ensUniversalResolver).toMatchObject({
      address: ENS_UNIVERSAL_RESOLVER.toLowerCase(),
    })
  })

  it('reads the primary name; none for an address without one', async () => {
    const network = ethereum()
    const adapter = eip155({ networks: [network] })
    expect(await adapter.readChainIdentity({ address: ANVIL_ADDRESS_0, network })).toEqual({
      name: 'foyer.eth',
      avatar: undefined,
    })
    expect(await adapter.readChainIdentity({ address: ANVIL_ADDRESS_1, network })).toEqual({
      name: 'plain.eth',
      avatar: undefined,
    })
    const stranger = '0x000000000000000000000000000000000000dEaD'
    expect(await adapter.readChainIdentity({ address: stranger, network })).toEqual({
      name: undefined,
      avatar: undefined,
    })
  })

  it('reads names on mainnet while the account is on another network; none without a network with ENS', async () => {
    const network = ethereum()
    const source = chainSource()
    const adapter = widenAdapter(eip155({ networks: [base, network] }))
    const signal = new AbortController().signal
    expect(await source.identity?.({ address: ANVIL_ADDRESS_0, network: base, adapter, signal })).toEqual({
      name: 'foyer.eth',
      avatar: undefined,
    })
    const baseOnly = eip155({ networks: [base] })
    expect(await baseOnly.readChainIdentity({ address: ANVIL_ADDRESS_0, network: base })).toEqual({
      name: undefined,
      avatar: undefined,
    })
  })

  it('rejects when the chain does not answer', async () => {
    const network = { ...mainnet, rpcUrls: { default: { http: ['http://127.0.0.1:1'] } } }
    const adapter = eip155({ networks: [network], rpc: { retryCount: 0 } })
    await expect(adapter.readChainIdentity({ address: ANVIL_ADDRESS_0, network })).rejects.toThrow()
  })
})
