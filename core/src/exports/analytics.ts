// Analytics for the browser: the module `createFoyer({ modules: [analytics()] })` takes, the typed
// events its `onAnalyticsEvent` stream gives, and the error report shape.
export {
  type AnalyticsActions,
  type AnalyticsEvent,
  type AnalyticsEventName,
  type AnalyticsOptions,
  type AnalyticsPrivacy,
  type AnalyticsRecord,
  analytics,
  type ErrorReport,
  errorReportOf,
} from '../modules/analytics/index.js'
