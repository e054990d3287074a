import { isFoyerError } from '../../errors/base.js'
import { EmailThrottledError } from '../../errors/frame.js'

/** A new login code may be asked for this long after the last one (SPEC §9 email cooldown). */
export const EMAIL_COOLDOWN_MS = 30_000

/**
 * Whole seconds until another code may be asked for, 0 when it may now.
 *
 * @example
 * secondsUntilNextCode(1_000, 11_000) // 20
 */
export function secondsUntilNextCode(lastLoginTime: number | undefined, now: number): number {
  if (lastLoginTime === undefined) return 0
  return Math.max(0, Math.ceil((lastLoginTime + EMAIL_COOLDOWN_MS - now) / 1000))
}

/**
 * The text the throttle shows: 'Please try again after N seconds'.
 *
 * @example
 * throttleMessage(12) // 'Please try again after 12 seconds'
 */
export function throttleMessage(seconds: number): string {
  return new EmailThrottledError(seconds).shortMessage
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/**
 * Whether `email` is an address a code can go to: something@domain.tld, no spaces (SPEC §5).
 *
 * @example
 * isValidEmail('ada@example.com') // true
 */
export function isValidEmail(email: string): boolean {
  return emailPattern.test(email.trim())
}

/**
 * An error's text for the email views: a Foyer error's short message (the SPEC's words), else the
 * error's own message, else 'An error occurred'.
 *
 * @example
 * emailErrorText(new FrameRequestError('Invalid code')) // 'Invalid code'
 */
export function emailErrorText(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    const short: unknown = Reflect.get(error, 'shortMessage')
    if (typeof short === 'string' && short) return short
    const message: unknown = Reflect.get(error, 'message')
    if (typeof message === 'string' && message) return message
  }
  return 'An error occurred'
}

/**
 * The text of a failed frame request where the view names the failure itself ('Failed to initiate
 * social connection', 'Failed to connect to farcaster'): a request the frame left unanswered keeps
 * its own words ('iframe_request_timeout', SPEC §8), as every login request's timeout does; any other
 * failure is `fallback`.
 *
 * @example
 * requestFailureText(new FrameRequestTimeoutError(), 'Failed to connect to farcaster') // 'iframe_request_timeout'
 */
export function requestFailureText(error: unknown, fallback: string): string {
  return isFoyerError(error, 'IFRAME_REQUEST_TIMEOUT') ? error.shortMessage : fallback
}

/** Emails longer than this are shown shortened (SPEC §5). */
const EMAIL_DISPLAY_MAX = 30

/**
 * An email as the views show it: whole up to 30 characters, else its start and end around an
 * ellipsis (the domain's end stays readable).
 *
 * @example
 * displayEmail('a.very.long.address.for.testing@example.com') // 'a.very.long.ad…g@example.com'
 */
export function displayEmail(email: string): string {
  if (email.length <= EMAIL_DISPLAY_MAX) return email
  const keep = Math.floor((EMAIL_DISPLAY_MAX - 1) / 2)
  return `${email.slice(0, keep)}…${email.slice(-keep)}`
}
