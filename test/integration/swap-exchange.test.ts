import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import {
  type Abi,
  type Address,
  createWalletClient,
  encodePacked,
  getContractAddress,
  type Hex,
  http,
  keccak256,
  parseEther,
  parseUnits,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { priceOf } from '../devnet/account-chains.js'
import { startAnvil } from '../devnet/anvil.js'
import { deployDevnetTokens, devnetViemChain, FOY_ADDRESS, FUSD_ADDRESS } from '../devnet/evm-tokens.js'
import { ANVIL_ADDRESS_0, ANVIL_PRIVATE_KEY_0, DEVNET_B } from '../devnet/local-networks.js'
import {
  DEVNET_EXCHANGE,
  deployDevnetExchange,
  UNISWAP_V2_FACTORY_ADDRESS,
  UNISWAP_V2_ROUTER_ADDRESS,
  WETH_ADDRESS,
} from '../devnet/uniswap.js'
import { type SwapStack, startSwapStack } from './swap-stack.js'

// The devnet exchange is the published Uniswap v2, unmodified, at its fixed addresses, and its router
// finds the factory's pools. The installed packages' build JSON is read here directly, apart from the
// devnet's own loader, as the oracle.

const require = createRequire(import.meta.url)
type Build = { abi: Abi; bytecode: string; evm: { deployedBytecode: { object: string } } }
const build = (specifier: string): Build =>
  JSON.parse(readFileSync(require.resolve(specifier), 'utf8')) as Build
const pairBuild = build('@uniswap/v2-core/build/UniswapV2Pair.json')
const factoryBuild = build('@uniswap/v2-core/build/UniswapV2Factory.json')
const routerBuild = build('@uniswap/v2-periphery/build/UniswapV2Router02.json')
const wethBuild = build('@uniswap/v2-periphery/build/WETH9.json')

let stack: SwapStack
beforeAll(async () => {
  stack = await startSwapStack()
})
afterAll(async () => {
  await stack?.close()
})

const read = (address: Address, abi: Abi, functionName: string, args: readonly unknown[] = []) =>
  stack.chain.readContract({ address, abi, functionName, args })

describe('the devnet exchange', () => {
  it('is the published WETH9 and factory, byte for byte, and a router over them', async () => {
    const [wethCode, factoryCode, routerFactory, routerWeth] = await Promise.all([
      stack.chain.getCode({ address: WETH_ADDRESS }),
      stack.chain.getCode({ address: UNISWAP_V2_FACTORY_ADDRESS }),
      read(UNISWAP_V2_ROUTER_ADDRESS, routerBuild.abi, 'factory'),
      read(UNISWAP_V2_ROUTER_ADDRESS, routerBuild.abi, 'WETH'),
    ])
    // Neither has immutables, so what runs on chain is the artifact's runtime code itself.
    expect(wethCode).toBe(`0x${wethBuild.evm.deployedBytecode.object}`)
    expect(factoryCode).toBe(`0x${factoryBuild.evm.deployedBytecode.object}`)
    expect(routerFactory).toBe(UNISWAP_V2_FACTORY_ADDRESS)
    expect(routerWeth).toBe(WETH_ADDRESS)
  })

  it("has a router holding the installed pair's init code hash, so it computes where the factory puts pairs", async () => {
    const initCodeHash = keccak256(`0x${pairBuild.bytecode}`)
    const routerCode = (await stack.chain.getCode({ address: UNISWAP_V2_ROUTER_ADDRESS })) ?? '0x'
    expect(routerCode.toLowerCase()).toContain(initCodeHash.slice(2))
    for (const { tokens, pair } of DEVNET_EXCHANGE.pools) {
      const [token0, token1] = BigInt(tokens[0]) < BigInt(tokens[1]) ? tokens : [tokens[1], tokens[0]]
      const create2 = getContractAddress({
        opcode: 'CREATE2',
        from: UNISWAP_V2_FACTORY_ADDRESS,
        salt: keccak256(encodePacked(['address', 'address'], [token0, token1])),
        bytecodeHash: initCodeHash,
      })
      expect(await read(UNISWAP_V2_FACTORY_ADDRESS, factoryBuild.abi, 'getPair', tokens)).toBe(create2)
      expect(pair).toBe(create2)
    }
  })

  it('has the three pools with their liquidity, priced as the service prices the currencies', async () => {
    expect(DEVNET_EXCHANGE.pools.map(({ tokens }) => tokens)).toEqual([
      [FUSD_ADDRESS, FOY_ADDRESS],
      [FUSD_ADDRESS, WETH_ADDRESS],
      [FOY_ADDRESS, WETH_ADDRESS],
    ])
    const symbolOf: Record<Address, string> = {
      [FUSD_ADDRESS]: 'FUSD',
      [FOY_ADDRESS]: 'FOY',
      [WETH_ADDRESS]: 'ETH',
    }
    for (const { pair, tokens, liquidity } of DEVNET_EXCHANGE.pools) {
      const [token0, reserves] = await Promise.all([
        read(pair, pairBuild.abi, 'token0'),
        read(pair, pairBuild.abi, 'getReserves') as Promise<readonly [bigint, bigint, number]>,
      ])
      const inTokensOrder = token0 === tokens[0] ? [reserves[0], reserves[1]] : [reserves[1], reserves[0]]
      expect(inTokensOrder).toEqual([...liquidity])
      // Equal dollars on both sides (in cents, exactly): the pool's price is the ratio of the service's prices.
      const cents = tokens.map((token) =>
        BigInt(Math.round((priceOf(symbolOf[token] ?? '') ?? Number.NaN) * 100)),
      )
      expect((inTokensOrder[0] ?? 0n) * (cents[0] ?? 0n)).toBe((inTokensOrder[1] ?? 0n) * (cents[1] ?? 0n))
    }
  })

  it('swaps along every pool: getAmountsOut is the constant-product price less the 0.3 % fee', async () => {
    const amountIn = parseUnits('25', 18)
    for (const { pair, tokens } of DEVNET_EXCHANGE.pools) {
      for (const path of [tokens, [tokens[1], tokens[0]]] as const) {
        const reserves = (await read(pair, pairBuild.abi, 'getReserves')) as readonly [bigint, bigint, number]
        const token0 = await read(pair, pairBuild.abi, 'token0')
        const [reserveIn, reserveOut] =
          token0 === path[0] ? [reserves[0], reserves[1]] : [reserves[1], reserves[0]]
        const expected = (amountIn * 997n * reserveOut) / (reserveIn * 1000n + amountIn * 997n)
        const amounts = (await read(UNISWAP_V2_ROUTER_ADDRESS, routerBuild.abi, 'getAmountsOut', [
          amountIn,
          path,
        ])) as readonly bigint[]
        expect(amounts).toEqual([amountIn, expected])
      }
    }
  })

  it('refuses a chain where its deployer already sent something', async () => {
    await expect(
      deployDevnetExchange({ rpcUrl: stack.anvil.rpcUrl, chainId: stack.anvil.chainId }),
    ).rejects.toThrow(/fresh chain/)
  })
})

describe('on a chain where other contracts came first', () => {
  it('lands at the same addresses', async () => {
    const anvil = await startAnvil({ chainId: DEVNET_B })
    try {
      const chain = devnetViemChain(DEVNET_B, anvil.rpcUrl)
      const other = createWalletClient({
        account: privateKeyToAccount(ANVIL_PRIVATE_KEY_0),
        chain,
        transport: http(anvil.rpcUrl),
      })
      // Another account deploys a contract (a WETH of its own) and moves ETH before anything else.
      const first: Hex[] = [
        await other.deployContract({ abi: wethBuild.abi, bytecode: `0x${wethBuild.bytecode}` }),
        await other.sendTransaction({ to: WETH_ADDRESS, value: parseEther('1') }),
      ]
      expect(first).toHaveLength(2)
      const options = { rpcUrl: anvil.rpcUrl, chainId: DEVNET_B }
      await deployDevnetTokens({
        ...options,
        nftBaseUri: 'http://127.0.0.1/devnet/nft/',
        holders: [ANVIL_ADDRESS_0],
      })
      expect(await deployDevnetExchange(options)).toEqual(DEVNET_EXCHANGE)
    } finally {
      await anvil.stop()
    }
  })
})
