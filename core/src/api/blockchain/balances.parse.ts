import { InvalidResponseError } from '../../errors/http.js'
import { isCaipAddress, isCaipNetworkId } from '../../networks/caip.js'
import type { CaipNetworkId } from '../../networks/network.types.js'
import { isRecord } from '../../utils/is-record.js'
import { isTokenAmount, tokenDecimals } from '../../utils/token-amount.js'
import type { TokenBalance } from './blockchain-api.types.js'

/**
 * Reads `GET /v1/account/{address}/balance`'s answer for one network: `{ balances: [...] }`. An entry
 * is kept only when it has the documented shape (name, symbol, chainId, price a number, quantity with
 * digit `decimals` and a decimal `numeric`, iconUrl a string; address a CAIP-10 address and value a
 * number when present) and belongs to `network`. Decimals above 255 (a `uint8` holds no more) and
 * amounts of more digits than a 256-bit balance are junk, dropped before any arithmetic runs on them. Tokens with 0 decimals are dropped (SPEC §5): they
 * are not currency. Throws {@link InvalidResponseError} when the body is not such an object at all.
 *
 * @example
 * parseBalances({ balances: [eth, usdc, junk] }, 'eip155:1') // [eth, usdc]
 */
export function parseBalances(body: unknown, network: CaipNetworkId): TokenBalance[] {
  if (!isRecord(body) || !Array.isArray(body.balances))
    throw new InvalidResponseError({
      details: 'GET /v1/account/{address}/balance: expected a `balances` array',
    })
  return body.balances.flatMap((entry: unknown) => {
    const balance = parseBalance(entry)
    return balance && balance.chainId === network && balance.quantity.decimals !== '0' ? [balance] : []
  })
}

function parseBalance(entry: unknown): TokenBalance | undefined {
  if (!isRecord(entry)) return undefined
  const { name, symbol, chainId, address, value, price, quantity, iconUrl } = entry
  if (typeof name !== 'string' || typeof symbol !== 'string' || !isCaipNetworkId(chainId)) return undefined
  if (typeof price !== 'number' || !Number.isFinite(price) || typeof iconUrl !== 'string') return undefined
  if (!isRecord(quantity) || typeof quantity.decimals !== 'string' || typeof quantity.numeric !== 'string')
    return undefined
  if (tokenDecimals(quantity.decimals) === undefined || !isTokenAmount(quantity.numeric)) return undefined
  if (address !== undefined && address !== null && !isCaipAddress(address)) return undefined
  if (value !== undefined && value !== null && (typeof value !== 'number' || !Number.isFinite(value)))
    return undefined
  return {
    name,
    symbol,
    chainId,
    ...(isCaipAddress(address) ? { address } : {}),
    ...(typeof value === 'number' ? { value } : {}),
    price,
    quantity: { decimals: quantity.decimals, numeric: quantity.numeric },
    iconUrl,
  }
}
