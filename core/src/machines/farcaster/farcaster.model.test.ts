import { describe, expect, it } from 'vitest'
import { type AnyMachineSnapshot, fromCallback, fromPromise, SimulatedClock } from 'xstate'
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
import { FARCASTER_APPROVAL_TIMEOUT_MS, farcasterMachine } from './farcaster.machine.js'
import { selectFarcasterLoginView } from './farcaster.selectors.js'
import type { FarcasterEvent } from './farcaster.types.js'

/**
 * Model-based tests: the Farcaster login machine's graph is generated (the frame's and the wallet's
 * answers and the approval's 5 min limit are ordinary events to the generator; so is the request for
 * the address left unanswered for 120 s: its actor fails with 'iframe_request_timeout', the limit and
 * its alert having their own tests in `frame.request.test.ts`), then walked on real actors with a
 * simulated clock beside a stand-in login frame that records the reloads it is asked
 * for; the walks take every transition at least once. After every step the view, the reloads, the
 * storage and what the machine emitted are compared with the rules written out again here, and the
 * actor with the model's state.
 */

type Actor = 'signInUrl' | 'approval' | 'connectWallet'
type Done = { type: `xstate.done.actor.${Actor}`; output?: unknown }
type Failed = { type: `xstate.error.actor.${Actor}`; error: unknown }
type After = { type: 'xstate.after.approvalTimeout.farcaster.login.awaitingApproval' }
type ModelEvent = FarcasterEvent | Done | Failed | After

const SIGN_IN_URL = 'https://farcaster.example/~/sign-in?channelToken=t1'
const done = (actor: Actor, output?: unknown): Done => ({ type: `xstate.done.actor.${actor}`, output })
const failed = (actor: Actor, message: string): Failed => ({
  type: `xstate.error.actor.${actor}`,
  error: new FrameRequestError(message),
})

type Step =
  | 'idle'
  | 'askingUrl'
  | 'awaitingApproval'
  | 'failed'
  | 'connectingWallet'
  | 'failedToConnect'
  | 'connected'
const allSteps: readonly Step[] = [
  'idle',
  'askingUrl',
  'awaitingApproval',
  'failed',
  'connectingWallet',
  'failedToConnect',
  'connected',
]
const stateOf = (snapshot: AnyMachineSnapshot): Step | undefined =>
  allSteps.find((step) =>
    snapshot.matches(['askingUrl', 'awaitingApproval', 'failed'].includes(step) ? { login: step } : step),
  )
const actorState: Record<Actor, Step> = {
  signInUrl: 'askingUrl',
  approval: 'awaitingApproval',
  connectWallet: 'connectingWallet',
}
const actorOf = (event: ModelEvent): Actor | undefined => {
  const name = /^xstate\.(?:done|error)\.actor\.(\w+)$/.exec(event.type)?.[1]
  return name === 'signInUrl' || name === 'approval' || name === 'connectWallet' ? name : undefined
}

/** A state's identity in the model: its value, the sign-in URL, the username and the error. */
const serialize = (snapshot: AnyMachineSnapshot) =>
  JSON.stringify([snapshot.value, snapshot.context.url, snapshot.context.username, snapshot.context.error])

function canHappen(snapshot: AnyMachineSnapshot, event: ModelEvent): boolean {
  const actor = actorOf(event)
  if (actor) return stateOf(snapshot) === actorState[actor]
  if (event.type.startsWith('xstate.after.')) return stateOf(snapshot) === event.type.split('.').at(-1)
  return true
}

const events: ModelEvent[] = [
  { type: 'FARCASTER.START' },
  { type: 'FARCASTER.CANCEL' },
  { type: 'FARCASTER.VIEW_CLOSED' },
  done('signInUrl', SIGN_IN_URL),
  failed('signInUrl', 'Relay unavailable'),
  // The frame left the request unanswered for 120 s (see `frameLoginRequest`).
  {
    type: 'xstate.error.actor.signInUrl',
    error: new FrameRequestTimeoutError({ details: 'the frame did not answer GET_FARCASTER_URI' }),
  },
  done('approval', { userName: 'ada' }),
  failed('approval', 'Channel expired'),
  done('connectWallet'),
  failed('connectWallet', 'Connection rejected'),
  { type: 'xstate.after.approvalTimeout.farcaster.login.awaitingApproval' },
]

type Reference = {
  state: Step
  url: string | undefined
  username: string | undefined
  error: string | undefined
  reloads: number
  emitted: string[]
  stored: { provider: string | undefined; username: string | undefined }
}

const inLogin = (state: Step) => state === 'askingUrl' || state === 'awaitingApproval' || state === 'failed'

function referenceStep(ref: Reference, event: ModelEvent): Reference {
  const fail = (error: string, state: Step = 'failed'): Reference => ({
    ...ref,
    state,
    error,
    emitted: [...ref.emitted, `failed: ${error}`],
  })
  const started: Reference = {
    ...ref,
    state: 'askingUrl',
    url: undefined,
    username: undefined,
    error: undefined,
    emitted: [...ref.emitted, 'started'],
  }
  switch (event.type) {
    case 'FARCASTER.START':
      // A new login from every step but the wallet connecting; leaving a login under way resets the frame.
      if (ref.state === 'connectingWallet') return ref
      return inLogin(ref.state) ? { ...started, reloads: ref.reloads + 1 } : started
    case 'FARCASTER.CANCEL':
    case 'FARCASTER.VIEW_CLOSED': {
      const left: Reference = { ...ref, state: 'idle', url: undefined, username: undefined, error: undefined }
      if (inLogin(ref.state)) return { ...left, reloads: ref.reloads + 1 }
      return event.type === 'FARCASTER.CANCEL' && ref.state === 'failedToConnect' ? left : ref
    }
    case 'xstate.done.actor.signInUrl':
      return { ...ref, state: 'awaitingApproval', url: SIGN_IN_URL }
    // SPEC §8: whatever the frame said; a request it left unanswered keeps the timeout's words.
    case 'xstate.error.actor.signInUrl':
      return fail(
        event.error instanceof FrameRequestTimeoutError
          ? 'iframe_request_timeout'
          : 'Failed to connect to farcaster',
      )
    case 'xstate.error.actor.approval':
      return fail('Failed to connect to farcaster')
    case 'xstate.done.actor.approval': {
      const userName = String(Reflect.get(Object(event.output), 'userName'))
      return {
        ...ref,
        state: 'connectingWallet',
        username: userName,
        emitted: [...ref.emitted, 'requested user data'],
      }
    }
    case 'xstate.done.actor.connectWallet':
      return {
        ...ref,
        state: 'connected',
        emitted: [...ref.emitted, `succeeded as ${ref.username}`],
        stored: { provider: 'farcaster', username: ref.username },
      }
    case 'xstate.error.actor.connectWallet':
      return fail('Connection rejected', 'failedToConnect')
    case 'xstate.after.approvalTimeout.farcaster.login.awaitingApproval':
      return { ...fail('Failed to connect to farcaster'), reloads: ref.reloads + 1 }
    default:
      return ref
  }
}

const stepOf: Record<Step, string> = {
  idle: 'idle',
  askingUrl: 'starting',
  awaitingApproval: 'awaitingApproval',
  failed: 'failed',
  connectingWallet: 'connecting',
  failedToConnect: 'failed',
  connected: 'connected',
}

type Pending = { resolve(value: unknown): void; reject(error: unknown): void }

async function replay(walk: readonly ModelStep<ModelEvent>[]) {
  const clock = new SimulatedClock()
  const pending = new Map<Actor, Pending>()
  const signInUrl = fromPromise<string, void>(
    () =>
      new Promise((resolve, reject) =>
        pending.set('signInUrl', { resolve: (value) => resolve(String(value)), reject }),
      ),
  )
  // The frame's answer checked as the frame channel checks it (its junk answers have the channel's tests).
  const approval = fromPromise<FrameResult<'CONNECT_FARCASTER'>, void>(
    () =>
      new Promise((resolve, reject) =>
        pending.set('approval', {
          resolve: (value) =>
            frameCalls.CONNECT_FARCASTER.result(value) ? resolve(value) : reject(new Error('Invalid answer')),
          reject,
        }),
      ),
  )
  const connectWallet = fromPromise<void, { namespaces: readonly Namespace[]; connectorId: string }>(
    () =>
      new Promise((resolve, reject) => pending.set('connectWallet', { resolve: () => resolve(), reject })),
  )
  const storage = createStorage(memoryStorage())
  const heard: string[] = []
  const {
    actor,
    heard: sent,
    stop,
  } = startRecordingSystem({
    systemId: 'farcaster',
    // The view's comings and goings arrive as FARCASTER.VIEW_CLOSED in this model; the watcher has
    // its own test in the embedded-wallet module's system test.
    logic: farcasterMachine.provide({
      actors: { signInUrl, approval, connectWallet, watchView: fromCallback(() => undefined) },
    }),
    input: { storage, connectorId: 'AUTH', namespaces: ['eip155'] },
    clock,
    recorders: ['frame', 'foyer'],
    beforeStart(farcaster) {
      farcaster.on('social.started', () => heard.push('started'))
      farcaster.on('social.requestedUserData', () => heard.push('requested user data'))
      farcaster.on('social.succeeded', ({ username }) => heard.push(`succeeded as ${username}`))
      farcaster.on('social.failed', ({ error }) => heard.push(`failed: ${error}`))
    },
  })
  let ref: Reference = {
    state: 'idle',
    url: undefined,
    username: undefined,
    error: undefined,
    reloads: 0,
    emitted: [],
    stored: { provider: undefined, username: undefined },
  }
  for (const { event, key } of walk) {
    const answering = actorOf(event)
    if (
      event.type === 'FARCASTER.START' ||
      event.type === 'FARCASTER.CANCEL' ||
      event.type === 'FARCASTER.VIEW_CLOSED'
    )
      actor.send(event)
    else if (answering && 'error' in event) pending.get(answering)?.reject(event.error)
    else if (answering) pending.get(answering)?.resolve('output' in event ? event.output : undefined)
    else clock.increment(FARCASTER_APPROVAL_TIMEOUT_MS)
    ref = referenceStep(ref, event)
    await settle()
    const snapshot = actor.getSnapshot()
    expect(stateOf(snapshot)).toBe(ref.state)
    expect(selectFarcasterLoginView(snapshot)).toEqual({
      step: stepOf[ref.state],
      url: ref.state === 'awaitingApproval' ? ref.url : undefined,
      error: stepOf[ref.state] === 'failed' ? ref.error : undefined,
    })
    expect(snapshot.context.username).toBe(ref.username)
    expect(sent.get('frame')).toEqual(Array.from({ length: ref.reloads }, () => ({ type: 'FRAME.RELOAD' })))
    // The alert of a request left unanswered is raised by the request (frame.request.test.ts) only.
    expect(sent.get('foyer'), 'the machine raises no alert of its own').toEqual([])
    expect(heard).toEqual(ref.emitted)
    expect({
      provider: storage.get(storageKeys.connectedSocialProvider),
      username: storage.get(storageKeys.connectedSocialUsername),
    }).toEqual(ref.stored)
    // The actor is where the model says (compared as the model tells states apart).
    const actual = serialize(snapshot)
    if (actual !== key) expect(actual).toBe(key)
  }
  stop()
}

describe('farcaster: model-based walks', () => {
  const graph = modelGraph({
    machine: farcasterMachine,
    input: { storage: createStorage(memoryStorage()), connectorId: 'AUTH', namespaces: ['eip155'] },
    events,
    canHappen,
    serializeEvent: (event) => JSON.stringify('error' in event ? [event.type, String(event.error)] : event),
    serialize,
  })

  it('reaches every state', () => {
    expect(new Set(graph.states.map(stateOf))).toEqual(new Set(allSteps))
  })

  it(`checks every transition from ${graph.nodes.length} states against the rules`, async () => {
    const { transitions } = await checkEveryTransition({ graph, replay })
    expect(transitions).toBeGreaterThan(graph.nodes.length * 3)
  })
})
