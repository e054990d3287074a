/**
 * The time zones whose visitors are not offered buying crypto (SPEC §9: "restricted time zones:
 * several mainland-China and related Asia zones", list not shown).
 *
 * Why these: the onramp providers do not serve mainland China, where buying crypto with a card is
 * not allowed, and a browser's time zone is the one hint of the visitor's region Foyer has without
 * asking a service. The SPEC does not list the zones, so Foyer restricts exactly those the IANA time
 * zone database gives to mainland China: `Asia/Shanghai` (all of China's standard time) and
 * `Asia/Urumqi` (Xinjiang), plus the names that are only links to them (`Asia/Chongqing`,
 * `Asia/Chungking`, `Asia/Harbin`, `Asia/Kashgar`, `PRC`), which older systems still report. Hong Kong,
 * Macau and Taiwan have zones of their own and are not mainland China: hiding a capability from a
 * visitor is a strong step, taken only where the SPEC names the region.
 */
export const restrictedOnrampTimeZones: readonly string[] = [
  'Asia/Shanghai',
  'Asia/Urumqi',
  'Asia/Chongqing',
  'Asia/Chungking',
  'Asia/Harbin',
  'Asia/Kashgar',
  'PRC',
]

const restricted = new Set(restrictedOnrampTimeZones.map((zone) => zone.toLowerCase()))

/**
 * Whether a visitor in `timeZone` (an IANA name, as `Intl.DateTimeFormat().resolvedOptions().timeZone`
 * gives it) is not offered buying crypto (see {@link restrictedOnrampTimeZones}). Names are compared
 * without case, as time zone names are; an unknown or missing zone is not restricted.
 *
 * @example
 * isRestrictedOnrampTimeZone('Asia/Shanghai') // true
 * isRestrictedOnrampTimeZone('Asia/Hong_Kong') // false
 * isRestrictedOnrampTimeZone(undefined) // false
 */
export function isRestrictedOnrampTimeZone(timeZone: string | undefined): boolean {
  return timeZone !== undefined && restricted.has(timeZone.trim().toLowerCase())
}
