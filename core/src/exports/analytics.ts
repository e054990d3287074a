// Analytics for the browser: the module `createFoyer({ modules: [analytics()] })` takes, the typed
// events its `onAnalyticsEvent` stream gives, and the error report shape.
export * from '../modules/analytics/index.js'
