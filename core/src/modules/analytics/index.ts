export type {
  AnalyticsEvent,
  AnalyticsEventName,
  AnalyticsPrivacy,
  AnalyticsRecord,
  ErrorReport,
} from '../../machines/analytics/index.js'
export { type AnalyticsActions, type AnalyticsOptions, analytics, errorReportOf } from './analytics.module.js'
export { createAnalyticsReporter } from './analytics-reporter.js'
