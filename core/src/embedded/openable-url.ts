// The rule alone, without Foyer's errors: the Connect view's social buttons import it (through the
// social popup) into the page's UI.

/** The schemes of a social login's provider page, opened in the popup or in place of the page. */
export const SOCIAL_LOGIN_SCHEMES = ['https:'] as const
/** The schemes of a Farcaster sign-in address, shown as a QR code and a link: the web, or the app's own. */
export const FARCASTER_SIGN_IN_SCHEMES = ['https:', 'farcaster:'] as const

// Local development's hosts, where a login frame (and its provider pages) may be served over plain
// http, as the frame may be embedded by them (SPEC §6): nothing on the way can change what they send.
const loopbackHosts = ['localhost', '127.0.0.1', '[::1]']

/**
 * Why `value` may not be opened as an address with one of `schemes`, or `undefined` when it may: it
 * must be an absolute URL, parsed as a browser parses it (so whitespace, tabs or capitals cannot hide
 * a scheme), with one of `schemes`; an https one names a host. Wherever https is allowed, so is http
 * on a loopback host (local development).
 *
 * @example
 * refusalOf('javascript:alert(1)', SOCIAL_LOGIN_SCHEMES) // 'the scheme is not https:'
 * refusalOf('https://accounts.example/authorize', SOCIAL_LOGIN_SCHEMES) // undefined
 */
export function refusalOf(value: unknown, schemes: readonly string[]): string | undefined {
  let url: URL
  try {
    url = new URL(String(value))
  } catch {
    return 'not an absolute address'
  }
  const localHttp =
    url.protocol === 'http:' && schemes.includes('https:') && loopbackHosts.includes(url.hostname)
  if (!schemes.includes(url.protocol) && !localHttp) return `the scheme is not ${schemes.join(' or ')}`
  if ((url.protocol === 'https:' || url.protocol === 'http:') && url.hostname === '')
    return 'it names no host'
  return undefined
}
