import type { CaipNetworkId } from '../../networks/network.types.js'
import type { SiwxMessageData } from '../siwx.types.js'
import type { SiwxVerifyFailure, SiwxVerifyFailureReason } from './verify.types.js'

/**
 * How far `issuedAt` may be ahead of the server's clock by default: visitors' clocks drift, and a
 * minute is far below any sign-in lifetime.
 *
 * @example
 * verifySiwxMessage({ ...options, clockSkewMs: SIWX_DEFAULT_CLOCK_SKEW_MS * 5 })
 */
export const SIWX_DEFAULT_CLOCK_SKEW_MS = 60_000

/**
 * What the server expects of a sign-in message besides its signature.
 *
 * @example
 * const expected: SiwxExpectations = { domain: 'app.example.com', now: Date.now(), clockSkewMs: 60_000 }
 */
export type SiwxExpectations = {
  domain: string
  /** The site's scheme; a message that names one must name this (`https` when left out). */
  scheme?: string | undefined
  nonce?: string | undefined
  chains?: readonly CaipNetworkId[] | undefined
  /** Epoch ms. */
  now: number
  clockSkewMs: number
}

const refuse = (reason: SiwxVerifyFailureReason, message: string): SiwxVerifyFailure => ({
  ok: false,
  reason,
  message,
})

/**
 * Checks the message's claims (domain, chain, nonce, time window) against what the server expects;
 * returns the first failure, or `undefined` when they all hold. Pure and cheap, so it runs before
 * any signature check (and any RPC call).
 *
 * @example
 * const failure = checkSiwxClaims(data, { domain: 'app.example.com', now: Date.now(), clockSkewMs: 60_000 })
 */
export function checkSiwxClaims(
  data: SiwxMessageData,
  expected: SiwxExpectations,
): SiwxVerifyFailure | undefined {
  if (data.domain !== expected.domain)
    return refuse('DOMAIN_MISMATCH', `The message is for ${data.domain}, not ${expected.domain}`)
  // EIP-4361: without a scheme the message means https; with one, it must be the site's.
  const scheme = expected.scheme ?? 'https'
  if (data.scheme !== undefined && data.scheme.toLowerCase() !== scheme.toLowerCase())
    return refuse(
      'DOMAIN_MISMATCH',
      `The message is for ${data.scheme}://${data.domain}, not ${scheme}://${expected.domain}`,
    )
  if (expected.chains !== undefined && !expected.chains.includes(data.chainId))
    return refuse('CHAIN_NOT_ALLOWED', `Chain ${data.chainId} is not one of ${expected.chains.join(', ')}`)
  if (expected.nonce !== undefined && data.nonce !== expected.nonce)
    return refuse('NONCE_MISMATCH', 'The nonce is not the one issued for this sign-in')
  const { now, clockSkewMs } = expected
  if (Date.parse(data.issuedAt) > now + clockSkewMs)
    return refuse('NOT_YET_VALID', `Issued at ${data.issuedAt}, which is in the future`)
  if (data.notBefore !== undefined && Date.parse(data.notBefore) > now)
    return refuse('NOT_YET_VALID', `Not valid before ${data.notBefore}`)
  if (data.expirationTime !== undefined && Date.parse(data.expirationTime) <= now)
    return refuse('EXPIRED', `Expired at ${data.expirationTime}`)
  return undefined
}
