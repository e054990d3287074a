import { type Address, type Hex, isAddress } from 'viem'
import { UnreadableRequestError } from './unreadable-request-error.js'

// JSON-RPC's own forms (the Ethereum execution API): a quantity is 0x and hex digits, data is 0x and
// whole bytes. Anything else (a decimal string, a number, 0X) is read differently by different
// signers — BigInt('1000000000000000000') is 10^18 where a strict reader sees nothing — so it is
// refused, never guessed.
const quantityPattern = /^0x[0-9a-fA-F]{1,64}$/
const dataPattern = /^0x(?:[0-9a-fA-F]{2})*$/

/**
 * How a value is quoted in a refusal: as JSON, cut at 80 characters.
 *
 * @example
 * quoted('1000000000000000000') // '"1000000000000000000"'
 */
export function quoted(value: unknown): string {
  const shown =
    typeof value === 'string'
      ? JSON.stringify(value)
      : typeof value === 'bigint'
        ? `${value}n`
        : String(JSON.stringify(value) ?? value)
  return shown.length > 80 ? `${shown.slice(0, 77)}…` : shown
}

/**
 * A JSON-RPC quantity (`0x` and 1–64 hex digits) as a number; anything else is refused.
 *
 * @example
 * readQuantity('0xde0b6b3a7640000', 'value') // 1000000000000000000n
 * readQuantity('1000000000000000000', 'value') // throws UnreadableRequestError
 */
export function readQuantity(value: unknown, field: string): bigint {
  if (typeof value !== 'string' || !quantityPattern.test(value))
    throw new UnreadableRequestError(`${field} ${quoted(value)} is not a 0x hex quantity`)
  return BigInt(value)
}

/**
 * JSON-RPC data (`0x` and whole bytes), lower-cased; anything else is refused.
 *
 * @example
 * readData('0xA9059CBB', 'data') // '0xa9059cbb'
 */
export function readData(value: unknown, field: string): Hex {
  if (typeof value !== 'string' || !dataPattern.test(value))
    throw new UnreadableRequestError(`${field} ${quoted(value)} is not 0x hex bytes`)
  return value.toLowerCase() as Hex
}

/**
 * An address: 0x and 40 hex digits, whose mixed case (when it has one) is a valid EIP-55 checksum.
 * Returned as written: every signer reads an address's case the same way, and the review shows the
 * site's own spelling, which the site may show beside it.
 *
 * @example
 * readAddress('0x000000000000000000000000000000000000f00d', 'to') // '0x000000000000000000000000000000000000f00d'
 */
export function readAddress(value: unknown, field: string): Address {
  if (typeof value !== 'string' || !isAddress(value, { strict: true }))
    throw new UnreadableRequestError(`${field} ${quoted(value)} is not an address`)
  return value as Address
}

/**
 * The fields of a request object, refused when it has one the preview does not read: a field the
 * review does not show might change what the signer does.
 *
 * @example
 * readObject({ to: '0x…' }, 'the transaction', ['to', 'value']) // { to: '0x…' }
 */
export function readObject(
  value: unknown,
  what: string,
  known: readonly string[],
): Readonly<Record<string, unknown>> {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new UnreadableRequestError(`${what} is not an object`)
  // An absent field and a null one mean the same to every signer: neither is passed on.
  const entries = Object.entries(value).filter(([, entry]) => entry !== undefined && entry !== null)
  const unknown = entries.find(([key]) => !known.includes(key))
  if (unknown)
    throw new UnreadableRequestError(`${what} has a field Foyer does not read: ${quoted(unknown[0])}`)
  return Object.fromEntries(entries)
}
