import { createHttpClient } from '../../api/http.js'
import { HttpStatusError } from '../../errors/http.js'
import type { AnalyticsReporter } from '../../machines/analytics/analytics.types.js'

/**
 * The project's reporting service on the site's API: `GET /getAnalyticsConfig` says whether the
 * project reports (only `isAnalyticsEnabled: true` counts as yes), and `POST /e` takes one report,
 * both with the project id and the SDK's type and version in the query. Nothing throws and nothing is
 * retried: a report an ad blocker stops is simply not sent.
 *
 * @example
 * const reporter = createAnalyticsReporter({ apiUrl: 'https://api.example', sdk: { projectId: 'p1', sdkType: 'foyer', sdkVersion: '0.1.0' } })
 * if (await reporter.isEnabled()) await reporter.send(body)
 */
export function createAnalyticsReporter(options: {
  apiUrl: string
  sdk: { projectId: string; sdkType: string; sdkVersion: string }
}): AnalyticsReporter {
  const http = createHttpClient({ baseUrl: options.apiUrl })
  const params = { projectId: options.sdk.projectId, st: options.sdk.sdkType, sv: options.sdk.sdkVersion }
  return {
    async isEnabled() {
      const answer = await http.get({ path: '/getAnalyticsConfig', params }).catch(() => undefined)
      return typeof answer === 'object' && answer !== null && 'isAnalyticsEnabled' in answer
        ? answer.isAnalyticsEnabled === true
        : false
    },
    async send(body) {
      try {
        await http.post({ path: '/e', params, body })
        return 'sent'
      } catch (error) {
        // A 2xx without a JSON body still took the report.
        if (!(error instanceof HttpStatusError)) return isUnreadableAnswer(error) ? 'sent' : 'failed'
        return error.status === 403 ? 'forbidden' : 'failed'
      }
    },
  }
}

const isUnreadableAnswer = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === 'INVALID_RESPONSE'
