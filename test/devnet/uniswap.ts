import {
  type Address,
  encodeDeployData,
  encodeFunctionData,
  encodePacked,
  erc20Abi,
  getContractAddress,
  type Hex,
  http,
  keccak256,
  maxUint256,
  parseUnits,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { priceOf } from './account-chains.js'
import { type DeploymentCall, devnetClient, sendInNonceOrder, settleDeployment } from './devnet-deployment.js'
import { erc20PresetAbi } from './evm-contracts.js'
import { DEVNET_DEPLOYER_PRIVATE_KEY, devnetViemChain, FOY_ADDRESS, FUSD_ADDRESS } from './evm-tokens.js'
import { assertRouterFindsPairs, pairInitCodeHash, uniswapArtifact } from './uniswap-artifacts.js'

/**
 * Anvil's default account #8 (`test test … junk`, index 8): deploys the devnet exchange and nothing
 * else, so on a fresh chain its nonces 0, 1, 2 give WETH, the factory and the router the fixed
 * addresses below, whatever else was deployed before. It also provides the pools' liquidity (and
 * holds their LP tokens). Public knowledge; never use it outside a local chain.
 *
 * @example
 * privateKeyToAccount(EXCHANGE_DEPLOYER_PRIVATE_KEY).address === EXCHANGE_DEPLOYER_ADDRESS // true
 */
export const EXCHANGE_DEPLOYER_PRIVATE_KEY =
  '0xdbda1821b80551c9d65939329250298aa3472ba22feea921c0cf5d620ea67b97'

/**
 * The address of {@link EXCHANGE_DEPLOYER_PRIVATE_KEY}, EIP-55 checksummed.
 *
 * @example
 * getContractAddress({ from: EXCHANGE_DEPLOYER_ADDRESS, nonce: 0n }) === WETH_ADDRESS // true
 */
export const EXCHANGE_DEPLOYER_ADDRESS: Address = '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f'

/**
 * The published WETH9 on a fresh devnet: the exchange deployer's first contract (nonce 0).
 *
 * @example
 * await client.readContract({ address: UNISWAP_V2_ROUTER_ADDRESS, abi, functionName: 'WETH' }) // WETH_ADDRESS
 */
export const WETH_ADDRESS: Address = getContractAddress({ from: EXCHANGE_DEPLOYER_ADDRESS, nonce: 0n })

/**
 * The published UniswapV2Factory on a fresh devnet (nonce 1).
 *
 * @example
 * await client.readContract({ address: UNISWAP_V2_FACTORY_ADDRESS, abi, functionName: 'getPair', args: [FUSD_ADDRESS, FOY_ADDRESS] })
 */
export const UNISWAP_V2_FACTORY_ADDRESS: Address = getContractAddress({
  from: EXCHANGE_DEPLOYER_ADDRESS,
  nonce: 1n,
})

/**
 * The published UniswapV2Router02 on a fresh devnet (nonce 2), over the factory and WETH above.
 *
 * @example
 * await client.readContract({ address: UNISWAP_V2_ROUTER_ADDRESS, abi, functionName: 'getAmountsOut', args: [amount, [FUSD_ADDRESS, FOY_ADDRESS]] })
 */
export const UNISWAP_V2_ROUTER_ADDRESS: Address = getContractAddress({
  from: EXCHANGE_DEPLOYER_ADDRESS,
  nonce: 2n,
})

/**
 * The address of the factory's pair of two tokens (in either order), computed as the factory's
 * CREATE2 puts it and as the router finds it: salt keccak256(token0 ‖ token1), sorted; the pair's
 * init code hash.
 *
 * @example
 * pairAddressOf(FOY_ADDRESS, FUSD_ADDRESS) === pairAddressOf(FUSD_ADDRESS, FOY_ADDRESS) // true
 */
export function pairAddressOf(tokenA: Address, tokenB: Address): Address {
  const [token0, token1] = sortTokens(tokenA, tokenB)
  return getContractAddress({
    opcode: 'CREATE2',
    from: UNISWAP_V2_FACTORY_ADDRESS,
    salt: keccak256(encodePacked(['address', 'address'], [token0, token1])),
    bytecodeHash: pairInitCodeHash(),
  })
}

/** The two tokens in the pair's order (token0 the lower address), as Uniswap v2 sorts them. */
function sortTokens(tokenA: Address, tokenB: Address): [Address, Address] {
  return BigInt(tokenA) < BigInt(tokenB) ? [tokenA, tokenB] : [tokenB, tokenA]
}

/**
 * A pool of the devnet exchange: its pair contract and the two tokens as deployed with their first
 * liquidity (base units; WETH's side is ETH wrapped).
 *
 * @example
 * const pool: DevnetPool = { pair: pairAddressOf(FUSD_ADDRESS, WETH_ADDRESS), tokens: [FUSD_ADDRESS, WETH_ADDRESS], liquidity: [parseUnits('300000', 18), parseEther('100')] }
 */
export type DevnetPool = {
  pair: Address
  tokens: readonly [Address, Address]
  /** What the deployer put in, in the order of `tokens`. */
  liquidity: readonly [bigint, bigint]
}

/**
 * What {@link deployDevnetExchange} puts on a chain.
 *
 * @example
 * const { router, pools } = DEVNET_EXCHANGE
 */
export type DevnetExchange = {
  weth: Address
  factory: Address
  router: Address
  /** FUSD/FOY, FUSD/WETH and FOY/WETH. */
  pools: readonly DevnetPool[]
}

/**
 * How many dollars each side of every pool holds at the service's fixed prices (SPEC-free devnet
 * choice): deep enough that a demo swap of a few hundred dollars moves the price by well under 1 %
 * (the slippage Foyer allows), so quotes stay good between the quote and the swap.
 */
const POOL_SIDE_USD = 300_000

/** The base units of `symbol` worth {@link POOL_SIDE_USD} at the service's fixed price. */
function poolSide(symbol: string): bigint {
  const price = priceOf(symbol)
  if (price === undefined) throw new Error(`The devnet prices no ${symbol}: its pool cannot be priced.`)
  return parseUnits(String(POOL_SIDE_USD / price), 18)
}

const pool = (tokenA: Address, symbolA: string, tokenB: Address, symbolB: string): DevnetPool => ({
  pair: pairAddressOf(tokenA, tokenB),
  tokens: [tokenA, tokenB],
  liquidity: [poolSide(symbolA), poolSide(symbolB)],
})

/**
 * The devnet exchange at its fixed addresses, the same on every fresh chain: WETH, the factory, the
 * router and three pools priced as the service prices the currencies (ETH 3000, FUSD 1, FOY 0.25
 * dollars), known before the deployment ends.
 *
 * @example
 * DEVNET_EXCHANGE.pools.length // 3
 */
export const DEVNET_EXCHANGE: DevnetExchange = {
  weth: WETH_ADDRESS,
  factory: UNISWAP_V2_FACTORY_ADDRESS,
  router: UNISWAP_V2_ROUTER_ADDRESS,
  pools: [
    pool(FUSD_ADDRESS, 'FUSD', FOY_ADDRESS, 'FOY'),
    pool(FUSD_ADDRESS, 'FUSD', WETH_ADDRESS, 'ETH'),
    pool(FOY_ADDRESS, 'FOY', WETH_ADDRESS, 'ETH'),
  ],
}

/**
 * Options of {@link deployDevnetExchange}.
 *
 * @example
 * const options: DeployDevnetExchangeOptions = { rpcUrl: anvil.rpcUrl, chainId: DEVNET_A }
 */
export type DeployDevnetExchangeOptions = { rpcUrl: string; chainId: number }

/**
 * Gas limits well above what the contracts use (measured on anvil: WETH9 0.60 M, the factory 3.05 M,
 * Router02 4.76 M, an addLiquidity 2.70 M as it creates its pair, an approve or a mint under 0.08 M),
 * so nothing waits for an estimate. Unused gas is refunded; a limit too low shows as a reverted
 * transaction.
 */
const gasLimits = {
  weth: 1_000_000n,
  factory: 6_000_000n,
  router: 8_000_000n,
  approveOrMint: 200_000n,
  addLiquidity: 4_000_000n,
}

/**
 * Puts a real Uniswap v2 on a chain where {@link deployDevnetTokens} has run: the published WETH9,
 * UniswapV2Factory and UniswapV2Router02 (bytecode and ABI from the installed packages' build JSON),
 * deployed by {@link EXCHANGE_DEPLOYER_ADDRESS} at {@link WETH_ADDRESS},
 * {@link UNISWAP_V2_FACTORY_ADDRESS} and {@link UNISWAP_V2_ROUTER_ADDRESS}; then the FUSD/FOY,
 * FUSD/WETH and FOY/WETH pools, created by the router's `addLiquidity`/`addLiquidityETH` with the
 * tokens the token deployer mints for them. Two rounds of transactions signed locally and sent
 * together (deployments, approvals and mints; then the liquidity), each round's receipts awaited.
 * Fails when the chain is not the one asked, when the exchange deployer has sent anything before,
 * when the router would not find the factory's pairs (see `assertRouterFindsPairs`), when a
 * transaction reverts or a pair is not where the router looks for it.
 *
 * @example
 * await deployDevnetTokens({ rpcUrl: anvil.rpcUrl, chainId: DEVNET_A, nftBaseUri, holders })
 * const exchange = await deployDevnetExchange({ rpcUrl: anvil.rpcUrl, chainId: DEVNET_A })
 */
export async function deployDevnetExchange(options: DeployDevnetExchangeOptions): Promise<DevnetExchange> {
  const { rpcUrl, chainId } = options
  assertRouterFindsPairs()
  const chain = devnetViemChain(chainId, rpcUrl)
  const client = devnetClient(chain, http(rpcUrl, { batch: true, retryCount: 0 }))
  const deployer = privateKeyToAccount(EXCHANGE_DEPLOYER_PRIVATE_KEY)
  const minter = privateKeyToAccount(DEVNET_DEPLOYER_PRIVATE_KEY)
  const [actualChainId, sent, minterNonce, estimated, [fusdCode, foyCode]] = await Promise.all([
    client.getChainId(),
    client.getTransactionCount({ address: deployer.address }),
    client.getTransactionCount({ address: minter.address }),
    client.estimateFeesPerGas(),
    Promise.all([FUSD_ADDRESS, FOY_ADDRESS].map((address) => client.getCode({ address }))),
  ])
  if (actualChainId !== chainId)
    throw new Error(`deployDevnetExchange: ${rpcUrl} is chain ${actualChainId}, not ${chainId}.`)
  if (sent !== 0)
    throw new Error(
      `deployDevnetExchange needs a fresh chain: the exchange deployer ${deployer.address} already sent ` +
        `${sent} transaction(s) on chain ${chainId}, so the exchange would not land at its fixed addresses.`,
    )
  if (!fusdCode || !foyCode)
    throw new Error(
      `deployDevnetExchange: FUSD and FOY are not on chain ${chainId}; run deployDevnetTokens first.`,
    )

  // A round's transactions are sent at once, each with its nonce, and anvil mines each in a block of its
  // own: a large deployment raises the next block's base fee by up to 12.5 %, so a fee cap from the
  // first estimate (viem's: base fee × 1.2) can fall under the base fee while a transaction waits for
  // the one before it, and then it stays pending for ever. Caps ten times the estimate keep every one
  // minable (the deployers hold 10,000 ETH).
  const fees = {
    maxFeePerGas: estimated.maxFeePerGas * 10n,
    maxPriorityFeePerGas: estimated.maxPriorityFeePerGas,
  }
  const send = (account: typeof deployer, calls: readonly DeploymentCall[], firstNonce: number) =>
    sendInNonceOrder(client, account, calls, { chainId, firstNonce, fees })
  const settle = (hashes: readonly Hex[]) => settleDeployment(client, hashes, 'deployDevnetExchange')

  const [fusdPool, fusdEthPool, foyEthPool] = DEVNET_EXCHANGE.pools as [DevnetPool, DevnetPool, DevnetPool]
  const owed = (token: Address) =>
    DEVNET_EXCHANGE.pools
      .flatMap((entry) =>
        entry.tokens.map((address, index) => [address, entry.liquidity[index] ?? 0n] as const),
      )
      .filter(([address]) => address === token)
      .reduce((sum, [, amount]) => sum + amount, 0n)
  const approve = (token: Address): DeploymentCall => ({
    to: token,
    data: encodeFunctionData({
      abi: erc20Abi,
      functionName: 'approve',
      args: [UNISWAP_V2_ROUTER_ADDRESS, maxUint256],
    }),
    gas: gasLimits.approveOrMint,
  })
  const mint = (token: Address): DeploymentCall => ({
    to: token,
    data: encodeFunctionData({
      abi: erc20PresetAbi,
      functionName: 'mint',
      args: [deployer.address, owed(token)],
    }),
    gas: gasLimits.approveOrMint,
  })
  const weth = uniswapArtifact('WETH9')
  const factory = uniswapArtifact('UniswapV2Factory')
  const router = uniswapArtifact('UniswapV2Router02')

  // Round 1: the three contracts (nonces 0–2 give their fixed addresses), the router allowed to take
  // the deployer's FUSD and FOY, and those tokens minted to the deployer by the tokens' minter.
  const round1 = await Promise.all([
    send(
      deployer,
      [
        { data: weth.bytecode, gas: gasLimits.weth },
        {
          data: encodeDeployData({ abi: factory.abi, bytecode: factory.bytecode, args: [deployer.address] }),
          gas: gasLimits.factory,
        },
        {
          data: encodeDeployData({
            abi: router.abi,
            bytecode: router.bytecode,
            args: [UNISWAP_V2_FACTORY_ADDRESS, WETH_ADDRESS],
          }),
          gas: gasLimits.router,
        },
        approve(FUSD_ADDRESS),
        approve(FOY_ADDRESS),
      ],
      0,
    ),
    send(minter, [mint(FUSD_ADDRESS), mint(FOY_ADDRESS)], minterNonce),
  ])
  const receipts = await settle(round1.flat())
  const deployed = receipts.slice(0, 3).map((receipt) => receipt.contractAddress?.toLowerCase())
  const expected = [WETH_ADDRESS, UNISWAP_V2_FACTORY_ADDRESS, UNISWAP_V2_ROUTER_ADDRESS].map((address) =>
    address.toLowerCase(),
  )
  if (deployed.join() !== expected.join())
    throw new Error(
      `deployDevnetExchange: contracts landed at ${deployed.join(', ')}, not ${expected.join(', ')}.`,
    )

  // Round 2: the pools, each created by the router's first addLiquidity at the price its amounts set.
  const routerCall = (functionName: string, args: readonly unknown[], value?: bigint): DeploymentCall => ({
    to: UNISWAP_V2_ROUTER_ADDRESS,
    data: encodeFunctionData({ abi: router.abi, functionName, args }),
    gas: gasLimits.addLiquidity,
    ...(value === undefined ? {} : { value }),
  })
  const withEth = ({ tokens: [token], liquidity: [amount, eth] }: DevnetPool) =>
    routerCall('addLiquidityETH', [token, amount, amount, eth, deployer.address, maxUint256], eth)
  await settle(
    await send(
      deployer,
      [
        routerCall('addLiquidity', [
          ...fusdPool.tokens,
          ...fusdPool.liquidity,
          ...fusdPool.liquidity,
          deployer.address,
          maxUint256,
        ]),
        withEth(fusdEthPool),
        withEth(foyEthPool),
      ],
      5,
    ),
  )

  // The factory's pairs must be where the router computes them, or every swap would revert.
  const pairs = await Promise.all(
    DEVNET_EXCHANGE.pools.map(({ tokens }) =>
      client.readContract({
        address: UNISWAP_V2_FACTORY_ADDRESS,
        abi: factory.abi,
        functionName: 'getPair',
        args: [...tokens],
      }),
    ),
  )
  DEVNET_EXCHANGE.pools.forEach((entry, index) => {
    const actual = pairs[index]
    if (typeof actual !== 'string' || actual.toLowerCase() !== entry.pair.toLowerCase())
      throw new Error(
        `deployDevnetExchange: the factory's pair is at ${String(actual)}, the router looks at ${entry.pair}.`,
      )
  })
  return DEVNET_EXCHANGE
}
