export { analyticsMachine } from './analytics.machine.js'
export type { AnalyticsPrivacy } from './analytics.rules.js'
export type { AnalyticsActor, AnalyticsInput, AnalyticsReporter, ReportOutcome } from './analytics.types.js'
export type {
  AnalyticsEvent,
  AnalyticsEventName,
  AnalyticsRecord,
  ErrorReport,
} from './analytics-events.js'
