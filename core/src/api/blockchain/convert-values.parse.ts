import { InvalidResponseError } from '../../errors/http.js'
import type { CaipAddress, CaipNetworkId } from '../../networks/network.types.js'
import type { EvmAddress, HexData } from './convert.types.js'

// The readers every convert answer's values go through. A swap moves the visitor's money on these
// numbers and addresses, so a value that is not exactly what it claims to be fails the whole answer
// (InvalidResponseError) rather than being guessed at: no number parsed from a float, an exponent or a
// sign, no address on another chain than the one asked.

/** The largest EVM amount (a uint256): anything above cannot be a balance, an allowance or a price. */
const MAX_UINT256 = 2n ** 256n - 1n

/**
 * An amount in base units, written as the API writes them: a decimal string of digits only (no sign,
 * point, exponent or spaces) that fits a uint256.
 *
 * @example
 * readBaseUnits('1000000', 'toAmount', 'GET /v1/convert/quotes') // 1000000n
 */
export function readBaseUnits(value: unknown, what: string, path: string): bigint {
  if (typeof value !== 'string' || !/^\d{1,78}$/.test(value))
    throw new InvalidResponseError({ details: `${path}: ${what} ${describe(value)} is not a decimal amount` })
  const amount = BigInt(value)
  if (amount > MAX_UINT256)
    throw new InvalidResponseError({ details: `${path}: ${what} ${value} is larger than a uint256` })
  return amount
}

/**
 * The optional amount of an optional object: `undefined` when the object or the field is absent (or
 * null), else {@link readBaseUnits}.
 *
 * @example
 * readOptionalBaseUnits(tx.eip155, 'gas', path) // 21000n, or undefined without eip155
 */
export function readOptionalBaseUnits(holder: unknown, field: string, path: string): bigint | undefined {
  if (holder === undefined || holder === null) return undefined
  if (typeof holder !== 'object' || Array.isArray(holder))
    throw new InvalidResponseError({ details: `${path}: eip155 is not an object` })
  const value: unknown = (holder as Record<string, unknown>)[field]
  return value === undefined || value === null ? undefined : readBaseUnits(value, field, path)
}

/**
 * The account part of an EVM CAIP-10 address the API wrote (`eip155:<chain>:0x…`), which must be on
 * `network`: an address on another chain (or no address) fails the answer.
 *
 * @example
 * readCaip10On('eip155:1:0xA0b8…eB48', 'eip155:1', 'tokens[0].address', path) // '0xA0b8…eB48'
 */
export function readCaip10On(
  value: unknown,
  network: CaipNetworkId<'eip155'>,
  what: string,
  path: string,
): EvmAddress {
  const match = typeof value === 'string' ? /^(eip155:[^:]+):(0x[0-9a-fA-F]{40})$/.exec(value) : null
  if (!match?.[1] || !match[2])
    throw new InvalidResponseError({
      details: `${path}: ${what} ${describe(value)} is not an EVM CAIP-10 address`,
    })
  if (match[1] !== network)
    throw new InvalidResponseError({
      details: `${path}: ${what} is on ${match[1]}, not on ${network} as asked`,
    })
  return match[2] as EvmAddress
}

/**
 * Calldata or other bytes as `0x` and an even number of hex digits.
 *
 * @example
 * readHexData('0x095ea7b3…', 'tx.data', path)
 */
export function readHexData(value: unknown, what: string, path: string): HexData {
  if (typeof value !== 'string' || !/^0x(?:[0-9a-fA-F]{2})*$/.test(value))
    throw new InvalidResponseError({ details: `${path}: ${what} ${describe(value)} is not hex data` })
  return value as HexData
}

/**
 * Whether two EVM addresses are the same account (hex digits compared without case: the checksum's
 * capitals are not part of the address).
 *
 * @example
 * isSameAddress('0xabc…', '0xABC…') // true
 */
export function isSameAddress(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase()
}

/**
 * The CAIP-10 address of an EVM address on a network.
 *
 * @example
 * caip10Of('eip155:1', '0xA0b8…eB48') // 'eip155:1:0xA0b8…eB48'
 */
export function caip10Of(network: CaipNetworkId<'eip155'>, address: string): CaipAddress<'eip155'> {
  return `${network}:${address}`
}

/** A value for an error's details: short, and never the whole of a huge answer (nor a throw). */
function describe(value: unknown): string {
  let text: string
  try {
    text = typeof value === 'string' ? `'${value}'` : (JSON.stringify(value) ?? String(value))
  } catch {
    text = String(value)
  }
  return text.length > 80 ? `${text.slice(0, 77)}...` : text
}
