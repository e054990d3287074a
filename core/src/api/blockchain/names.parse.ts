import { InvalidResponseError } from '../../errors/http.js'
import { isHttpsUrl } from '../../utils/is-https-url.js'
import { isRecord } from '../../utils/is-record.js'
import type { NameSuggestion, RegisteredName } from './blockchain-api.types.js'

/**
 * Reads `GET /v1/profile/suggestions/{name}`'s answer: `{ suggestions: [{ name, registered }] }`. A
 * suggestion without a string name and a boolean `registered` is left out. Throws
 * {@link InvalidResponseError} for anything else.
 *
 * @example
 * parseNameSuggestions({ suggestions: [{ name: 'satoshi.reown.id', registered: false }] })
 */
export function parseNameSuggestions(body: unknown): NameSuggestion[] {
  const path = 'GET /v1/profile/suggestions/{name}'
  if (!isRecord(body) || !Array.isArray(body.suggestions))
    throw new InvalidResponseError({ details: `${path}: expected { suggestions: [] }` })
  return body.suggestions.flatMap((item: unknown) =>
    isRecord(item) &&
    typeof item.name === 'string' &&
    item.name !== '' &&
    typeof item.registered === 'boolean'
      ? [{ name: item.name, registered: item.registered }]
      : [],
  )
}

/**
 * Reads a registered name as the name service gives it: `{ name, addresses: { [coinType]: { address } },
 * attributes: [{ avatar?, bio? }] }` (other fields ignored; an address entry without a string address
 * left out; the avatar only when it is an https URL, the first one given). Throws
 * {@link InvalidResponseError} for anything else.
 *
 * @example
 * parseRegisteredName({ name: 'satoshi.reown.id', addresses: { '60': { address: '0xf39F…' } } }, path)
 */
export function parseRegisteredName(body: unknown, path = 'GET /v1/profile/account/{name}'): RegisteredName {
  if (!isRecord(body) || typeof body.name !== 'string' || body.name === '')
    throw new InvalidResponseError({ details: `${path}: expected { name, addresses }` })
  const addresses = isRecord(body.addresses) ? body.addresses : {}
  const avatar = (Array.isArray(body.attributes) ? body.attributes : [])
    .map((record: unknown) => (isRecord(record) ? record.avatar : undefined))
    .find(isHttpsUrl)
  return {
    name: body.name,
    ...(avatar ? { avatar } : {}),
    addresses: Object.fromEntries(
      Object.entries(addresses).flatMap(([coinType, entry]) =>
        /^\d+$/.test(coinType) && isRecord(entry) && typeof entry.address === 'string'
          ? [[coinType, entry.address]]
          : [],
      ),
    ),
  }
}

/**
 * Reads `GET /v1/profile/reverse/{address}`'s answer: the names pointing at the address, a list of
 * registered names ({@link parseRegisteredName}). Throws {@link InvalidResponseError} for anything
 * that is not a list.
 *
 * @example
 * parseNamesForAddress([{ name: 'satoshi.reown.id', addresses: {} }]) // [{ name: 'satoshi.reown.id', addresses: {} }]
 */
export function parseNamesForAddress(body: unknown): RegisteredName[] {
  const path = 'GET /v1/profile/reverse/{address}'
  if (!Array.isArray(body)) throw new InvalidResponseError({ details: `${path}: expected a list` })
  return body.map((item: unknown) => parseRegisteredName(item, path))
}
