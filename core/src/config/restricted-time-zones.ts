/**
 * The time zones whose visitors are not offered buying crypto nor swaps (SPEC §9: "restricted time
 * zones: several mainland-China and related Asia zones", list not shown).
 *
 * Why these: the onramp providers and the swap service do not serve mainland China, where trading
 * crypto is not allowed, and a browser's time zone is the one hint of the visitor's region Foyer has without
 * asking a service. The SPEC does not list the zones, so Foyer restricts exactly those the IANA time
 * zone database gives to mainland China: `Asia/Shanghai` (all of China's standard time) and
 * `Asia/Urumqi` (Xinjiang), plus the names that are only links to them (`Asia/Chongqing`,
 * `Asia/Chungking`, `Asia/Harbin`, `Asia/Kashgar`, `PRC`), which older systems still report. Hong Kong,
 * Macau and Taiwan have zones of their own and are not mainland China: hiding a capability from a
 * visitor is a strong step, taken only where the SPEC names the region.
 */
export const restrictedTimeZones: readonly string[] = [
  'Asia/Shanghai',
  'Asia/Urumqi',
  'Asia/Chongqing',
  'Asia/Chungking',
  'Asia/Harbin',
  'Asia/Kashgar',
  'PRC',
]

const restricted = new Set(restrictedTimeZones.map((zone) => zone.toLowerCase()))

/**
 * Whether a visitor in `timeZone` (an IANA name, as `Intl.DateTimeFormat().resolvedOptions().timeZone`
 * gives it) is not offered buying crypto nor swaps (see {@link restrictedTimeZones}). Names are compared
 * without case, as time zone names are; an unknown or missing zone is not restricted.
 *
 * @example
 * isRestrictedTimeZone('Asia/Shanghai') // true
 * isRestrictedTimeZone('Asia/Hong_Kong') // false
 * isRestrictedTimeZone(undefined) // false
 */
export function isRestrictedTimeZone(timeZone: string | undefined): boolean {
  return timeZone !== undefined && restricted.has(timeZone.trim().toLowerCase())
}

/**
 * The browser's time zone, read when asked (never at import: a page rendered on a server reads the
 * visitor's browser's zone once it runs there), or `undefined` where Intl cannot say.
 *
 * @example
 * isRestrictedTimeZone(browserTimeZone())
 */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone
  } catch {
    return undefined
  }
}
