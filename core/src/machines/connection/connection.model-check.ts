import { expect, it } from 'vitest'
import {
  type AnyActorRef,
  type AnyMachineSnapshot,
  createActor,
  fromCallback,
  getInitialSnapshot,
  getNextSnapshot,
} from 'xstate'
import { activeAccountOf } from '../../chains/account.js'
import type { Connection } from '../../chains/adapter.types.js'
import type { Connector } from '../../connectors/connector.types.js'
import { toRpcError } from '../../errors/rpc.js'
import { base, mainnet } from '../../networks/definitions/index.js'
import type { Namespace } from '../../networks/network.types.js'
import { authCacheKeys, storageKeys } from '../../storage/keys.js'
import { memoryStorage } from '../../storage/memory.js'
import { createStorage } from '../../storage/storage.js'
import type { TypedStorage } from '../../storage/storage.types.js'
import { modelGraph } from '../../testing/model-graph.js'
import { checkEveryTransition, type ModelStep } from '../../testing/model-walks.js'
import { standIn } from '../../testing/stand-in.js'
import { balanceMachine } from '../balance/balance.machine.js'
import type { BalanceEvent, BalanceInput, BalanceTarget } from '../balance/balance.types.js'
import { connectAttemptMachine } from '../connect-attempt/connect-attempt.machine.js'
import type { ConnectAttemptEvent, ConnectAttemptInput } from '../connect-attempt/connect-attempt.types.js'
import {
  EVM_ADDRESS,
  evmMock,
  type GatedOperation,
  gatedAdapter,
  mockBalance,
  mockConnection,
  mockConnector,
  OTHER_EVM_ADDRESS,
  settle,
  stringify,
  UNKNOWN_EVM_NETWORK,
} from './connection.fixtures.js'
import { connectionMachine } from './connection.machine.js'
import { selectAccountView, selectConnectionStatus } from './connection.selectors.js'
import type { ConnectionContext, ConnectionEvent, ConnectionInput } from './connection.types.js'

/**
 * The connection machine's model-based check, shared by the model test files (one file per stored
 * starting point, so they run side by side). The model's graph is generated from the machine (the
 * wallet's answers are ordinary events to the generator), then walked on real actors over a gated
 * mock wallet: a wallet request waits until its answer is the walk's next step, and the step's event
 * sets the mock's flag for it (succeed, reject with 4001, fail, or never answer). After every step the
 * actor and storage are checked against SPEC §4 written out again below, and the actor against the
 * model's state. The walks take every transition of the graph.
 */

/** The invoked actors whose answers are gated wallet calls: the wallet request asks `signMessage`. */
type AnsweringActor = Exclude<GatedOperation, 'signMessage'> | 'askWallet'
type ActorEvent =
  | { type: `xstate.done.actor.${AnsweringActor}`; output?: unknown }
  | { type: `xstate.error.actor.${AnsweringActor}`; error: unknown }
const signHello = { kind: 'signMessage', sign: { message: 'hello' } } as const
/** The connect attempt (a child; its own model test walks it) ends with the connection its wallet made. */
const ATTEMPT_DONE = 'xstate.done.actor.attempt'
type AttemptDone = { type: typeof ATTEMPT_DONE; output: Connection }
type ModelEvent = ConnectionEvent | ActorEvent | AttemptDone

const rejected = { kind: 'rejected', message: 'Connection rejected' } as const
const failed = { kind: 'failed', message: 'Failed to connect' } as const

const rejection = toRpcError(4001, 'Mock wallet: user rejected the request')
/** A second account the mock wallet shares, and an address it does not. */
const SECOND_ACCOUNT = { address: OTHER_EVM_ADDRESS, type: 'eoa' as const, name: 'Savings' }
const NOT_SHARED = '0x0000000000000000000000000000000000000001'
/** What the mock wallet connects with: its account, then the second one it shares. */
const twoAccounts = (network?: Parameters<typeof mockConnection>[0]): Connection => {
  const connection = mockConnection(network)
  return { ...connection, accounts: [connection.accounts[0], SECOND_ACCOUNT] }
}
const failure = new Error('Mock wallet: failed')
/** A second wallet the visitor has (multi-wallet), with an account of its own. */
const SECOND_WALLET_ADDRESS = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const secondConnector = { ...mockConnector(), id: 'second', name: 'Second Wallet' }
const secondConnection = (
  caipNetworkId: Connection['caipNetworkId'] = mainnet.caipNetworkId,
): Connection => ({
  namespace: 'eip155',
  connectorId: 'second',
  accounts: [{ address: SECOND_WALLET_ADDRESS, type: 'eoa' }],
  caipNetworkId,
  wallet: { name: 'Second Wallet', icon: undefined },
})

const singleWalletEvents: ModelEvent[] = [
  { type: 'CONNECTION.CONNECT', connectorId: 'mock' },
  { type: 'CONNECTION.CONNECT', connectorId: 'ghost' },
  { type: 'CONNECTION.CANCEL' },
  { type: 'CONNECTION.RETRY' },
  { type: 'CONNECTION.DISCONNECT' },
  { type: 'CONNECTION.DISCONNECT', closeModal: false },
  { type: 'CONNECTION.SYNC_FAILED' },
  { type: 'CONNECTION.CONNECTORS_CHANGED', connectors: [] },
  { type: 'CONNECTION.CONNECTORS_CHANGED', connectors: [mockConnector()] },
  { type: 'CONNECTION.ACCOUNTS_CHANGED', accounts: [{ address: OTHER_EVM_ADDRESS, type: 'eoa' }] },
  { type: 'CONNECTION.ACCOUNTS_CHANGED', accounts: [] },
  { type: 'CONNECTION.CHAIN_CHANGED', caipNetworkId: base.caipNetworkId },
  { type: 'CONNECTION.CHAIN_CHANGED', caipNetworkId: UNKNOWN_EVM_NETWORK },
  { type: 'CONNECTION.WALLET_DISCONNECTED' },
  { type: 'CONNECTION.NETWORK_SELECTED', caipNetworkId: base.caipNetworkId },
  { type: 'CONNECTION.REFRESH_BALANCE' },
  { type: 'xstate.done.actor.reconnect', output: twoAccounts() },
  { type: 'xstate.done.actor.reconnect', output: null },
  { type: 'xstate.error.actor.reconnect', error: failure },
  { type: ATTEMPT_DONE, output: twoAccounts() },
  { type: ATTEMPT_DONE, output: twoAccounts(UNKNOWN_EVM_NETWORK) },
  { type: 'CONNECTION.ATTEMPT_CHANGED', error: rejected },
  { type: 'CONNECTION.ATTEMPT_CHANGED', error: failed },
  // The balance actor (a child, while connected; its own model test walks it) reports its read.
  { type: 'CONNECTION.BALANCE_CHANGED', read: { status: 'ready', balance: mockBalance } },
  { type: 'CONNECTION.BALANCE_CHANGED', read: { status: 'failed' } },
  { type: 'xstate.done.actor.disconnect' },
  { type: 'CONNECTION.SELECT_ACCOUNT', address: SECOND_ACCOUNT.address },
  { type: 'CONNECTION.SELECT_ACCOUNT', address: EVM_ADDRESS },
  { type: 'CONNECTION.SELECT_ACCOUNT', address: NOT_SHARED },
  { type: 'CONNECTION.REQUEST', requestId: 'r1', request: signHello },
  {
    type: 'CONNECTION.REQUEST',
    requestId: 'r2',
    request: { kind: 'signMessage', sign: { message: 'hello', address: NOT_SHARED } },
  },
  { type: 'CONNECTION.CANCEL_REQUEST' },
  { type: 'xstate.done.actor.askWallet', output: `mock-signature:${EVM_ADDRESS}:hello` },
  { type: 'xstate.error.actor.askWallet', error: rejection },
]

/**
 * Multi-wallet: two wallets, `mock` and `second`. Adding one while connected, switching between them
 * (restored without a prompt, or a new login when the wallet forgot the site), handing over on
 * disconnect, and what the wallets may do meanwhile.
 */
const multiWalletEvents: ModelEvent[] = [
  { type: 'CONNECTION.CONNECT', connectorId: 'mock' },
  { type: 'CONNECTION.CONNECT', connectorId: 'second' },
  { type: 'CONNECTION.SWITCH', connectorId: 'mock' },
  { type: 'CONNECTION.SWITCH', connectorId: 'second' },
  { type: 'CONNECTION.CANCEL' },
  { type: 'CONNECTION.RETRY' },
  { type: 'CONNECTION.DISCONNECT', closeModal: false },
  { type: 'CONNECTION.DISCONNECT', closeModal: false, handOverTo: 'mock' },
  { type: 'CONNECTION.DISCONNECT', closeModal: false, handOverTo: 'second' },
  { type: 'CONNECTION.ACCOUNTS_CHANGED', accounts: [] },
  { type: 'xstate.done.actor.reconnect', output: twoAccounts() },
  { type: 'xstate.done.actor.reconnect', output: secondConnection() },
  { type: 'xstate.done.actor.reconnect', output: null },
  { type: 'xstate.error.actor.reconnect', error: failure },
  { type: ATTEMPT_DONE, output: twoAccounts() },
  { type: ATTEMPT_DONE, output: secondConnection() },
  { type: 'CONNECTION.ATTEMPT_CHANGED', error: rejected },
  { type: 'CONNECTION.BALANCE_CHANGED', read: { status: 'ready', balance: mockBalance } },
  { type: 'xstate.done.actor.disconnect' },
  { type: 'CONNECTION.REQUEST', requestId: 'r1', request: signHello },
]

/** The stored facts each run starts from (SPEC §4 start rules; the others are in connection.spec.test.ts). */
export type Environment = {
  name: string
  reconnect: boolean
  seed: Record<string, string>
  connectors: readonly Connector[]
  events: readonly ModelEvent[]
}
const stored = (status: string, connectorId?: string) => ({
  'foyer:connection-status:eip155': JSON.stringify(status),
  ...(connectorId ? { 'foyer:connected-connector:eip155': JSON.stringify(connectorId) } : {}),
})
const single = { connectors: [mockConnector()], events: singleWalletEvents }
export const environments = {
  firstVisit: { name: 'a first visit', reconnect: true, seed: {}, ...single },
  storedConnection: {
    name: 'a stored connection to restore',
    reconnect: true,
    seed: stored('connected', 'mock'),
    ...single,
  },
  multiWallet: {
    name: 'two wallets and a stored connection (multi-wallet)',
    reconnect: true,
    seed: stored('connected', 'mock'),
    connectors: [mockConnector(), secondConnector],
    events: multiWalletEvents,
  },
} satisfies Record<string, Environment>

/** The connection's network, if the site configures it (a balance can be read there). */
const knownNetworkOf = (connection: Connection | undefined) =>
  connection?.caipNetworkId === UNKNOWN_EVM_NETWORK ? undefined : connection?.caipNetworkId

/** Whether an event of the model is one the machine is sent (not a wallet's answer, not a wait). */
const isMachineEvent = (event: ModelEvent): event is ConnectionEvent =>
  operationOf(event) === undefined && event.type !== ATTEMPT_DONE

const operationOf = (event: ModelEvent): GatedOperation | undefined => {
  if (!/^xstate\.(done|error)\.actor\./.test(event.type) || event.type === ATTEMPT_DONE) return undefined
  const actor = event.type.split('.').at(-1) as AnsweringActor
  return actor === 'askWallet' ? 'signMessage' : actor
}
/** The invoked actor waiting for a gated wallet call (the model names actors, the mock names calls). */
const actorOf = (operation: GatedOperation): AnsweringActor =>
  operation === 'signMessage' ? 'askWallet' : operation

/** Events the real system can produce in a state: wallet answers only while the request is open, and
 * each answer only if the mock wallet would give it (its connectors decide what it returns). */
function canHappen(snapshot: AnyMachineSnapshot, event: ModelEvent): boolean {
  const context = snapshot.context as ConnectionContext
  const hasMock = context.connectors.some((c) => c.id === 'mock')
  const operation = operationOf(event)
  if (operation) {
    if (!(actorOf(operation) in snapshot.children)) return false
    // A wallet answers for itself: the connection restored or made is the asked connector's.
    if (event.type === 'xstate.done.actor.reconnect' && event.output !== null)
      return hasMock && (event.output as Connection).connectorId === context.connectorId
    // The wallet signs only with an account it shared; for another address the adapter refuses.
    if (event.type === 'xstate.done.actor.askWallet') {
      const address = context.request?.request.sign.address
      return address === undefined || context.connection?.accounts.some((a) => a.address === address) === true
    }
    return true
  }
  // The attempt reports an error once, while its wallet is asked (an unknown connector only fails), and
  // ends with the asked wallet's connection.
  const asking = 'attempt' in snapshot.children && context.error === undefined
  const known = context.connectors.some((c) => c.id === context.connectorId)
  if (event.type === 'CONNECTION.ATTEMPT_CHANGED') return asking && (known || event.error?.kind === 'failed')
  if (event.type === ATTEMPT_DONE)
    return asking && known && hasMock && event.output.connectorId === context.connectorId
  // The balance actor reports only while it runs (while connected).
  if (event.type === 'CONNECTION.BALANCE_CHANGED') return 'balance' in snapshot.children
  // Wallet events come from the `watchAccount` subscription, which exists only while connected.
  if (['ACCOUNTS_CHANGED', 'CHAIN_CHANGED', 'WALLET_DISCONNECTED'].some((t) => event.type.endsWith(t)))
    return 'watchAccount' in snapshot.children
  return true
}

// The balance's read status is left out of a state's identity: no transition depends on it (each step
// still checks it), and it would triple the graph.
const withoutServices = ({ adapter: _a, storage: _s, balance: _b, ...rest }: ConnectionContext) => rest
const serialize = (snapshot: AnyMachineSnapshot) =>
  stringify([snapshot.value, withoutServices(snapshot.context as ConnectionContext)])

const serializeEvent = (event: ModelEvent) =>
  stringify('error' in event ? { ...event, error: event.error === rejection ? 'reject' : 'fail' } : event)

type Effect = {
  action: string
  connection?: Connection | undefined
  connectorId?: string | undefined
  requestId?: string | undefined
  closeModal?: boolean
  /** What the balance actor was asked to read: the address, on the network (none when unknown). */
  address?: string | undefined
  caipNetworkId?: string | undefined
}

type Observed = {
  /** Whether the wallet was asked to end a connection outside `disconnecting` (a hand-over's). */
  retireAsked: boolean
  value: unknown
  status: string
  context: ConnectionContext
  storage: {
    status: string | undefined
    connectorId: string | undefined
    namespaces: readonly Namespace[] | undefined
    recent: readonly { id: string }[] | undefined
    lastWallet: string | undefined
    authCache: boolean
  }
}

function observe(actor: { getSnapshot(): AnyMachineSnapshot }, storage: TypedStorage): Observed {
  const snapshot = actor.getSnapshot()
  return {
    retireAsked: false,
    value: snapshot.value,
    status: selectConnectionStatus(snapshot as never),
    context: snapshot.context as ConnectionContext,
    storage: {
      status: storage.get(storageKeys.connectionStatus('eip155')),
      connectorId: storage.get(storageKeys.connectedConnectorId('eip155')),
      namespaces: storage.get(storageKeys.connectedNamespaces),
      recent: storage.get(storageKeys.recentWallets),
      lastWallet: storage.get(storageKeys.lastWallet),
      authCache: authCacheKeys.some((key) => storage.get(key) !== undefined),
    },
  }
}

/** Whether a connect attempt runs (without a connection, or adding another wallet). */
const isAttempting = (value: unknown) => matches(value, 'attempt') || matches(value, 'attempting')

/** Whether a state value names `state` at any depth (`{ connected: { request: 'asking' } }` names three). */
const matches = (value: unknown, state: string): boolean =>
  typeof value === 'string'
    ? value === state
    : typeof value === 'object' &&
      value !== null &&
      Object.entries(value).some(([name, child]) => name === state || matches(child, state))

/**
 * `expect(actual, message).toBe(expected)`, called only when they differ: the invariants below hold
 * after each of ~100,000 steps, and an `expect` call costs more than the step itself.
 */
function expectSame(actual: unknown, expected: unknown, message?: string) {
  if (!Object.is(actual, expected)) expect(actual, message).toBe(expected)
}

/** SPEC §4, written out again as checks on what the actor did, independent of the machine's rules. */
function checkStep(before: Observed, event: ModelEvent, after: Observed, effects: Effect[], run: Run) {
  const { context } = after
  // A connection exists exactly while the status is connected.
  expectSame(after.status === 'connected', context.connection !== undefined, 'connected ⇔ a connection')
  if (context.connection && !matches(after.value, 'disconnecting')) {
    expectSame(after.storage.status, 'connected', 'a live connection is stored')
    expectSame(after.storage.connectorId, context.connection.connectorId)
    expectSame(after.storage.namespaces?.includes('eip155'), true, 'the namespace is stored')
  }
  // Every change of the connection is announced to the network machine, a restored one (no prompt:
  // the reconnect actor's answer) as restored.
  if (stringify(before.context.connection) !== stringify(context.connection)) {
    const announced = effects
      .filter((e) => e.action === 'notifyConnectionChanged' || e.action === 'notifyConnectionRestored')
      .at(-1)
    expect(announced?.connection, 'the network machine hears of it').toEqual(context.connection)
    if (context.connection)
      expect(announced?.action, 'restored without a prompt, or made now').toBe(
        event.type === 'xstate.done.actor.reconnect' ? 'notifyConnectionRestored' : 'notifyConnectionChanged',
      )
  }
  // A connection that goes is forgotten: status, connector, namespace, auth cache (SPEC §4).
  if (before.context.connection && !context.connection) {
    expect(after.storage).toMatchObject({ status: 'disconnected', connectorId: undefined, authCache: false })
    expect(after.storage.namespaces ?? []).not.toContain('eip155')
  }
  // The modal closes after a connection made with a prompt (unless the visitor went on to a view about
  // a connection: connectionViews' rule, tested there), and after a disconnect that asked for it.
  // A connection made or restored has its balance read at once, of its active account.
  if (context.connection && !before.context.connection)
    expect(effects).toContainEqual({
      action: 'balance.read',
      address: activeAccountOf(context.connection).address,
      caipNetworkId: knownNetworkOf(context.connection),
    })
  const closed = effects.some(
    (e) => e.action === 'connection.made' || (e.action === 'connection.disconnected' && e.closeModal),
  )
  // A request waiting when the connection goes is answered, so its caller does not wait forever.
  if (before.context.request && !matches(after.value, 'connected'))
    expect(effects).toContainEqual({
      action: 'connection.requestFailed',
      requestId: before.context.request.requestId,
    })
  if (!matches(after.value, 'connected')) expectSame(context.request, undefined)

  switch (event.type) {
    case 'CONNECTION.CONNECT': {
      // A connect starts a new attempt without a wallet connected, over a rejected, failed or pending
      // one, and (adding a wallet) while connected with another connector: that connection stays
      // meanwhile. Connecting the connected wallet again, or while restoring or disconnecting, is ignored.
      const adding =
        matches(before.value, 'connected') && before.context.connection?.connectorId !== event.connectorId
      if (before.value === 'disconnected' || isAttempting(before.value) || adding) {
        expect(effects).toContainEqual(
          expect.objectContaining({ action: 'connection.attemptStarted', connectorId: event.connectorId }),
        )
        // An unknown connector has no wallet to ask (the attempt then fails at once).
        const known = context.connectors.some((c) => c.id === event.connectorId)
        expect(effects, 'the wallet is asked').toContainEqual({
          action: 'attempt.started',
          connectorId: known ? event.connectorId : undefined,
        })
        if (before.context.connection)
          expect(after.value, 'the connected wallet keeps following its wallet').toMatchObject({
            connected: { adding: 'attempting' },
          })
        else expect(after.value).toBe('attempt')
        expect(context.error, 'no error shows while the wallet is asked').toBeUndefined()
        expect(context.connection, 'the connected wallet stays meanwhile').toEqual(before.context.connection)
      } else expect(after.value, 'connect is ignored').toEqual(before.value)
      break
    }
    case 'CONNECTION.SWITCH':
      if (matches(before.value, 'connected') && !isAttempting(before.value)) {
        expect(after.value, 'restored without a prompt').toBe('reconnecting')
        expect(context.connection, 'the connected wallet stays meanwhile').toEqual(before.context.connection)
        expect(after.status).toBe('connected')
      } else
        expect(after.value, 'switching needs a connection, and waits for a wallet being added').toEqual(
          before.value,
        )
      break
    case ATTEMPT_DONE:
      expect(matches(after.value, 'connected')).toBe(true)
      expect(after.storage.recent?.[0]?.id, 'the newest recent wallet first').toBe(context.connectorId)
      expect(new Set(after.storage.recent?.map((w) => w.id)).size).toBe(after.storage.recent?.length)
      expect(after.storage.recent?.length).toBeLessThanOrEqual(2)
      expect(after.storage.lastWallet).toBe(context.connectorId)
      expect(closed, 'connecting closes the modal').toBe(true)
      break
    case 'CONNECTION.ATTEMPT_CHANGED':
      // What the attempt shows (a rejection offers a retry); the connected wallet, if any, stays.
      expect(context.error).toEqual(event.error)
      expect(after.value).toEqual(before.value)
      expect(selectConnectionStatus(runSnapshot(run))).toBe(
        before.context.connection ? 'connected' : 'disconnected',
      )
      break
    case 'CONNECTION.RETRY':
      if (isAttempting(before.value)) {
        expect(effects, 'the wallet is asked again').toContainEqual({ action: 'ATTEMPT.RETRY' })
        expect(context.error, 'no error shows while it is asked').toBeUndefined()
      } else expect(after.value).toEqual(before.value)
      break
    case 'CONNECTION.CANCEL':
      if (isAttempting(before.value) || before.value === 'reconnecting') {
        if (before.context.retiring)
          expect(after.value, 'no hand-over: the connection to end is disconnected').toBe('disconnecting')
        else if (before.context.connection) {
          expect(after.value, 'back to the connected wallet').toMatchObject({ connected: {} })
          expect(context.connection).toEqual(before.context.connection)
        } else expect(after.value, 'cancel gives up the attempt').toBe('disconnected')
      }
      break
    case 'CONNECTION.DISCONNECT':
    case 'CONNECTION.SYNC_FAILED': {
      const handingOver =
        event.type === 'CONNECTION.DISCONNECT' &&
        event.handOverTo !== undefined &&
        matches(before.value, 'connected') &&
        !isAttempting(before.value)
      if (handingOver) {
        // A hand-over: the next wallet is restored first; this connection stays until then.
        expect(after.value).toBe('reconnecting')
        expect(context.retiring).toEqual(before.context.connection)
        expect(context.connection).toEqual(before.context.connection)
        run.closeModalOnDisconnect = event.type === 'CONNECTION.DISCONNECT' && event.closeModal !== false
      } else if (matches(before.value, 'connected')) {
        expect(after.value).toBe('disconnecting')
        run.closeModalOnDisconnect = event.type === 'CONNECTION.DISCONNECT' && event.closeModal !== false
      } else if (
        event.type === 'CONNECTION.DISCONNECT' &&
        before.context.connection &&
        before.value !== 'disconnecting'
      ) {
        // While another wallet is added or switched to, the connected one is disconnected.
        expect(after.value).toBe('disconnecting')
        run.closeModalOnDisconnect = event.closeModal !== false
      } else if (before.value === 'reconnecting') {
        expect(after.value).toBe('disconnected')
        expect(after.storage.status).toBe('disconnected')
      } else if (event.type === 'CONNECTION.DISCONNECT' && isAttempting(before.value)) {
        expect(after.value, 'disconnect during an attempt cancels it').toBe('disconnected')
      } else expect(after.value, 'nothing to disconnect').toEqual(before.value)
      break
    }
    case 'xstate.done.actor.disconnect':
      expect(after.value).toBe('disconnected')
      expect(closed, 'closes the modal unless told otherwise').toBe(run.closeModalOnDisconnect)
      break
    case 'CONNECTION.ACCOUNTS_CHANGED':
      if (event.accounts.length === 0) {
        expect(after.value, 'no accounts: disconnected').toBe('disconnected')
        expect(closed, 'the modal is not closed').toBe(false)
      } else {
        expect(context.connection && activeAccountOf(context.connection).address).toBe(OTHER_EVM_ADDRESS)
        expect(effects, 'the balance is read again, of the new account').toContainEqual({
          action: 'balance.read',
          address: OTHER_EVM_ADDRESS,
          caipNetworkId: knownNetworkOf(context.connection),
        })
        expect(context.balance, 'no stale balance shows meanwhile').toEqual({ status: 'reading' })
      }
      break
    case 'CONNECTION.CHAIN_CHANGED':
      expect(context.connection?.caipNetworkId).toBe(event.caipNetworkId)
      // On a network the site does not configure there is none to read from.
      expect(effects, 'the balance is read again, on the new network').toContainEqual({
        action: 'balance.read',
        address: context.connection && activeAccountOf(context.connection).address,
        caipNetworkId: event.caipNetworkId === UNKNOWN_EVM_NETWORK ? undefined : event.caipNetworkId,
      })
      expect(context.balance).toEqual({ status: 'reading' })
      break
    case 'CONNECTION.REFRESH_BALANCE':
      if (matches(before.value, 'connected'))
        expect(effects, 'read again on request').toContainEqual(
          expect.objectContaining({ action: 'balance.read' }),
        )
      break
    case 'CONNECTION.WALLET_DISCONNECTED':
      expect(after.value).toBe('disconnected')
      expect(closed).toBe(false)
      break
    case 'CONNECTION.BALANCE_CHANGED':
      if (event.read.status === 'ready')
        expect(selectAccountView(runSnapshot(run)).balance).toEqual({
          formatted: '10,000.000',
          symbol: 'ETH',
        })
      else
        expect(selectAccountView(runSnapshot(run)), 'a failed read keeps the connection').toMatchObject({
          status: 'connected',
          balance: undefined,
          isBalanceLoading: false,
        })
      break
    case 'CONNECTION.SELECT_ACCOUNT': {
      const shared = before.context.connection?.accounts.some((account) => account.address === event.address)
      if (matches(before.value, 'connected') && shared) {
        // The picked account is active (first); the wallet's other accounts stay, and its balance is read.
        expect(context.connection && activeAccountOf(context.connection).address).toBe(event.address)
        expect(context.connection?.accounts.length).toBe(before.context.connection?.accounts.length)
        expect(context.balance, 'no stale balance shows meanwhile').toEqual({ status: 'reading' })
        expect(effects, 'the balance is read again, of the picked account').toContainEqual(
          expect.objectContaining({ action: 'balance.read', address: event.address }),
        )
      } else
        expect(context.connection, 'an address the wallet did not share changes nothing').toEqual(
          before.context.connection,
        )
      break
    }
    case 'CONNECTION.REQUEST': {
      const wasIdle = matches(before.value, 'connected') && before.context.request === undefined
      if (wasIdle) {
        expect(context.request, 'the wallet is asked').toEqual({
          requestId: event.requestId,
          request: event.request,
        })
        expect(after.value).toMatchObject({ connected: { request: 'asking' } })
      } else if (before.context.request) {
        // One request at a time: the second is refused at once, the first keeps waiting.
        expect(effects, JSON.stringify([before.value, after.value, before.context.request])).toContainEqual({
          action: 'connection.requestFailed',
          requestId: event.requestId,
        })
        expect(context.request).toEqual(before.context.request)
      } else expect(context.request, 'not connected: nothing to sign with').toBeUndefined()
      break
    }
    case 'CONNECTION.CANCEL_REQUEST':
      if (before.context.request)
        expect(effects).toContainEqual({
          action: 'connection.requestFailed',
          requestId: before.context.request.requestId,
        })
      expect(context.request).toBeUndefined()
      break
    case 'xstate.done.actor.askWallet':
      expect(effects).toContainEqual({
        action: 'connection.answered',
        requestId: before.context.request?.requestId,
      })
      expect(context.request).toBeUndefined()
      break
    case 'xstate.error.actor.askWallet':
      expect(effects).toContainEqual({
        action: 'connection.requestFailed',
        requestId: before.context.request?.requestId,
      })
      expect(context.request).toBeUndefined()
      break
    case 'xstate.done.actor.reconnect':
    case 'xstate.error.actor.reconnect': {
      const restored = event.type === 'xstate.done.actor.reconnect' && event.output !== null
      expect(closed, 'a restored connection does not touch the modal').toBe(false)
      if (restored) {
        expect(context.connection).toEqual(event.output)
        expect(after.status).toBe('connected')
        // A hand-over ends the connection it replaces, on the wallet's side, once the next one is active.
        expect(after.retireAsked, 'the replaced connection is ended').toBe(
          before.context.retiring !== undefined,
        )
        expect(context.retiring).toBeUndefined()
      } else if (before.context.retiring) {
        expect(after.value, 'no hand-over: the connection to end is disconnected').toBe('disconnecting')
      } else if (before.context.connection) {
        // The wallet forgot the site: a new login (a prompt), the connected wallet kept meanwhile.
        expect(after.value).toMatchObject({ connected: { adding: 'attempting' } })
        expect(context.connectorId).toBe(before.context.connectorId)
        expect(context.connection).toEqual(before.context.connection)
      } else {
        expect(after.value).toBe('disconnected')
        expect(after.storage.status).toBe('disconnected')
      }
      break
    }
  }
}

type Run = {
  actor: ReturnType<typeof createActor<typeof connectionMachine>>
  storage: TypedStorage
  closeModalOnDisconnect: boolean
}
const runSnapshot = (run: Run) => run.actor.getSnapshot()

const inputFor = (env: Environment, storage: TypedStorage, adapter = evmMock()): ConnectionInput => ({
  adapter,
  storage,
  reconnect: env.reconnect,
})

async function runWalk(env: Environment, steps: readonly ModelStep<ModelEvent>[]) {
  const storage = createStorage(memoryStorage(env.seed))
  // The wallets know the site already (so reconnect restores); the second one has an account of its own.
  const gated = gatedAdapter(
    evmMock({
      authorised: true,
      accounts: [SECOND_ACCOUNT],
      connectors: env.connectors,
      wallets: { second: { address: SECOND_WALLET_ADDRESS } },
    }),
  )
  const { controls } = gated.adapter
  // Counts the requests to end a connection, to tell a hand-over's (outside `disconnecting`) apart.
  let disconnectCalls = 0
  const adapter = {
    ...gated.adapter,
    disconnect: (connection: Connection<'eip155'>) => {
      disconnectCalls++
      return gated.adapter.disconnect(connection)
    },
  }
  let effects: Effect[] = []
  const record = (action: string) => () => effects.push({ action })
  const readOf = ({ address, network }: BalanceTarget): Effect => ({
    action: 'balance.read',
    address,
    caipNetworkId: network?.caipNetworkId,
  })
  const actor = createActor(
    connectionMachine.provide({
      // The balance actor is walked by its own model test: here it records what it is asked to read
      // (at its start, and again), and the walk sends its reports as events.
      actors: {
        balance: standIn(
          balanceMachine,
          fromCallback<BalanceEvent, BalanceInput>(({ input, receive }) => {
            effects.push(readOf(input.target))
            receive((event) => effects.push(readOf(event.target)))
          }),
        ),
        // The connect attempt likewise: it records the wallet it asks and what it is sent, and the
        // walk sends its reports and its end as events.
        connectAttempt: standIn(
          connectAttemptMachine,
          fromCallback<ConnectAttemptEvent, ConnectAttemptInput>(({ input, receive }) => {
            effects.push({ action: 'attempt.started', connectorId: input.connector?.id })
            receive((event) => effects.push({ action: event.type }))
          }),
        ),
      },
      actions: {
        notifyConnectionChanged: ({ context }) =>
          effects.push({ action: 'notifyConnectionChanged', connection: context.connection }),
        notifyConnectionRestored: ({ context }) =>
          effects.push({ action: 'notifyConnectionRestored', connection: context.connection }),
        notifyConnectors: record('notifyConnectors'),
        notifyRecentWallets: record('notifyRecentWallets'),
        notifyAttempt: record('notifyAttempt'),
      },
    }),
    { input: inputFor(env, storage, adapter) },
  )
  // What the actor emits (answers to requests, what happened for the modal and router): recorded as
  // effects of the step that caused them.
  actor.on('*', (emitted) =>
    effects.push(
      'requestId' in emitted
        ? { action: emitted.type, requestId: emitted.requestId }
        : { ...emitted, action: emitted.type },
    ),
  )
  actor.start()
  const run: Run = { actor, storage, closeModalOnDisconnect: true }
  for (const { event, key } of steps) {
    const before = observe(actor, storage)
    effects = []
    const callsBefore = disconnectCalls
    const operation = operationOf(event)
    if (operation) {
      // The wallet answers the open request as the path says.
      if ('output' in event && event.output && operation !== 'signMessage')
        controls.walletNetwork = (event.output as Connection).caipNetworkId as never
      if (event.type === 'xstate.done.actor.reconnect') controls.authorised = event.output !== null
      const behaviour = 'error' in event ? (event.error === rejection ? 'reject' : 'fail') : 'succeed'
      expect(gated.release(operation, behaviour), `${operation} is waiting`).toBe(true)
      await settle()
    } else if (event.type === ATTEMPT_DONE) {
      // The attempt's end, as its parent hears it.
      const parent: AnyActorRef = actor
      parent.send(event)
    } else if (event.type === 'CONNECTION.ACCOUNTS_CHANGED') {
      controls.emit({ type: 'accountsChanged', accounts: event.accounts })
    } else if (event.type === 'CONNECTION.CHAIN_CHANGED') {
      controls.emit({ type: 'chainChanged', caipNetworkId: event.caipNetworkId as never })
    } else if (event.type === 'CONNECTION.WALLET_DISCONNECTED') {
      controls.emit({ type: 'disconnect' })
    } else if (event.type === 'CONNECTION.CONNECTORS_CHANGED') {
      controls.setConnectors(event.connectors)
    } else if (isMachineEvent(event)) {
      actor.send(event)
    }
    const after = observe(actor, storage)
    const retireAsked = disconnectCalls > callsBefore && !matches(after.value, 'disconnecting')
    checkStep(before, event, { ...after, retireAsked }, effects, run)
    // The actor is where the model says (compared as the model tells states apart).
    const actual = serialize(actor.getSnapshot())
    if (actual !== key) expect(actual).toBe(key)
  }
  actor.stop()
}

/**
 * Declares the test that walks every transition of the model from `env`'s stored facts. The graph is
 * built when the file is collected: its size names the test.
 *
 * @example
 * describe('connection: model-based walks', () => itChecksEveryTransition(environments.firstVisit))
 */
export function itChecksEveryTransition(env: Environment, timeout: number): void {
  const input = inputFor(env, createStorage(memoryStorage(env.seed)))
  // The real actor starts with the connector its adapter reports at once; so does the model.
  const fromState = getNextSnapshot(connectionMachine, getInitialSnapshot(connectionMachine, input), {
    type: 'CONNECTION.CONNECTORS_CHANGED',
    connectors: env.connectors,
  })
  const graph = modelGraph({
    machine: connectionMachine,
    input,
    fromState,
    events: env.events,
    serialize,
    serializeEvent,
    canHappen,
  })
  it(
    `checks every transition from ${graph.nodes.length} states, starting from ${env.name}`,
    async () => {
      expect(graph.nodes.length).toBeGreaterThan(20)
      const { transitions } = await checkEveryTransition({ graph, replay: (steps) => runWalk(env, steps) })
      expect(transitions).toBeGreaterThan(graph.nodes.length * 5)
    },
    timeout,
  )
}
