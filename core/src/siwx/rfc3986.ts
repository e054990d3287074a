// RFC 3986's URI grammar (section 3 and appendix A), as EIP-4361 and CAIP-122 require of `uri` and
// `resources`, written from the ABNF piece by piece. Every pattern is linear: each repetition starts
// with a character the one before cannot take, so no input makes them backtrack.

const unreserved = 'A-Za-z0-9\\-._~'
const subDelims = "!$&'()*+,;="
const percentEncoded = '%[0-9A-Fa-f]{2}'
const pchar = `(?:[${unreserved}${subDelims}:@]|${percentEncoded})`
const pathAbempty = `(?:/${pchar}*)*`
const pathAbsolute = `/(?:${pchar}+(?:/${pchar}*)*)?`
const pathRootless = `${pchar}+(?:/${pchar}*)*`
const queryOrFragment = `(?:${pchar}|[/?])*`

/** `scheme ":" hier-part [ "?" query ] [ "#" fragment ]`; the authority is captured, checked apart. */
const uriPattern = new RegExp(
  `^[A-Za-z][A-Za-z0-9+\\-.]*:(?://([^/?#]*)${pathAbempty}|${pathAbsolute}|${pathRootless}|)` +
    `(?:\\?${queryOrFragment})?(?:#${queryOrFragment})?$`,
)
const userinfoPattern = new RegExp(`^(?:[${unreserved}${subDelims}:]|${percentEncoded})*$`)
const regNamePattern = new RegExp(`^(?:[${unreserved}${subDelims}]|${percentEncoded})*$`)
const ipv4Octet = '(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])'
const ipv4Pattern = new RegExp(`^${ipv4Octet}(?:\\.${ipv4Octet}){3}$`)
const ipvFuturePattern = new RegExp(`^[vV][0-9A-Fa-f]+\\.[${unreserved}${subDelims}:]+$`)
const hexGroupPattern = /^[0-9A-Fa-f]{1,4}$/

/**
 * Whether `value` is an IPv4 address in RFC 3986's dotted-decimal form (no leading zeros).
 *
 * @example
 * isIpv4Address('127.0.0.1') // true
 * isIpv4Address('0.0.256.0') // false
 */
export function isIpv4Address(value: string): boolean {
  return ipv4Pattern.test(value)
}

/**
 * Whether `value` is an IPv6 address as RFC 3986 writes one between brackets: eight groups of 1 to 4
 * hex digits, `::` at most once for a run of zero groups, and optionally an IPv4 address for the
 * last two groups.
 *
 * @example
 * isIpv6Address('::ffff:192.0.2.1') // true
 * isIpv6Address('1:2:3:4:5::6:7:8') // false: `::` must stand for at least one group
 */
export function isIpv6Address(value: string): boolean {
  const halves = value.split('::')
  if (halves.length > 2) return false
  const groupsOf = (part: string) => (part === '' ? [] : part.split(':'))
  const head = groupsOf(halves[0] ?? '')
  const tail = groupsOf(halves[1] ?? '')
  const groups = [...head, ...tail]
  const last = groups.at(-1)
  const endsWithIpv4 = last !== undefined && isIpv4Address(last)
  // An IPv4 address can only end the address, never stand before `::`.
  if (endsWithIpv4 && halves.length === 2 && tail.length === 0) return false
  const hexGroups = endsWithIpv4 ? groups.slice(0, -1) : groups
  if (!hexGroups.every((group) => hexGroupPattern.test(group))) return false
  const count = hexGroups.length + (endsWithIpv4 ? 2 : 0)
  return halves.length === 2 ? count <= 7 : count === 8
}

/**
 * An RFC 3986 authority split into its parts, or `undefined` when `value` is not one:
 * `[ userinfo "@" ] host [ ":" port ]`, the host a bracketed IPv6 (or IPvFuture) literal or a
 * registered name (which includes IPv4 addresses).
 *
 * @example
 * readAuthority('me@[::1]:8080') // { userinfo: 'me', host: '[::1]', port: '8080' }
 */
export function readAuthority(
  value: string,
): { userinfo: string | undefined; host: string; port: string | undefined } | undefined {
  const at = value.lastIndexOf('@')
  const userinfo = at === -1 ? undefined : value.slice(0, at)
  if (userinfo !== undefined && !userinfoPattern.test(userinfo)) return undefined
  const hostAndPort = value.slice(at + 1)
  let host: string
  let rest: string
  if (hostAndPort.startsWith('[')) {
    const close = hostAndPort.indexOf(']')
    if (close === -1) return undefined
    const literal = hostAndPort.slice(1, close)
    if (!isIpv6Address(literal) && !ipvFuturePattern.test(literal)) return undefined
    host = hostAndPort.slice(0, close + 1)
    rest = hostAndPort.slice(close + 1)
  } else {
    const colon = hostAndPort.indexOf(':')
    host = colon === -1 ? hostAndPort : hostAndPort.slice(0, colon)
    rest = colon === -1 ? '' : hostAndPort.slice(colon)
    if (!regNamePattern.test(host)) return undefined
  }
  if (rest !== '' && !/^:[0-9]*$/.test(rest)) return undefined
  return { userinfo, host, port: rest === '' ? undefined : rest.slice(1) }
}

/**
 * Whether `value` is an RFC 3986 URI: a scheme, then an authority and path, or a path alone, then
 * an optional query and fragment, each with only the characters the grammar allows there (brackets
 * only around an IP literal, `#` once, `%` only in escapes).
 *
 * @example
 * isRfc3986Uri('https://app.example.com/login?next=%2F#top') // true
 * isRfc3986Uri('uri://[::0.0.0.256]/p') // false: not an IPv6 address
 */
export function isRfc3986Uri(value: string): boolean {
  const match = uriPattern.exec(value)
  if (!match) return false
  const authority = match[1]
  return authority === undefined || readAuthority(authority) !== undefined
}
