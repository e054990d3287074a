import { describe, expect, it } from 'vitest'
import { type AnyMachineSnapshot, fromPromise, type NonReducibleUnknown, SimulatedClock } from 'xstate'
import { type FrameResult, frameCalls } from '../../embedded/frame-calls.js'
import { FrameRequestError, FrameRequestTimeoutError } from '../../errors/frame.js'
import type { Namespace } from '../../networks/network.types.js'
import { storageKeys } from '../../storage/keys.js'
import { memoryStorage } from '../../storage/memory.js'
import { createStorage } from '../../storage/storage.js'
import { modelGraph } from '../../testing/model-graph.js'
import { checkEveryTransition, type ModelStep } from '../../testing/model-walks.js'
import { startRecordingSystem } from '../../testing/recording-system.js'
import { settle } from '../connection/connection.fixtures.js'
import { emailMachine } from './email.machine.js'
import { selectEmailLoginView } from './email.selectors.js'
import type { EmailEvent } from './email.types.js'

/**
 * Model-based tests: the email machine's graph is generated (the frame's and the wallet's answers are
 * ordinary events to the generator, a request the frame left unanswered for 120 s among them: its
 * actor fails with 'iframe_request_timeout', the limit and its alert having their own tests in
 * `frame.request.test.ts`), then walked on real actors with a simulated clock, whose frame and wallet
 * answer when the test says; the walks take every transition at least once. The clock moves 31 s before every request for a code, so the 30 s rule never blocks a walk (it
 * has its own tests). After every step the view, the storage and what the machine emitted are compared
 * with the rules written out again here, and the actor with the model's state.
 */

type Actor = 'requestCode' | 'confirmDevice' | 'verifyCode' | 'connectWallet'
type Done = { type: `xstate.done.actor.${Actor}`; output?: unknown }
type Failed = { type: `xstate.error.actor.${Actor}`; error: unknown }
type ModelEvent = EmailEvent | Done | Failed

const EMAIL = 'ada@example.com'
const done = (actor: Actor, output?: unknown): Done => ({ type: `xstate.done.actor.${actor}`, output })
const failed = (actor: Actor, message: string): Failed => ({
  type: `xstate.error.actor.${actor}`,
  error: new FrameRequestError(message),
})
/** The frame left the actor's request unanswered for 120 s (see `frameLoginRequest`). */
const timedOut = (actor: 'requestCode' | 'confirmDevice' | 'verifyCode'): Failed => ({
  type: `xstate.error.actor.${actor}`,
  error: new FrameRequestTimeoutError({ details: 'the frame did not answer' }),
})

const events: ModelEvent[] = [
  { type: 'EMAIL.SUBMIT', email: EMAIL },
  { type: 'EMAIL.SUBMIT', email: 'not an email' },
  { type: 'EMAIL.CODE', otp: '123456' },
  { type: 'EMAIL.RESEND' },
  { type: 'EMAIL.CANCEL' },
  { type: 'EMAIL.CHANGED', email: 'ada@new.example' },
  done('requestCode', { action: 'VERIFY_OTP' }),
  done('requestCode', { action: 'VERIFY_DEVICE' }),
  failed('requestCode', 'Frame refused'),
  done('confirmDevice'),
  failed('confirmDevice', 'Frame refused'),
  done('verifyCode'),
  failed('verifyCode', 'Invalid code'),
  done('connectWallet'),
  failed('connectWallet', 'Connection rejected'),
  timedOut('requestCode'),
  timedOut('confirmDevice'),
  timedOut('verifyCode'),
]

const actorState: Record<Actor, Step> = {
  requestCode: 'sendingCode',
  confirmDevice: 'confirmingDevice',
  verifyCode: 'verifyingCode',
  connectWallet: 'connecting',
}
const actorOf = (event: ModelEvent): Actor | undefined => {
  const match = /^xstate\.(?:done|error)\.actor\.(\w+)$/.exec(event.type)
  const name = match?.[1]
  return name === 'requestCode' ||
    name === 'confirmDevice' ||
    name === 'verifyCode' ||
    name === 'connectWallet'
    ? name
    : undefined
}

const isEmailEvent = (event: ModelEvent): event is EmailEvent => event.type.startsWith('EMAIL.')

function canHappen(snapshot: AnyMachineSnapshot, event: ModelEvent): boolean {
  const actor = actorOf(event)
  if (actor) return snapshot.matches(actorState[actor])
  return true
}

/** A state's identity in the model: its value, the address and the error. */
const serialize = (snapshot: AnyMachineSnapshot) =>
  JSON.stringify([snapshot.value, snapshot.context.email, snapshot.context.error])

type Step = 'idle' | 'sendingCode' | 'confirmingDevice' | 'awaitingCode' | 'verifyingCode' | 'connecting'
type Reference = {
  state: Step
  email: string | undefined
  error: string | undefined
  connected: number
  /**
   * The address the last login stored: a change of address only tells the machine (email-update
   * stores it itself), so a walk that goes on after a login finds the login's address in storage.
   */
  stored: string | undefined
}

function referenceStep(ref: Reference, event: ModelEvent): Reference {
  const to = (state: Step, error: string | undefined = undefined): Reference => ({ ...ref, state, error })
  // A failure shows the frame's or the wallet's words; a request left unanswered, 'iframe_request_timeout'.
  if ('error' in event) {
    const message =
      event.error instanceof FrameRequestTimeoutError
        ? 'iframe_request_timeout'
        : event.error instanceof Error
          ? event.error.message
          : ''
    return to(ref.state === 'verifyingCode' ? 'awaitingCode' : 'idle', message)
  }
  switch (event.type) {
    case 'EMAIL.SUBMIT':
      // From any step: a new login (an invalid address leaves the login at its start, with why).
      if (event.email !== EMAIL) return to('idle', 'Invalid email')
      return { ...to('sendingCode'), email: EMAIL }
    case 'EMAIL.CODE':
      return ref.state === 'awaitingCode' ? to('verifyingCode') : ref
    case 'EMAIL.RESEND':
      return ref.state === 'awaitingCode' ? to('sendingCode') : ref
    case 'EMAIL.CANCEL':
      return to('idle')
    case 'EMAIL.CHANGED':
      return { ...ref, email: event.email }
    case 'xstate.done.actor.requestCode':
      return to(
        Reflect.get(Object(event.output), 'action') === 'VERIFY_DEVICE' ? 'confirmingDevice' : 'awaitingCode',
      )
    case 'xstate.done.actor.confirmDevice':
      return to('awaitingCode')
    case 'xstate.done.actor.verifyCode':
      return to('connecting')
    case 'xstate.done.actor.connectWallet':
      return { ...to('idle'), connected: ref.connected + 1, stored: ref.email }
    default:
      return ref
  }
}

const stepOf: Record<Step, string> = {
  idle: 'enterEmail',
  sendingCode: 'sendingCode',
  confirmingDevice: 'confirmDevice',
  awaitingCode: 'enterCode',
  verifyingCode: 'verifying',
  connecting: 'connecting',
}

type Pending = { resolve(value: unknown): void; reject(error: unknown): void }

async function replay(walk: readonly ModelStep<ModelEvent>[]) {
  const clock = new SimulatedClock()
  clock.set(1_000_000)
  const pending = new Map<Actor, Pending>()
  // Each answers what the test gives it: the frame's answer to CONNECT_EMAIL, nothing for the others.
  const waiting = <input = NonReducibleUnknown>(name: Actor) =>
    fromPromise<void, input>(
      () => new Promise((resolve, reject) => pending.set(name, { resolve: () => resolve(), reject })),
    )
  const requestCode = fromPromise<FrameResult<'CONNECT_EMAIL'>, { email: string }>(
    () =>
      new Promise((resolve, reject) =>
        pending.set('requestCode', {
          resolve: (value) => (frameCalls.CONNECT_EMAIL.result(value) ? resolve(value) : reject(value)),
          reject,
        }),
      ),
  )
  const storage = createStorage(memoryStorage())
  const {
    actor,
    heard: sent,
    stop,
  } = startRecordingSystem({
    systemId: 'email',
    logic: emailMachine.provide({
      actors: {
        requestCode,
        confirmDevice: waiting('confirmDevice'),
        verifyCode: waiting<{ otp: string }>('verifyCode'),
        connectWallet: waiting<{ namespaces: readonly Namespace[]; connectorId: string }>('connectWallet'),
      },
    }),
    input: { storage, connectorId: 'AUTH', namespaces: ['eip155'], now: () => clock.now() },
    clock,
    recorders: ['foyer'],
  })
  const heard: string[] = []
  actor.on('email.connected', ({ email }) => heard.push(email))
  let ref: Reference = {
    state: 'idle',
    email: undefined,
    error: undefined,
    connected: 0,
    stored: undefined,
  }
  for (const { event, key } of walk) {
    const answering = actorOf(event)
    if (isEmailEvent(event)) {
      if (event.type === 'EMAIL.SUBMIT' || event.type === 'EMAIL.RESEND') clock.increment(31_000)
      actor.send(event)
    } else if (answering && 'error' in event) pending.get(answering)?.reject(event.error)
    else if (answering) pending.get(answering)?.resolve('output' in event ? event.output : undefined)
    ref = referenceStep(ref, event)
    await settle()
    const snapshot = actor.getSnapshot()
    expect(snapshot.value).toBe(ref.state)
    expect(selectEmailLoginView(snapshot)).toEqual({
      step: stepOf[ref.state],
      email: ref.email,
      error: ref.error,
    })
    expect(heard, 'a connection is announced once per login').toHaveLength(ref.connected)
    // The alert of a request left unanswered is raised by the request (frame.request.test.ts) only.
    expect(sent.get('foyer'), 'the machine raises no alert of its own').toEqual([])
    expect(storage.get(storageKeys.emailLoginUsed) === true, 'the login-used flag').toBe(ref.connected > 0)
    expect(storage.get(storageKeys.email), 'the address of the last login').toBe(ref.stored)
    // The actor is where the model says (compared as the model tells states apart).
    const actual = serialize(snapshot)
    if (actual !== key) expect(actual).toBe(key)
  }
  stop()
}

describe('email: model-based walks', () => {
  const graph = modelGraph({
    machine: emailMachine,
    input: {
      storage: createStorage(memoryStorage()),
      connectorId: 'AUTH',
      namespaces: ['eip155'],
      now: () => 0,
    },
    events,
    canHappen,
    serialize,
  })

  it('reaches every state', () => {
    expect(new Set(graph.states.map((state) => state.value))).toEqual(
      new Set(['idle', 'sendingCode', 'confirmingDevice', 'awaitingCode', 'verifyingCode', 'connecting']),
    )
  })

  it(`checks every transition from ${graph.nodes.length} states against the rules`, async () => {
    const { transitions } = await checkEveryTransition({ graph, replay })
    expect(transitions).toBeGreaterThan(graph.nodes.length * 3)
  })
})
