import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chainSource } from '../../../core/src/account-data/chain.source.js'
import { eip155 } from '../../../core/src/chains/eip155/eip155.adapter.js'
import { widenAdapter } from '../../../core/src/machines/connection/connection.rules.js'
import type { Network } from '../../../core/src/networks/network.types.js'
import { type Anvil, startAnvil } from '../../devnet/anvil.js'
import {
  deployDevnetTokens,
  FOY_ADDRESS,
  FUSD_ADDRESS,
  HOLDER_FOY,
  HOLDER_FUSD,
  MULTICALL3_ADDRESS,
} from '../../devnet/evm-tokens.js'
import { ANVIL_ADDRESS_0, ANVIL_ADDRESS_1, DEVNET_A, localNetwork } from '../../devnet/local-networks.js'

// The EVM adapter's ERC-20 reading and the chain source against a real anvil with the demo's tokens:
// through Multicall3 where the network names it, through batched calls where it does not, and a
// listed address that is no token reads as 0 without failing the others.

let anvil: Anvil
beforeAll(async () => {
  anvil = await startAnvil({ chainId: DEVNET_A })
  await deployDevnetTokens({
    rpcUrl: anvil.rpcUrl,
    chainId: DEVNET_A,
    nftBaseUri: 'http://127.0.0.1:1/',
    holders: [ANVIL_ADDRESS_0],
  })
})
afterAll(() => anvil?.stop())

const NOT_A_TOKEN = '0x000000000000000000000000000000000000dEaD'
const tokens = [
  { address: FUSD_ADDRESS, name: 'Foyer Dollar', symbol: 'FUSD', decimals: 18 },
  { address: NOT_A_TOKEN, name: 'Nothing', symbol: 'NONE', decimals: 18 },
  { address: FOY_ADDRESS, name: 'Foyer Token', symbol: 'FOY', decimals: 18 },
]

function networks(): Record<'withMulticall' | 'without', Network<'eip155'>> {
  const network = localNetwork({ chainId: DEVNET_A, name: 'Foyer Devnet A', rpcUrl: anvil.rpcUrl })
  return {
    withMulticall: { ...network, contracts: { multicall3: { address: MULTICALL3_ADDRESS } } },
    without: { ...network, contracts: {} },
  }
}

describe('ERC-20 balances read from anvil', () => {
  it.each(['withMulticall', 'without'] as const)('reads each listed token (%s Multicall3)', async (kind) => {
    const network = networks()[kind]
    const adapter = eip155({ networks: [network] })
    expect(await adapter.readTokenBalances({ address: ANVIL_ADDRESS_0, network, tokens })).toEqual([
      HOLDER_FUSD,
      0n,
      HOLDER_FOY,
    ])
    expect(await adapter.readTokenBalances({ address: ANVIL_ADDRESS_1, network, tokens })).toEqual([
      0n,
      0n,
      0n,
    ])
  })

  it('the chain source lists the native balance and the tokens held, exactly, without prices', async () => {
    const network = networks().withMulticall
    const source = chainSource({ tokens: { [network.caipNetworkId]: tokens } })
    const adapter = widenAdapter(eip155({ networks: [network] }))
    const listed = await source.balances({
      address: ANVIL_ADDRESS_0,
      network,
      adapter,
      signal: new AbortController().signal,
    })
    expect(listed.map((token) => [token.symbol, token.quantity.numeric, token.address, token.price])).toEqual(
      [
        ['ETH', '10000', undefined, undefined],
        ['FUSD', '1250.5', `eip155:${DEVNET_A}:${FUSD_ADDRESS}`, undefined],
        ['FOY', '42', `eip155:${DEVNET_A}:${FOY_ADDRESS}`, undefined],
      ],
    )
  })

  it('a chain that does not answer fails as "Token Balance Unavailable"', async () => {
    const network = { ...networks().withMulticall, rpcUrls: { default: { http: ['http://127.0.0.1:1'] } } }
    const adapter = eip155({ networks: [network], rpc: { retryCount: 0, timeoutMs: 1_000 } })
    await expect(
      adapter.readTokenBalances({ address: ANVIL_ADDRESS_0, network, tokens }),
    ).rejects.toMatchObject({
      code: 'TOKEN_BALANCE_UNAVAILABLE',
      shortMessage: 'Token Balance Unavailable',
    })
  })
})
