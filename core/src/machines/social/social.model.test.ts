import { describe, expect, it } from 'vitest'
import { type AnyMachineSnapshot, fromCallback, fromPromise, SimulatedClock } from 'xstate'
import type { SocialProvider } from '../../config/features.js'
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
import { POLL_MS } from './social.constants.js'
import { socialMachine } from './social.machine.js'
import { selectSocialLoginView } from './social.selectors.js'
import type { SocialEvent, SocialInput, SocialPage, SocialPopup } from './social.types.js'

/**
 * Model-based tests: the social machine's graph is generated (the frame's and the wallet's answers
 * and the popup poll are ordinary events to the generator; so are requests the frame left unanswered
 * for 120 s: their actors fail with 'iframe_request_timeout', the limit and its alert having their own
 * tests in `frame.request.test.ts`), then walked on real actors with a simulated clock and fake popups that record where they were sent and whether they
 * were closed; the walks take every transition at least once. A login starts with a popup that stays
 * open, one the visitor closes before the provider answers, or none (the browser blocked it). After
 * every step the view, the popup, the storage, the page's address and what the machine emitted are
 * compared with the rules written out again here, and the actor with the model's state. The model
 * runs in four browsers: an ordinary one;
 * Telegram's in-app browser, where a login without a popup replaces the page; and a page that came
 * back from a Telegram login, with its result on the secure site or on another origin.
 */

type PopupKind = 'open' | 'closing' | 'blocked'
type Actor = 'redirectUri' | 'verifyResult' | 'connectWallet'
type Done = { type: `xstate.done.actor.${Actor}`; output?: unknown }
type Failed = { type: `xstate.error.actor.${Actor}`; error: unknown }
type After = { type: 'xstate.after.popupPoll.social.waiting.watching' }
type ModelEvent = SocialEvent | Done | Failed | After

const PROVIDER_URL = 'https://accounts.example/o/auth?state=s1'
const RESULT_URI = 'https://login.example/result?code=c1'
const done = (actor: Actor, output?: unknown): Done => ({ type: `xstate.done.actor.${actor}`, output })
const failed = (actor: Actor, message: string): Failed => ({
  type: `xstate.error.actor.${actor}`,
  error: new FrameRequestError(message),
})
/** The frame left the actor's request unanswered for 120 s (see `frameLoginRequest`). */
const timedOut = (actor: 'redirectUri' | 'verifyResult'): Failed => ({
  type: `xstate.error.actor.${actor}`,
  error: new FrameRequestTimeoutError({ details: 'the frame did not answer' }),
})

type Step =
  | 'idle'
  | 'starting'
  | 'waiting'
  | 'leftPage'
  | 'verifying'
  | 'connectingWallet'
  | 'connected'
  | 'failed'
const actorState: Record<Actor, Step> = {
  redirectUri: 'starting',
  verifyResult: 'verifying',
  connectWallet: 'connectingWallet',
}
const actorOf = (event: ModelEvent): Actor | undefined => {
  const name = /^xstate\.(?:done|error)\.actor\.(\w+)$/.exec(event.type)?.[1]
  return name === 'redirectUri' || name === 'verifyResult' || name === 'connectWallet' ? name : undefined
}
const allSteps: readonly Step[] = [
  'idle',
  'starting',
  'waiting',
  'leftPage',
  'verifying',
  'connectingWallet',
  'connected',
  'failed',
]
const stateOf = (snapshot: AnyMachineSnapshot): Step | undefined =>
  allSteps.find((step) => snapshot.matches(step))

function canHappen(snapshot: AnyMachineSnapshot, event: ModelEvent): boolean {
  const actor = actorOf(event)
  if (actor) return stateOf(snapshot) === actorState[actor]
  if (event.type === 'xstate.after.popupPoll.social.waiting.watching') return stateOf(snapshot) === 'waiting'
  return true
}

// The kind of each popup, the model's and the walks' alike, so that states are told apart by it.
const kinds = new WeakMap<SocialPopup, PopupKind>()

/** A fake popup: records where it was sent and whether it was closed; a `closing` one is closed by the visitor. */
type FakePopup = SocialPopup & { sentTo: string[]; closedByFoyer: boolean }
function fakePopup(kind: PopupKind): FakePopup {
  const popup: FakePopup = {
    window: {},
    sentTo: [],
    closedByFoyer: false,
    navigate: (url) => popup.sentTo.push(url),
    closed: () => kind === 'closing' || popup.closedByFoyer,
    close: () => {
      popup.closedByFoyer = true
    },
  }
  kinds.set(popup, kind)
  return popup
}

// The model's START events carry inert popups (the graph generator may run the machine's actions:
// they record nothing); each walk sends a recording popup of the same kind in their place.
const inertPopup = (kind: PopupKind): SocialPopup => {
  const popup: SocialPopup = {
    window: {},
    navigate: () => undefined,
    closed: () => kind === 'closing',
    close: () => undefined,
  }
  kinds.set(popup, kind)
  return popup
}
const kindOf = (popup: SocialPopup | undefined): PopupKind => (popup && kinds.get(popup)) ?? 'blocked'
const start = (provider: SocialProvider, kind: PopupKind): SocialEvent => ({
  type: 'SOCIAL.START',
  provider,
  popup: kind === 'blocked' ? undefined : inertPopup(kind),
})

const events: ModelEvent[] = [
  start('google', 'open'),
  start('discord', 'open'),
  start('google', 'closing'),
  start('google', 'blocked'),
  { type: 'SOCIAL.RESULT', resultUri: RESULT_URI },
  { type: 'SOCIAL.CANCEL' },
  done('redirectUri', PROVIDER_URL),
  failed('redirectUri', 'Unknown provider'),
  done('verifyResult', { address: '0x1', chainId: 1, userName: 'ada0' }),
  failed('verifyResult', 'The provider refused the login'),
  done('connectWallet'),
  failed('connectWallet', 'Connection rejected'),
  timedOut('redirectUri'),
  timedOut('verifyResult'),
  { type: 'xstate.after.popupPoll.social.waiting.watching' },
]

/** The browser the model runs in (see the file's comment). */
type Setting = 'browser' | 'telegram' | 'returned' | 'returnedElsewhere'
const settings: readonly Setting[] = ['browser', 'telegram', 'returned', 'returnedElsewhere']
const inTelegram = (setting: Setting) => setting !== 'browser'
/** The page's `result_uri` when it came back from a Telegram login started with Google. */
const returnedResult = (setting: Setting) =>
  setting === 'returned'
    ? RESULT_URI
    : setting === 'returnedElsewhere'
      ? 'https://elsewhere.example/result?code=c1'
      : undefined

type Reference = {
  state: Step
  provider: SocialProvider | undefined
  popupKind: PopupKind | undefined
  error: string | undefined
  emitted: string[]
  stored: { provider: string | undefined; username: string | undefined; telegram: string | undefined }
  /** The page's `result_uri`, and where the page was sent. */
  page: { resultUri: string | undefined; leftTo: string[] }
}

/** Where the machine starts: a page back from a Telegram login verifies its result; the rest waits. */
function referenceStart(setting: Setting): Reference {
  const start: Reference = {
    state: 'idle',
    provider: undefined,
    popupKind: undefined,
    error: undefined,
    emitted: [],
    stored: { provider: undefined, username: undefined, telegram: undefined },
    page: { resultUri: undefined, leftTo: [] },
  }
  // A result on the secure site is verified; one elsewhere is not; both are removed with the stored provider.
  if (setting === 'returned')
    return {
      ...start,
      state: 'verifying',
      provider: 'google',
      emitted: ['requested user data google'],
    }
  return start
}

function referenceStep(ref: Reference, event: ModelEvent, setting: Setting): Reference {
  const fail = (error: string): Reference => ({
    ...ref,
    state: 'failed',
    error,
    emitted: [...ref.emitted, `failed ${ref.provider}: ${error}`],
  })
  // The frame not naming the provider's page is SPEC §8's 'Failed to initiate social connection',
  // whatever it said; a later failure is the frame's or the wallet's own words; a request the frame
  // left unanswered is 'iframe_request_timeout' at either step.
  if ('error' in event)
    return fail(
      event.error instanceof FrameRequestTimeoutError
        ? 'iframe_request_timeout'
        : event.type === 'xstate.error.actor.redirectUri'
          ? 'Failed to initiate social connection'
          : event.error instanceof Error
            ? event.error.message
            : '',
    )
  switch (event.type) {
    case 'SOCIAL.START': {
      // From any step: a new login, in the popup opened for it.
      const started: Reference = {
        ...ref,
        state: 'starting',
        provider: event.provider,
        popupKind: kindOf(event.popup),
        error: undefined,
        emitted: [...ref.emitted, `started ${event.provider}`],
      }
      // Without a popup the login fails, but inside Telegram, where the page itself goes.
      return kindOf(event.popup) === 'blocked' && !inTelegram(setting)
        ? referenceStep(started, failed('redirectUri', 'Failed to initiate social connection'), setting)
        : started
    }
    case 'SOCIAL.CANCEL':
      return { ...ref, state: 'idle', provider: undefined, popupKind: undefined, error: undefined }
    case 'SOCIAL.RESULT':
      return ref.state === 'waiting'
        ? { ...ref, state: 'verifying', emitted: [...ref.emitted, `requested user data ${ref.provider}`] }
        : ref
    case 'xstate.done.actor.redirectUri':
      return ref.popupKind === 'blocked'
        ? {
            ...ref,
            state: 'leftPage',
            stored: { ...ref.stored, telegram: ref.provider },
            page: { ...ref.page, leftTo: [...ref.page.leftTo, PROVIDER_URL] },
          }
        : { ...ref, state: 'waiting' }
    case 'xstate.done.actor.verifyResult':
      return { ...ref, state: 'connectingWallet' }
    case 'xstate.done.actor.connectWallet': {
      const username = ref.provider === 'discord' ? 'ada' : 'ada0'
      return {
        ...ref,
        state: 'connected',
        emitted: [...ref.emitted, `succeeded ${ref.provider} as ${username}`],
        stored: { ...ref.stored, provider: ref.provider, username },
      }
    }
    case 'xstate.after.popupPoll.social.waiting.watching':
      return ref.popupKind === 'closing' ? fail('Popup closed') : ref
    default:
      return ref
  }
}

const stepOf: Record<Step, string> = {
  idle: 'idle',
  starting: 'starting',
  waiting: 'inPopup',
  leftPage: 'leavingPage',
  verifying: 'verifying',
  connectingWallet: 'connecting',
  connected: 'connected',
  failed: 'failed',
}

type Pending = { resolve(value: unknown): void; reject(error: unknown): void }

/** A fake page address: its `result_uri`, and where the page was sent. */
function fakePage(setting: Setting) {
  const page = {
    result: returnedResult(setting),
    leftTo: [] as string[],
    resultUri: () => page.result,
    forgetResultUri: () => {
      page.result = undefined
    },
    leaveTo: (url: string) => page.leftTo.push(url),
  }
  return page
}

/** The input of the model in `setting`, with a fresh storage (holding the provider of a Telegram login that came back). */
function inputFor(setting: Setting, page: SocialPage = fakePage(setting)): SocialInput {
  const storage = createStorage(memoryStorage())
  if (returnedResult(setting)) storage.set(storageKeys.telegramSocialProvider, 'google')
  return {
    storage,
    connectorId: 'AUTH',
    namespaces: ['eip155'],
    resultOrigin: 'https://login.example',
    client: { inTelegram: inTelegram(setting), os: 'other' },
    page,
  }
}

/** A state's identity in the model: its value, the provider, the popup's kind, the error, the user name. */
const serialize = (snapshot: AnyMachineSnapshot) =>
  JSON.stringify([
    snapshot.value,
    snapshot.context.provider,
    kindOf(snapshot.context.popup),
    snapshot.context.error,
    snapshot.context.username,
  ])

async function replay(setting: Setting, steps: readonly ModelStep<ModelEvent>[]) {
  const clock = new SimulatedClock()
  const pending = new Map<Actor, Pending>()
  // Each answers when the test says: the frame's answers checked as the frame channel checks them.
  const redirectUri = fromPromise<string, { provider: SocialProvider }>(
    () =>
      new Promise((resolve, reject) =>
        pending.set('redirectUri', { resolve: (value) => resolve(String(value)), reject }),
      ),
  )
  const verifyResult = fromPromise<FrameResult<'CONNECT_SOCIAL'>, { uri: string }>(
    () =>
      new Promise((resolve, reject) =>
        pending.set('verifyResult', {
          resolve: (value) => (frameCalls.CONNECT_SOCIAL.result(value) ? resolve(value) : reject(value)),
          reject,
        }),
      ),
  )
  const connectWallet = fromPromise<void, { namespaces: readonly Namespace[]; connectorId: string }>(
    () =>
      new Promise((resolve, reject) => pending.set('connectWallet', { resolve: () => resolve(), reject })),
  )
  const page = fakePage(setting)
  const input = inputFor(setting, page)
  const { storage } = input
  const heard: string[] = []
  const {
    actor,
    heard: sent,
    stop,
  } = startRecordingSystem({
    systemId: 'social',
    logic: socialMachine.provide({
      actors: {
        redirectUri,
        verifyResult,
        connectWallet,
        // Results arrive as SOCIAL.RESULT events in this model; the listener's origin and source
        // checks have their own tests (social.rules).
        resultMessages: fromCallback(() => undefined),
      },
    }),
    input,
    clock,
    recorders: ['foyer'],
    beforeStart(social) {
      social.on('social.started', ({ provider }) => heard.push(`started ${provider}`))
      social.on('social.requestedUserData', ({ provider }) => heard.push(`requested user data ${provider}`))
      social.on('social.succeeded', ({ provider, username }) =>
        heard.push(`succeeded ${provider} as ${username}`),
      )
      social.on('social.failed', ({ provider, error }) => heard.push(`failed ${provider}: ${error}`))
    },
  })
  const popups: FakePopup[] = []
  let current: FakePopup | undefined
  let ref = referenceStart(setting)
  const check = () => {
    const snapshot = actor.getSnapshot()
    expect(stateOf(snapshot)).toBe(ref.state)
    expect(selectSocialLoginView(snapshot)).toEqual({
      step: stepOf[ref.state],
      provider: ref.provider,
      error: ref.error,
    })
    expect(heard).toEqual(ref.emitted)
    expect({
      provider: storage.get(storageKeys.connectedSocialProvider),
      username: storage.get(storageKeys.connectedSocialUsername),
      telegram: storage.get(storageKeys.telegramSocialProvider),
    }).toEqual(ref.stored)
    expect({ resultUri: page.result, leftTo: page.leftTo }).toEqual(ref.page)
    // The alert of a request left unanswered is raised by the request (frame.request.test.ts) only.
    expect(sent.get('foyer'), 'the machine raises no alert of its own').toEqual([])
  }
  check()
  for (const { event, key } of steps) {
    const answering = actorOf(event)
    if (event.type === 'SOCIAL.START') {
      const kind = kindOf(event.popup)
      current = kind === 'blocked' ? undefined : fakePopup(kind)
      if (current) popups.push(current)
      actor.send({ ...event, popup: current })
    } else if (event.type === 'SOCIAL.RESULT' || event.type === 'SOCIAL.CANCEL') actor.send(event)
    else if (answering && 'error' in event) pending.get(answering)?.reject(event.error)
    else if (answering) pending.get(answering)?.resolve('output' in event ? event.output : undefined)
    else clock.increment(POLL_MS)
    const before = ref.state
    ref = referenceStep(ref, event, setting)
    await settle()
    check()
    // The popup of the login under way: sent to the provider once the frame named the page; closed by
    // Foyer once the result is in, on failure or cancel, or when a new login starts.
    if (current && event.type === 'SOCIAL.START') expect(current.sentTo).toEqual([])
    if (current && event.type === 'xstate.done.actor.redirectUri')
      expect(current.sentTo).toEqual([PROVIDER_URL])
    if (current && ref.state !== before && ['verifying', 'failed', 'idle'].includes(ref.state))
      expect(current.closedByFoyer).toBe(true)
    expect(
      popups.slice(0, -1).every((popup) => popup.closedByFoyer),
      'earlier popups are closed',
    ).toBe(true)
    // The actor is where the model says (compared as the model tells states apart).
    const actual = serialize(actor.getSnapshot())
    if (actual !== key) expect(actual).toBe(key)
  }
  stop()
}

describe.each(settings)('social: model-based walks (%s)', (setting) => {
  const graph = modelGraph({
    machine: socialMachine,
    input: inputFor(setting),
    events,
    canHappen,
    serializeEvent: (event) =>
      JSON.stringify(
        event.type === 'SOCIAL.START' ? [event.type, event.provider, kindOf(event.popup)] : event,
      ),
    serialize,
  })

  it('reaches every state it can', () => {
    // A popup-less login leaves the page only inside Telegram.
    const reachable = allSteps.filter((step) => step !== 'leftPage' || inTelegram(setting))
    expect(new Set(graph.states.map(stateOf))).toEqual(new Set(reachable))
  })

  it(`checks every transition from ${graph.nodes.length} states against the rules`, async () => {
    const report = await checkEveryTransition({ graph, replay: (steps) => replay(setting, steps) })
    expect(report.transitions).toBeGreaterThan(graph.nodes.length * 3)
  })
})
