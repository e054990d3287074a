import { type Address, createWalletClient, erc20Abi, http, maxUint256, parseEther, parseUnits } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  NetworkNotSupportedForGasPriceError,
  NetworkNotSupportedForSwapsError,
} from '../../core/src/api/blockchain/convert.errors.js'
import { NATIVE_TOKEN_ADDRESS } from '../../core/src/api/blockchain/convert.types.js'
import { HttpStatusError } from '../../core/src/errors/http.js'
import { devnetViemChain, FOY_ADDRESS, FUSD_ADDRESS } from '../devnet/evm-tokens.js'
import { ANVIL_ADDRESS_0, ANVIL_PRIVATE_KEY_0, DEVNET_B } from '../devnet/local-networks.js'
import { UNISWAP_V2_ROUTER_ADDRESS, WETH_ADDRESS } from '../devnet/uniswap.js'
import { uniswapArtifact } from '../devnet/uniswap-artifacts.js'
import { type SwapStack, startSwapStack } from './swap-stack.js'

// The local API's convert routes answer from the devnet exchange, read through Foyer's convert client
// so its parsers judge every answer; the chain itself (the router, the tokens) is the oracle.

let stack: SwapStack
beforeAll(async () => {
  stack = await startSwapStack()
  // A second chain the service knows (balances, history) but does not swap on: no exchange.
  stack.service.setChains({
    [stack.network]: { rpcUrl: stack.anvil.rpcUrl, tokens: stack.tokens, exchange: stack.exchange },
    [`eip155:${DEVNET_B}`]: { rpcUrl: stack.anvil.rpcUrl, tokens: stack.tokens },
  })
})
afterAll(async () => {
  await stack?.close()
})

const user = ANVIL_ADDRESS_0
const onChain = (amountIn: bigint, path: readonly Address[]) =>
  stack.chain.readContract({
    address: UNISWAP_V2_ROUTER_ADDRESS,
    abi: uniswapArtifact('UniswapV2Router02').abi,
    functionName: 'getAmountsOut',
    args: [amountIn, path],
  }) as Promise<readonly bigint[]>

describe('the local convert routes', () => {
  it('list ETH and the devnet tokens, on the chain asked', async () => {
    const tokens = await stack.convert.tokens({ network: stack.network })
    expect(
      tokens.map(({ symbol, address, caipAddress, decimals, isNative }) => ({
        symbol,
        address,
        caipAddress,
        decimals,
        isNative,
      })),
    ).toEqual([
      {
        symbol: 'ETH',
        address: NATIVE_TOKEN_ADDRESS,
        caipAddress: `${stack.network}:${NATIVE_TOKEN_ADDRESS}`,
        decimals: 18,
        isNative: true,
      },
      {
        symbol: 'FUSD',
        address: FUSD_ADDRESS,
        caipAddress: `${stack.network}:${FUSD_ADDRESS}`,
        decimals: 18,
        isNative: false,
      },
      {
        symbol: 'FOY',
        address: FOY_ADDRESS,
        caipAddress: `${stack.network}:${FOY_ADDRESS}`,
        decimals: 18,
        isNative: false,
      },
    ])
    const decimals = await Promise.all(
      [FUSD_ADDRESS, FOY_ADDRESS].map((address) =>
        stack.chain.readContract({ address, abi: erc20Abi, functionName: 'decimals' }),
      ),
    )
    expect(decimals).toEqual([18, 18])
  })

  it.each([
    ['FUSD for FOY', FUSD_ADDRESS, FOY_ADDRESS, [FUSD_ADDRESS, FOY_ADDRESS], parseUnits('100', 18)],
    ['FOY for FUSD', FOY_ADDRESS, FUSD_ADDRESS, [FOY_ADDRESS, FUSD_ADDRESS], parseUnits('7.25', 18)],
    ['ETH for FOY', NATIVE_TOKEN_ADDRESS, FOY_ADDRESS, [WETH_ADDRESS, FOY_ADDRESS], parseEther('0.5')],
    ['FUSD for ETH', FUSD_ADDRESS, NATIVE_TOKEN_ADDRESS, [FUSD_ADDRESS, WETH_ADDRESS], 1n],
  ] as const)('quote %s as the router computes it on chain', async (_, from, to, path, amount) => {
    const quotes = await stack.convert.quotes({ network: stack.network, from, to, amount, userAddress: user })
    const [, expected] = await onChain(amount, path)
    expect(quotes).toEqual([{ id: undefined, from, to, fromAmount: amount, toAmount: expected }])
  })

  it('refuse a quote of a token for itself, and an amount of nothing', async () => {
    const same = stack.convert.quotes({
      network: stack.network,
      from: FOY_ADDRESS,
      to: FOY_ADDRESS,
      amount: 1n,
      userAddress: user,
    })
    await expect(same).rejects.toMatchObject({ status: 400, body: expect.stringContaining('same token') })
    const nothing = stack.convert.quotes({
      network: stack.network,
      from: FUSD_ADDRESS,
      to: FOY_ADDRESS,
      amount: 0n,
      userAddress: user,
    })
    await expect(nothing).rejects.toBeInstanceOf(HttpStatusError)
  })

  it("read the router's allowance from the token (ETH needs none)", async () => {
    const allowance = (token: Address) =>
      stack.convert.allowance({ network: stack.network, token, userAddress: user })
    expect(await allowance(FUSD_ADDRESS)).toBe(0n)
    const wallet = createWalletClient({
      account: privateKeyToAccount(ANVIL_PRIVATE_KEY_0),
      chain: devnetViemChain(stack.anvil.chainId, stack.anvil.rpcUrl),
      transport: http(stack.anvil.rpcUrl),
    })
    const hash = await wallet.writeContract({
      address: FUSD_ADDRESS,
      abi: erc20Abi,
      functionName: 'approve',
      args: [UNISWAP_V2_ROUTER_ADDRESS, 123n],
    })
    await stack.chain.waitForTransactionReceipt({ hash })
    expect(await allowance(FUSD_ADDRESS)).toBe(123n)
    expect(await allowance(NATIVE_TOKEN_ADDRESS)).toBe(maxUint256)
  })

  it("give the chain's gas price", async () => {
    const [prices, gasPrice] = await Promise.all([
      stack.convert.gasPrices({ network: stack.network }),
      stack.chain.getGasPrice(),
    ])
    expect(prices).toEqual({
      standard: gasPrice,
      fast: (gasPrice * 125n + 99n) / 100n,
      instant: (gasPrice * 150n + 99n) / 100n,
    })
  })

  it('refuse a request without a project, as the real service does', async () => {
    const response = await fetch(`${stack.service.url}/v1/convert/tokens?chainId=${stack.network}`)
    expect(response.status).toBe(400)
    expect(await response.text()).toContain('missing field `projectId`')
  })
})

describe.each([
  ['a chain the service knows but does not swap on', `eip155:${DEVNET_B}` as const],
  ['a chain the service does not know', 'eip155:1' as const],
])('on %s', (_, network) => {
  const pair = { network, from: FUSD_ADDRESS, to: FOY_ADDRESS } as const

  it('the service answers as the real one does for a chain its swap provider does not know', async () => {
    const response = await fetch(`${stack.service.url}/v1/convert/gas-price?projectId=p&chainId=${network}`)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      status: 'FAILED',
      reasons: [
        { field: '', description: `Conversion parameter error: Chain ID ${network} is not supported` },
      ],
    })
  })

  it('Foyer lists no tokens and no quotes', async () => {
    expect(await stack.convert.tokens({ network })).toEqual([])
    expect(await stack.convert.quotes({ ...pair, amount: 1n, userAddress: user })).toEqual([])
  })

  it("Foyer fails gas prices with 'Network not supported for Gas Price'", async () => {
    const error = await stack.convert.gasPrices({ network }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(NetworkNotSupportedForGasPriceError)
    expect(error).toMatchObject({ shortMessage: 'Network not supported for Gas Price' })
  })

  it("Foyer fails allowances, approvals and swaps with 'Network not supported for Swaps'", async () => {
    const failures = await Promise.all([
      stack.convert
        .allowance({ network, token: FUSD_ADDRESS, userAddress: user })
        .catch((caught: unknown) => caught),
      stack.convert.buildApproval({ ...pair, userAddress: user }).catch((caught: unknown) => caught),
      stack.convert.buildSwap({ ...pair, userAddress: user, amount: 1n }).catch((caught: unknown) => caught),
    ])
    for (const error of failures) {
      expect(error).toBeInstanceOf(NetworkNotSupportedForSwapsError)
      expect(error).toMatchObject({ shortMessage: 'Network not supported for Swaps' })
    }
  })
})
