/**
 * What {@link isMobileDevice} looks at. Every field is optional: a missing one counts as unknown.
 *
 * @example
 * const env: DeviceEnv = { userAgent: navigator.userAgent, maxTouchPoints: navigator.maxTouchPoints }
 */
export type DeviceEnv = {
  userAgent?: string | undefined
  maxTouchPoints?: number | undefined
  /** Whether the primary pointer is coarse (`matchMedia('(pointer: coarse)')`). */
  coarsePointer?: boolean | undefined
}

// Phones and tablets that say so in their user agent ("Mobi" covers the generic "Mobile" token).
const mobileAgent =
  /Android|iPhone|iPod|iPad|Mobi|BlackBerry|BB10|IEMobile|Windows Phone|Opera Mini|webOS|Silk/i

/**
 * Whether the visitor is on a phone or tablet, where wallets are apps opened by deep link rather than
 * a QR code. True for:
 * - a user agent of a mobile system (Android, iPhone, iPod, iPad, BlackBerry, Windows Phone, …);
 * - iPadOS, which reports a Mac (`Macintosh`) user agent but has touch points (> 1; Macs have 0);
 * - Android's "desktop site" mode, which reports a Linux desktop: `Linux` (not ChromeOS) with a coarse
 *   primary pointer and touch points;
 * - no user agent at all, but a coarse primary pointer with touch points.
 *
 * SSR-safe: without `env` it reads `navigator` and `matchMedia` when they exist (at call time, never at
 * import), and is false on a server.
 *
 * @example
 * isMobileDevice() // in a browser: from navigator; on a server: false
 * isMobileDevice({ userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) …', maxTouchPoints: 5 }) // true (iPad)
 */
export function isMobileDevice(env?: DeviceEnv): boolean {
  const { userAgent = '', maxTouchPoints = 0, coarsePointer = false } = env ?? browserEnv()
  if (mobileAgent.test(userAgent)) return true
  const touch = maxTouchPoints > 1
  if (/Macintosh/i.test(userAgent)) return touch
  if (/Linux/i.test(userAgent) && !/CrOS/i.test(userAgent)) return touch && coarsePointer
  if (userAgent.trim() === '') return coarsePointer && maxTouchPoints > 0
  return false
}

function browserEnv(): DeviceEnv {
  const nav = (globalThis as { navigator?: Partial<Navigator> }).navigator
  const scope = globalThis as { matchMedia?: (query: string) => MediaQueryList }
  let coarsePointer = false
  try {
    coarsePointer = typeof scope.matchMedia === 'function' && scope.matchMedia('(pointer: coarse)').matches
  } catch {
    // Some embedded browsers throw on media queries they do not know.
  }
  return { userAgent: nav?.userAgent, maxTouchPoints: nav?.maxTouchPoints, coarsePointer }
}
