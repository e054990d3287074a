import { assertEvent, assign, emit, fromCallback, fromPromise, sendTo, setup } from 'xstate'
import { systemSender } from '../../system/system.js'
import { errorPayload, errorReportTimes, eventPayload, reportingRefusal } from './analytics.rules.js'
import type {
  AnalyticsContext,
  AnalyticsEmitted,
  AnalyticsEvent,
  AnalyticsInput,
  AnalyticsWaiting,
} from './analytics.types.js'
import { analyticsCollector } from './analytics-collector.js'

/** Records and error reports kept while the project is asked whether it reports; later ones are dropped. */
const MAX_WAITING = 50

/** What the poster starts with: the reporter, and the reports kept while the project was asked. */
type PosterInput = { reporter: AnalyticsInput['reporter']; waiting: readonly unknown[] }

const toSystem = systemSender<AnalyticsContext, AnalyticsEvent>()

/**
 * Analytics (system id `analytics`): every event the collector hears is emitted to the site's
 * listeners at once. Reports leave the page only when the site's `analytics` feature is on, the page
 * is a browser without Global Privacy Control, and the project says it reports
 * (`GET /getAnalyticsConfig`, asked with the first event, the events meanwhile kept); then each event
 * is one `POST /e`, error reports at most five a minute (those made before the answer are kept with
 * the events: WalletConnect may fail to start before the visitor did anything). A refusal or a failed answer turns reporting
 * off for the page; a 403 (this origin is not allowed) raises 'Invalid App Configuration' and turns it
 * off. A failed report (an ad blocker, a network error) is dropped silently, never retried.
 *
 * @example
 * const analytics = createActor(analyticsMachine, { input }).start()
 * analytics.on('analytics.event', ({ record }) => console.log(record.event))
 */
export const analyticsMachine = setup({
  types: {
    context: {} as AnalyticsContext,
    events: {} as AnalyticsEvent,
    input: {} as AnalyticsInput,
    emitted: {} as AnalyticsEmitted,
  },
  actors: {
    collector: analyticsCollector,
    projectReports: fromPromise<boolean, AnalyticsInput['reporter']>(
      async ({ input }) => (await input?.isEnabled()) === true,
    ),
    poster: fromCallback<{ type: 'POST'; body: unknown }, PosterInput>(({ input, receive, sendBack }) => {
      const post = (body: unknown) =>
        input.reporter?.send(body).then((outcome) => {
          if (outcome === 'forbidden') sendBack({ type: 'ANALYTICS.FORBIDDEN' })
        })
      for (const body of input.waiting) post(body)
      receive(({ body }) => post(body))
    }),
  },
  guards: {
    mayReportError: ({ context }) => errorReportTimes(context.errorReportTimes, context.now()) !== undefined,
    refused: ({ context }) =>
      context.reporter === undefined ||
      reportingRefusal({ ...context.page, localFeature: context.localFeature }) !== undefined,
  },
  actions: {
    tellSite: emit(({ event }) => {
      assertEvent(event, 'ANALYTICS.RECORD')
      return { type: 'analytics.event' as const, record: event.record }
    }),
    keep: assign({
      waiting: ({ context, event }) => {
        assertEvent(event, ['ANALYTICS.RECORD', 'ANALYTICS.REPORT_ERROR'])
        const kept: AnalyticsWaiting =
          event.type === 'ANALYTICS.RECORD'
            ? { kind: 'record', record: event.record }
            : { kind: 'error', report: event.report, timestamp: context.now() }
        return context.waiting.length < MAX_WAITING ? [...context.waiting, kept] : context.waiting
      },
    }),
    forget: assign({ waiting: [] }),
    post: sendTo('poster', ({ context, event }) => {
      assertEvent(event, 'ANALYTICS.RECORD')
      const body = eventPayload(event.record, context.page.location(), context.newEventId(), context.privacy)
      return { type: 'POST' as const, body }
    }),
    postError: sendTo('poster', ({ context, event }) => {
      assertEvent(event, 'ANALYTICS.REPORT_ERROR')
      const now = context.now()
      const body = errorPayload(
        event.report,
        context.page.location(),
        context.newEventId(),
        now,
        context.privacy,
      )
      return { type: 'POST' as const, body }
    }),
    countErrorReport: assign({
      errorReportTimes: ({ context }) => errorReportTimes(context.errorReportTimes, context.now()) ?? [],
    }),
    raiseForbidden: toSystem('foyer')(() => ({
      type: 'FOYER.ALERT',
      alert: { id: 'INVALID_APP_CONFIGURATION' },
    })),
  },
}).createMachine({
  id: 'analytics',
  context: ({ input }) => ({ ...input, waiting: [], errorReportTimes: [] }),
  invoke: {
    src: 'collector',
    input: ({ context }) => ({ now: context.now, namespaces: context.namespaces }),
  },
  initial: 'deciding',
  states: {
    deciding: { always: [{ guard: 'refused', target: 'off' }, { target: 'unasked' }] },
    /** Nothing has happened yet: the project is asked with the first event. */
    unasked: {
      on: {
        'ANALYTICS.RECORD': { target: 'asking', actions: ['tellSite', 'keep'] },
        'ANALYTICS.REPORT_ERROR': { target: 'asking', actions: ['countErrorReport', 'keep'] },
      },
    },
    asking: {
      invoke: {
        src: 'projectReports',
        input: ({ context }) => context.reporter,
        onDone: [
          { guard: ({ event }) => event.output, target: 'reporting' },
          { target: 'off', actions: 'forget' },
        ],
        onError: { target: 'off', actions: 'forget' },
      },
      on: {
        'ANALYTICS.RECORD': { actions: ['tellSite', 'keep'] },
        'ANALYTICS.REPORT_ERROR': { guard: 'mayReportError', actions: ['countErrorReport', 'keep'] },
      },
    },
    reporting: {
      // The events kept while the project was asked go first, in order.
      invoke: {
        id: 'poster',
        src: 'poster',
        input: ({ context }) => ({
          reporter: context.reporter,
          waiting: context.waiting.map((kept) =>
            kept.kind === 'record'
              ? eventPayload(kept.record, context.page.location(), context.newEventId(), context.privacy)
              : errorPayload(
                  kept.report,
                  context.page.location(),
                  context.newEventId(),
                  kept.timestamp,
                  context.privacy,
                ),
          ),
        }),
      },
      on: {
        'ANALYTICS.RECORD': { actions: ['tellSite', 'post'] },
        'ANALYTICS.REPORT_ERROR': { guard: 'mayReportError', actions: ['countErrorReport', 'postError'] },
        'ANALYTICS.FORBIDDEN': { target: 'forbidden', actions: 'raiseForbidden' },
      },
    },
    /** Reporting is refused for this page: events still reach the site's listeners. */
    off: { on: { 'ANALYTICS.RECORD': { actions: 'tellSite' } } },
    /** The reporting service refused this origin: events still reach the site's listeners. */
    forbidden: { on: { 'ANALYTICS.RECORD': { actions: 'tellSite' } } },
  },
})
