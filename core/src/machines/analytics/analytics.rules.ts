import type { AnalyticsRecord, ErrorReport } from './analytics-events.js'

/**
 * What the site allows its reports to carry beyond the event itself. Each is off unless the site
 * turns it on: the visitor's address, the page's full URL (path and query, which often hold ids or
 * tokens), and the stack of a reported error (which can hold the page's file paths).
 *
 * @example
 * const privacy: AnalyticsPrivacy = { sendAddress: false, sendFullUrl: false, sendStackTraces: true }
 */
export type AnalyticsPrivacy = { sendAddress: boolean; sendFullUrl: boolean; sendStackTraces: boolean }

/**
 * Why nothing is reported from this page, before any request is made; `undefined` when the project
 * may be asked whether it reports. Outside a browser there is no visitor; the site's `analytics`
 * feature off is the site saying no; a browser sending Global Privacy Control is the visitor saying no.
 *
 * @example
 * reportingRefusal({ inBrowser: true, localFeature: true, globalPrivacyControl: true }) // 'globalPrivacyControl'
 */
export function reportingRefusal(page: {
  inBrowser: boolean
  localFeature: boolean
  globalPrivacyControl: boolean
}): 'notBrowser' | 'featureOff' | 'globalPrivacyControl' | undefined {
  if (!page.inBrowser) return 'notBrowser'
  if (!page.localFeature) return 'featureOff'
  if (page.globalPrivacyControl) return 'globalPrivacyControl'
  return undefined
}

/** Where the page is: its full URL, as `location.href` gives it. */
export type PageLocation = { href: string }

/**
 * The body of `POST /e` for one event: its id, the page (its origin, or its full URL when the site
 * allows), the page's host, the time, and the event's properties with the event's name (and the
 * visitor's address only when the site allows).
 *
 * @example
 * eventPayload(record, { href: 'https://shop.example/cart?id=7' }, 'c0ffee…', privacy)
 * // { eventId: 'c0ffee…', url: 'https://shop.example', domain: 'shop.example', timestamp, props: { event: 'MODAL_OPEN', connected: false } }
 */
export function eventPayload(
  record: AnalyticsRecord,
  page: PageLocation,
  eventId: string,
  privacy: AnalyticsPrivacy,
) {
  const address = privacy.sendAddress ? record.address : undefined
  return {
    ...pagePart(page, privacy),
    eventId,
    timestamp: record.timestamp,
    props: { event: record.event, ...record.properties, ...(address ? { address } : {}) },
  }
}

/**
 * The body of `POST /e` for an error report: the error's type, message and category, and its stack
 * only when the site allows.
 *
 * @example
 * errorPayload(report, { href: location.href }, 'c0ffee…', 1764000000000, privacy)
 */
export function errorPayload(
  report: ErrorReport,
  page: PageLocation,
  eventId: string,
  timestamp: number,
  privacy: AnalyticsPrivacy,
) {
  return {
    ...pagePart(page, privacy),
    eventId,
    timestamp,
    props: {
      type: 'error',
      event: 'ERROR',
      category: report.category,
      errorType: report.errorType,
      errorMessage: report.errorMessage,
      ...(privacy.sendStackTraces && report.stackTrace ? { stackTrace: report.stackTrace } : {}),
    },
  }
}

function pagePart(page: PageLocation, privacy: AnalyticsPrivacy): { url: string; domain: string } {
  try {
    const url = new URL(page.href)
    return { url: privacy.sendFullUrl ? url.href : url.origin, domain: url.hostname }
  } catch {
    return { url: '', domain: '' }
  }
}

/** At most this many error reports leave the page in any {@link ERROR_REPORT_WINDOW_MS}. */
export const ERROR_REPORTS_PER_WINDOW = 5

/** The window error reports are counted over: 60 s. */
export const ERROR_REPORT_WINDOW_MS = 60_000

/**
 * The send times of error reports still inside the window at `now`, with `now` added when one more
 * report may go; `undefined` when the limit is reached (the report is dropped, not delayed: a burst of
 * the same failure says nothing more).
 *
 * @example
 * errorReportTimes([0, 1, 2, 3, 4], 10) // undefined: five in the last 60 s
 * errorReportTimes([0, 1, 2, 3, 4], 60_001) // [60_001]
 */
export function errorReportTimes(sent: readonly number[], now: number): number[] | undefined {
  const recent = sent.filter((time) => now - time < ERROR_REPORT_WINDOW_MS)
  return recent.length < ERROR_REPORTS_PER_WINDOW ? [...recent, now] : undefined
}
