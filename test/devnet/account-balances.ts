import { type Address, erc20Abi, formatUnits } from 'viem'
import type { CaipAddress, CaipNetworkId } from '../../core/src/networks/network.types.js'
import { priceOf, type ReadableChain, tokenIconUrl } from './account-chains.js'

/**
 * An entry of `GET /v1/account/{address}/balance`'s `balances`, in the Blockchain API's wire shape:
 * no `address` for the native currency; `price` and `value` in US dollars; `quantity.numeric` in
 * whole tokens as a plain decimal string.
 *
 * @example
 * const fusd: WireBalance = { name: 'Foyer Dollar', symbol: 'FUSD', chainId: 'eip155:31337', address: `eip155:31337:${FUSD_ADDRESS}`, price: 1, value: 1250.5, quantity: { decimals: '18', numeric: '1250.5' }, iconUrl: '…/FUSD.svg' }
 */
export type WireBalance = {
  name: string
  symbol: string
  chainId: CaipNetworkId
  address?: CaipAddress
  price: number
  value?: number
  quantity: { decimals: string; numeric: string }
  iconUrl: string
}

/**
 * Reads an account's balances on a devnet at this moment, as the Blockchain API's
 * `GET /v1/account/{address}/balance` lists them: ETH, then each devnet ERC-20, leaving out what it
 * holds none of (as the real API does). The ERC-20s are read in one multicall through Multicall3,
 * ETH with `eth_getBalance`. Prices come from the fixed table; icons are served by the service at
 * `serviceUrl`.
 *
 * @example
 * await readBalances(chain, ANVIL_ADDRESS_0, service.url)
 * // [{ name: 'Ether', symbol: 'ETH', chainId: 'eip155:31337', price: 3000, value: 30000000, quantity: { decimals: '18', numeric: '10000' }, iconUrl: '…/ETH.svg' }, …]
 */
export async function readBalances(
  chain: ReadableChain,
  address: Address,
  serviceUrl: string,
): Promise<WireBalance[]> {
  const { client, caipNetworkId, tokens } = chain
  const [wei, amounts] = await Promise.all([
    client.getBalance({ address }),
    client.multicall({
      allowFailure: false,
      contracts: tokens.tokens.map(
        (token) =>
          ({ address: token.address, abi: erc20Abi, functionName: 'balanceOf', args: [address] }) as const,
      ),
    }),
  ])
  const entry = (name: string, symbol: string, decimals: number, amount: bigint): WireBalance => {
    const numeric = formatUnits(amount, decimals)
    const price = priceOf(symbol)
    return {
      name,
      symbol,
      chainId: caipNetworkId,
      price: price ?? 0,
      ...(price === undefined ? {} : { value: price * Number(numeric) }),
      quantity: { decimals: String(decimals), numeric },
      iconUrl: tokenIconUrl(serviceUrl, symbol),
    }
  }
  const native = wei > 0n ? [entry('Ether', 'ETH', 18, wei)] : []
  const erc20s = tokens.tokens.flatMap((token, index) => {
    const amount = amounts[index] ?? 0n
    if (amount === 0n) return []
    const { name, symbol, decimals } = token
    const caipAddress: CaipAddress = `${caipNetworkId}:${token.address}`
    return [{ ...entry(name, symbol, decimals, amount), address: caipAddress }]
  })
  return [...native, ...erc20s]
}
