import { describe, expect, it } from 'vitest'
import { type AnyMachineSnapshot, fromPromise, SimulatedClock } from 'xstate'
import { type FrameResult, frameCalls } from '../../embedded/frame-calls.js'
import { FrameRequestError, FrameRequestTimeoutError } from '../../errors/frame.js'
import { storageKeys } from '../../storage/keys.js'
import { memoryStorage } from '../../storage/memory.js'
import { createStorage } from '../../storage/storage.js'
import { modelGraph } from '../../testing/model-graph.js'
import { checkEveryTransition, type ModelStep } from '../../testing/model-walks.js'
import { startRecordingSystem } from '../../testing/recording-system.js'
import { settle } from '../connection/connection.fixtures.js'
import { emailUpdateMachine } from './email-update.machine.js'
import { selectUpdateEmailView } from './email-update.selectors.js'
import type { EmailUpdateEvent } from './email-update.types.js'

/**
 * Model-based tests: the email-update machine's graph is generated (the frame's answers are ordinary
 * events to the generator, a request the frame left unanswered for 120 s among them: its actor fails
 * with 'iframe_request_timeout', the limit and its alert having their own tests in
 * `frame.request.test.ts`), then walked on real actors with a simulated clock, whose frame answers
 * when the test says; the walks take every transition at least once. After every
 * step the view, the stored email and what the machine emitted are compared with the rules written
 * out again here (the current address's code, then the new address's; a wrong code back to its field
 * with the frame's words; only the second code's success stores the new address), and the actor with
 * the model's state.
 */

type Actor = 'requestUpdate' | 'verifyPrimary' | 'verifySecondary'
type Waiting = 'requesting' | 'verifyingPrimary' | 'verifyingSecondary'
type Done = { type: `xstate.done.actor.${Actor}`; output?: unknown }
type Failed = { type: `xstate.error.actor.${Actor}`; error: unknown }
type ModelEvent = EmailUpdateEvent | Done | Failed

const NEW = 'ada@new.example'
const actorState: Record<Actor, Waiting> = {
  requestUpdate: 'requesting',
  verifyPrimary: 'verifyingPrimary',
  verifySecondary: 'verifyingSecondary',
}
const events: ModelEvent[] = [
  { type: 'EMAIL_UPDATE.SUBMIT', email: NEW },
  { type: 'EMAIL_UPDATE.SUBMIT', email: 'nope' },
  { type: 'EMAIL_UPDATE.CODE', otp: '111111' },
  { type: 'EMAIL_UPDATE.CANCEL' },
  { type: 'xstate.done.actor.requestUpdate', output: { action: 'VERIFY_PRIMARY_OTP' } },
  { type: 'xstate.done.actor.requestUpdate', output: { action: 'VERIFY_SECONDARY_OTP' } },
  { type: 'xstate.error.actor.requestUpdate', error: new FrameRequestError('Email taken') },
  { type: 'xstate.done.actor.verifyPrimary' },
  { type: 'xstate.error.actor.verifyPrimary', error: new FrameRequestError('Invalid code') },
  { type: 'xstate.done.actor.verifySecondary', output: { newEmail: NEW } },
  { type: 'xstate.error.actor.verifySecondary', error: new FrameRequestError('Invalid code') },
  // The frame left the request unanswered for 120 s (see `frameLoginRequest`).
  ...(['requestUpdate', 'verifyPrimary', 'verifySecondary'] as const).map(
    (actor): Failed => ({
      type: `xstate.error.actor.${actor}`,
      error: new FrameRequestTimeoutError({ details: 'the frame did not answer' }),
    }),
  ),
]

const actorOf = (event: ModelEvent): Actor | undefined => {
  const name = /^xstate\.(?:done|error)\.actor\.(\w+)$/.exec(event.type)?.[1]
  return name === 'requestUpdate' || name === 'verifyPrimary' || name === 'verifySecondary' ? name : undefined
}
const isUpdateEvent = (event: ModelEvent): event is EmailUpdateEvent => event.type.startsWith('EMAIL_UPDATE.')

function canHappen(snapshot: AnyMachineSnapshot, event: ModelEvent): boolean {
  const actor = actorOf(event)
  if (actor) return snapshot.matches(actorState[actor])
  return true
}

/** A state's identity in the model: its value, the new address and the error. */
const serialize = (snapshot: AnyMachineSnapshot) =>
  JSON.stringify([snapshot.value, snapshot.context.newEmail, snapshot.context.error])

type State = 'idle' | Waiting | 'awaitingPrimaryCode' | 'awaitingSecondaryCode'
type Reference = {
  state: State
  newEmail: string | undefined
  error: string | undefined
  done: number
}
const fieldAfter: Record<Waiting, State> = {
  requesting: 'idle',
  verifyingPrimary: 'awaitingPrimaryCode',
  verifyingSecondary: 'awaitingSecondaryCode',
}

const isWaiting = (state: State): state is Waiting => state in fieldAfter

function referenceStep(ref: Reference, event: ModelEvent): Reference {
  const to = (state: State, error: string | undefined = undefined): Reference => ({ ...ref, state, error })
  // A failure shows the frame's words; a request left unanswered, 'iframe_request_timeout'.
  if ('error' in event && isWaiting(ref.state)) {
    const message =
      event.error instanceof FrameRequestTimeoutError
        ? 'iframe_request_timeout'
        : event.error instanceof Error
          ? event.error.message
          : ''
    return to(fieldAfter[ref.state], message)
  }
  switch (event.type) {
    case 'EMAIL_UPDATE.SUBMIT':
      if (ref.state !== 'idle') return ref
      return event.email === NEW ? { ...to('requesting'), newEmail: NEW } : { ...ref, error: 'Invalid email' }
    case 'EMAIL_UPDATE.CODE':
      if (ref.state === 'awaitingPrimaryCode') return to('verifyingPrimary')
      return ref.state === 'awaitingSecondaryCode' ? to('verifyingSecondary') : ref
    case 'EMAIL_UPDATE.CANCEL':
      return to('idle')
    case 'xstate.done.actor.requestUpdate':
      return to(
        Reflect.get(Object(event.output), 'action') === 'VERIFY_PRIMARY_OTP'
          ? 'awaitingPrimaryCode'
          : 'awaitingSecondaryCode',
      )
    case 'xstate.done.actor.verifyPrimary':
      return to('awaitingSecondaryCode')
    case 'xstate.done.actor.verifySecondary':
      return { ...to('idle'), done: ref.done + 1 }
    default:
      return ref
  }
}

const stepOf: Record<State, string> = {
  idle: 'enterEmail',
  requesting: 'waiting',
  awaitingPrimaryCode: 'primaryCode',
  verifyingPrimary: 'waiting',
  awaitingSecondaryCode: 'secondaryCode',
  verifyingSecondary: 'waiting',
}

async function replay(walk: readonly ModelStep<ModelEvent>[]) {
  const clock = new SimulatedClock()
  const pending = new Map<Actor, { resolve(value: unknown): void; reject(error: unknown): void }>()
  // Each answers what the test gives it, once the frame's answer passes its call's validator.
  const answering = <
    name extends 'UPDATE_EMAIL' | 'UPDATE_EMAIL_PRIMARY_OTP' | 'UPDATE_EMAIL_SECONDARY_OTP',
    input,
  >(
    actor: Actor,
    call: name,
  ) =>
    fromPromise<FrameResult<name>, input>(
      () =>
        new Promise((resolve, reject) =>
          pending.set(actor, {
            resolve: (value) => (frameCalls[call].result(value) ? resolve(value) : reject(value)),
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
    systemId: 'emailUpdate',
    logic: emailUpdateMachine.provide({
      actors: {
        requestUpdate: answering<'UPDATE_EMAIL', { email: string }>('requestUpdate', 'UPDATE_EMAIL'),
        verifyPrimary: answering<'UPDATE_EMAIL_PRIMARY_OTP', { otp: string }>(
          'verifyPrimary',
          'UPDATE_EMAIL_PRIMARY_OTP',
        ),
        verifySecondary: answering<'UPDATE_EMAIL_SECONDARY_OTP', { otp: string }>(
          'verifySecondary',
          'UPDATE_EMAIL_SECONDARY_OTP',
        ),
      },
    }),
    input: { storage },
    clock,
    recorders: ['foyer'],
  })
  const heard: string[] = []
  actor.on('emailUpdate.done', ({ email }) => heard.push(email))
  let ref: Reference = { state: 'idle', newEmail: undefined, error: undefined, done: 0 }
  for (const { event, key } of walk) {
    const answered = actorOf(event)
    if (isUpdateEvent(event)) actor.send(event)
    else if (answered && 'error' in event) pending.get(answered)?.reject(event.error)
    else if (answered) pending.get(answered)?.resolve('output' in event ? event.output : undefined)
    ref = referenceStep(ref, event)
    await settle()
    expect(actor.getSnapshot().value).toBe(ref.state)
    expect(selectUpdateEmailView(actor.getSnapshot())).toEqual({
      step: stepOf[ref.state],
      newEmail: ref.newEmail,
      error: ref.error,
    })
    expect(heard).toHaveLength(ref.done)
    // The alert of a request left unanswered is raised by the request (frame.request.test.ts) only.
    expect(sent.get('foyer'), 'the machine raises no alert of its own').toEqual([])
    expect(storage.get(storageKeys.email), 'stored only once both codes passed').toBe(
      ref.done > 0 ? NEW : undefined,
    )
    // The actor is where the model says (compared as the model tells states apart).
    const actual = serialize(actor.getSnapshot())
    if (actual !== key) expect(actual).toBe(key)
  }
  stop()
}

describe('email update: model-based walks', () => {
  const graph = modelGraph({
    machine: emailUpdateMachine,
    input: { storage: createStorage(memoryStorage()) },
    events,
    canHappen,
    serialize,
  })

  it('reaches every state', () => {
    expect(new Set(graph.states.map((state) => state.value))).toEqual(
      new Set([
        'idle',
        'requesting',
        'awaitingPrimaryCode',
        'verifyingPrimary',
        'awaitingSecondaryCode',
        'verifyingSecondary',
      ]),
    )
  })

  it(`checks every transition from ${graph.nodes.length} states against the rules`, async () => {
    const { transitions } = await checkEveryTransition({ graph, replay })
    expect(transitions).toBeGreaterThan(graph.nodes.length * 3)
  })
})
