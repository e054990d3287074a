import { NATIVE_TOKEN_ADDRESS, type SwapToken } from '../../api/blockchain/convert.types.js'

// The tokens the swap's tests trade (imported by tests only): the devnet's FUSD and FOY at their
// anvil addresses, and the network's coin under the swap service's placeholder address.

/**
 * A token of Ethereum mainnet as the swap service lists it, 18 decimals.
 *
 * @example
 * const usdc = swapToken('USDC', '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48')
 */
export const swapToken = (symbol: string, address: string, isNative = false): SwapToken => ({
  name: symbol,
  symbol,
  address: address as `0x${string}`,
  caipAddress: `eip155:1:${address}`,
  decimals: 18,
  logoUri: undefined,
  eip2612: false,
  isNative,
})

/** The devnet's Foyer Dollar. */
export const FUSD = swapToken('FUSD', '0x5FbDB2315678afecb367f032d93F642f64180aa3')
/** The devnet's Foyer token. */
export const FOY = swapToken('FOY', '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512')
/** The network's coin, under the service's placeholder address. */
export const ETH = swapToken('ETH', NATIVE_TOKEN_ADDRESS, true)
