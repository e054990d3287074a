import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chainSource } from '../../../core/src/account-data/chain.source.js'
import { eip155 } from '../../../core/src/chains/eip155/eip155.adapter.js'
import { widenAdapter } from '../../../core/src/machines/connection/connection.rules.js'
import type { Network } from '../../../core/src/networks/network.types.js'
import { type Anvil, startAnvil } from '../../devnet/anvil.js'
import {
  DEVNET_TOKENS,
  deployDevnetTokens,
  FUSD_ADDRESS,
  MULTICALL3_ADDRESS,
} from '../../devnet/evm-tokens.js'
import { ANVIL_ADDRESS_0, ANVIL_ADDRESS_1, DEVNET_A, localNetwork } from '../../devnet/local-networks.js'

// The EVM adapter's NFT reading and the chain source's NFTs against a real anvil with the demo's
// Foyer Friends (ERC-721 Enumerable, ids 0 and 1 minted to anvil #0): through Multicall3 and through
// batched calls, with metadata served over HTTP here (one document is junk). A listed address that
// is no enumerable collection lists nothing, without failing the others.

let anvil: Anvil
let metadata: Server
let metadataUrl: string
beforeAll(async () => {
  metadata = createServer((request, response) => {
    const id = request.url?.split('/').at(-1)
    if (id === '1')
      return void response.writeHead(200, { 'content-type': 'application/json' }).end('not json')
    response.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        name: `Friend #${id}`,
        image: `ipfs://bafyfriends/${id}.png`,
        description: 'A friend',
      }),
    )
  })
  await new Promise<void>((resolve) => metadata.listen(0, '127.0.0.1', resolve))
  metadataUrl = `http://127.0.0.1:${(metadata.address() as AddressInfo).port}/nft/`
  anvil = await startAnvil({ chainId: DEVNET_A })
  await deployDevnetTokens({
    rpcUrl: anvil.rpcUrl,
    chainId: DEVNET_A,
    nftBaseUri: metadataUrl,
    holders: [ANVIL_ADDRESS_0],
  })
})
afterAll(async () => {
  await anvil?.stop()
  await new Promise((resolve) => metadata?.close(resolve))
})

const friends = { address: DEVNET_TOKENS.nft.address, name: 'Foyer Friends' }
const collections = [
  { address: FUSD_ADDRESS, name: 'An ERC-20, not enumerable' },
  { address: '0x000000000000000000000000000000000000dEaD', name: 'Nothing' },
  friends,
]

function networks(): Record<'withMulticall' | 'without', Network<'eip155'>> {
  const network = localNetwork({ chainId: DEVNET_A, name: 'Foyer Devnet A', rpcUrl: anvil.rpcUrl })
  return {
    withMulticall: { ...network, contracts: { multicall3: { address: MULTICALL3_ADDRESS } } },
    without: { ...network, contracts: {} },
  }
}

describe('ERC-721 NFTs read from anvil', () => {
  it.each(['withMulticall', 'without'] as const)(
    'finds each NFT held and its token URI (%s Multicall3)',
    async (kind) => {
      const network = networks()[kind]
      const adapter = eip155({ networks: [network] })
      expect(await adapter.readOwnedNfts({ address: ANVIL_ADDRESS_0, network, collections })).toEqual([
        { collection: friends, tokenId: '0', metadataUrl: `${metadataUrl}0` },
        { collection: friends, tokenId: '1', metadataUrl: `${metadataUrl}1` },
      ])
      expect(await adapter.readOwnedNfts({ address: ANVIL_ADDRESS_1, network, collections })).toEqual([])
    },
  )

  it('the chain source lists them with the name and picture their metadata gives, and without for junk', async () => {
    const network = networks().withMulticall
    const source = chainSource({ collections: { [network.caipNetworkId]: collections } })
    const adapter = widenAdapter(eip155({ networks: [network] }))
    const signal = new AbortController().signal
    expect(await source.nfts?.({ address: ANVIL_ADDRESS_0, network, adapter, signal })).toEqual([
      {
        collection: friends,
        tokenId: '0',
        name: 'Friend #0',
        imageUrl: 'https://ipfs.io/ipfs/bafyfriends/0.png',
      },
      { collection: friends, tokenId: '1' },
    ])
    expect(chainSource({}).nfts, 'no collections, no NFTs tab').toBeUndefined()
  })

  it('a chain that does not answer rejects', async () => {
    const network = { ...networks().withMulticall, rpcUrls: { default: { http: ['http://127.0.0.1:1'] } } }
    const adapter = eip155({ networks: [network], rpc: { retryCount: 0, timeoutMs: 1_000 } })
    await expect(adapter.readOwnedNfts({ address: ANVIL_ADDRESS_0, network, collections })).rejects.toThrow()
  })
})
