import type { CaipNetworkId } from '../networks/network.types.js'
import { checkSiwxMessageData } from './message.fields.js'
import { generateSiwxNonce } from './nonce.js'
import { InvalidSiwxMessageError, type SiwxMessageIssue } from './siwx.errors.js'
import type { SiwxMessageData, SiwxMessageFields } from './siwx.types.js'

/**
 * How long a sign-in lasts when the site does not say: one day. SPEC §9 gives no lifetime; a day
 * keeps a stolen session short-lived without asking returning visitors to sign every visit.
 *
 * @example
 * createSiwxMessageData({ ...input, ttlMs: SIWX_DEFAULT_TTL_MS * 7 }) // a week
 */
export const SIWX_DEFAULT_TTL_MS = 24 * 60 * 60 * 1000

/**
 * Input of {@link createSiwxMessageData}.
 *
 * @example
 * const input: CreateSiwxMessageDataInput = {
 *   domain: location.host, uri: location.href, chainId: 'eip155:1', accountAddress: '0xd8dA…',
 * }
 */
export type CreateSiwxMessageDataInput = {
  /** The site's scheme, written before the domain (`http://…`); left out means https. */
  scheme?: string | undefined
  /** The site's RFC 3986 authority, usually `location.host`. */
  domain: string
  /** The page or resource signed in to, usually `location.href` or the origin. */
  uri: string
  chainId: CaipNetworkId
  accountAddress: string
  statement?: string | undefined
  /** The server's nonce; a random one (crypto-grade) when left out. */
  nonce?: string | undefined
  /** Lifetime from `now` (default one day); `null` for a sign-in without end. */
  ttlMs?: number | null | undefined
  /** When the sign-in starts being valid; at once when left out. */
  notBefore?: Date | number | undefined
  requestId?: string | undefined
  resources?: readonly string[] | undefined
  /** The current time (for tests); `Date.now()` by default. */
  now?: Date | number | undefined
}

function isoString(time: Date | number, issue: SiwxMessageIssue): string {
  const date = new Date(time)
  if (Number.isNaN(date.getTime()))
    throw new InvalidSiwxMessageError(issue, `not a valid time: ${String(time)}`)
  return date.toISOString()
}

/**
 * Makes the data of a new sign-in message: fills the nonce, `issuedAt` (now) and `expirationTime`
 * (now + `ttlMs`), and checks every field. Throws `InvalidSiwxMessageError` for a field that breaks
 * EIP-4361's rules (a time that is not a valid date included).
 *
 * @example
 * const data = createSiwxMessageData({
 *   domain: 'app.example.com', uri: 'https://app.example.com', chainId: 'eip155:8453',
 *   accountAddress: '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045', statement: 'Sign in to Example',
 * })
 * const message = createSiwxMessage(data)
 */
export function createSiwxMessageData(input: CreateSiwxMessageDataInput): SiwxMessageData {
  return checkSiwxMessageData({ ...createSiwxMessageFields(input), accountAddress: input.accountAddress })
    .data
}

/**
 * The fields of a new sign-in message without its account, filled as {@link createSiwxMessageData}
 * fills them but not yet checked (the account is needed for that): for a wallet that picks the account
 * as it signs in.
 *
 * @example
 * const fields = createSiwxMessageFields({ domain: 'app.example.com', uri: 'https://app.example.com', chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', statement: 'Sign in' })
 */
export function createSiwxMessageFields(
  input: Omit<CreateSiwxMessageDataInput, 'accountAddress'>,
): SiwxMessageFields {
  const now = new Date(input.now ?? Date.now()).getTime()
  const ttlMs = input.ttlMs === undefined ? SIWX_DEFAULT_TTL_MS : input.ttlMs
  const fields: SiwxMessageFields = {
    domain: input.domain,
    uri: input.uri,
    version: '1',
    chainId: input.chainId,
    nonce: input.nonce ?? generateSiwxNonce(),
    issuedAt: isoString(now, 'issued-at'),
  }
  if (input.scheme !== undefined) fields.scheme = input.scheme
  if (input.statement !== undefined) fields.statement = input.statement
  if (ttlMs !== null) fields.expirationTime = isoString(now + ttlMs, 'expiration-time')
  if (input.notBefore !== undefined) fields.notBefore = isoString(input.notBefore, 'not-before')
  if (input.requestId !== undefined) fields.requestId = input.requestId
  if (input.resources !== undefined) fields.resources = [...input.resources]
  return fields
}
