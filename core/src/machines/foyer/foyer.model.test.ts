import { describe, expect, it } from 'vitest'
import { type AnyEventObject, type AnyMachineSnapshot, createActor, fromCallback, fromPromise } from 'xstate'
import type { RemoteConfigOutcome } from '../../api/remote-config.load.js'
import { resolveFeatures } from '../../config/resolve-features.js'
import type { Connector } from '../../connectors/connector.types.js'
import { type Alert, alerts as alertCatalogue } from '../../errors/alerts.js'
import { storageKeys } from '../../storage/keys.js'
import { memoryStorage } from '../../storage/memory.js'
import { createStorage } from '../../storage/storage.js'
import { modelGraph } from '../../testing/model-graph.js'
import { checkEveryTransition, type ModelStep } from '../../testing/model-walks.js'
import { standIn } from '../../testing/stand-in.js'
import { evmMock, settle, solanaMock } from '../connection/connection.fixtures.js'
import { connectionMachine } from '../connection/connection.machine.js'
import { modalMachine } from '../modal/modal.machine.js'
import { networkMachine } from '../network/network.machine.js'
import { routerMachine } from '../router/router.machine.js'
import { snackMachine } from '../snack/snack.machine.js'
import { foyerMachine } from './foyer.machine.js'
import { selectAlertView, selectTheme } from './foyer.selectors.js'
import type { FoyerEvent, FoyerOptions } from './foyer.types.js'
import { selectConnectingNamespace, selectFeatures, selectMergedConnectors } from './foyer.view.selectors.js'

/**
 * Model-based tests of the root machine, in two models whose events together are all of the root's.
 *
 * The configuration model: the remote configuration loaded on the first open (never at start), its
 * outcomes (read; not read; this page's origin refused; the allowed origins not read; the loader
 * itself failing) and the alerts the root keeps (each shown once, oldest first; those that answer the
 * visitor's action dropped when the modal closes and told again later). It runs for a site with a
 * project id, one without (basic mode, with its alert), and one that chose basic mode. After every
 * step the state, the loads asked for, the features, the alert on screen and the queue, the warnings
 * and what the router was told are compared with the rules written out again here.
 *
 * The records model: what the root only keeps for the others (the connectors every adapter reports,
 * merged in the adapters' order; the recent wallets; the namespace of the last connect attempt; the
 * theme, whose mode is stored as the visitor's choice). These events are handled alike in every state
 * of the root, so the model runs from the start, before the first open.
 *
 * Both graphs are generated (the loader's answers are ordinary events to the generator) and walked on
 * real actors whose children are stand-ins (the router one records what it is told); the walks take
 * every transition at least once, and the actor is compared with the model's state after each step.
 */

const LOADED = 'xstate.done.actor.loadRemoteConfig'
const LOAD_FAILED = 'xstate.error.actor.loadRemoteConfig'

/** The root with stand-in children: `load` as its loader, and a router that keeps what it is told. */
function rootWith(
  load: ReturnType<typeof fromPromise<RemoteConfigOutcome, { options: FoyerOptions }>>,
  routerHeard: AnyEventObject[] = [],
) {
  const router = fromCallback<AnyEventObject>(({ receive }) => receive((event) => routerHeard.push(event)))
  return foyerMachine.provide({
    actors: {
      modal: standIn(modalMachine),
      router: standIn(routerMachine, router),
      network: standIn(networkMachine),
      snack: standIn(snackMachine),
      connection: standIn(connectionMachine),
      loadRemoteConfig: load,
    },
  })
}

/** The machine the graphs are generated from: its loader never answers (the model's events do). */
const modelMachine = rootWith(fromPromise(() => new Promise<RemoteConfigOutcome>(() => undefined)))

// ---------------------------------------------------------------------------------------------------
// The configuration model
// ---------------------------------------------------------------------------------------------------

/** The site turns swaps off; a project may turn them on remotely. */
const local = { swaps: false } as const
const originsUnavailable: Alert = {
  id: 'PROJECT_ID_NOT_CONFIGURED',
  title: 'Allowed Origins Unavailable',
  message: "The project's allowed origins could not be read (the request failed).",
}
const outcomes = {
  // Read: the project turns swaps on over the site's own setting, and an alert says it was ignored.
  loaded: {
    ...resolveFeatures({ local, remote: { status: 'loaded', features: { swaps: ['1inch'] } } }),
    retryOnNextOpen: false,
  },
  // Not read (a timeout, an error answer): the site's features, a warning, and the next open tries again.
  unreadable: {
    ...resolveFeatures({ local, remote: { status: 'failed', error: 'timeout' } }),
    retryOnNextOpen: true,
  },
  // Read, but this page's origin is not on the project's list: an answer, not asked again.
  originRefused: {
    ...resolveFeatures({ local, remote: { status: 'loaded', features: {} } }),
    alerts: [{ id: 'INVALID_APP_CONFIGURATION' }],
    retryOnNextOpen: false,
  },
  // Read, but the allowed origins could not be: asked again on the next open.
  originsUnread: {
    ...resolveFeatures({ local, remote: { status: 'loaded', features: {} } }),
    alerts: [originsUnavailable],
    retryOnNextOpen: true,
  },
} satisfies Record<string, RemoteConfigOutcome>
type Outcome = keyof typeof outcomes

type ConfigEvent =
  | FoyerEvent
  | { type: typeof LOADED; output: RemoteConfigOutcome; outcome: Outcome }
  | { type: typeof LOAD_FAILED; error: Error }

const loaded = (outcome: Outcome): ConfigEvent => ({ type: LOADED, output: outcomes[outcome], outcome })
const configEvents: ConfigEvent[] = [
  { type: 'FOYER.MODAL_OPENED' },
  { type: 'FOYER.MODAL_CLOSED' },
  // An answer to the visitor's action: it ends with the modal.
  { type: 'FOYER.ALERT', alert: { id: 'MULTI_WALLET_NOT_ENABLED' } },
  { type: 'FOYER.DISMISS_ALERT' },
  loaded('loaded'),
  loaded('unreadable'),
  loaded('originRefused'),
  loaded('originsUnread'),
  // The loader never rejects, but its code is a lazy chunk whose download may fail.
  { type: LOAD_FAILED, error: new Error('Failed to fetch dynamically imported module') },
]

/** The site the model runs for (see the file's comment). */
type Setting = 'projectId' | 'noProjectId' | 'basicChosen'
const settings: readonly Setting[] = ['projectId', 'noProjectId', 'basicChosen']

/**
 * The events of the model in `setting`. A configuration problem another actor reports (it stays until
 * dismissed) takes the same transition as any alert; with a project id the loader's answers bring
 * configuration alerts of their own, so it is tried in basic mode only, where the graph stays small
 * (with it, the orders in which five alerts can wait would quadruple the project's graph).
 */
const configEventsFor = (setting: Setting): readonly ConfigEvent[] =>
  setting === 'projectId'
    ? configEvents
    : [...configEvents, { type: 'FOYER.ALERT', alert: { id: 'NETWORK_NOT_FOUND' } }]
const optionsFor = (setting: Setting): FoyerOptions => ({
  ...(setting === 'noProjectId' ? {} : { projectId: 'p1' }),
  ...(setting === 'basicChosen' ? { basic: true } : {}),
  features: local,
  storage: memoryStorage(),
})

type Mode = 'basic' | 'awaitingFirstOpen' | 'loadingFirst' | 'loadingAgain' | 'fellBack' | 'configured'
const stateValueOf: Record<Mode, unknown> = {
  basic: 'basic',
  awaitingFirstOpen: 'awaitingFirstOpen',
  loadingFirst: { loadingRemoteConfig: 'first' },
  loadingAgain: { loadingRemoteConfig: 'again' },
  fellBack: 'fellBack',
  configured: 'configured',
}
const modes = Object.keys(stateValueOf) as Mode[]
const modeOf = (snapshot: AnyMachineSnapshot): Mode | undefined =>
  modes.find((mode) => JSON.stringify(stateValueOf[mode]) === JSON.stringify(snapshot.value))

const isLoading = (snapshot: AnyMachineSnapshot) => snapshot.matches('loadingRemoteConfig')
function canHappen(snapshot: AnyMachineSnapshot, event: ConfigEvent): boolean {
  // The loader answers only while it is asked.
  if (event.type === LOADED || event.type === LOAD_FAILED) return isLoading(snapshot)
  return true
}

/**
 * A state's identity in the configuration model: the state, the features, the alerts waiting (and
 * which were raised), and whether a warning was given (warnings only add up: one per fallback).
 */
const serializeConfig = (snapshot: AnyMachineSnapshot) =>
  JSON.stringify([
    snapshot.value,
    snapshot.context.features.swaps,
    snapshot.context.alerts.map((alert: Alert) => [alert.id, alert.title]),
    [...snapshot.context.raisedAlertIds].sort(),
    snapshot.context.warnings.length > 0,
  ])
const serializeConfigEvent = (event: ConfigEvent) =>
  event.type === LOADED
    ? `${event.type} ${event.outcome}`
    : event.type === LOAD_FAILED
      ? event.type
      : JSON.stringify(event)

/** The alerts that answer the visitor's action (SPEC §8): they end with the modal. */
const endingWithModal = new Set(['MULTI_WALLET_NOT_ENABLED'])

type ConfigReference = {
  mode: Mode
  /** Loads of the remote configuration asked for. */
  loads: number
  swaps: false | readonly string[]
  /** The alerts waiting, oldest first; the first is on screen. */
  queue: readonly Alert[]
  /** Every alert id raised: each is shown once, but those ending with the modal, once per modal. */
  raised: readonly string[]
  warnings: readonly string[]
  /** What the router was told after each configuration: whether the Swap view may show. */
  routerSwaps: readonly boolean[]
}

const raise = (ref: ConfigReference, alert: Alert): ConfigReference =>
  ref.raised.includes(alert.id)
    ? ref
    : { ...ref, queue: [...ref.queue, alert], raised: [...ref.raised, alert.id] }

/** Where the root starts: with a project id it waits for the first open; without, basic mode says so. */
function configStart(setting: Setting): ConfigReference {
  const start: ConfigReference = {
    mode: setting === 'projectId' ? 'awaitingFirstOpen' : 'basic',
    loads: 0,
    swaps: false,
    queue: [],
    raised: [],
    warnings: [],
    routerSwaps: [],
  }
  return setting === 'noProjectId' ? raise(start, { id: 'PROJECT_ID_NOT_CONFIGURED' }) : start
}

function configStep(ref: ConfigReference, event: ConfigEvent): ConfigReference {
  switch (event.type) {
    case 'FOYER.MODAL_OPENED':
      // The first open loads the configuration and waits for it; an open after a fallback tries again.
      if (ref.mode === 'awaitingFirstOpen') return { ...ref, mode: 'loadingFirst', loads: ref.loads + 1 }
      if (ref.mode === 'fellBack') return { ...ref, mode: 'loadingAgain', loads: ref.loads + 1 }
      return ref
    case 'FOYER.MODAL_CLOSED':
      return {
        ...ref,
        queue: ref.queue.filter((alert) => !endingWithModal.has(alert.id)),
        raised: ref.raised.filter((id) => !endingWithModal.has(id)),
      }
    case 'FOYER.ALERT':
      return raise(ref, event.alert)
    case 'FOYER.DISMISS_ALERT':
      return { ...ref, queue: ref.queue.slice(1) }
    case LOADED: {
      // The features the loader resolved, its alerts (those not raised yet) and warnings; the router
      // learns which views may show; an outcome that could not read everything is tried again later.
      const { output } = event
      let next: ConfigReference = {
        ...ref,
        mode: output.retryOnNextOpen ? 'fellBack' : 'configured',
        swaps: output.features.swaps,
        warnings: [...ref.warnings, ...output.warnings],
        routerSwaps: [
          ...ref.routerSwaps,
          output.features.swaps !== false && output.features.swaps.length > 0,
        ],
      }
      for (const alert of output.alerts) next = raise(next, alert)
      return next
    }
    case LOAD_FAILED:
      return {
        ...ref,
        mode: 'fellBack',
        warnings: [
          ...ref.warnings,
          `Failed to load the remote project configuration; using local or default features. ${event.error.message}`,
        ],
      }
    default:
      return ref
  }
}

async function replayConfig(setting: Setting, walk: readonly ModelStep<ConfigEvent>[]) {
  const options = optionsFor(setting)
  const asked: { options: FoyerOptions }[] = []
  let answer: { resolve(outcome: RemoteConfigOutcome): void; reject(error: unknown): void } | undefined
  const load = fromPromise<RemoteConfigOutcome, { options: FoyerOptions }>(
    ({ input }) =>
      new Promise((resolve, reject) => {
        asked.push(input)
        answer = { resolve, reject }
      }),
  )
  const routerHeard: AnyEventObject[] = []
  const actor = createActor(rootWith(load, routerHeard), { input: options, systemId: 'foyer' }).start()
  let ref = configStart(setting)
  const check = (key?: string) => {
    const snapshot = actor.getSnapshot()
    expect(snapshot.value).toEqual(stateValueOf[ref.mode])
    expect(asked, 'the configuration is asked for with the site options, once per load').toEqual(
      Array.from({ length: ref.loads }, () => ({ options })),
    )
    expect(selectFeatures(snapshot).swaps).toEqual(ref.swaps)
    expect(snapshot.context.alerts).toEqual(ref.queue)
    const onScreen = ref.queue[0]
    const entry = onScreen && alertCatalogue[onScreen.id]
    expect(selectAlertView(snapshot)).toEqual(
      onScreen && entry
        ? {
            id: onScreen.id,
            variant: entry.variant,
            title: onScreen.title ?? entry.title,
            message: onScreen.message ?? entry.message,
          }
        : undefined,
    )
    expect(snapshot.context.warnings).toEqual(ref.warnings)
    expect(
      routerHeard.map((event) => event.type === 'ROUTER.ENV' && event.env.enabledFeatures.includes('swaps')),
    ).toEqual(ref.routerSwaps)
    // The actor is where the model says (compared as the model tells states apart).
    const actual = serializeConfig(snapshot)
    if (key !== undefined && actual !== key) expect(actual).toBe(key)
  }
  check()
  for (const { event, key } of walk) {
    if (event.type === LOADED) answer?.resolve(event.output)
    else if (event.type === LOAD_FAILED) answer?.reject(event.error)
    else actor.send(event)
    ref = configStep(ref, event)
    await settle()
    check(key)
  }
  actor.stop()
}

describe.each(settings)('foyer: model-based walks of the configuration (%s)', (setting) => {
  const graph = modelGraph({
    machine: modelMachine,
    input: optionsFor(setting),
    events: configEventsFor(setting),
    canHappen,
    serialize: serializeConfig,
    serializeEvent: serializeConfigEvent,
  })

  it('reaches every state it can', () => {
    // Without a project id, or in basic mode chosen, nothing is loaded.
    const reachable: readonly Mode[] =
      setting === 'projectId' ? modes.filter((mode) => mode !== 'basic') : ['basic']
    expect(new Set(graph.states.map(modeOf))).toEqual(new Set(reachable))
  })

  it(`checks every transition from ${graph.nodes.length} states against the rules`, async () => {
    const report = await checkEveryTransition({ graph, replay: (walk) => replayConfig(setting, walk) })
    expect(report.transitions).toBeGreaterThan(graph.nodes.length * 3)
  })
})

// ---------------------------------------------------------------------------------------------------
// The records model
// ---------------------------------------------------------------------------------------------------

const metamask: Connector = { id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155' }
const phantom: Connector = { id: 'app.phantom', name: 'Phantom', type: 'ANNOUNCED', chain: 'solana' }
const accent = { '--foyer-accent': '#4f46e5' } as const

const recordEvents: FoyerEvent[] = [
  { type: 'FOYER.CONNECTORS_CHANGED', namespace: 'eip155', connectors: [metamask] },
  { type: 'FOYER.CONNECTORS_CHANGED', namespace: 'solana', connectors: [phantom] },
  // Without a namespace, the whole list (here in the opposite order to the adapters').
  { type: 'FOYER.CONNECTORS_CHANGED', connectors: [metamask, phantom] },
  { type: 'FOYER.CONNECTORS_CHANGED', connectors: [] },
  { type: 'FOYER.RECENT_WALLETS_CHANGED', recentWallets: [{ id: 'io.metamask' }] },
  { type: 'FOYER.RECENT_WALLETS_CHANGED', recentWallets: [] },
  { type: 'FOYER.CONNECTION_ATTEMPT', namespace: 'eip155' },
  { type: 'FOYER.CONNECTION_ATTEMPT', namespace: 'solana' },
  { type: 'FOYER.SET_THEME', mode: 'dark' },
  { type: 'FOYER.SET_THEME', mode: 'light' },
  { type: 'FOYER.SET_THEME', variables: accent },
]

/** Solana's adapter first: the merged connectors follow the adapters' order, not the reports'. */
const recordOptions = (): FoyerOptions => ({
  projectId: 'p1',
  adapters: [solanaMock(), evmMock()],
  storage: memoryStorage(),
})

/** A state's identity in the records model: the state, and each record. */
const serializeRecords = (snapshot: AnyMachineSnapshot) =>
  JSON.stringify([
    snapshot.value,
    snapshot.context.connectors.map((connector: Connector) => connector.id),
    snapshot.context.recentWallets,
    snapshot.context.connectingNamespace ?? null,
    snapshot.context.theme,
  ])

type RecordsReference = {
  eip155: readonly Connector[]
  solana: readonly Connector[]
  recent: readonly { id: string }[]
  connecting: 'eip155' | 'solana' | undefined
  mode: 'system' | 'light' | 'dark'
  variables: Readonly<Record<string, string>>
  /** The mode stored as the visitor's choice. */
  stored: 'light' | 'dark' | undefined
}

function recordsStep(ref: RecordsReference, event: FoyerEvent): RecordsReference {
  switch (event.type) {
    case 'FOYER.CONNECTORS_CHANGED':
      // A namespace's report replaces its own list; a report without one replaces them all.
      if (event.namespace === 'eip155' || event.namespace === 'solana')
        return { ...ref, [event.namespace]: event.connectors }
      return {
        ...ref,
        eip155: event.connectors.filter((c) => c.chain === 'eip155'),
        solana: event.connectors.filter((c) => c.chain === 'solana'),
      }
    case 'FOYER.RECENT_WALLETS_CHANGED':
      return { ...ref, recent: event.recentWallets }
    case 'FOYER.CONNECTION_ATTEMPT':
      return event.namespace === 'eip155' || event.namespace === 'solana'
        ? { ...ref, connecting: event.namespace }
        : ref
    case 'FOYER.SET_THEME': {
      // A mode is the visitor's choice: kept and stored. Variables alone leave the mode as it was.
      const mode = event.mode === 'light' || event.mode === 'dark' ? event.mode : undefined
      return {
        ...ref,
        mode: mode ?? ref.mode,
        stored: mode ?? ref.stored,
        variables: event.variables ?? ref.variables,
      }
    }
    default:
      return ref
  }
}

async function replayRecords(walk: readonly ModelStep<FoyerEvent>[]) {
  const options = recordOptions()
  const stored = createStorage(options.storage ?? memoryStorage())
  const routerHeard: AnyEventObject[] = []
  const actor = createActor(
    rootWith(
      fromPromise(() => new Promise(() => undefined)),
      routerHeard,
    ),
    {
      input: options,
      systemId: 'foyer',
    },
  ).start()
  let ref: RecordsReference = {
    eip155: [],
    solana: [],
    recent: [],
    connecting: undefined,
    mode: 'system',
    variables: {},
    stored: undefined,
  }
  for (const { event, key } of walk) {
    actor.send(event)
    ref = recordsStep(ref, event)
    await settle()
    const snapshot = actor.getSnapshot()
    expect(snapshot.value, 'the records never move the root').toBe('awaitingFirstOpen')
    expect(selectMergedConnectors(snapshot), "in the adapters' order").toEqual([...ref.solana, ...ref.eip155])
    expect(snapshot.context.recentWallets).toEqual(ref.recent)
    expect(selectConnectingNamespace(snapshot)).toBe(ref.connecting)
    expect(selectTheme(snapshot)).toEqual({ mode: ref.mode, variables: ref.variables })
    expect(stored.get(storageKeys.themeMode), 'the mode the visitor chose').toBe(ref.stored)
    expect(routerHeard, 'the router is told nothing of the records').toEqual([])
    // The actor is where the model says (compared as the model tells states apart).
    const actual = serializeRecords(snapshot)
    if (actual !== key) expect(actual).toBe(key)
  }
  actor.stop()
}

describe('foyer: model-based walks of the records', () => {
  const graph = modelGraph({
    machine: modelMachine,
    input: recordOptions(),
    events: recordEvents,
    serialize: serializeRecords,
  })

  it(`checks every transition from ${graph.nodes.length} states against the rules`, async () => {
    const report = await checkEveryTransition({ graph, replay: replayRecords })
    expect(report.transitions).toBe(graph.nodes.length * recordEvents.length)
  })
})
