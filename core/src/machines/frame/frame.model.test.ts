import { describe, expect, it } from 'vitest'
import { type AnyMachineSnapshot, createActor, fromCallback, fromPromise, SimulatedClock } from 'xstate'
import type { FrameChannel } from '../../embedded/frame-channel.js'
import type { AlertId } from '../../errors/alerts.js'
import { UnverifiedDomainError } from '../../errors/frame.js'
import { modelGraph } from '../../testing/model-graph.js'
import { checkEveryTransition, type ModelStep } from '../../testing/model-walks.js'
import { startRecordingSystem } from '../../testing/recording-system.js'
import { settle } from '../connection/connection.fixtures.js'
import { FRAME_LOAD_TIMEOUT_MS, FRAME_READY_DELAY_MS, FRAME_SIGN_OUT_WAIT_MS } from './frame.constants.js'
import { frameMachine } from './frame.machine.js'
import { selectFrameChannel, selectFrameFailureMessage, selectFrameStatus } from './frame.selectors.js'
import type { FrameEvent, FrameFailure } from './frame.types.js'

/**
 * Model-based tests: the frame machine's graph is generated (the frame's answers and the machine's
 * timeouts are ordinary events to the generator), then walked on real actors with a simulated clock
 * and a frame that answers when the test says; the walks take every transition at least once. After
 * every step the status, the failure text, the channel offered to callers, the frames still in the
 * page and what the machine emitted are compared with the rules written out again here, and the actor
 * with the model's state: the frame is ready 500 ms after its handshake; one not ready within 20 s
 * fails 'iframe_load_failed' and leaves the page; one that refuses this site fails 'unverified_domain'
 * at once; each failure raises its alert; a reload takes the old frame out first (and ends a
 * sign-out); signing out waits for the frame's answer or error, 3 s at most; after a failure any load
 * tries again. Before any frame is put in the page, the project's sign-in is checked: with neither
 * email nor social login on, no frame ever loads, and the next load checks again.
 */

const OPENED = 'xstate.done.actor.openFrame'
const OPEN_FAILED = 'xstate.error.actor.openFrame'
const SIGNED_OUT = 'xstate.done.actor.signOut'
const SIGN_OUT_FAILED = 'xstate.error.actor.signOut'
const LOAD_TIMEOUT = 'xstate.after.loadTimeout.frame.loading'
const READY_DELAY = 'xstate.after.readyDelay.frame.settling'
const SIGN_OUT_WAIT = 'xstate.after.signOutWait.frame.ready.signingOut'
type Answer = typeof OPENED | typeof OPEN_FAILED | typeof SIGNED_OUT | typeof SIGN_OUT_FAILED
type Timeout = typeof LOAD_TIMEOUT | typeof READY_DELAY | typeof SIGN_OUT_WAIT
// One member per answer and per timeout, so checking `type` narrows the event.
type ModelEvent =
  | FrameEvent
  | { [answer in Answer]: { type: answer; output?: unknown; error?: unknown } }[Answer]
  | { [timeout in Timeout]: { type: timeout } }[Timeout]

const graphChannel: FrameChannel = { call: () => Promise.reject(new Error('graph only')), close() {} }
const events: ModelEvent[] = [
  { type: 'FRAME.LOAD' },
  { type: 'FRAME.RELOAD' },
  { type: 'FRAME.SIGN_OUT' },
  { type: 'FRAME.SIGN_IN_ON' },
  { type: 'FRAME.SIGN_IN_OFF' },
  { type: OPENED, output: graphChannel },
  { type: OPEN_FAILED, error: new Error('handshake failed') },
  { type: OPEN_FAILED, error: new UnverifiedDomainError() },
  { type: SIGNED_OUT },
  { type: SIGN_OUT_FAILED, error: new Error('frame refused') },
  { type: LOAD_TIMEOUT },
  { type: READY_DELAY },
  { type: SIGN_OUT_WAIT },
]

/** A state's identity in the model: its value and the failure. */
const serialize = (snapshot: AnyMachineSnapshot) => JSON.stringify([snapshot.value, snapshot.context.failure])

function canHappen(snapshot: AnyMachineSnapshot, event: ModelEvent): boolean {
  switch (event.type) {
    // The check's answer comes from the actor the checking state runs.
    case 'FRAME.SIGN_IN_ON':
    case 'FRAME.SIGN_IN_OFF':
      return snapshot.matches('checking')
    case OPENED:
    case OPEN_FAILED:
    case LOAD_TIMEOUT:
      return snapshot.matches('loading')
    case READY_DELAY:
      return snapshot.matches('settling')
    case SIGNED_OUT:
    case SIGN_OUT_FAILED:
    case SIGN_OUT_WAIT:
      return snapshot.matches({ ready: 'signingOut' })
    default:
      return true
  }
}

/** The rules, written out again. */
type Status = 'idle' | 'checking' | 'off' | 'loading' | 'settling' | 'ready' | 'signingOut' | 'failed'
type Reference = {
  status: Status
  failure: FrameFailure | undefined
  /** When the pending timeout of the state is due (simulated ms). */
  due: number
  heard: string[]
  /** The alerts raised so far. */
  alerts: AlertId[]
}

// SPEC §8: the alert each failure raises.
const alertOf: Record<FrameFailure, AlertId> = {
  IFRAME_LOAD_FAILED: 'IFRAME_LOAD_FAILED',
  UNVERIFIED_DOMAIN: 'UNVERIFIED_DOMAIN',
  FRAME_DEPENDENCY_LOAD_FAILED: 'NETWORK_ERROR',
}

const delayOf: Partial<Record<Status, number>> = {
  loading: FRAME_LOAD_TIMEOUT_MS,
  settling: FRAME_READY_DELAY_MS,
  signingOut: FRAME_SIGN_OUT_WAIT_MS,
}

function referenceStep(ref: Reference, event: ModelEvent, now: number): Reference {
  const to = (status: Status, changes: Partial<Reference> = {}): Reference => ({
    ...ref,
    status,
    due: now + (delayOf[status] ?? Number.POSITIVE_INFINITY),
    ...changes,
  })
  const fail = (failure: FrameFailure) =>
    to('failed', {
      failure,
      heard: [...ref.heard, 'frame.failed'],
      alerts: [...ref.alerts, alertOf[failure]],
    })
  // Without a frame in the page, a load first checks that sign-in is on.
  const withoutFrame = ref.status === 'idle' || ref.status === 'failed' || ref.status === 'off'
  switch (event.type) {
    case 'FRAME.LOAD':
      return withoutFrame ? to('checking') : ref
    case 'FRAME.RELOAD':
      // A reload during a sign-out ends it: the page forgets the session either way.
      if (withoutFrame) return to('checking')
      if (ref.status === 'checking') return ref
      return ref.status === 'signingOut'
        ? to('loading', { heard: [...ref.heard, 'frame.signedOut'] })
        : to('loading', { failure: undefined })
    case 'FRAME.SIGN_IN_ON':
      return to('loading', { failure: undefined })
    case 'FRAME.SIGN_IN_OFF':
      return to('off')
    case 'FRAME.SIGN_OUT':
      return ref.status === 'ready' ? to('signingOut') : ref
    case OPENED:
      return to('settling')
    case OPEN_FAILED:
      // The frame refusing this site's origin is told apart from a handshake or code that failed.
      return fail(
        event.error instanceof UnverifiedDomainError ? 'UNVERIFIED_DOMAIN' : 'FRAME_DEPENDENCY_LOAD_FAILED',
      )
    case LOAD_TIMEOUT:
      return fail('IFRAME_LOAD_FAILED')
    case READY_DELAY:
      return to('ready', { heard: [...ref.heard, 'frame.ready'] })
    case SIGNED_OUT:
    case SIGN_OUT_FAILED:
    case SIGN_OUT_WAIT:
      return to('ready', { heard: [...ref.heard, 'frame.signedOut'] })
  }
}

/** A frame that answers when the test says: every open and sign-out, in order, with their signals. */
function scriptedFrame() {
  type Open = {
    signal: AbortSignal
    settled: boolean
    resolve(channel: FrameChannel): void
    reject(error: Error): void
  }
  const opens: Open[] = []
  const signOuts: { resolve(): void; reject(error: Error): void }[] = []
  const channels: { closed: boolean; channel: FrameChannel }[] = []
  const logic = {
    openFrame: fromPromise<FrameChannel, { url: string }>(
      ({ signal }) =>
        new Promise((resolve, reject) => {
          const open: Open = {
            signal,
            settled: false,
            resolve: (channel) => {
              open.settled = true
              resolve(channel)
            },
            reject: (error) => {
              open.settled = true
              reject(error)
            },
          }
          opens.push(open)
        }),
    ),
    signOut: fromPromise<void, { channel: FrameChannel | undefined }>(
      () => new Promise((resolve, reject) => signOuts.push({ resolve, reject })),
    ),
    // The walk answers the check itself.
    checkSignIn: fromCallback<FrameEvent>(() => {}),
  }
  const newChannel = () => {
    const entry = {
      closed: false,
      channel: { call: () => Promise.reject(new Error('unused')), close: () => {} },
    }
    entry.channel.close = () => {
      entry.closed = true
    }
    channels.push(entry)
    return entry.channel
  }
  // Frames in the page: a pending open whose signal did not abort, or an open channel.
  const inPage = () =>
    opens.filter((open) => !open.settled && !open.signal.aborted).length +
    channels.filter((entry) => !entry.closed).length
  return { logic, opens, signOuts, channels, newChannel, inPage }
}

async function replay(walk: readonly ModelStep<ModelEvent>[]) {
  const clock = new SimulatedClock()
  const frame = scriptedFrame()
  const heard: string[] = []
  const {
    actor,
    heard: sent,
    stop,
  } = startRecordingSystem({
    systemId: 'frame',
    logic: frameMachine.provide({ actors: frame.logic }),
    input: { url: 'https://login.example/?projectId=p1', loadNow: false },
    clock,
    recorders: ['foyer'],
    beforeStart: (frameActor) => frameActor.on('*', (emitted) => heard.push(emitted.type)),
  })
  let ref: Reference = {
    status: 'idle',
    failure: undefined,
    due: Number.POSITIVE_INFINITY,
    heard: [],
    alerts: [],
  }
  for (const { event, key } of walk) {
    const opening = frame.opens.at(-1)
    if (event.type === OPENED) opening?.resolve(frame.newChannel())
    else if (event.type === OPEN_FAILED)
      opening?.reject(event.error instanceof Error ? event.error : new Error())
    else if (event.type === SIGNED_OUT) frame.signOuts.at(-1)?.resolve()
    else if (event.type === SIGN_OUT_FAILED) frame.signOuts.at(-1)?.reject(new Error('frame refused'))
    else if (event.type === LOAD_TIMEOUT || event.type === READY_DELAY || event.type === SIGN_OUT_WAIT) {
      clock.set(ref.due - 1)
      await settle()
      expect(actor.getSnapshot().value, `1 ms before ${event.type} is due, nothing changed`).toEqual(
        machineValueOf(ref.status),
      )
      clock.increment(1)
    } else actor.send(event)
    ref = referenceStep(ref, event, clock.now())
    await settle()
    const snapshot = actor.getSnapshot()
    expect(snapshot.value).toEqual(machineValueOf(ref.status))
    expect(heard, 'what the machine emitted').toEqual(ref.heard)
    expect(frame.inPage(), 'frames in the page').toBe(
      ['idle', 'failed', 'checking', 'off'].includes(ref.status) ? 0 : 1,
    )
    const channel = selectFrameChannel(snapshot)
    expect(channel === undefined, 'a channel is offered exactly while ready').toBe(ref.status !== 'ready')
    if (channel) expect(channel).toBe(frame.channels.at(-1)?.channel)
    expect(selectFrameFailureMessage(snapshot)).toBe(
      ref.status === 'failed' ? failureText[ref.failure ?? 'IFRAME_LOAD_FAILED'] : undefined,
    )
    expect(sent.get('foyer'), 'each failure raises its alert').toEqual(
      ref.alerts.map((id) => ({ type: 'FOYER.ALERT', alert: { id } })),
    )
    // The actor is where the model says (compared as the model tells states apart).
    const actual = serialize(snapshot)
    if (actual !== key) expect(actual).toBe(key)
  }
  stop()
}

const failureText: Record<FrameFailure, string> = {
  IFRAME_LOAD_FAILED: 'iframe_load_failed',
  UNVERIFIED_DOMAIN: 'unverified_domain',
  FRAME_DEPENDENCY_LOAD_FAILED: 'Unable to load email login dependency',
}

const machineValueOf = (status: Status) =>
  status === 'ready' ? { ready: 'open' } : status === 'signingOut' ? { ready: 'signingOut' } : status

describe('frame: model-based walks', () => {
  const graph = modelGraph({
    machine: frameMachine,
    input: { url: 'https://login.example/', loadNow: false },
    events,
    canHappen,
    serialize,
    serializeEvent: (event) =>
      event.type === OPEN_FAILED && event.error instanceof UnverifiedDomainError ? 'unverified' : event.type,
  })

  it('reaches every state', () => {
    expect(new Set(graph.states.map((state) => JSON.stringify(state.value)))).toEqual(
      new Set(
        [
          'idle',
          'checking',
          'off',
          'loading',
          'settling',
          { ready: 'open' },
          { ready: 'signingOut' },
          'failed',
        ].map((value) => JSON.stringify(value)),
      ),
    )
  })

  it(`checks every transition from ${graph.nodes.length} states against the rules`, async () => {
    const { transitions } = await checkEveryTransition({ graph, replay })
    expect(transitions).toBeGreaterThan(graph.nodes.length * 3)
  })

  it('loads at once when an email login was used before', () => {
    const actor = createActor(frameMachine.provide({ actors: scriptedFrame().logic }), {
      input: { url: 'https://login.example/', loadNow: true },
    }).start()
    expect(selectFrameStatus(actor.getSnapshot())).toBe('loading')
    actor.stop()
  })
})
