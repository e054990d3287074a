import { describe, expect, it } from 'vitest'
import {
  type AnyEventObject,
  type AnyMachineSnapshot,
  fromCallback,
  fromPromise,
  SimulatedClock,
} from 'xstate'
import { modelGraph } from '../../testing/model-graph.js'
import { checkEveryTransition, type ModelStep } from '../../testing/model-walks.js'
import { startRecordingSystem } from '../../testing/recording-system.js'
import { settle } from '../connection/connection.fixtures.js'
import { analyticsMachine } from './analytics.machine.js'
import { ERROR_REPORTS_PER_WINDOW } from './analytics.rules.js'
import type { AnalyticsEvent, AnalyticsInput } from './analytics.types.js'
import type { AnalyticsCollectorInput } from './analytics-collector.js'
import type { AnalyticsRecord } from './analytics-events.js'

/**
 * Model-based tests: the analytics machine's graph is generated (the project's answer is an ordinary
 * event to the generator), then walked on real actors whose project answers when the test says; the
 * walks take every transition at least once. After every step the state, what reached the site's
 * listeners, what was posted (in order), and the alerts raised are compared with the rules written
 * out again here.
 */

type Answer =
  | { type: 'xstate.done.actor.0.analytics.asking'; output: boolean }
  | { type: 'xstate.error.actor.0.analytics.asking'; error: unknown }
type ModelEvent = AnalyticsEvent | Answer

const record = (event: 'MODAL_OPEN' | 'MODAL_CLOSE'): AnalyticsRecord => ({
  event,
  properties: { connected: false },
  timestamp: 1,
  address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
})
const report = { category: 'test', errorType: 'Error', errorMessage: 'boom', stackTrace: 'at x' }
const PROJECT_ANSWER = 'xstate.done.actor.0.analytics.asking'
const PROJECT_FAILED = 'xstate.error.actor.0.analytics.asking'

const events: ModelEvent[] = [
  { type: 'ANALYTICS.RECORD', record: record('MODAL_OPEN') },
  { type: 'ANALYTICS.RECORD', record: record('MODAL_CLOSE') },
  { type: 'ANALYTICS.REPORT_ERROR', report },
  { type: 'ANALYTICS.FORBIDDEN' },
  { type: PROJECT_ANSWER, output: true },
  { type: PROJECT_ANSWER, output: false },
  { type: PROJECT_FAILED, error: new Error('HTTP status code: 500') },
]

type Step = 'unasked' | 'asking' | 'reporting' | 'off' | 'forbidden'
const steps: readonly Step[] = ['unasked', 'asking', 'reporting', 'off', 'forbidden']
const stateOf = (snapshot: AnyMachineSnapshot) => steps.find((step) => snapshot.matches(step))
// The project answers only while asked; a 403 reaches the machine only from its poster, while reporting.
const canHappen = (snapshot: AnyMachineSnapshot, event: ModelEvent) => {
  if (event.type === PROJECT_ANSWER || event.type === PROJECT_FAILED) return stateOf(snapshot) === 'asking'
  if (event.type === 'ANALYTICS.FORBIDDEN') return stateOf(snapshot) === 'reporting'
  return true
}
// Records kept while asking are told apart up to three (the rule is the same for more).
const serialize = (snapshot: AnyMachineSnapshot) =>
  JSON.stringify([
    snapshot.value,
    Math.min(snapshot.context.waiting.length, 3),
    snapshot.context.errorReportTimes.length,
  ])

type Reference = {
  state: Step
  waiting: string[]
  told: string[]
  posted: string[]
  errorReports: number
  alerts: number
}

function referenceStep(ref: Reference, event: ModelEvent): Reference {
  switch (event.type) {
    case 'ANALYTICS.RECORD': {
      // Every record reaches the site's listeners; it is kept while nothing was asked or while asking,
      // posted while reporting, and goes nowhere else.
      const told = [...ref.told, event.record.event]
      if (ref.state === 'unasked') return { ...ref, state: 'asking', told, waiting: [event.record.event] }
      if (ref.state === 'asking') return { ...ref, told, waiting: [...ref.waiting, event.record.event] }
      if (ref.state === 'reporting') return { ...ref, told, posted: [...ref.posted, event.record.event] }
      return { ...ref, told }
    }
    case 'ANALYTICS.REPORT_ERROR': {
      // Five at most in the minute (the clock stands still here): kept like a record while nothing
      // was asked or while asking (it never reaches the site's listeners), posted while reporting.
      const counts = ref.errorReports < ERROR_REPORTS_PER_WINDOW
      const errorReports = ref.errorReports + 1
      if (ref.state === 'unasked') return { ...ref, state: 'asking', waiting: ['error'], errorReports }
      if (ref.state === 'asking' && counts)
        return { ...ref, waiting: [...ref.waiting, 'error'], errorReports }
      if (ref.state === 'reporting' && counts)
        return { ...ref, posted: [...ref.posted, 'error'], errorReports }
      return ref
    }
    case 'ANALYTICS.FORBIDDEN':
      return { ...ref, state: 'forbidden', alerts: ref.alerts + 1 }
    case PROJECT_ANSWER:
      return event.output
        ? { ...ref, state: 'reporting', posted: [...ref.posted, ...ref.waiting] }
        : { ...ref, state: 'off', waiting: [] }
    case PROJECT_FAILED:
      return { ...ref, state: 'off', waiting: [] }
    default:
      return ref
  }
}

function inputWith(reporter: AnalyticsInput['reporter']): AnalyticsInput {
  return {
    page: {
      inBrowser: true,
      globalPrivacyControl: false,
      location: () => ({ href: 'https://shop.example/cart' }),
    },
    localFeature: true,
    privacy: { sendAddress: false, sendFullUrl: false, sendStackTraces: false },
    reporter,
    namespaces: ['eip155'],
    now: () => 1_000,
    newEventId: () => 'id',
  }
}

const noCollector = fromCallback<AnyEventObject, AnalyticsCollectorInput>(() => {})

async function replay(walk: readonly ModelStep<ModelEvent>[]) {
  let answer: { resolve(value: boolean): void; reject(error: unknown): void } | undefined
  const posted: string[] = []
  const reporter = {
    isEnabled: async () => true,
    send: async (body: unknown) => {
      const props = (body as { props: { event: string; type?: string } }).props
      posted.push(props.type === 'error' ? 'error' : props.event)
      return 'sent' as const
    },
  }
  const logic = analyticsMachine.provide({
    actors: {
      collector: noCollector,
      projectReports: fromPromise(
        () => new Promise<boolean>((resolve, reject) => (answer = { resolve, reject })),
      ),
    },
  })
  const told: string[] = []
  const { actor, heard, stop } = startRecordingSystem({
    systemId: 'analytics',
    logic,
    input: inputWith(reporter),
    clock: new SimulatedClock(),
    recorders: ['foyer'],
    beforeStart: (analytics) => analytics.on('analytics.event', ({ record }) => told.push(record.event)),
  })
  let ref: Reference = { state: 'unasked', waiting: [], told: [], posted: [], errorReports: 0, alerts: 0 }
  for (const { event, key } of walk) {
    if (event.type === PROJECT_ANSWER) answer?.resolve(event.output)
    else if (event.type === PROJECT_FAILED) answer?.reject(event.error)
    else actor.send(event)
    ref = referenceStep(ref, event)
    await settle()
    const snapshot = actor.getSnapshot()
    expect(stateOf(snapshot)).toBe(ref.state)
    expect(told).toEqual(ref.told)
    expect(posted).toEqual(ref.posted)
    expect(heard.get('foyer')).toEqual(
      Array.from({ length: ref.alerts }, () => ({
        type: 'FOYER.ALERT',
        alert: { id: 'INVALID_APP_CONFIGURATION' },
      })),
    )
    const actual = serialize(snapshot)
    if (actual !== key) expect(actual).toBe(key)
  }
  stop()
}

describe('analytics: model-based walks', () => {
  const graph = modelGraph({
    machine: analyticsMachine.provide({ actors: { collector: noCollector } }),
    input: inputWith({ isEnabled: async () => true, send: async () => 'sent' }),
    events,
    canHappen,
    serializeEvent: (event) => JSON.stringify('error' in event ? [event.type, String(event.error)] : event),
    serialize,
  })

  it('reaches every state but the refused one', () => {
    expect(new Set(graph.states.map(stateOf))).toEqual(new Set(steps))
  })

  it(`checks every transition from ${graph.nodes.length} states against the rules`, async () => {
    const { transitions } = await checkEveryTransition({ graph, replay })
    expect(transitions).toBeGreaterThan(graph.nodes.length * 3)
  })
})

describe('analytics: refused before anything leaves the page', () => {
  const refusals: [string, Partial<AnalyticsInput>][] = [
    [
      'outside a browser',
      { page: { inBrowser: false, globalPrivacyControl: false, location: () => ({ href: '' }) } },
    ],
    ['with the feature off', { localFeature: false }],
    [
      'with Global Privacy Control',
      { page: { inBrowser: true, globalPrivacyControl: true, location: () => ({ href: '' }) } },
    ],
    ['without a project and API', { reporter: undefined }],
  ]

  it.each(refusals)(
    '%s: the project is never asked, nothing is posted, the site still hears every event',
    async (_, change) => {
      const calls: string[] = []
      const reporter = {
        isEnabled: async () => {
          calls.push('isEnabled')
          return true
        },
        send: async () => {
          calls.push('send')
          return 'sent' as const
        },
      }
      const told: string[] = []
      const { actor, stop } = startRecordingSystem({
        systemId: 'analytics',
        logic: analyticsMachine.provide({ actors: { collector: noCollector } }),
        input: { ...inputWith(reporter), ...change },
        clock: new SimulatedClock(),
        recorders: ['foyer'],
        beforeStart: (analytics) => analytics.on('analytics.event', ({ record }) => told.push(record.event)),
      })
      actor.send({ type: 'ANALYTICS.RECORD', record: record('MODAL_OPEN') })
      actor.send({ type: 'ANALYTICS.REPORT_ERROR', report })
      await settle()
      expect(stateOf(actor.getSnapshot())).toBe('off')
      expect(told).toEqual(['MODAL_OPEN'])
      expect(calls).toEqual([])
      stop()
    },
  )
})
