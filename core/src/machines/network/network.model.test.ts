import { describe, expect, it } from 'vitest'
import { type AnyMachineSnapshot, createActor } from 'xstate'
import type { ConnectorType } from '../../connectors/connector.types.js'
import { toRpcError } from '../../errors/rpc.js'
import { base, mainnet, solana } from '../../networks/definitions/index.js'
import type { CaipNetworkId, Namespace } from '../../networks/network.types.js'
import { storageKeys } from '../../storage/keys.js'
import { memoryStorage } from '../../storage/memory.js'
import { createStorage } from '../../storage/storage.js'
import type { TypedStorage } from '../../storage/storage.types.js'
import { modelGraph } from '../../testing/model-graph.js'
import { checkEveryTransition, type ModelStep } from '../../testing/model-walks.js'
import {
  evmMock,
  gatedAdapter,
  mockConnection,
  SOLANA_ADDRESS,
  settle,
  solanaMock,
  stringify,
  UNKNOWN_EVM_NETWORK,
} from '../connection/connection.fixtures.js'
import { networkMachine } from './network.machine.js'
import type { NetworkContext, NetworkEvent, NetworkInput } from './network.types.js'

/**
 * Model-based tests: the network machine's graph is generated (the wallet's answer to a switch is an
 * ordinary event to the generator), then walked on real actors whose switch request waits at a gate
 * until the walk answers it; the walk's event sets the mock wallet's flag (succeed, reject with 4001,
 * fail). The EVM wallet does not know Base at first, so switching there takes the 4902
 * add-then-switch path (once: the wallet knows Base from then on). After every step the actor is
 * checked against SPEC §4's network-switch rules, written out again below as a table, and against the
 * model's state. The walks take every transition at least once.
 */

const rejection = toRpcError(4001)
const failure = new Error('Mock wallet: failed')
const UNCONFIGURED: CaipNetworkId = 'eip155:424242'
const networks = [mainnet, base, solana]

type SwitchAnswer =
  | { type: 'xstate.done.actor.switchNetwork' }
  | { type: 'xstate.error.actor.switchNetwork'; error: unknown }
type ModelEvent = NetworkEvent | SwitchAnswer

const changed = (
  namespace: Namespace,
  caipNetworkId: CaipNetworkId | undefined,
  connectorType: ConnectorType = 'INJECTED',
  restored = false,
): NetworkEvent => ({
  type: 'NETWORK.CONNECTION_CHANGED',
  namespace,
  connection:
    caipNetworkId === undefined
      ? undefined
      : mockConnection(caipNetworkId, namespace === 'solana' ? SOLANA_ADDRESS : undefined),
  connectorType: caipNetworkId === undefined ? undefined : connectorType,
  restored,
})

const events: ModelEvent[] = [
  { type: 'NETWORK.SWITCH', caipNetworkId: mainnet.caipNetworkId },
  { type: 'NETWORK.SWITCH', caipNetworkId: base.caipNetworkId },
  { type: 'NETWORK.SWITCH', caipNetworkId: solana.caipNetworkId },
  { type: 'NETWORK.SWITCH', caipNetworkId: UNCONFIGURED },
  { type: 'NETWORK.CONFIRM' },
  { type: 'NETWORK.CANCEL' },
  { type: 'NETWORK.RETRY' },
  changed('eip155', mainnet.caipNetworkId),
  changed('eip155', base.caipNetworkId),
  changed('eip155', UNKNOWN_EVM_NETWORK),
  changed('eip155', mainnet.caipNetworkId, 'AUTH'),
  changed('eip155', undefined),
  changed('solana', solana.caipNetworkId),
  changed('eip155', base.caipNetworkId, 'INJECTED', true),
  changed('solana', undefined),
  { type: 'xstate.done.actor.switchNetwork' },
  { type: 'xstate.error.actor.switchNetwork', error: rejection },
  { type: 'xstate.error.actor.switchNetwork', error: failure },
]

type Environment = { name: string; options: Partial<NetworkInput>; seed: Record<string, string> }
const environments: Environment[] = [
  { name: 'defaults', options: {}, seed: {} },
  {
    name: 'unsupported chains allowed, Solana stored active',
    options: { allowUnsupportedChain: true },
    seed: { 'foyer:active-network-id': JSON.stringify(solana.caipNetworkId) },
  },
  { name: 'network switch off', options: { enableNetworkSwitch: false }, seed: {} },
]

const isAnswer = (event: ModelEvent): event is SwitchAnswer => event.type.startsWith('xstate.')
const nsOf = (id: CaipNetworkId | undefined) => id?.split(':')[0] as Namespace | undefined
const isConfigured = (id: string) => networks.some((n) => n.caipNetworkId === id)

type Effect = { action: string; isConnected?: boolean; view?: string }
type Observed = { value: unknown; context: NetworkContext; stored: string | undefined }

const withoutServices = ({ adapters: _a, storage: _s, networks: _n, ...rest }: NetworkContext) => rest

/** A state's identity in the model: its value and its context without the services. */
const serialize = (snapshot: AnyMachineSnapshot) =>
  stringify([snapshot.value, withoutServices(snapshot.context as NetworkContext)])

/** What a step did beside the actor: `disconnect` emitted, the wallet's calls, the networks it knew. */
type StepRecord = { disconnects: number; calls: string[]; knownBefore: ReadonlySet<string> }

/** SPEC §4 "Network switch", written out again independently of network.rules.ts. */
function expectedSwitch(before: NetworkContext, target: CaipNetworkId) {
  if (!isConfigured(target)) return 'alert'
  const own = before.connections[nsOf(target) as Namespace]
  const onTarget = own?.connection.caipNetworkId === target
  if (target === before.activeNetworkId && (!own || onTarget)) return 'nothing'
  if (!own) return Object.keys(before.connections).length > 0 ? 'askActiveChain' : 'set'
  if (own.connectorType === 'AUTH' || !onTarget) return 'switchWallet'
  return 'set'
}

function checkStep(
  env: Environment,
  before: Observed,
  event: ModelEvent,
  after: Observed,
  effects: Effect[],
  run: StepRecord,
) {
  const { context } = after
  const did = (action: string) => effects.some((e) => e.action === action)
  expect(
    context.activeNetworkId && isConfigured(context.activeNetworkId),
    'the active network is configured',
  ).toBe(true)
  if (context.activeNetworkId !== before.context.activeNetworkId)
    expect(after.stored, 'a new active network is stored').toBe(context.activeNetworkId)

  switch (event.type) {
    case 'NETWORK.SWITCH': {
      const plan = expectedSwitch(before.context, event.caipNetworkId)
      if (plan === 'alert') expect(effects).toEqual([{ action: 'notifyNetworkNotFound' }])
      if (plan === 'alert' || plan === 'nothing') {
        expect(after.value).toEqual(before.value)
        expect(context).toEqual(before.context)
      } else if (plan === 'askActiveChain') {
        expect(after.value).toBe('confirmingActiveChain')
        expect(effects).toContainEqual({ action: 'pushSwitchActiveChainView' })
      } else if (plan === 'switchWallet') {
        expect(after.value).toBe('switching')
        expect(effects).toContainEqual({ action: 'pushSwitchNetworkView' })
      } else {
        expect(after.value).toBe('ready')
        expect(context.activeNetworkId).toBe(event.caipNetworkId)
        expect(did('goBack')).toBe(true)
      }
      break
    }
    case 'NETWORK.CONFIRM':
      if (before.value === 'confirmingActiveChain') {
        expect(context.activeNetworkId, 'the namespace becomes active').toBe(before.context.target)
        if (before.context.connections[nsOf(before.context.target) as Namespace]) {
          expect(did('goBack'), 'a wallet connected there meanwhile: just go back').toBe(true)
        } else {
          expect(did('resetRouterToConnect'), 'the visitor connects a wallet there').toBe(true)
          expect(effects.find((e) => e.action === 'notifyRouterEnv')?.isConnected).toBe(false)
        }
      } else expect(context).toEqual(before.context)
      break
    case 'NETWORK.CANCEL':
      if (before.value !== 'ready') {
        expect(after.value).toBe('ready')
        expect(context.target).toBeUndefined()
        expect(did('goBack'), 'cancel goes back').toBe(true)
      }
      break
    case 'NETWORK.RETRY':
      if (before.value === 'rejected' || before.value === 'failed') expect(after.value).toBe('switching')
      break
    case 'xstate.done.actor.switchNetwork':
      expect(after.value).toBe('ready')
      expect(context.activeNetworkId).toBe(before.context.target)
      expect(did('goBack')).toBe(true)
      // A network the wallet did not know yet (Base, the first time) is added first (4902).
      if (before.context.target && !run.knownBefore.has(before.context.target))
        expect(run.calls, 'a network unknown to the wallet is added first (4902)').toContain('addNetwork')
      else expect(run.calls, 'a network the wallet knows is not added again').not.toContain('addNetwork')
      break
    case 'xstate.error.actor.switchNetwork':
      expect(context.error).toEqual(
        event.error === rejection
          ? { kind: 'rejected', message: 'Network switch rejected' }
          : { kind: 'failed', message: 'unknown RPC error' },
      )
      break
    case 'NETWORK.CONNECTION_CHANGED': {
      const { namespace, connection } = event
      expect(context.connections[namespace]?.connection).toEqual(connection)
      const active = nsOf(context.activeNetworkId)
      const activeBefore = nsOf(before.context.activeNetworkId)
      const keepsActive = event.restored && activeBefore !== undefined && activeBefore !== namespace
      if (connection && !before.context.connections[namespace])
        expect(active, 'connecting makes the namespace active; a restored one leaves another active').toBe(
          keepsActive ? activeBefore : namespace,
        )
      if (!connection && activeBefore === namespace && Object.keys(context.connections).length > 0)
        expect(
          active !== undefined && context.connections[active],
          'the active connection gone, another connected namespace becomes active',
        ).toBeTruthy()
      if (connection && isConfigured(connection.caipNetworkId) && active === namespace)
        expect(context.activeNetworkId, 'the active network follows the wallet').toBe(
          connection.caipNetworkId,
        )
      const env_ = effects.filter((e) => e.action === 'notifyRouterEnv').at(-1)
      expect(env_?.isConnected, 'the router knows whether the active namespace is connected').toBe(
        active !== undefined && context.connections[active] !== undefined,
      )
      const wasUnknown =
        before.context.connections[namespace]?.connection.caipNetworkId === UNKNOWN_EVM_NETWORK
      const isUnknown = connection?.caipNetworkId === UNKNOWN_EVM_NETWORK
      const shows =
        isUnknown &&
        !wasUnknown &&
        active === namespace &&
        env.options.allowUnsupportedChain !== true &&
        env.options.enableNetworkSwitch !== false
      expect(did('openUnsupportedChain'), 'UnsupportedChain opens for a new unknown wallet network').toBe(
        shows,
      )
      const lastGone =
        Object.keys(before.context.connections).length > 0 && Object.keys(context.connections).length === 0
      expect(run.disconnects, 'disconnect fires only when the last connection goes').toBe(lastGone ? 1 : 0)
      break
    }
  }
}

async function runWalk(env: Environment, walk: readonly ModelStep<ModelEvent>[]) {
  const storage = createStorage(memoryStorage(env.seed))
  // The EVM wallet knows Ethereum only: switching to Base adds it first (EIP-3085 after a 4902).
  const evm = gatedAdapter(evmMock({ knownNetworks: [mainnet.caipNetworkId] }))
  const sol = gatedAdapter(solanaMock())
  let effects: Effect[] = []
  const record = (action: string) => () => effects.push({ action })
  const actor = createActor(
    networkMachine.provide({
      actions: {
        notifyNetworkNotFound: record('notifyNetworkNotFound'),
        notifyRouterEnv: ({ context }) =>
          effects.push({
            action: 'notifyRouterEnv',
            isConnected: context.connections[nsOf(context.activeNetworkId) as Namespace] !== undefined,
          }),
        notifyConnectionNetwork: record('notifyConnectionNetwork'),
        pushSwitchNetworkView: record('pushSwitchNetworkView'),
        pushSwitchActiveChainView: record('pushSwitchActiveChainView'),
        goBack: record('goBack'),
        resetRouterToConnect: record('resetRouterToConnect'),
        openUnsupportedChain: record('openUnsupportedChain'),
        closeUnsupportedChainView: record('closeUnsupportedChainView'),
      },
    }),
    { input: inputFor(env, storage, [evm.adapter, sol.adapter]) },
  ).start()
  const wallets = [evm.adapter.controls, sol.adapter.controls]
  const calls = () => wallets.flatMap((wallet) => wallet.calls.map((call) => call.method))
  let disconnects = 0
  actor.on('disconnect', () => disconnects++)
  const observe = (): Observed => ({
    value: actor.getSnapshot().value,
    context: actor.getSnapshot().context,
    stored: storage.get(storageKeys.activeNetworkId),
  })
  for (const { event, key } of walk) {
    const before = observe()
    effects = []
    disconnects = 0
    // The wallets' calls and known networks carry over the walk: the step is judged on its own.
    const callsBefore = calls().length
    const knownBefore = new Set<string>(wallets.flatMap((wallet) => [...wallet.knownNetworks]))
    if (isAnswer(event)) {
      const behaviour = 'error' in event ? (event.error === rejection ? 'reject' : 'fail') : 'succeed'
      expect(evm.release('switchNetwork', behaviour) || sol.release('switchNetwork', behaviour)).toBe(true)
      await settle()
    } else actor.send(event)
    checkStep(env, before, event, observe(), effects, {
      disconnects,
      calls: calls().slice(callsBefore),
      knownBefore,
    })
    // The actor is where the model says (compared as the model tells states apart).
    const actual = serialize(actor.getSnapshot())
    if (actual !== key) expect(actual).toBe(key)
  }
  actor.stop()
}

function inputFor(
  env: Environment,
  storage: TypedStorage,
  adapters: NetworkInput['adapters'] = [],
): NetworkInput {
  return {
    networks,
    adapters,
    storage,
    allowUnsupportedChain: false,
    enableNetworkSwitch: true,
    ...env.options,
  }
}

describe('network: model-based walks', () => {
  for (const env of environments) {
    // The wallet answers a switch only while one is asked.
    const canHappen = (snapshot: AnyMachineSnapshot, event: ModelEvent) =>
      !isAnswer(event) || 'switchNetwork' in snapshot.children
    const graph = modelGraph({
      machine: networkMachine,
      input: inputFor(env, createStorage(memoryStorage(env.seed))),
      events,
      serialize,
      serializeEvent: (event) =>
        stringify(
          'error' in event ? { ...event, error: event.error === rejection ? 'reject' : 'fail' } : event,
        ),
      canHappen,
    })
    it(`checks every transition from ${graph.nodes.length} states (${env.name})`, async () => {
      expect(graph.nodes.length).toBeGreaterThan(50)
      const { transitions } = await checkEveryTransition({ graph, replay: (walk) => runWalk(env, walk) })
      expect(transitions).toBeGreaterThan(graph.nodes.length * 10)
    }, 120_000)
  }
})
