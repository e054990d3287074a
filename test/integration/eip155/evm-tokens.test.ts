import { createPublicClient, erc20Abi, erc721Abi, http } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Anvil, startAnvil } from '../../devnet/anvil.js'
import {
  DEVNET_DEPLOYER_ADDRESS,
  type DevnetTokens,
  deployDevnetTokens,
  devnetViemChain,
  FOY_ADDRESS,
  FRND_ADDRESS,
  FUSD_ADDRESS,
  HOLDER_FOY,
  HOLDER_FUSD,
  MULTICALL3_ADDRESS,
} from '../../devnet/evm-tokens.js'
import { ANVIL_ADDRESS_0, ANVIL_ADDRESS_1, DEVNET_A } from '../../devnet/local-networks.js'

// The demo's tokens on a real anvil: fixed addresses, Multicall3 where viem looks for it, and the
// holders' shares minted.

const nftBaseUri = 'http://127.0.0.1:1/devnet/nft/'
let anvil: Anvil
let deployed: DevnetTokens
let deployMs: number

beforeAll(async () => {
  anvil = await startAnvil({ chainId: DEVNET_A })
  const startedAt = performance.now()
  deployed = await deployDevnetTokens({
    rpcUrl: anvil.rpcUrl,
    chainId: DEVNET_A,
    nftBaseUri,
    holders: [ANVIL_ADDRESS_0, ANVIL_ADDRESS_1],
  })
  deployMs = performance.now() - startedAt
})
afterAll(() => anvil?.stop())

function client() {
  return createPublicClient({ chain: devnetViemChain(DEVNET_A, anvil.rpcUrl), transport: http(anvil.rpcUrl) })
}

describe('deployDevnetTokens', () => {
  it('puts Multicall3 at its canonical address and the tokens at the fixed addresses', async () => {
    expect(deployed).toEqual({
      multicall3: MULTICALL3_ADDRESS,
      tokens: [
        { address: FUSD_ADDRESS, name: 'Foyer Dollar', symbol: 'FUSD', decimals: 18 },
        { address: FOY_ADDRESS, name: 'Foyer Token', symbol: 'FOY', decimals: 18 },
      ],
      nft: { address: FRND_ADDRESS, name: 'Foyer Friends', symbol: 'FRND' },
    })
    const chain = client()
    for (const address of [MULTICALL3_ADDRESS, FUSD_ADDRESS, FOY_ADDRESS, FRND_ADDRESS])
      expect((await chain.getCode({ address }))?.length ?? 0).toBeGreaterThan(100)
    // Deterministic: the deployer's nonces 0, 1 and 2, then one mint per token and holder.
    expect(await chain.getTransactionCount({ address: DEVNET_DEPLOYER_ADDRESS })).toBe(3 + 2 * 4)
    const symbols = await chain.multicall({
      allowFailure: false,
      contracts: [
        { address: FUSD_ADDRESS, abi: erc20Abi, functionName: 'symbol' },
        { address: FOY_ADDRESS, abi: erc20Abi, functionName: 'name' },
        { address: FRND_ADDRESS, abi: erc721Abi, functionName: 'symbol' },
      ],
    })
    expect(symbols).toEqual(['FUSD', 'Foyer Token', 'FRND'])
    // A start-up cost of the demo and of every browser test file.
    expect(deployMs).toBeLessThan(5_000)
  })

  it('mints each holder 1250.5 FUSD, 42 FOY and two Foyer Friends, read through Multicall3', async () => {
    const balances = await client().multicall({
      allowFailure: false,
      contracts: [ANVIL_ADDRESS_0, ANVIL_ADDRESS_1].flatMap((holder) => [
        { address: FUSD_ADDRESS, abi: erc20Abi, functionName: 'balanceOf', args: [holder] } as const,
        { address: FOY_ADDRESS, abi: erc20Abi, functionName: 'balanceOf', args: [holder] } as const,
        { address: FRND_ADDRESS, abi: erc721Abi, functionName: 'balanceOf', args: [holder] } as const,
      ]),
    })
    expect(balances).toEqual([HOLDER_FUSD, HOLDER_FOY, 2n, HOLDER_FUSD, HOLDER_FOY, 2n])
    expect(HOLDER_FUSD).toBe(1_250_500_000_000_000_000_000n)
  })

  it('gives holder i the ids 2i and 2i + 1, with token URIs under the base URI', async () => {
    const chain = client()
    const read = (functionName: 'ownerOf' | 'tokenURI', id: bigint) =>
      chain.readContract({ address: FRND_ADDRESS, abi: erc721Abi, functionName, args: [id] })
    expect(await read('ownerOf', 0n)).toBe(ANVIL_ADDRESS_0)
    expect(await read('ownerOf', 1n)).toBe(ANVIL_ADDRESS_0)
    expect(await read('ownerOf', 2n)).toBe(ANVIL_ADDRESS_1)
    expect(await read('tokenURI', 0n)).toBe(`${nftBaseUri}0`)
    expect(await read('tokenURI', 3n)).toBe(`${nftBaseUri}3`)
  })

  it('refuses a chain where the deployer already sent transactions, and a wrong chain id', async () => {
    const again = { rpcUrl: anvil.rpcUrl, chainId: DEVNET_A, nftBaseUri, holders: [] }
    await expect(deployDevnetTokens(again)).rejects.toThrow(
      /needs a fresh chain: the deployer .* already sent 11/,
    )
    await expect(deployDevnetTokens({ ...again, chainId: 1 })).rejects.toThrow(/is chain 31337, not 1/)
  })
})
