import { InvalidResponseError } from '../../errors/http.js'
import { isRecord } from '../../utils/is-record.js'
import type { SwapGasPrices } from './convert.types.js'
import { readBaseUnits } from './convert-values.parse.js'

/**
 * Reads `GET /v1/convert/allowance`'s answer: `{ allowance }`, the base units the swap provider may
 * take from the visitor, as a decimal string. Throws {@link InvalidResponseError} for anything else.
 *
 * @example
 * parseAllowance({ allowance: '0' }) // 0n
 */
export function parseAllowance(body: unknown): bigint {
  const path = 'GET /v1/convert/allowance'
  if (!isRecord(body)) throw new InvalidResponseError({ details: `${path}: expected { allowance }` })
  return readBaseUnits(body.allowance, 'allowance', path)
}

/**
 * Reads `GET /v1/convert/gas-price`'s answer: `{ standard, fast, instant }`, wei as decimal strings.
 * Throws {@link InvalidResponseError} for anything else.
 *
 * @example
 * parseGasPrices({ standard: '1000000000', fast: '1250000000', instant: '1500000000' }).fast // 1250000000n
 */
export function parseGasPrices(body: unknown): SwapGasPrices {
  const path = 'GET /v1/convert/gas-price'
  if (!isRecord(body))
    throw new InvalidResponseError({ details: `${path}: expected { standard, fast, instant }` })
  return {
    standard: readBaseUnits(body.standard, 'standard', path),
    fast: readBaseUnits(body.fast, 'fast', path),
    instant: readBaseUnits(body.instant, 'instant', path),
  }
}
