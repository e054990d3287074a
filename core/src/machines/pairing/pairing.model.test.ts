import { describe, expect, it } from 'vitest'
import {
  type AnyActorRef,
  type AnyEventObject,
  type AnyMachineSnapshot,
  createActor,
  fromCallback,
  SimulatedClock,
  setup,
} from 'xstate'
import { RELAY_ANSWER_MS } from '../../config/constants.js'
import { ConnectionRejectedError } from '../../errors/connection.js'
import { modelGraph } from '../../testing/model-graph.js'
import { checkEveryTransition, type ModelStep } from '../../testing/model-walks.js'
import { requireSystemActor } from '../../testing/system-actor.js'
import { settle, stringify } from '../connection/connection.fixtures.js'
import { PAIRING_EXPIRY_MARGIN_MS, PAIRING_LIFETIME_MS, RELAY_BLIP_MS } from './pairing.constants.js'
import { type FakePairing, fakePairer, METAMASK, RAINBOW, SESSION, testDeepLink } from './pairing.fixtures.js'
import { pairingMachine, RELAY_UNREACHABLE } from './pairing.machine.js'
import { type PairingSnapshot, selectConnectingWalletConnectView } from './pairing.selectors.js'
import type { PairingContext, PairingEvent } from './pairing.types.js'

/**
 * Model-based tests: the pairing machine's graph is generated (the pairer's answers and the URI expiry
 * are ordinary events to the generator), then walked on real pairing actors, in an actor system with a
 * recording `connection.eip155` actor and a simulated clock, over a fake pairer whose pairings wait
 * for the test. After every step the actor, the pairer's calls and what the connection actor received
 * are checked against SPEC §4 (pairing) written out again below, and the actor against the model's
 * state. The walks take every transition at least once, the no-ops included: time passing short of
 * the expiry, and late results of pairings the machine abandoned (and aborted) from a client that
 * ignores the abort.
 */

const URI_EXPIRY_MS = PAIRING_LIFETIME_MS - PAIRING_EXPIRY_MARGIN_MS // 230 s
const EXPIRY = 'xstate.after.uriExpiry.pairing.active.ready'
/** The relay gave no URI in time, or stayed away after an outage (10 s). */
const RELAY_SILENT = 'xstate.after.relayAnswer.pairing.active.generating'
const RELAY_STILL_AWAY = 'xstate.after.relayAnswer.pairing.active.ready.reconnecting'
/** The relay stayed away longer than a blip (3 s): the URI counts as dead. */
const RELAY_OUTAGE = 'xstate.after.relayBlip.pairing.active.ready.reconnecting.blip'
/** 229 s pass (a test-only event: the machine does not know it). */
const TICK = 'TEST.TICK_229S'
/** A pairing the machine abandoned answers anyway (test-only events). */
const LATE_URI = 'TEST.LATE_URI'
const LATE_APPROVAL = 'TEST.LATE_APPROVAL'
const LATE_FAILURE = 'TEST.LATE_FAILURE'

/**
 * The 229 s of TICK while the relay is waited for: its 10 s run out on the way, so to the model the
 * step is the relay's timeout (an event the machine knows), which the walk plays as 229 s passing.
 */
type LongWait = { type: typeof RELAY_SILENT | typeof RELAY_STILL_AWAY; played: typeof TICK }

type ModelEvent =
  | PairingEvent
  | { type: typeof EXPIRY | typeof RELAY_SILENT | typeof RELAY_STILL_AWAY | typeof RELAY_OUTAGE }
  | { type: typeof TICK | typeof LATE_URI | typeof LATE_APPROVAL | typeof LATE_FAILURE }
  | LongWait

const isLongWait = (event: ModelEvent): event is LongWait => 'played' in event

const BROWSE_HREF = 'https://wallet.example/ul/browse/https%3A%2F%2Fapp.example.com%2F'
const REJECTED = new ConnectionRejectedError().shortMessage // a Foyer error: its own text
const FAILED = 'Failed to connect' // anything else (SPEC §8)

const events: ModelEvent[] = [
  { type: 'PAIRING.START' },
  { type: 'PAIRING.START', wallet: METAMASK },
  { type: 'PAIRING.START', wallet: RAINBOW },
  { type: 'PAIRING.REFRESH' },
  { type: 'PAIRING.RETRY' },
  { type: 'PAIRING.CANCEL' },
  { type: 'PAIRING.OPEN_IN_WALLET_BROWSER', wallet: RAINBOW, href: BROWSE_HREF },
  { type: 'PAIRING.URI', uri: 'wc:first@2?relay-protocol=irn&symKey=01' },
  { type: 'PAIRING.URI', uri: 'wc:second@2?relay-protocol=irn&symKey=02' },
  { type: 'PAIRING.APPROVED', session: SESSION },
  { type: 'PAIRING.FAILED', message: REJECTED },
  { type: 'PAIRING.FAILED', message: FAILED },
  { type: EXPIRY },
  { type: 'PAIRING.RELAY_LOST' },
  { type: 'PAIRING.RELAY_BACK' },
  { type: RELAY_SILENT },
  { type: RELAY_STILL_AWAY },
  { type: RELAY_OUTAGE },
  { type: TICK },
  { type: LATE_URI },
  { type: LATE_APPROVAL },
  { type: LATE_FAILURE },
]

/**
 * The events the model tries in `snapshot`: TICK is a no-op to the machine, except while the relay is
 * waited for, where it is the relay's timeout (see {@link LongWait}).
 */
function eventsIn(snapshot: AnyMachineSnapshot): readonly ModelEvent[] {
  const wait: LongWait | undefined = snapshot.matches({ active: 'generating' })
    ? { type: RELAY_SILENT, played: TICK }
    : snapshot.matches({ active: { ready: 'reconnecting' } })
      ? { type: RELAY_STILL_AWAY, played: TICK }
      : undefined
  return wait ? events.map((event) => (event.type === TICK ? wait : event)) : events
}

/** Events the real system can produce in a state: the pairer answers only while a pairing is live, a
 * wallet approves only a URI it was shown, and the expiry comes only while a URI shows. */
function canHappen(snapshot: AnyMachineSnapshot, event: ModelEvent): boolean {
  // 229 s can always pass.
  if (isLongWait(event)) return true
  switch (event.type) {
    case 'PAIRING.URI':
    case 'PAIRING.FAILED':
      return 'pair' in snapshot.children
    // A wallet that scanned the URI may approve while the relay is briefly away: it still counts.
    case 'PAIRING.APPROVED':
      return snapshot.matches({ active: 'ready' })
    // While the relay is away its 10 s run out long before a URI's 230 s (the model plays that as TICK).
    case EXPIRY:
      return snapshot.matches({ active: { ready: 'visible' } })
    // The relay is watched while a pairing is live.
    case 'PAIRING.RELAY_LOST':
    case 'PAIRING.RELAY_BACK':
      return 'watchRelay' in snapshot.children
    case RELAY_SILENT:
      return snapshot.matches({ active: 'generating' })
    // The 3 s of a blip run out before the 10 s.
    case RELAY_STILL_AWAY:
      return snapshot.matches({ active: { ready: { reconnecting: 'outage' } } })
    case RELAY_OUTAGE:
      return snapshot.matches({ active: { ready: { reconnecting: 'blip' } } })
    default:
      return true
  }
}

const withoutPairer = ({ pairer: _p, ...rest }: PairingContext) => rest
/** A state's identity in the model: its value and its context without the pairer. */
const serialize = (snapshot: AnyMachineSnapshot) =>
  stringify([snapshot.value, withoutPairer(snapshot.context as PairingContext)])

type Status =
  | 'idle'
  | 'generating'
  | 'ready'
  | 'reconnecting'
  | 'outage'
  | 'approved'
  | 'failed'
  | 'inWalletBrowser'
type Observed = {
  status: Status
  context: ReturnType<typeof withoutPairer>
  /** How many pairings the machine started. */
  pairings: number
  /** The events the `connection.eip155` actor received so far. */
  connects: number
}

const statusOf = (snapshot: PairingSnapshot): Status =>
  snapshot.matches({ active: 'generating' })
    ? 'generating'
    : snapshot.matches({ active: { ready: { reconnecting: 'outage' } } })
      ? 'outage'
      : snapshot.matches({ active: { ready: 'reconnecting' } })
        ? 'reconnecting'
        : snapshot.matches({ active: 'ready' })
          ? 'ready'
          : (snapshot.value as Status)

type Run = {
  pairing: AnyActorRef
  clock: SimulatedClock
  pairings: FakePairing[]
  received: AnyEventObject[]
  /** When the URI on screen was shown (the clock's time). */
  shownAt: number
  /** When the wait for the relay began: a pairing started, or the relay dropped (the clock's time). */
  waitingSince: number
  /** Plays the relay connection going down or coming back. */
  relay(connected: boolean): void
  /** Late answers actually played (a late event with no abandoned pairing to play it is a no-op). */
  lateDeliveries: number
  stop(): void
}

function observe(run: Run): Observed {
  const snapshot = run.pairing.getSnapshot() as PairingSnapshot
  return {
    status: statusOf(snapshot),
    context: withoutPairer(snapshot.context),
    pairings: run.pairings.length,
    connects: run.received.length,
  }
}

const isRelayAway = (status: Status) => status === 'reconnecting' || status === 'outage'
const isActive = (status: Status) => status === 'generating' || status === 'ready' || isRelayAway(status)
const isWaitingForRelay = (status: Status) => status === 'generating' || isRelayAway(status)

/** SPEC §4 (pairing), written out again as checks on what the actor did. */
function checkStep(before: Observed, event: ModelEvent, after: Observed, run: Run) {
  const newPairing = { ...before.context, uri: undefined, walletBrowserHref: undefined }
  // Invariants: a URI shows exactly while ready, a message exactly while failed; sessions connect only
  // when approved.
  expect(after.context.uri !== undefined, 'a URI ⇔ ready (shown, or hidden while the relay is away)').toBe(
    after.status === 'ready' || isRelayAway(after.status),
  )
  expect(after.context.error !== undefined, 'a message ⇔ failed').toBe(after.status === 'failed')
  expect(after.context.walletBrowserHref !== undefined, 'a wallet browser link ⇔ offered').toBe(
    after.status === 'inWalletBrowser',
  )
  if (event.type !== 'PAIRING.APPROVED') expect(after.connects, 'no connect').toBe(before.connects)
  // Only the live pairing goes on: every pairing the machine left is aborted.
  const live = isActive(after.status) ? run.pairings.at(-1) : undefined
  expect(
    run.pairings.map((pairing) => pairing.signal?.aborted),
    'abandoned ⇔ aborted',
  ).toEqual(run.pairings.map((pairing) => pairing !== live))
  const view = selectConnectingWalletConnectView(run.pairing.getSnapshot() as PairingSnapshot, {
    isMobile: true,
    deepLink: testDeepLink,
  })
  const viewStatus = {
    idle: 'generating',
    inWalletBrowser: 'openInWalletBrowser',
    outage: 'reconnecting',
  } as const
  expect(view.status).toBe(viewStatus[after.status as keyof typeof viewStatus] ?? after.status)
  if (view.status === 'openInWalletBrowser') expect(view.href).toBe(BROWSE_HREF)
  if (view.status === 'ready') {
    expect(view.uri).toBe(after.context.uri)
    const wallet = after.context.wallet
    expect(view.openWalletHref).toBe(wallet && testDeepLink(wallet, view.uri))
  }

  const unchanged = () => expect(after).toEqual(before)
  if (isLongWait(event)) {
    // TICK while the relay is waited for (see LongWait).
    expect(after.status, 'waiting 229 s for the relay ends in the error').toBe('failed')
    expect(after.context.error).toBe(RELAY_UNREACHABLE)
    return
  }
  switch (event.type) {
    case 'PAIRING.START':
      if (isActive(before.status)) {
        // The live pairing stays, URI and all; only the wallet shown follows the request.
        expect(after).toEqual({ ...before, context: { ...before.context, wallet: event.wallet } })
      } else {
        expect(after.status).toBe('generating')
        expect(after.pairings, 'a new pairing').toBe(before.pairings + 1)
        expect(after.context).toEqual({ ...newPairing, wallet: event.wallet, error: undefined })
      }
      break
    case 'PAIRING.REFRESH':
      if (isActive(before.status)) {
        expect(after.status).toBe('generating')
        expect(after.pairings, 'a new pairing at once').toBe(before.pairings + 1)
        expect(after.context).toEqual(newPairing)
      } else unchanged()
      break
    case 'PAIRING.RETRY':
      if (before.status === 'failed') {
        expect(after.status).toBe('generating')
        expect(after.pairings).toBe(before.pairings + 1)
        expect(after.context).toEqual({ ...newPairing, error: undefined })
      } else unchanged()
      break
    case 'PAIRING.CANCEL':
      expect(after.status).toBe('idle')
      expect(after.pairings, 'nothing new starts').toBe(before.pairings)
      expect(after.context).toEqual({
        ...before.context,
        uri: undefined,
        error: undefined,
        walletBrowserHref: undefined,
      })
      break
    case 'PAIRING.OPEN_IN_WALLET_BROWSER':
      // No pairing: the wallet's own browser opens the site, which finds the wallet there.
      expect(after.status).toBe('inWalletBrowser')
      expect(after.pairings).toBe(before.pairings)
      expect(after.context).toEqual({
        ...before.context,
        uri: undefined,
        error: undefined,
        wallet: event.wallet,
        walletBrowserHref: event.href,
      })
      break
    case 'PAIRING.URI':
      // A URI shows (also one that arrives while the relay is away: the client only makes one once
      // its relay connection is up).
      expect(after.status).toBe('ready')
      expect(after.context).toEqual({ ...before.context, uri: event.uri })
      expect(after.pairings).toBe(before.pairings)
      break
    case 'PAIRING.APPROVED':
      expect(after.status).toBe('approved')
      expect(after.context).toEqual({ ...before.context, uri: undefined, session: SESSION })
      // eip155 has a connection actor and connects with the WalletConnect connector; solana has none.
      expect(run.received.slice(before.connects)).toEqual([
        { type: 'CONNECTION.CONNECT', connectorId: 'walletConnect', alongside: false },
      ])
      break
    case 'PAIRING.FAILED':
      expect(after.status).toBe('failed')
      expect(after.context).toEqual({ ...before.context, uri: undefined, error: event.message })
      break
    case 'PAIRING.RELAY_LOST':
      if (before.status === 'ready') {
        expect(after.status, 'the URI hides while the relay is away').toBe('reconnecting')
        expect(after.pairings).toBe(before.pairings)
        expect(after.context).toEqual(before.context)
      } else unchanged()
      break
    case 'PAIRING.RELAY_BACK':
      if (before.status === 'reconnecting') {
        expect(after.status, 'back within 3 s: the same URI shows again').toBe('ready')
        expect(after.pairings).toBe(before.pairings)
        expect(after.context).toEqual(before.context)
      } else if (before.status === 'outage') {
        expect(after.status, 'back after an outage: a fresh pairing').toBe('generating')
        expect(after.pairings).toBe(before.pairings + 1)
        expect(after.context).toEqual(newPairing)
      } else unchanged()
      break
    case RELAY_OUTAGE:
      expect(after.status, 'away over 3 s: the URI counts as dead').toBe('outage')
      expect(after.context).toEqual(before.context)
      expect(after.pairings).toBe(before.pairings)
      break
    case RELAY_SILENT:
    case RELAY_STILL_AWAY:
      expect(after.status, 'no answer from the relay in 10 s: an error and a retry').toBe('failed')
      expect(after.context).toEqual({ ...before.context, uri: undefined, error: RELAY_UNREACHABLE })
      break
    case TICK:
      // No deadline runs out: while the relay is waited for, 229 s are a LongWait (checked above).
      unchanged()
      break
    case EXPIRY:
      expect(after.status, 'expired with under 10 s left: a new pairing').toBe('generating')
      expect(after.pairings).toBe(before.pairings + 1)
      expect(after.context).toEqual(newPairing)
      break
    default:
      unchanged()
  }
}

/** The system of the app, reduced to the pairing actor and a recording connection actor for eip155. */
function startSystem(clock: SimulatedClock) {
  const { pairer, pairings, relay } = fakePairer()
  const received: AnyEventObject[] = []
  const host = setup({
    actors: {
      pairing: pairingMachine,
      connection: fromCallback<AnyEventObject>(({ receive }) => receive((event) => received.push(event))),
    },
  }).createMachine({
    invoke: [
      { src: 'pairing', id: 'pairing', systemId: 'pairing', input: { pairer } },
      { src: 'connection', id: 'connection', systemId: 'connection.eip155' },
    ],
  })
  const actor = createActor(host, { clock }).start()
  return {
    pairing: requireSystemActor(actor, 'pairing'),
    pairings,
    received,
    relay,
    stop: () => actor.stop(),
  }
}

/** The pairing that answers a late event: the newest one the machine no longer listens to. */
function abandonedPairing(run: Run, before: Observed, settledToo: boolean): FakePairing | undefined {
  const live = isActive(before.status) ? run.pairings.at(-1) : undefined
  return run.pairings.filter((p) => p !== live && (settledToo || !p.settled)).at(-1)
}

async function play(run: Run, event: ModelEvent, before: Observed) {
  const live = run.pairings.at(-1) as FakePairing
  if (isLongWait(event)) return run.clock.increment(229_000)
  switch (event.type) {
    case 'PAIRING.URI':
      live.emitUri(event.uri)
      run.shownAt = run.clock.now()
      return
    case 'PAIRING.APPROVED':
      live.approve(event.session)
      return settle()
    case 'PAIRING.FAILED':
      live.fail(event.message === REJECTED ? new ConnectionRejectedError() : new Error('relay unreachable'))
      return settle()
    case EXPIRY: {
      const uri = before.context.uri
      run.clock.set(run.shownAt + URI_EXPIRY_MS - 1)
      expect(observe(run), 'still the same URI 1 ms before 230 s').toEqual(before)
      expect(uri).toBeDefined()
      run.clock.increment(1)
      return
    }
    case TICK:
      run.clock.increment(229_000)
      return
    case 'PAIRING.RELAY_LOST':
    case 'PAIRING.RELAY_BACK':
      run.relay(event.type === 'PAIRING.RELAY_BACK')
      return
    case RELAY_SILENT:
    case RELAY_STILL_AWAY:
      run.clock.set(run.waitingSince + RELAY_ANSWER_MS - 1)
      expect(observe(run), 'still waiting 1 ms before 10 s').toEqual(before)
      run.clock.increment(1)
      return
    case RELAY_OUTAGE:
      run.clock.set(run.waitingSince + RELAY_BLIP_MS - 1)
      expect(observe(run), 'still a blip 1 ms before 3 s').toEqual(before)
      run.clock.increment(1)
      return
    case LATE_URI: {
      const late = abandonedPairing(run, before, true)
      late?.emitUri('wc:late@2?relay-protocol=irn&symKey=ff')
      if (late) run.lateDeliveries++
      return
    }
    case LATE_APPROVAL:
    case LATE_FAILURE: {
      const late = abandonedPairing(run, before, false)
      if (!late) return
      run.lateDeliveries++
      if (event.type === LATE_APPROVAL) late.approve(SESSION)
      else late.fail(new Error('late'))
      return settle()
    }
    default:
      run.pairing.send(event)
  }
}

/** Starts the system on a simulated clock and runs the walk on it; returns the run, stopped. */
async function runWalk(walk: readonly ModelStep<ModelEvent>[]): Promise<Run> {
  const clock = new SimulatedClock()
  const run: Run = { ...startSystem(clock), clock, shownAt: 0, waitingSince: 0, lateDeliveries: 0 }
  for (const { event, key } of walk) {
    const before = observe(run)
    await play(run, event, before)
    const after = observe(run)
    checkStep(before, event, after, run)
    // The relay's 10 s run from a new pairing, or from the relay going away (not from blip to outage).
    const startedWaiting =
      after.pairings !== before.pairings || (after.status !== before.status && !isRelayAway(before.status))
    if (isWaitingForRelay(after.status) && startedWaiting) run.waitingSince = clock.now()
    // The actor is where the model says (compared as the model tells states apart).
    const actual = serialize(run.pairing.getSnapshot())
    if (actual !== key) expect(actual).toBe(key)
  }
  run.stop()
  return run
}

describe('pairing: model-based walks', () => {
  const { pairer } = fakePairer()
  const graph = modelGraph({
    machine: pairingMachine,
    input: { pairer },
    events: eventsIn,
    serialize,
    canHappen,
  })

  it(`checks every transition from ${graph.nodes.length} states, with the expiry on a simulated clock`, async () => {
    expect(graph.nodes.length).toBeGreaterThan(30)
    let lateDeliveries = 0
    const { transitions } = await checkEveryTransition({
      graph,
      async replay(walk) {
        const run = await runWalk(walk)
        lateDeliveries += run.lateDeliveries
      },
    })
    expect(transitions).toBeGreaterThan(graph.nodes.length * 10)
    expect(lateDeliveries, 'late results of abandoned pairings were played').toBeGreaterThan(20)
  })
})
