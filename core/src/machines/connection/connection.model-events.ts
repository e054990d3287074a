import type { AnyMachineSnapshot } from 'xstate'
import type { Connection } from '../../chains/adapter.types.js'
import type { Connector } from '../../connectors/connector.types.js'
import { toRpcError } from '../../errors/rpc.js'
import { base, mainnet } from '../../networks/definitions/index.js'
import {
  EVM_ADDRESS,
  type GatedOperation,
  mockBalance,
  mockConnection,
  mockConnector,
  OTHER_EVM_ADDRESS,
  stringify,
  UNKNOWN_EVM_NETWORK,
} from './connection.fixtures.js'
import type { ConnectionContext, ConnectionEvent } from './connection.types.js'

// The connection model's events, the starting points it is walked from, and which events can happen
// in a state (see connection.model-check.ts).

/** The invoked actors whose answers are gated wallet calls: the wallet request asks `signMessage`. */
export type AnsweringActor = Exclude<GatedOperation, 'signMessage'> | 'askWallet'
export type ActorEvent =
  | { type: `xstate.done.actor.${AnsweringActor}`; output?: unknown }
  | { type: `xstate.error.actor.${AnsweringActor}`; error: unknown }
export const signHello = { kind: 'signMessage', sign: { message: 'hello' } } as const
/** The connect attempt (a child; its own model test walks it) ends with the connection its wallet made. */
export const ATTEMPT_DONE = 'xstate.done.actor.attempt'
export type AttemptDone = { type: typeof ATTEMPT_DONE; output: Connection }
export type ModelEvent = ConnectionEvent | ActorEvent | AttemptDone

export const rejected = { kind: 'rejected', message: 'Connection rejected' } as const
export const failed = { kind: 'failed', message: 'Failed to connect' } as const

export const rejection = toRpcError(4001, 'Mock wallet: user rejected the request')
/** A second account the mock wallet shares, and an address it does not. */
export const SECOND_ACCOUNT = { address: OTHER_EVM_ADDRESS, type: 'eoa' as const, name: 'Savings' }
export const NOT_SHARED = '0x0000000000000000000000000000000000000001'
/** What the mock wallet connects with: its account, then the second one it shares. */
export const twoAccounts = (network?: Parameters<typeof mockConnection>[0]): Connection => {
  const connection = mockConnection(network)
  return { ...connection, accounts: [connection.accounts[0], SECOND_ACCOUNT] }
}
export const failure = new Error('Mock wallet: failed')
/** A second wallet the visitor has (multi-wallet), with an account of its own. */
export const SECOND_WALLET_ADDRESS = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
export const secondConnector = { ...mockConnector(), id: 'second', name: 'Second Wallet' }
export const secondConnection = (
  caipNetworkId: Connection['caipNetworkId'] = mainnet.caipNetworkId,
): Connection => ({
  namespace: 'eip155',
  connectorId: 'second',
  accounts: [{ address: SECOND_WALLET_ADDRESS, type: 'eoa' }],
  caipNetworkId,
  wallet: { name: 'Second Wallet', icon: undefined },
})

export const singleWalletEvents: ModelEvent[] = [
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
 * (restored without a prompt, or a new login when the wallet forgot the site, or, for a switch that
 * may not prompt, a failure), and what the wallets may do meanwhile.
 */
export const multiWalletEvents: ModelEvent[] = [
  { type: 'CONNECTION.CONNECT', connectorId: 'mock' },
  { type: 'CONNECTION.CONNECT', connectorId: 'second' },
  { type: 'CONNECTION.SWITCH', connectorId: 'mock' },
  { type: 'CONNECTION.SWITCH', connectorId: 'second' },
  { type: 'CONNECTION.CANCEL' },
  { type: 'CONNECTION.RETRY' },
  { type: 'CONNECTION.DISCONNECT', closeModal: false },
  { type: 'CONNECTION.SWITCH', connectorId: 'mock', prompt: false },
  { type: 'CONNECTION.SWITCH', connectorId: 'second', prompt: false },
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

/**
 * Where the visitor picks the active account (the adapter's `accountPick`, Polkadot's
 * rule, here on the EVM mock wallet): picking one, the wallet's list changing, a restore on load that
 * brings the picked account back, and forgetting it.
 */
export const visitorPicksEvents: ModelEvent[] = [
  { type: 'CONNECTION.CONNECT', connectorId: 'mock' },
  { type: 'CONNECTION.CANCEL' },
  { type: 'CONNECTION.RETRY' },
  { type: 'CONNECTION.DISCONNECT' },
  { type: 'CONNECTION.SYNC_FAILED' },
  { type: 'CONNECTION.ATTEMPT_CHANGED', error: rejected },
  { type: 'CONNECTION.BALANCE_CHANGED', read: { status: 'ready', balance: mockBalance } },
  { type: 'CONNECTION.REQUEST', requestId: 'r1', request: signHello },
  { type: 'xstate.done.actor.askWallet', output: `mock-signature:${EVM_ADDRESS}:hello` },
  { type: 'CONNECTION.ACCOUNTS_CHANGED', accounts: [{ address: OTHER_EVM_ADDRESS, type: 'eoa' }] },
  { type: 'CONNECTION.ACCOUNTS_CHANGED', accounts: [] },
  { type: 'CONNECTION.WALLET_DISCONNECTED' },
  { type: 'xstate.done.actor.reconnect', output: twoAccounts() },
  { type: 'xstate.done.actor.reconnect', output: null },
  { type: 'xstate.error.actor.reconnect', error: failure },
  { type: ATTEMPT_DONE, output: twoAccounts() },
  { type: 'xstate.done.actor.disconnect' },
  { type: 'CONNECTION.SELECT_ACCOUNT', address: SECOND_ACCOUNT.address },
  { type: 'CONNECTION.SELECT_ACCOUNT', address: EVM_ADDRESS },
  { type: 'CONNECTION.SELECT_ACCOUNT', address: NOT_SHARED },
]

/** The stored facts each run starts from (SPEC §4 start rules; the others are in connection.spec.test.ts). */
export type Environment = {
  name: string
  reconnect: boolean
  seed: Record<string, string>
  connectors: readonly Connector[]
  events: readonly ModelEvent[]
  /** The namespace's visitors pick the active account (its adapter has an `accountPick`). */
  visitorPicks?: boolean
}
export const stored = (status: string, connectorId?: string) => ({
  'foyer:connection-status:eip155': JSON.stringify(status),
  ...(connectorId ? { 'foyer:connected-connector:eip155': JSON.stringify(connectorId) } : {}),
})
export const single = { connectors: [mockConnector()], events: singleWalletEvents }
export const environments = {
  firstVisit: { name: 'a first visit', reconnect: true, seed: {}, ...single },
  storedConnection: {
    name: 'a stored connection to restore',
    reconnect: true,
    seed: stored('connected', 'mock'),
    ...single,
  },
  visitorPicked: {
    name: 'a stored connection whose second account the visitor picked',
    reconnect: true,
    seed: {
      ...stored('connected', 'mock'),
      'foyer:active-account:eip155': JSON.stringify(SECOND_ACCOUNT.address),
    },
    connectors: [mockConnector()],
    events: visitorPicksEvents,
    visitorPicks: true,
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
export const knownNetworkOf = (connection: Connection | undefined) =>
  connection?.caipNetworkId === UNKNOWN_EVM_NETWORK ? undefined : connection?.caipNetworkId

/** Whether an event of the model is one the machine is sent (not a wallet's answer, not a wait). */
export const isMachineEvent = (event: ModelEvent): event is ConnectionEvent =>
  operationOf(event) === undefined && event.type !== ATTEMPT_DONE

export const operationOf = (event: ModelEvent): GatedOperation | undefined => {
  if (!/^xstate\.(done|error)\.actor\./.test(event.type) || event.type === ATTEMPT_DONE) return undefined
  const actor = event.type.split('.').at(-1) as AnsweringActor
  return actor === 'askWallet' ? 'signMessage' : actor
}
/** The invoked actor waiting for a gated wallet call (the model names actors, the mock names calls). */
export const actorOf = (operation: GatedOperation): AnsweringActor =>
  operation === 'signMessage' ? 'askWallet' : operation

/** Events the real system can produce in a state: wallet answers only while the request is open, and
 * each answer only if the mock wallet would give it (its connectors decide what it returns). */
export function canHappen(snapshot: AnyMachineSnapshot, event: ModelEvent): boolean {
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
      const request = context.request?.request
      const address = request?.kind === 'signMessage' ? request.sign.address : undefined
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
export const withoutServices = ({ adapter: _a, storage: _s, balance: _b, ...rest }: ConnectionContext) => rest
export const serialize = (snapshot: AnyMachineSnapshot) =>
  stringify([snapshot.value, withoutServices(snapshot.context as ConnectionContext)])

export const serializeEvent = (event: ModelEvent) =>
  stringify('error' in event ? { ...event, error: event.error === rejection ? 'reject' : 'fail' } : event)
