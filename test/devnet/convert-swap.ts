import { type Address, encodeFunctionData, getAddress, type Hex, isAddressEqual } from 'viem'
import type { ReadableChain } from './account-chains.js'
import type { DevnetExchange } from './uniswap.js'
import { uniswapArtifact } from './uniswap-artifacts.js'

/**
 * The address the Blockchain API names a chain's native currency by (ETH on the devnets), in its
 * CAIP-10 token addresses: `eip155:31337:0xeeee…eeee`.
 *
 * @example
 * `eip155:31337:${NATIVE_TOKEN_ADDRESS}` // Ether on Foyer Devnet A
 */
export const NATIVE_TOKEN_ADDRESS: Address = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/**
 * A chain the service swaps on: an account chain with the devnet exchange.
 *
 * @example
 * if (chain.exchange) swapChain = { ...chain, exchange: chain.exchange }
 */
export type SwapChain = ReadableChain & { exchange: DevnetExchange }

/**
 * A CAIP-10 token address read: the chain it names (`eip155:<id>`) and the account part, checksummed.
 *
 * @example
 * readCaip10('eip155:31337:0xeeee…eeee') // { caipNetworkId: 'eip155:31337', address: '0xEeeE…' }
 */
export type Caip10 = { caipNetworkId: `eip155:${number}`; address: Address }

/**
 * Reads an EVM CAIP-10 address (`eip155:<chain id>:0x<40 hex>`), `undefined` for anything else.
 *
 * @example
 * readCaip10('eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3')?.caipNetworkId // 'eip155:31337'
 */
export function readCaip10(value: unknown): Caip10 | undefined {
  if (typeof value !== 'string') return undefined
  const match = /^eip155:([1-9]\d*):(0x[0-9a-fA-F]{40})$/.exec(value)
  if (!match?.[1] || !match[2]) return undefined
  return { caipNetworkId: `eip155:${Number(match[1])}`, address: getAddress(match[2]) }
}

/**
 * Whether the address is the native currency's placeholder rather than a token contract.
 *
 * @example
 * isNative('0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE') // true
 */
export function isNative(address: Address): boolean {
  return isAddressEqual(address, NATIVE_TOKEN_ADDRESS)
}

/**
 * One swap the router runs: the path of pool tokens (ETH stands as WETH) and which of Router02's
 * exact-input functions carries it: ETH in (`swapExactETHForTokens`, the amount sent as the value),
 * ETH out (`swapExactTokensForETH`, WETH unwrapped to the recipient) or token to token
 * (`swapExactTokensForTokens`).
 *
 * @example
 * const plan = swapPlan(chain.exchange, { from: FUSD_ADDRESS, to: NATIVE_TOKEN_ADDRESS }) // tokensForEth over [FUSD, WETH]
 */
export type SwapPlan = {
  direction: 'ethForTokens' | 'tokensForEth' | 'tokensForTokens'
  path: readonly [Address, Address]
}

/**
 * The plan of a swap from one token of the chain to another, or why there is none (`reason`): the
 * same token on both sides (ETH to WETH is a wrap, not a swap), or a token the exchange has no pool
 * of. Every devnet pool is direct, so the path is the two tokens.
 *
 * @example
 * swapPlan(DEVNET_EXCHANGE, { from: NATIVE_TOKEN_ADDRESS, to: FOY_ADDRESS }) // { direction: 'ethForTokens', path: [WETH, FOY] }
 */
export function swapPlan(
  exchange: DevnetExchange,
  { from, to }: { from: Address; to: Address },
): SwapPlan | { reason: string } {
  const poolToken = (address: Address) => (isNative(address) ? exchange.weth : address)
  const path: [Address, Address] = [poolToken(from), poolToken(to)]
  if (isAddressEqual(path[0], path[1])) return { reason: `${from} and ${to} are the same token` }
  const hasPool = exchange.pools.some(
    ({ tokens: [a, b] }) =>
      (isAddressEqual(a, path[0]) && isAddressEqual(b, path[1])) ||
      (isAddressEqual(a, path[1]) && isAddressEqual(b, path[0])),
  )
  if (!hasPool) return { reason: `no pool swaps ${from} for ${to}` }
  const direction = isNative(from) ? 'ethForTokens' : isNative(to) ? 'tokensForEth' : 'tokensForTokens'
  return { direction, path }
}

/**
 * What the router would give for `amountIn` along the plan's path now: Router02's `getAmountsOut`
 * read from the chain (the pools' reserves and the 0.3 % fee), its last amount.
 *
 * @example
 * const toAmount = await amountOut(chain, plan, 10n ** 18n)
 */
export async function amountOut(chain: SwapChain, plan: SwapPlan, amountIn: bigint): Promise<bigint> {
  const amounts = await chain.client.readContract({
    address: chain.exchange.router,
    abi: uniswapArtifact('UniswapV2Router02').abi,
    functionName: 'getAmountsOut',
    args: [amountIn, [...plan.path]],
  })
  const last = Array.isArray(amounts) ? amounts.at(-1) : undefined
  if (typeof last !== 'bigint') throw new Error(`getAmountsOut answered ${String(amounts)}, not amounts`)
  return last
}

/**
 * The least a swap may give: the quote less the slippage allowed, in whole percent (the Blockchain
 * API's `eip155.slippage`; Foyer asks for 1), rounded down so the bound is never above what the
 * visitor accepted.
 *
 * @example
 * minimumOut(1000n, 1) // 990n
 */
export function minimumOut(quoted: bigint, slippagePercent: number): bigint {
  return (quoted * BigInt(100 - slippagePercent)) / 100n
}

/**
 * The router call of a planned swap: its calldata and the ETH it must carry (the amount in, for ETH
 * in; none otherwise). The tokens go to `recipient`; the router refuses the call after `deadline`
 * (seconds since the epoch) or when it would give less than `amountOutMin`.
 *
 * @example
 * const { data, value } = swapCall(plan, { amountIn, amountOutMin, recipient: user, deadline })
 */
export function swapCall(
  plan: SwapPlan,
  {
    amountIn,
    amountOutMin,
    recipient,
    deadline,
  }: { amountIn: bigint; amountOutMin: bigint; recipient: Address; deadline: bigint },
): { data: Hex; value: bigint } {
  const { abi } = uniswapArtifact('UniswapV2Router02')
  const path = [...plan.path]
  if (plan.direction === 'ethForTokens')
    return {
      data: encodeFunctionData({
        abi,
        functionName: 'swapExactETHForTokens',
        args: [amountOutMin, path, recipient, deadline],
      }),
      value: amountIn,
    }
  const functionName =
    plan.direction === 'tokensForEth' ? 'swapExactTokensForETH' : 'swapExactTokensForTokens'
  return {
    data: encodeFunctionData({
      abi,
      functionName,
      args: [amountIn, amountOutMin, path, recipient, deadline],
    }),
    value: 0n,
  }
}
