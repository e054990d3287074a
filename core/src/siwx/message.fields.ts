import { bip122Kit } from '../chains/bip122/bip122.kit.js'
import { bip122Siwx } from '../chains/bip122/bip122.siwx.js'
import { cosmosKit } from '../chains/cosmos/cosmos.kit.js'
import { cosmosSiwx } from '../chains/cosmos/cosmos.siwx.js'
import { eip155Kit } from '../chains/eip155/eip155.kit.js'
import { eip155Siwx } from '../chains/eip155/eip155.siwx.js'
import type { NamespaceKits } from '../chains/kits.js'
import { polkadotSiwx } from '../chains/polkadot/polkadot.siwx.js'
import { polkadotFormKit } from '../chains/polkadot/polkadot-form.kit.js'
import { solanaKit } from '../chains/solana/solana.kit.js'
import { solanaSiwx } from '../chains/solana/solana.siwx.js'
import { safeParseCaipNetworkId } from '../networks/caip.js'
import { isIpv4Address, isRfc3986Uri, readAuthority } from './rfc3986.js'
import { InvalidSiwxMessageError, type SiwxMessageIssue } from './siwx.errors.js'
import type { SiwxMessageData, SiwxNamespace } from './siwx.types.js'
import type { SiwxNamespaceRules } from './siwx-namespace.types.js'

/**
 * The namespaces Foyer writes and verifies sign-in messages for, each with its rules (its folder
 * owns them).
 *
 * @example
 * siwxNamespaces.bip122.accountName // 'Bitcoin'
 */
export const siwxNamespaces: Readonly<Record<SiwxNamespace, SiwxNamespaceRules>> = {
  eip155: eip155Siwx,
  solana: solanaSiwx,
  bip122: bip122Siwx,
  polkadot: polkadotSiwx,
  cosmos: cosmosSiwx,
}

/**
 * The kits of the namespaces Foyer writes and verifies sign-in messages for. A sign-in message is held
 * to its namespace's own rules wherever it is made or read (a page whatever its adapters, a server with
 * none): its chain id to the namespace's CAIP-2 reference rule, so `eip155:01` is never `eip155:1`.
 * Polkadot's reads SS58 addresses by their form, without their checksum (`polkadotFormKit`), so its
 * hash stays off sign-in pages (the verifier checks the checksum).
 *
 * @example
 * isCaipNetworkId('eip155:01', siwxKits) // false
 */
export const siwxKits: NamespaceKits = [eip155Kit, solanaKit, bip122Kit, polkadotFormKit, cosmosKit]

/**
 * Whether `value` is a namespace Foyer writes and verifies sign-in messages for.
 *
 * @example
 * isSiwxNamespace('solana') // true
 * isSiwxNamespace('tezos') // false
 */
export function isSiwxNamespace(value: unknown): value is SiwxNamespace {
  return typeof value === 'string' && Object.hasOwn(siwxNamespaces, value)
}

// The sign-in domain: an RFC 3986 authority (userinfo, host, port) whose host is a DNS name, an IPv4
// address, localhost or a bracketed IPv6 address. Registered names that are no DNS name
// (`not_a_host`) are refused, as EIP-4361's conformance tests do.
const label = '[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?'
const dnsNamePattern = new RegExp(
  `^(?:${label}\\.)+(?:[a-zA-Z]{2,63}|[xX][nN]--[a-zA-Z0-9-]{0,58}[a-zA-Z0-9])$`,
)
const schemePattern = /^[A-Za-z][A-Za-z0-9+.-]*$/

// EIP-4361: `statement = *( reserved / unreserved / " " )`: printable ASCII without `"`, `%`, `<`,
// `>`, `\`, `^`, backquote, `{`, `|`, `}`, and no line break.
const statementPattern = /^[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;= ]+$/
// EIP-4361: `request-id = *pchar`.
const requestIdPattern = /^(?:[A-Za-z0-9\-._~!$&'()*+,;=:@]|%[0-9A-Fa-f]{2})+$/

// EIP-4361: `nonce = 8*( ALPHA / DIGIT )`.
const noncePattern = /^[a-zA-Z0-9]{8,}$/

// RFC 3339 date-time, as EIP-4361 and CAIP-122 require (JavaScript's Date alone accepts far more).
const timestampPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/

/**
 * Whether `value` is an RFC 3986 URI (scheme required), as EIP-4361 requires of `uri` and resources.
 *
 * @example
 * isSiwxUri('https://app.example.com/login') // true
 * isSiwxUri('app.example.com') // false: no scheme
 * isSiwxUri('https://app.example.com/a#b#c') // false: a second '#'
 */
export function isSiwxUri(value: unknown): value is string {
  return typeof value === 'string' && isRfc3986Uri(value)
}

/**
 * Whether `value` is an RFC 3986 authority EIP-4361 accepts as the sign-in domain: optional
 * userinfo, a DNS name, IPv4 address, `localhost` or bracketed IPv6 address, an optional port.
 *
 * @example
 * isSiwxDomain('localhost:5173') // true
 * isSiwxDomain('[::1]:8080') // true
 * isSiwxDomain('https://app.example.com') // false: a URI, not an authority
 */
export function isSiwxDomain(value: unknown): value is string {
  if (typeof value !== 'string') return false
  const authority = readAuthority(value)
  if (!authority || (authority.port !== undefined && !/^[0-9]{1,5}$/.test(authority.port))) return false
  const { host } = authority
  return host.startsWith('[') || dnsNamePattern.test(host) || isIpv4Address(host) || host === 'localhost'
}

/**
 * Whether `value` is an RFC 3986 scheme, as EIP-4361's optional `scheme://` before the domain.
 *
 * @example
 * isSiwxScheme('https') // true
 * isSiwxScheme('1http') // false
 */
export function isSiwxScheme(value: unknown): value is string {
  return typeof value === 'string' && schemePattern.test(value)
}

/**
 * Whether `value` is a valid sign-in nonce: at least 8 letters or digits.
 *
 * @example
 * isSiwxNonce('k2Xq9LmN') // true
 */
export function isSiwxNonce(value: unknown): value is string {
  return typeof value === 'string' && noncePattern.test(value)
}

// JavaScript's Date rolls impossible dates over (February 30 becomes March 2, 24:00 the next day),
// which would make the data say another time than the signed text: such dates are refused instead.
function isCalendarTime(value: string): boolean {
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = (value.match(/\d+/g) ?? []).map(
    Number,
  )
  const time = new Date(Date.UTC(2000, month - 1, day, hour, minute, second))
  time.setUTCFullYear(year)
  return (
    time.getUTCFullYear() === year &&
    time.getUTCMonth() === month - 1 &&
    time.getUTCDate() === day &&
    time.getUTCHours() === hour &&
    time.getUTCMinutes() === minute &&
    time.getUTCSeconds() === second
  )
}

/**
 * The canonical form (`toISOString`) of an RFC 3339 date-time, or `undefined` if it is not one.
 *
 * @example
 * normalizeSiwxTimestamp('2025-01-31T13:00:00+01:00') // '2025-01-31T12:00:00.000Z'
 */
export function normalizeSiwxTimestamp(value: unknown): string | undefined {
  if (typeof value !== 'string' || !timestampPattern.test(value) || !isCalendarTime(value)) return undefined
  const time = new Date(value)
  if (Number.isNaN(time.getTime())) return undefined
  const canonical = time.toISOString()
  // An offset can push year 9999 past 10000, which toISOString writes as '+010000-…'.
  return timestampPattern.test(canonical) ? canonical : undefined
}

/**
 * Whether `value` can be a statement: one non-empty line (empty means absent) of the characters
 * EIP-4361 allows (RFC 3986's reserved and unreserved ones, and spaces): printable ASCII without
 * `"`, `%`, `<`, `>`, `\\`, `^`, backquote, `{`, `|` or `}`. So no line break, control character or
 * look-alike Unicode can change what the visitor reads.
 *
 * @example
 * isSiwxStatement('I accept the Terms of Service: https://example.com/tos') // true
 * isSiwxStatement('Sign in to “Example”') // false: curly quotes are not ASCII
 */
export function isSiwxStatement(value: unknown): value is string {
  return typeof value === 'string' && statementPattern.test(value)
}

/**
 * Whether `value` can be a request id: EIP-4361's `*pchar` (RFC 3986 path characters and percent
 * escapes), non-empty (empty means absent).
 *
 * @example
 * isSiwxRequestId('req-42') // true
 * isSiwxRequestId('req 42') // false: a space
 */
export function isSiwxRequestId(value: unknown): value is string {
  return typeof value === 'string' && requestIdPattern.test(value)
}

function fail(issue: SiwxMessageIssue, problem: string): never {
  throw new InvalidSiwxMessageError(issue, problem)
}

function checkReference(namespace: SiwxNamespace, reference: string): void {
  const problem = siwxNamespaces[namespace].referenceProblem?.(reference)
  if (problem) fail('chain-id', problem)
}

function normalizeAddress(namespace: SiwxNamespace, reference: string, address: unknown): string {
  if (typeof address !== 'string') return fail('address', 'not a string')
  const rules = siwxNamespaces[namespace]
  const problem = rules.addressProblem(address, reference)
  if (problem) return fail('address', problem)
  return rules.writeAddress?.(address) ?? address
}

function normalizeTimestamp(issue: SiwxMessageIssue, value: unknown): string {
  return normalizeSiwxTimestamp(value) ?? fail(issue, `not an RFC 3339 date-time: ${JSON.stringify(value)}`)
}

/**
 * Sign-in data that passed every field rule, with its chain split out.
 *
 * @example
 * const { namespace, reference, data } = checkSiwxMessageData(input)
 */
export type CheckedSiwxMessageData = {
  namespace: SiwxNamespace
  reference: string
  data: SiwxMessageData
}

/**
 * Checks every field of sign-in data against EIP-4361 / CAIP-122 and returns it normalized: times
 * in `toISOString` form, EVM addresses checksummed, absent optional fields left out. Throws
 * `InvalidSiwxMessageError` (with the field as `issue`) on the first field that breaks a rule.
 *
 * @example
 * checkSiwxMessageData({ ...data, issuedAt: '2025-01-31T13:00:00+01:00' }).data.issuedAt
 * // '2025-01-31T12:00:00.000Z'
 */
export function checkSiwxMessageData(input: SiwxMessageData): CheckedSiwxMessageData {
  if (typeof input !== 'object' || input === null) return fail('layout', 'sign-in data must be an object')
  const chain = safeParseCaipNetworkId(input.chainId, siwxKits)
  if (!chain) return fail('chain-id', `not a CAIP-2 chain id: ${JSON.stringify(input.chainId)}`)
  const { namespace, reference } = chain
  if (!isSiwxNamespace(namespace)) return fail('unsupported-namespace', `no sign-in message for ${namespace}`)
  checkReference(namespace, reference)
  if (!isSiwxDomain(input.domain))
    fail('domain', `not an RFC 3986 authority: ${JSON.stringify(input.domain)}`)
  const accountAddress = normalizeAddress(namespace, reference, input.accountAddress)
  if (input.scheme !== undefined && !isSiwxScheme(input.scheme))
    fail('scheme', `not an RFC 3986 scheme: ${JSON.stringify(input.scheme)}`)
  if (input.statement !== undefined && !isSiwxStatement(input.statement))
    fail(
      'statement',
      'must be one non-empty line of EIP-4361\'s characters (printable ASCII, no " % < > \\ ^ ` { | })',
    )
  if (!isSiwxUri(input.uri)) fail('uri', `not an RFC 3986 URI: ${JSON.stringify(input.uri)}`)
  if (input.version !== '1') fail('version', `must be '1', not ${JSON.stringify(input.version)}`)
  if (!isSiwxNonce(input.nonce)) fail('nonce', 'must be at least 8 letters or digits')
  const issuedAt = normalizeTimestamp('issued-at', input.issuedAt)
  const expirationTime =
    input.expirationTime === undefined
      ? undefined
      : normalizeTimestamp('expiration-time', input.expirationTime)
  const notBefore =
    input.notBefore === undefined ? undefined : normalizeTimestamp('not-before', input.notBefore)
  if (input.requestId !== undefined && !isSiwxRequestId(input.requestId))
    fail('request-id', "must be RFC 3986 path characters (letters, digits, -._~!$&'()*+,;=:@ and %XX)")
  if (input.resources !== undefined && !(Array.isArray(input.resources) && input.resources.every(isSiwxUri)))
    fail('resources', 'must be a list of RFC 3986 URIs')

  const data: SiwxMessageData = {
    domain: input.domain,
    accountAddress,
    uri: input.uri,
    version: '1',
    chainId: `${namespace}:${reference}`,
    nonce: input.nonce,
    issuedAt,
  }
  if (input.scheme !== undefined) data.scheme = input.scheme
  if (input.statement !== undefined) data.statement = input.statement
  if (expirationTime !== undefined) data.expirationTime = expirationTime
  if (notBefore !== undefined) data.notBefore = notBefore
  if (input.requestId !== undefined) data.requestId = input.requestId
  if (input.resources !== undefined) data.resources = [...input.resources]
  return { namespace, reference, data }
}
