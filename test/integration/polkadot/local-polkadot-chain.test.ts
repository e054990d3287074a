import { describe, expect, it } from 'vitest'
import { polkadotKit } from '../../../core/src/chains/polkadot/polkadot.kit.js'
import { defineNetwork } from '../../../core/src/networks/registry.js'
import {
  type LocalPolkadotChain,
  localPolkadotChainOf,
  parseLocalPolkadotChain,
  polkadotLocalNetwork,
} from '../../devnet/polkadot/local-polkadot-chain.js'

// What the demo stack tells the demo page about the local Polkadot chain (VITE_FOYER_POLKADOT_CHAIN),
// and the network the page makes of it. The chain's own facts are read from the running chain by the
// stack (the browser tests run it); here, the setting's round trip and what a page does with junk.

const chain: LocalPolkadotChain = {
  caipNetworkId: 'polkadot:45454545454545454545454545454545',
  httpUrl: 'http://127.0.0.1:9944',
  wsUrl: 'ws://127.0.0.1:9944',
  ss58Prefix: 2,
  symbol: 'ROC',
  decimals: 12,
}

describe("the local Polkadot chain's page setting", () => {
  it('reads back what the stack writes, and nothing else of the devnet (its stop function, its funds)', () => {
    const devnet = {
      ...chain,
      genesisHash: `0x${'45'.repeat(32)}`,
      fund: async () => {},
      stop: async () => {},
    }
    const written = JSON.stringify(localPolkadotChainOf(devnet))
    expect(JSON.parse(written)).toEqual(chain)
    expect(parseLocalPolkadotChain(written)).toEqual(chain)
  })

  it.each([
    ['absent', undefined],
    ['not JSON', '{'],
    ['not an object', '"polkadot"'],
    ['a CAIP-2 id of another namespace', JSON.stringify({ ...chain, caipNetworkId: 'eip155:1' })],
    ['a reference that is no genesis hash', JSON.stringify({ ...chain, caipNetworkId: 'polkadot:rococo' })],
    ['a prefix that is no integer', JSON.stringify({ ...chain, ss58Prefix: '2' })],
    ['no symbol', JSON.stringify({ ...chain, symbol: undefined })],
  ])('is no chain when it is %s: the page then offers no Polkadot network', (_, json) => {
    expect(parseLocalPolkadotChain(json)).toBeUndefined()
  })

  it("makes a valid Foyer network that says what the chain is, with the chain's own CAIP-2 id and token", () => {
    const network = polkadotLocalNetwork(chain)
    // Polkadot's own rules too: a 32-hex-digit genesis-hash reference.
    expect(() => defineNetwork(network, [polkadotKit])).not.toThrow()
    expect(network).toMatchObject({
      caipNetworkId: chain.caipNetworkId,
      name: 'Foyer Devnet (Rococo Asset Hub)',
      nativeCurrency: { symbol: 'ROC', decimals: 12 },
      rpcUrls: { default: { http: [chain.httpUrl] } },
      testnet: true,
    })
  })
})
