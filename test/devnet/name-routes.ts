import { type Address, type Hex, isAddress, isHex, verifyMessage } from 'viem'
import type { ReadableChain } from './account-chains.js'
import type { RecordedRequest, Reply, Route } from './api-service.js'

// The Blockchain API's name service (SPEC §7 profile paths), in memory, for the local stack. It
// refuses what the real service refuses: a registration whose signature is not the address's
// signature of the message (checked with viem: a key's, or a smart account's over the chain), a message that is not the expected JSON or is stale,
// a name that is taken or malformed. Refusals carry `{ reasons: [{ field, description }] }`, the shape
// Foyer shows the first description of.

/** The zones names are registered in: the current one and the legacy one (SPEC §9). */
export const NAME_ZONES = ['reown.id', 'wcn.id'] as const

/** How old a registration message may be: a signature is not a standing permission. */
const MESSAGE_MAX_AGE_S = 10 * 60

/** A name's label: at least 4 letters, digits or hyphens. */
const LABEL = /^[a-zA-Z0-9-]{4,}$/

/** One registered name. */
type Entry = {
  name: string
  address: string
  coinType: number
  registeredAt: number
  /** The message's attributes kept as strings (`avatar`, `bio`), given back as the profile's one record. */
  attributes: Readonly<Record<string, string>>
}

/**
 * The name service's routes over one in-memory registry (fresh for each call: the service's `reset`
 * forgets every name).
 *
 * - `GET /v1/profile/suggestions/:name?zone=`: the name typed and a few like it in the zone, each
 *   `registered` or not.
 * - `POST /v1/profile/account` `{ coin_type, address, message, signature }`: registers the name the
 *   signed message names, with its string attributes (`avatar`, `bio`).
 * - `GET /v1/profile/account/:name`: the registered name (404 when no one holds it).
 * - `GET /v1/profile/reverse/:address`: the names pointing at the address.
 * - `GET /v1/identity/:address`: the address's name (its latest), no avatar.
 *
 * @example
 * const routes = nameRoutes(() => Date.now())
 */
export function nameRoutes(
  now: () => number = Date.now,
  chains: () => ReadonlyMap<string, ReadableChain> = () => new Map(),
): Record<string, Route> {
  const names = new Map<string, Entry>()
  const namesOf = (address: string) =>
    [...names.values()].filter((entry) => entry.address.toLowerCase() === address.toLowerCase())
  return {
    'GET /v1/profile/suggestions/:name': (request) => {
      const label = request.pathParams.name ?? ''
      const zone = request.query.zone ?? ''
      if (!NAME_ZONES.some((known) => known === zone)) return refuse('zone', `Unknown zone ${zone}`)
      if (!LABEL.test(label)) return refuse('name', 'Names have at least 4 letters, digits or hyphens')
      const labels = [label, `${label}1`, `${label}-id`, `the${label}`]
      return json({
        suggestions: labels.map((each) => ({
          name: `${each}.${zone}`,
          registered: names.has(`${each}.${zone}`),
        })),
      })
    },
    'POST /v1/profile/account': (request) => register(request),
    'GET /v1/profile/account/:name': (request) => {
      const entry = names.get(request.pathParams.name ?? '')
      return entry ? json(profileOf(entry)) : refuse('name', 'Name not found', 404)
    },
    'GET /v1/profile/reverse/:address': (request) => {
      const address = request.pathParams.address ?? ''
      if (!isAddress(address)) return refuse('address', 'Invalid address')
      return json(namesOf(address).map(profileOf))
    },
    'GET /v1/identity/:address': (request) => {
      const address = request.pathParams.address ?? ''
      if (!isAddress(address)) return refuse('address', 'Invalid address')
      return json({ name: namesOf(address).at(-1)?.name ?? null, avatar: null })
    },
  }

  async function register(request: RecordedRequest): Promise<Reply> {
    const body = request.body
    if (typeof body !== 'object' || body === null) return refuse('body', 'Expected a JSON object')
    const { coin_type: coinType, address, message, signature } = body as Record<string, unknown>
    if (typeof coinType !== 'number' || !Number.isInteger(coinType) || coinType < 0 || coinType >= 2 ** 32)
      return refuse('coin_type', 'Invalid coin type')
    if (typeof address !== 'string' || !isAddress(address)) return refuse('address', 'Invalid address')
    if (typeof signature !== 'string' || !isHex(signature)) return refuse('signature', 'Invalid signature')
    if (typeof message !== 'string') return refuse('message', 'Invalid message')
    const read = readMessage(message, now())
    if ('error' in read) return refuse('message', read.error)
    const { name: named, attributes } = read
    const signed = await signedBy(address, message, signature, chains())
    if (!signed)
      return refuse('signature', 'The signature is not the address’s signature of the message', 401)
    if (names.has(named)) return refuse('name', `${named} is already registered`, 409)
    const entry = { name: named, address, coinType, registeredAt: Math.floor(now() / 1000), attributes }
    names.set(named, entry)
    return json(profileOf(entry))
  }
}

/**
 * Whether `address` signed `message`: a key's signature, or a smart account's (ERC-1271, or ERC-6492
 * for one not deployed yet), which only the chain holding the account can tell, as the real service
 * checks it; each chain the stack runs is asked.
 */
async function signedBy(
  address: Address,
  message: string,
  signature: Hex,
  chains: ReadonlyMap<string, ReadableChain>,
): Promise<boolean> {
  if (await verifyMessage({ address, message, signature }).catch(() => false)) return true
  for (const { client } of chains.values())
    if (await client.verifyMessage({ address, message, signature }).catch(() => false)) return true
  return false
}

/** The registration message's name and attributes, or why the message is refused. */
function readMessage(
  message: string,
  nowMs: number,
): { name: string; attributes: Record<string, string> } | { error: string } {
  let parsed: unknown
  try {
    parsed = JSON.parse(message)
  } catch {
    return { error: 'The message is not JSON' }
  }
  if (typeof parsed !== 'object' || parsed === null) return { error: 'The message is not an object' }
  const { name, attributes, timestamp } = parsed as Record<string, unknown>
  if (typeof name !== 'string') return { error: 'The message names no name' }
  const zone = NAME_ZONES.find((known) => name.endsWith(`.${known}`))
  if (!zone || !LABEL.test(name.slice(0, -(zone.length + 1))))
    return { error: `${name} is not a name of ${NAME_ZONES.join(' or ')}` }
  if (typeof attributes !== 'object' || attributes === null) return { error: 'The message has no attributes' }
  if (typeof timestamp !== 'number' || Math.abs(nowMs / 1000 - timestamp) > MESSAGE_MAX_AGE_S)
    return { error: 'The message is stale' }
  const kept = Object.entries(attributes).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  )
  return { name, attributes: Object.fromEntries(kept) }
}

function profileOf(entry: Entry) {
  return {
    name: entry.name,
    registered: entry.registeredAt,
    updated: entry.registeredAt,
    addresses: { [String(entry.coinType)]: { address: entry.address, created: String(entry.registeredAt) } },
    attributes: Object.keys(entry.attributes).length > 0 ? [entry.attributes] : [],
  }
}

const json = (body: unknown): Reply => ({ kind: 'json', body })

function refuse(field: string, description: string, status = 400): Reply {
  return { kind: 'json', status, body: { reasons: [{ field, description }] } }
}
