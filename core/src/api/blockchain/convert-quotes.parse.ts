import { InvalidResponseError } from '../../errors/http.js'
import { isRecord } from '../../utils/is-record.js'
import type { SwapPair, SwapQuote } from './convert.types.js'
import { isSameAddress, readBaseUnits, readCaip10On } from './convert-values.parse.js'

const PATH = 'GET /v1/convert/quotes'

/**
 * Reads `GET /v1/convert/quotes`'s answer to a quote for `amount` of `pair.from` in `pair.to`:
 * `{ quotes: [{ id, fromAmount, fromAccount, toAmount, toAccount }] }`, amounts as decimal strings of
 * base units, accounts the CAIP-10 tokens. Each quote must be for what was asked: the two tokens on
 * the network asked and `fromAmount` equal to `amount`. Throws {@link InvalidResponseError} otherwise:
 * a quote for another amount or token is a wrong number, not a quote.
 *
 * @example
 * parseSwapQuotes({ quotes: [{ id: null, fromAmount: '100', fromAccount: 'eip155:1:0xa0b8…', toAmount: '99', toAccount: 'eip155:1:0xdac1…' }] }, { network: 'eip155:1', from: usdc, to: usdt }, 100n)
 */
export function parseSwapQuotes(body: unknown, pair: SwapPair, amount: bigint): SwapQuote[] {
  if (!isRecord(body) || !Array.isArray(body.quotes))
    throw new InvalidResponseError({ details: `${PATH}: expected { quotes: [...] }` })
  return body.quotes.map((item: unknown, index) => {
    const where = `quotes[${index}]`
    if (!isRecord(item)) throw new InvalidResponseError({ details: `${PATH}: ${where} is not an object` })
    if (item.id !== undefined && item.id !== null && typeof item.id !== 'string')
      throw new InvalidResponseError({ details: `${PATH}: ${where}.id is not a string` })
    const from = readCaip10On(item.fromAccount, pair.network, `${where}.fromAccount`, PATH)
    const to = readCaip10On(item.toAccount, pair.network, `${where}.toAccount`, PATH)
    if (!isSameAddress(from, pair.from) || !isSameAddress(to, pair.to))
      throw new InvalidResponseError({
        details: `${PATH}: ${where} swaps ${from} for ${to}, not ${pair.from} for ${pair.to} as asked`,
      })
    const fromAmount = readBaseUnits(item.fromAmount, `${where}.fromAmount`, PATH)
    if (fromAmount !== amount)
      throw new InvalidResponseError({
        details: `${PATH}: ${where} quotes ${fromAmount}, not ${amount} as asked`,
      })
    return {
      id: item.id ?? undefined,
      from,
      to,
      fromAmount,
      toAmount: readBaseUnits(item.toAmount, `${where}.toAmount`, PATH),
    }
  })
}
