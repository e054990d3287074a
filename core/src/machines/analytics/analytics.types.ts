import type { ActorRefFrom } from 'xstate'
import type { analyticsMachine } from './analytics.machine.js'
import type { AnalyticsPrivacy, PageLocation } from './analytics.rules.js'
import type { AnalyticsRecord, ErrorReport } from './analytics-events.js'

/** What one `POST /e` came to: sent, refused with 403 (the origin is not allowed), or failed. */
export type ReportOutcome = 'sent' | 'forbidden' | 'failed'

/**
 * The project's reporting service as the analytics machine uses it: whether the project reports
 * (`GET /getAnalyticsConfig`), and one report sent (`POST /e`). Neither throws: a failure is `false`
 * or `'failed'`, and nothing is retried.
 *
 * @example
 * const reporter: AnalyticsReporter = { isEnabled: async () => true, send: async () => 'sent' }
 */
export type AnalyticsReporter = {
  isEnabled(): Promise<boolean>
  send(body: unknown): Promise<ReportOutcome>
}

/**
 * What the analytics machine starts with: the page it runs on, the site's `analytics` feature and
 * privacy choices, the reporter (none without a project id and API), the site's namespaces (whose
 * connection actors it follows), a clock and event ids.
 *
 * @example
 * const input: AnalyticsInput = { page, localFeature: true, privacy, reporter, namespaces: ['eip155'], now: Date.now, newEventId: () => crypto.randomUUID() }
 */
export type AnalyticsInput = {
  page: { inBrowser: boolean; globalPrivacyControl: boolean; location: () => PageLocation }
  localFeature: boolean
  privacy: AnalyticsPrivacy
  reporter: AnalyticsReporter | undefined
  namespaces: readonly string[]
  now: () => number
  newEventId: () => string
}

/**
 * What waits for the project's answer: a record, or an error report with the time it was made.
 *
 * @example
 * const kept: AnalyticsWaiting = { kind: 'error', report, timestamp: 1764000000000 }
 */
export type AnalyticsWaiting =
  | { kind: 'record'; record: AnalyticsRecord }
  | { kind: 'error'; report: ErrorReport; timestamp: number }

/** The analytics machine's context: its input, what waits for the project's answer, and the recent error reports' times. */
export type AnalyticsContext = AnalyticsInput & {
  waiting: readonly AnalyticsWaiting[]
  errorReportTimes: readonly number[]
}

/**
 * Events the analytics machine accepts.
 *
 * @example
 * analytics.send({ type: 'ANALYTICS.REPORT_ERROR', report })
 */
export type AnalyticsEvent =
  /** Something the visitor did, from the collector. */
  | { type: 'ANALYTICS.RECORD'; record: AnalyticsRecord }
  /** An error the site or Foyer wants reported. */
  | { type: 'ANALYTICS.REPORT_ERROR'; report: ErrorReport }
  /** The reporting service answered 403: this origin is not allowed. */
  | { type: 'ANALYTICS.FORBIDDEN' }

/** What the analytics machine emits: every record, for the site's own listeners. */
export type AnalyticsEmitted = { type: 'analytics.event'; record: AnalyticsRecord }

/** The analytics actor (system id `analytics`). */
export type AnalyticsActor = ActorRefFrom<typeof analyticsMachine>
