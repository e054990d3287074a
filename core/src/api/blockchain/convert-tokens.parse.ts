import { InvalidResponseError } from '../../errors/http.js'
import type { CaipNetworkId } from '../../networks/network.types.js'
import { isRecord } from '../../utils/is-record.js'
import { type EvmAddress, NATIVE_TOKEN_ADDRESS, type SwapToken } from './convert.types.js'
import { caip10Of, isSameAddress, readCaip10On } from './convert-values.parse.js'

const PATH = 'GET /v1/convert/tokens'

/**
 * Reads `GET /v1/convert/tokens`'s answer for `network`: `{ tokens: [{ name, symbol, address,
 * decimals, logoUri?, eip2612? }] }`, `address` CAIP-10 on `network` (the native currency as
 * `0xeeee…eeee`), `decimals` a whole number from 0 to 255. Throws {@link InvalidResponseError} for
 * anything else, one bad token included: a token listed with the wrong decimals would turn every
 * amount typed into another amount.
 *
 * @example
 * parseSwapTokens({ tokens: [{ name: 'Ether', symbol: 'ETH', address: 'eip155:1:0xeeee…eeee', decimals: 18, logoUri: null }] }, 'eip155:1')
 */
export function parseSwapTokens(body: unknown, network: CaipNetworkId<'eip155'>): SwapToken[] {
  if (!isRecord(body) || !Array.isArray(body.tokens))
    throw new InvalidResponseError({ details: `${PATH}: expected { tokens: [...] }` })
  return body.tokens.map((item: unknown, index) => parseSwapToken(item, network, `tokens[${index}]`))
}

function parseSwapToken(item: unknown, network: CaipNetworkId<'eip155'>, where: string): SwapToken {
  if (!isRecord(item)) throw new InvalidResponseError({ details: `${PATH}: ${where} is not an object` })
  const { name, symbol, decimals, logoUri, eip2612 } = item
  if (typeof name !== 'string' || typeof symbol !== 'string' || symbol === '')
    throw new InvalidResponseError({ details: `${PATH}: ${where} has no name or symbol` })
  if (typeof decimals !== 'number' || !Number.isInteger(decimals) || decimals < 0 || decimals > 255)
    throw new InvalidResponseError({ details: `${PATH}: ${where}.decimals ${String(decimals)} is not 0–255` })
  if (logoUri !== undefined && logoUri !== null && typeof logoUri !== 'string')
    throw new InvalidResponseError({ details: `${PATH}: ${where}.logoUri is not a string` })
  if (eip2612 !== undefined && eip2612 !== null && typeof eip2612 !== 'boolean')
    throw new InvalidResponseError({ details: `${PATH}: ${where}.eip2612 is not a boolean` })
  const address: EvmAddress = readCaip10On(item.address, network, `${where}.address`, PATH)
  return {
    name,
    symbol,
    address,
    caipAddress: caip10Of(network, address),
    decimals,
    logoUri: logoUri || undefined,
    eip2612: eip2612 === true,
    isNative: isSameAddress(address, NATIVE_TOKEN_ADDRESS),
  }
}
