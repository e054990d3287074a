/**
 * Whether `value` is an absolute https address with a host: the only kind of address Foyer puts in a
 * link or an image's source when it comes from a service (a `javascript:` or `data:` one could run
 * code or pass for something else; http would be mixed content). Not `URL.canParse`: too recent for
 * some browsers Foyer supports.
 *
 * @example
 * isHttpsUrl('https://rainbow.me') // true
 * isHttpsUrl('javascript:alert(1)') // false
 */
export function isHttpsUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false
  try {
    const url = new URL(value)
    return url.protocol === 'https:' && url.hostname !== ''
  } catch {
    return false
  }
}
