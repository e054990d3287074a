import { SDK_TYPE, SDK_VERSION } from '../../config/sdk.js'
import { analyticsMachine } from '../../machines/analytics/analytics.machine.js'
import type { AnalyticsPrivacy } from '../../machines/analytics/analytics.rules.js'
import type { AnalyticsRecord, ErrorReport } from '../../machines/analytics/analytics-events.js'
import type { FoyerModule } from '../../system/module.types.js'
import { getSystemActor } from '../../system/system.js'
import { createAnalyticsReporter } from './analytics-reporter.js'
import './analytics.system.js'

/** What the site may let reports carry; each is off unless set (see `AnalyticsPrivacy`). */
export type AnalyticsOptions = Partial<AnalyticsPrivacy>

/** What the analytics module adds to the facade `createFoyer` returns. */
export type AnalyticsActions = {
  /**
   * Listens to every analytics event on the page, whether or not reports are sent; returns the
   * unsubscribe function.
   */
  onAnalyticsEvent(listener: (record: AnalyticsRecord) => void): () => void
  /** Reports an error (at most five a minute reach the project, and only where reports are on). */
  reportError(error: unknown, category: string): void
}

/**
 * Analytics: a typed stream of what visitors do in the modal (`onAnalyticsEvent`), and reports to
 * the project's API (`POST /e`) only when the site's `analytics` feature is on, the project's
 * `GET /getAnalyticsConfig` says it reports, and the visitor's browser does not send Global Privacy
 * Control. Nothing leaves the page before that answer; the visitor's address, the page's full URL and
 * error stacks are sent only when the site turns each on. Without a project id and `services.apiUrl`
 * there are no reports, only the stream.
 *
 * @example
 * const foyer = createFoyer({ projectId, services: { apiUrl }, adapters, modules: [analytics()] })
 * foyer.onAnalyticsEvent(({ event, properties }) => console.log(event, properties))
 */
export function analytics(options: AnalyticsOptions = {}): FoyerModule<AnalyticsActions> {
  const privacy: AnalyticsPrivacy = {
    sendAddress: options.sendAddress === true,
    sendFullUrl: options.sendFullUrl === true,
    sendStackTraces: options.sendStackTraces === true,
  }
  return {
    id: 'analytics',
    plug: ({ options: site, namespaces }) => {
      const apiUrl = site.services?.apiUrl
      const reporter =
        apiUrl && site.projectId
          ? createAnalyticsReporter({
              apiUrl,
              sdk: { projectId: site.projectId, sdkType: SDK_TYPE, sdkVersion: SDK_VERSION },
            })
          : undefined
      const inBrowser = typeof window !== 'undefined' && typeof navigator !== 'undefined'
      const input = {
        page: {
          inBrowser,
          globalPrivacyControl: inBrowser && readGlobalPrivacyControl(navigator),
          location: () => ({ href: inBrowser ? window.location.href : '' }),
        },
        localFeature: site.features?.analytics !== false,
        privacy,
        reporter,
        namespaces,
        now: Date.now,
        newEventId: () => globalThis.crypto.randomUUID(),
      }
      return { actors: [{ systemId: 'analytics', logic: analyticsMachine, input }] }
    },
    actions: (foyer) => ({
      onAnalyticsEvent(listener) {
        const subscription = getSystemActor(foyer.actor, 'analytics')?.on('analytics.event', ({ record }) =>
          listener(record),
        )
        return () => subscription?.unsubscribe()
      },
      reportError(error, category) {
        getSystemActor(foyer.actor, 'analytics')?.send({
          type: 'ANALYTICS.REPORT_ERROR',
          report: errorReportOf(error, category),
        })
      },
    }),
  }
}

/** Global Privacy Control, as browsers that send it expose it (`navigator.globalPrivacyControl`). */
function readGlobalPrivacyControl(browser: Navigator): boolean {
  return 'globalPrivacyControl' in browser && browser.globalPrivacyControl === true
}

/**
 * An error as a report: its class name (or code), message and stack.
 *
 * @example
 * errorReportOf(new TypeError('x'), 'send') // { category: 'send', errorType: 'TypeError', errorMessage: 'x', stackTrace: '…' }
 */
export function errorReportOf(error: unknown, category: string): ErrorReport {
  if (error instanceof Error)
    return { category, errorType: error.name, errorMessage: error.message, stackTrace: error.stack }
  return { category, errorType: typeof error, errorMessage: String(error), stackTrace: undefined }
}
