import type { Network } from '../../networks/network.types.js'

/**
 * A well-known contract's address on the network, as viem's chain definitions give it
 * (`contracts.multicall3.address`, `contracts.ensUniversalResolver.address`), or `undefined` where the
 * definition names none or names something that is not an address.
 *
 * @example
 * contractAddressOf(networks.mainnet, 'multicall3') // '0xca11bde05977b3631167028862be2a173976ca11'
 */
export function contractAddressOf(
  network: Pick<Network<'eip155'>, 'contracts'>,
  contract: 'multicall3' | 'ensUniversalResolver' | 'uniswapV2Router02',
): `0x${string}` | undefined {
  const entry: unknown = network.contracts?.[contract]
  const address =
    typeof entry === 'object' && entry !== null && 'address' in entry ? entry.address : undefined
  return isAddressText(address) ? address : undefined
}

/**
 * Whether `value` is a 0x-prefixed 20-byte address (any case).
 *
 * @example
 * isAddressText('0xca11bde05977b3631167028862be2a173976ca11') // true
 */
export const isAddressText = (value: unknown): value is `0x${string}` =>
  typeof value === 'string' && /^0x[0-9a-fA-F]{40}$/.test(value)

/**
 * ENS's Universal Resolver on the network (viem defines it for Ethereum mainnet and Sepolia), where
 * names and avatars are read.
 *
 * @example
 * universalResolverOf(networks.mainnet) // '0xeeeeeeee14d718c2b47d9923deab1335e144eeee'
 */
export const universalResolverOf = (network: Pick<Network<'eip155'>, 'contracts'>) =>
  contractAddressOf(network, 'ensUniversalResolver')

/**
 * The Uniswap v2 router the site declares on the network (`contracts.uniswapV2Router02.address`,
 * where the swaps it offers are sent): the embedded wallet's review reads calls to this address as
 * swaps, and names it when it is an allowance's spender. No other contract is read as a swap, however
 * router-like its calls look: anyone can deploy a contract with the same functions.
 *
 * @example
 * swapRouterOf({ contracts: { uniswapV2Router02: { address: '0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D' } } }) // '0x7a25…'
 */
export const swapRouterOf = (network: Pick<Network<'eip155'>, 'contracts'>) =>
  contractAddressOf(network, 'uniswapV2Router02')
