import type { AnalyticsActor, AnalyticsEvent } from '../../machines/analytics/analytics.types.js'

// The analytics module's actor in Foyer's system map.
declare module '../../system/system.events.js' {
  interface FoyerSystemEvents {
    analytics: AnalyticsEvent
  }
}
declare module '../../system/system.actors.js' {
  interface FoyerSystemActors {
    analytics: AnalyticsActor
  }
}
