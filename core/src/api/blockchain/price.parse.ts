import { InvalidResponseError } from '../../errors/http.js'
import { isRecord } from '../../utils/is-record.js'
import type { TokenPrice } from './blockchain-api.types.js'

const PATH = 'POST /v1/fungible/price'

/**
 * Reads `POST /v1/fungible/price`'s answer for one token: `{ fungibles: [{ name, symbol, iconUrl,
 * price }] }`, the price in dollars. `undefined` when the service lists none (it does not price the
 * token). Throws {@link InvalidResponseError} for anything else, more than one fungible included (the
 * answer does not say which token each is, so for one token asked there is one answer). A price is a
 * finite number of 0 or more; name, symbol and icon are strings, as in the balances' answer.
 *
 * @example
 * parseTokenPrice({ fungibles: [{ name: 'Foyer Dollar', symbol: 'FUSD', iconUrl: '', price: 1 }] }) // { …, price: 1 }
 */
export function parseTokenPrice(body: unknown): TokenPrice | undefined {
  if (!isRecord(body) || !Array.isArray(body.fungibles))
    throw new InvalidResponseError({ details: `${PATH}: expected { fungibles: [...] }` })
  const { fungibles } = body
  if (fungibles.length === 0) return undefined
  if (fungibles.length > 1)
    throw new InvalidResponseError({ details: `${PATH}: ${fungibles.length} fungibles for one token` })
  const [fungible] = fungibles
  if (!isRecord(fungible)) throw new InvalidResponseError({ details: `${PATH}: a fungible is not an object` })
  const { name, symbol, iconUrl, price } = fungible
  if (typeof name !== 'string' || typeof symbol !== 'string' || typeof iconUrl !== 'string')
    throw new InvalidResponseError({
      details: `${PATH}: a fungible's name, symbol or iconUrl is not a string`,
    })
  if (typeof price !== 'number' || !Number.isFinite(price) || price < 0)
    throw new InvalidResponseError({ details: `${PATH}: price ${String(price)} is not a dollar amount` })
  return { name, symbol, iconUrl, price }
}
