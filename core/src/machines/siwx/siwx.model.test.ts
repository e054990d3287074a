import { describe, expect, it } from 'vitest'
import { type AnyMachineSnapshot, fromCallback, fromPromise } from 'xstate'
import { createSiwxMessage, parseSiwxMessage } from '../../siwx/message.js'
import type { SiwxSession, SiwxStorage } from '../../siwx/siwx.types.js'
import { modelGraph } from '../../testing/model-graph.js'
import { checkEveryTransition, type ModelStep } from '../../testing/model-walks.js'
import { settle } from '../connection/connection.fixtures.js'
import { DOMAIN, inputWith, type Received, sessionFor, standInSystem, URI } from './siwx.fixtures.js'
import { siwxMachine } from './siwx.machine.js'
import {
  A1,
  A8453,
  AWAITING,
  B1,
  CHECK_DONE,
  CHECK_ERROR,
  type Config,
  canHappen,
  type Expected,
  events,
  graphPrepared,
  INIT,
  initialModel,
  key,
  LAST_DONE,
  LAST_ERROR,
  LATE,
  type Model,
  type ModelAccount,
  type ModelEvent,
  NONCE,
  next,
  PREPARE_DONE,
  PREPARE_ERROR,
  SAVE_DONE,
  SAVE_ERROR,
  SIGN_DONE,
  SIGN_ERROR,
  SIGNATURE,
  SIGNING,
  STATEMENT,
  type Status,
  statusOf,
} from './siwx.model.fixtures.js'
import { type SiwxSnapshot, selectSiwxState, selectSiwxView } from './siwx.selectors.js'
import type { SignSiwxMessageInput, SiwxContext, SiwxOptions } from './siwx.types.js'

/**
 * Model-based tests: the machine's graph is generated (the answers of storage, nonce and wallet, and
 * the late answers of abandoned calls, are ordinary events to the generator), then walked on real
 * actors among recording stand-ins (`modal`, `router`, `connection.eip155`, `network`, `snack`) whose
 * storage, nonce and wallet wait for the test; the walks take every transition at least once. After
 * every step, the state, what the stand-ins received, what storage, nonce and wallet were asked and
 * what storage holds are checked against the reference model of `siwx.model.fixtures.ts` (SPEC §4
 * "Sign-in", §2's close lock, §8's messages), and the actor against the model's state.
 */

// ---------------------------------------------------------------------------------------------------
// The replay: a real actor whose storage, nonce and wallet wait for the test.

type Pending<input, output> = {
  input: input
  resolve(value: output): void
  reject(error: unknown): void
  settled: boolean
}

function pending<input, output>(list: Pending<input, output>[], input: input): Promise<output> {
  return new Promise<output>((resolve, reject) => {
    const entry: Pending<input, output> = {
      input,
      settled: false,
      resolve: (value) => {
        entry.settled = true
        resolve(value)
      },
      reject: (error) => {
        entry.settled = true
        reject(error)
      },
    }
    list.push(entry)
  })
}

type Run = {
  siwx: ReturnType<typeof standInSystem>['siwx']
  received: Received[]
  reads: Pending<ModelAccount, SiwxSession[]>[]
  adds: Pending<SiwxSession, void>[]
  nonces: Pending<undefined, string>[]
  signs: Pending<SignSiwxMessageInput, string>[]
  /** What the storage holds. */
  held: SiwxSession[]
  emitted: SiwxSession[]
  /** The live view watchers' callbacks, while they run. */
  viewClosed: (() => void) | undefined
  viewShown: (() => void) | undefined
  lateAnswers: number
  stop(): void
}

function startRun(config: Config): Run {
  const run = {
    reads: [],
    adds: [],
    nonces: [],
    signs: [],
    held: [],
    emitted: [],
    viewClosed: undefined,
    viewShown: undefined,
    lateAnswers: 0,
  } as unknown as Run
  const storage: SiwxStorage = {
    get: (chainId, address) => pending(run.reads, { chainId, address }),
    add: (session) =>
      pending(run.adds, session).then(() => {
        run.held.push(session)
      }),
    set: async () => {},
    delete: async (chainId, address) => {
      run.held = run.held.filter((s) => key(s.data.chainId, s.data.accountAddress) !== key(chainId, address))
    },
  }
  const options: SiwxOptions = {
    ...config,
    storage,
    statement: STATEMENT,
    getNonce: () => pending(run.nonces, undefined),
  }
  const machine = siwxMachine.provide({
    actors: {
      signMessage: fromPromise<string, SignSiwxMessageInput>(({ input }) => pending(run.signs, input)),
      watchSignView: fromCallback(({ sendBack }) => {
        const report = () => sendBack({ type: 'SIWX.VIEW_CLOSED' })
        run.viewClosed = report
        return () => {
          if (run.viewClosed === report) run.viewClosed = undefined
        }
      }),
      watchSignViewShown: fromCallback(({ sendBack }) => {
        const report = () => sendBack({ type: 'SIWX.VIEW_SHOWN' })
        run.viewShown = report
        return () => {
          if (run.viewShown === report) run.viewShown = undefined
        }
      }),
    },
  })
  const system = standInSystem(inputWith(options), machine)
  system.siwx.on('siwx.signedIn', ({ session }) => run.emitted.push(session))
  return Object.assign(run, { siwx: system.siwx, received: system.received, stop: system.stop })
}

const live = <entry extends { settled: boolean }>(list: entry[]) => {
  const last = list.at(-1)
  return last && !last.settled ? last : undefined
}

/** Plays one event on the run; false when it could not be played (nothing waits for that answer). */
async function play(run: Run, event: ModelEvent, model: Model): Promise<void> {
  switch (event.type) {
    case CHECK_DONE:
    case LAST_DONE: {
      const read = live(run.reads)
      read?.resolve(event.output.length > 0 ? [sessionFor(read.input.chainId, read.input.address)] : [])
      return settle()
    }
    case CHECK_ERROR:
    case LAST_ERROR:
      live(run.reads)?.reject(event.error)
      return settle()
    case PREPARE_DONE:
      live(run.nonces)?.resolve(NONCE)
      return settle()
    case PREPARE_ERROR:
      live(run.nonces)?.reject(event.error)
      return settle()
    case SIGN_DONE:
      live(run.signs)?.resolve(event.output)
      return settle()
    case SIGN_ERROR:
      live(run.signs)?.reject(event.error)
      return settle()
    case SAVE_DONE:
      live(run.adds)?.resolve()
      return settle()
    case SAVE_ERROR:
      live(run.adds)?.reject(event.error)
      return settle()
    case 'SIWX.VIEW_CLOSED':
      run.viewClosed?.()
      return
    case 'SIWX.VIEW_SHOWN':
      run.viewShown?.()
      return
    case LATE: {
      // Every call the machine no longer waits for answers now, as successfully as it can (a late save
      // fails, so that what storage holds stays the machine's doing).
      const isLive = (list: { settled: boolean }[], entry: unknown, statuses: readonly Status[]) =>
        statuses.includes(model.status) && live(list as { settled: boolean }[]) === entry
      for (const read of run.reads.filter(
        (r) => !r.settled && !isLive(run.reads, r, ['checking', 'returning']),
      )) {
        read.resolve([sessionFor(read.input.chainId, read.input.address)])
        run.lateAnswers++
      }
      for (const nonce of run.nonces.filter((n) => !n.settled && !isLive(run.nonces, n, ['preparing']))) {
        nonce.resolve(NONCE)
        run.lateAnswers++
      }
      for (const sign of run.signs.filter(
        (s) => !s.settled && !isLive(run.signs, s, ['awaitingSignature']),
      )) {
        sign.resolve(SIGNATURE)
        run.lateAnswers++
      }
      for (const add of run.adds.filter((a) => !a.settled && !isLive(run.adds, a, ['saving']))) {
        add.reject(new Error('late'))
        run.lateAnswers++
      }
      return settle()
    }
    default:
      run.siwx.send(event)
  }
}

type Counts = { reads: number; nonces: number; signs: number; adds: number; received: number }
const countsOf = (run: Run): Counts => ({
  reads: run.reads.length,
  nonces: run.nonces.length,
  signs: run.signs.length,
  adds: run.adds.length,
  received: run.received.length,
})

const isLockReport = (r: Received) => r.to === 'modal' && r.event.type === 'MODAL.SIGN_IN_CHANGED'

/** Checks the actor after a step against what the model expects. */
function checkStep(run: Run, before: Counts, expected: Expected, config: Config) {
  const { model } = expected
  const snapshot = run.siwx.getSnapshot() as SiwxSnapshot
  const context = snapshot.context as SiwxContext
  expect(statusOf(snapshot), 'state').toBe(model.status)
  expect(
    context.account && { chainId: context.account.caipNetworkId, address: context.account.address },
  ).toEqual(model.account)
  expect(context.error, 'message').toBe(model.error)
  if (config.required) expect(context.lastSignedNetworks.eip155, 'last signed network').toBe(model.lastSigned)
  else
    expect(context.dismissedAccounts, 'declined accounts').toEqual(model.dismissed.map((a) => `eip155:${a}`))

  // What the stand-ins received in this step, in order; the close-lock reports are checked below.
  const step = run.received.slice(before.received)
  expect(step.filter((r) => !isLockReport(r))).toEqual(expected.sent)
  // SPEC §2: the modal knows, at every moment, whether a required sign-in is missing its session; the
  // lock is released before the modal is asked to close or the wallet to disconnect.
  const awaiting = AWAITING.includes(model.status)
  const reports = run.received.filter(isLockReport)
  const lastReport = reports.at(-1)?.event.signIn
  if (reports.length > 0 || awaiting)
    expect(lastReport, 'the lock the modal knows').toEqual({
      required: config.required,
      hasSession: !awaiting,
    })
  step.forEach((r, index) => {
    if (r.event.type !== 'MODAL.CLOSE' && r.event.type !== 'CONNECTION.DISCONNECT') return
    const earlier = [...run.received.slice(0, before.received), ...step.slice(0, index)].filter(isLockReport)
    expect(earlier.at(-1)?.event.signIn.hasSession ?? true, 'lock released first').toBe(true)
  })

  // What storage, nonce and wallet were asked.
  expect(run.reads.length, 'session reads').toBe(before.reads + (expected.read ? 1 : 0))
  if (expected.read) expect(run.reads.at(-1)?.input).toEqual(expected.read)
  expect(run.nonces.length, 'nonce requests').toBe(before.nonces + (expected.nonce ? 1 : 0))
  expect(run.signs.length, 'signature requests').toBe(before.signs + (expected.sign ? 1 : 0))
  if (expected.sign) {
    const account = model.account as ModelAccount
    const request = run.signs.at(-1)?.input as SignSiwxMessageInput
    expect(request.namespace).toBe('eip155')
    expect(request.caipAddress).toBe(`${account.chainId}:${account.address}`)
    const data = parseSiwxMessage(request.message)
    expect(data).toMatchObject({
      domain: DOMAIN,
      uri: URI,
      chainId: account.chainId,
      accountAddress: account.address,
      nonce: NONCE,
      statement: STATEMENT,
    })
    expect(createSiwxMessage(data)).toBe(request.message)
  }
  expect(run.adds.length, 'session saves').toBe(before.adds + (expected.add ? 1 : 0))
  if (expected.add) {
    const session = run.adds.at(-1)?.input as SiwxSession
    expect(session.signature).toBe(SIGNATURE)
    expect(session.message).toBe(run.signs.at(-1)?.input.message)
    expect(session.data).toEqual(parseSiwxMessage(session.message))
  }
  // The accounts storage holds a session of: a walk may sign an account in again (the model's reads
  // find no session whatever was saved), and storage then keeps both sessions.
  const heldAccounts = new Set(run.held.map((s) => key(s.data.chainId, s.data.accountAddress)))
  expect([...heldAccounts].sort(), 'storage holds').toEqual([...model.stored].sort())
  expect(run.emitted, 'signedIn emitted once per saved session').toHaveLength(model.signedInEvents)

  // The selectors agree with the state.
  const view = selectSiwxView(snapshot)
  const state = selectSiwxState(snapshot)
  if (model.status === 'prompting')
    expect(view).toMatchObject({ status: 'prompting', error: model.error, canCancel: true })
  else if (SIGNING.includes(model.status)) expect(view).toMatchObject({ status: 'signing', canCancel: true })
  else if (model.status === 'returning' || model.status === 'disconnecting')
    expect(view).toMatchObject({ status: 'leaving', canCancel: false, required: true })
  else expect(view).toEqual({ status: 'idle' })
  if (model.status === 'signedIn')
    expect(state).toMatchObject({
      status: 'signedIn',
      session: { data: { chainId: model.account?.chainId } },
    })
  if (model.status === 'failed') expect(state).toMatchObject({ status: 'failed', error: INIT })
}

/** What the generator keeps of a state: the parts of the context the configuration's rules read. */
function serializeFor(config: Config) {
  return (snapshot: AnyMachineSnapshot) => {
    const context = snapshot.context as SiwxContext
    return JSON.stringify([
      snapshot.value,
      context.account?.caipAddress,
      context.error,
      config.required ? context.lastSignedNetworks : context.dismissedAccounts,
    ])
  }
}

/**
 * Plays the steps on a new run, checking each against the reference model and, where a step has the
 * model's state (its identity, `key`), the actor against it.
 */
async function runSteps(
  config: Config,
  steps: readonly { event: ModelEvent; key?: ModelStep<ModelEvent>['key'] }[],
): Promise<Run> {
  const run = startRun(config)
  const serialize = serializeFor(config)
  let model = initialModel
  for (const { event, key } of steps) {
    const before = countsOf(run)
    const expected = next(model, event, config)
    await play(run, event, model)
    checkStep(run, before, expected, config)
    model = expected.model
    if (key === undefined) continue
    // The actor is where the model says (compared as the model tells states apart).
    const actual = serialize(run.siwx.getSnapshot())
    if (actual !== key) expect(actual).toBe(key)
  }
  return run
}

const configs: [string, Config][] = [
  ['optional sign-in, sign-out on disconnect', { required: false, signOutOnDisconnect: true }],
  ['required sign-in', { required: true, signOutOnDisconnect: false }],
]

/** The events of the model: the fixtures' events, and the late answers of abandoned calls (in any state). */
const modelEvents: ModelEvent[] = [...events, { type: LATE }]

describe.each(configs)('siwx: model-based walks (%s)', (_name, config) => {
  const graph = modelGraph({
    machine: siwxMachine,
    input: inputWith({
      ...config,
      storage: { get: async () => [], add: async () => {}, set: async () => {}, delete: async () => {} },
    }),
    events: modelEvents,
    serialize: serializeFor(config),
    canHappen,
  })

  it('reaches every state of the configuration', () => {
    const statuses = new Set(graph.states.map(statusOf))
    const expected: Status[] = ['idle', 'checking', 'prompting', ...SIGNING, 'signedIn', 'failed']
    expected.push(...(config.required ? (['returning', 'disconnecting'] as const) : (['dismissed'] as const)))
    expect([...statuses].sort()).toEqual([...expected].sort())
    expect(graph.nodes.length).toBeGreaterThan(config.required ? 40 : 60)
  })

  it(`checks every transition from ${graph.nodes.length} states against the reference model`, async () => {
    let lateAnswers = 0
    const report = await checkEveryTransition({
      graph,
      async replay(steps) {
        const run = await runSteps(config, steps)
        lateAnswers += run.lateAnswers
        run.stop()
      },
    })
    // Every state tries at least its account changes, sign, cancel, a session added and late answers.
    expect(report.transitions).toBeGreaterThanOrEqual(graph.nodes.length * 10)
    expect(lateAnswers, 'late answers of abandoned calls were played').toBeGreaterThan(3)
  })
})

describe('siwx: late answers of abandoned calls', () => {
  it('a check, a nonce and a signature abandoned for another account change nothing', async () => {
    const config = { required: false, signOutOnDisconnect: false }
    const played: ModelEvent[] = [
      A1,
      { type: CHECK_DONE, output: [] },
      { type: 'SIWX.SIGN' },
      { type: PREPARE_DONE, output: graphPrepared },
      B1, // the wallet's account changed while it was asked to sign
      A8453,
      { type: LATE },
    ]
    const run = await runSteps(
      config,
      played.map((event) => ({ event })),
    )
    expect(run.lateAnswers).toBe(2)
    expect(statusOf(run.siwx.getSnapshot())).toBe('checking')
    run.stop()
  })
})
