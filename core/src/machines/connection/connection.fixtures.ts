// Test fixtures for the connection and network machines (imported by tests only).
import type { Balance, Connection } from '../../chains/adapter.types.js'
import { type MockAdapter, type MockBehaviour, mockAdapter } from '../../chains/mock/mock.adapter.js'
import type { Connector } from '../../connectors/connector.types.js'
import { base, mainnet, solana, solanaDevnet } from '../../networks/definitions/index.js'
import type { CaipNetworkId, Namespace } from '../../networks/network.types.js'

export const EVM_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
export const OTHER_EVM_ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
export const SOLANA_ADDRESS = '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
/** A network no test configures: wallets may still report it. */
export const UNKNOWN_EVM_NETWORK = 'eip155:999999' as const
/** 10000 ETH in wei: the Account view shows `10,000.000 ETH`. */
export const BALANCE = 10_000n * 10n ** 18n

export const mockConnector = (namespace: Namespace = 'eip155'): Connector => ({
  id: 'mock',
  name: 'Mock Wallet',
  type: 'INJECTED',
  chain: namespace,
})

/** What the mock wallet returns when it connects, for graph events and expectations. */
export const mockConnection = (
  caipNetworkId: CaipNetworkId = mainnet.caipNetworkId,
  address = EVM_ADDRESS,
): Connection => ({
  namespace: caipNetworkId.split(':')[0] as Namespace,
  connectorId: 'mock',
  accounts: [{ address, type: 'eoa' }],
  caipNetworkId,
  wallet: { name: 'Mock Wallet', icon: undefined },
})

export const mockBalance: Balance = { value: BALANCE, decimals: 18, symbol: 'ETH' }

/** The operations a gate holds back until a test releases them. */
export type GatedOperation =
  | 'connect'
  | 'reconnect'
  | 'getBalance'
  | 'switchNetwork'
  | 'disconnect'
  | 'signMessage'

/**
 * A mock adapter whose calls wait at a gate until the test releases them, so a model-based test can
 * complete exactly one wallet request per step (an ungated mock would answer every request of a step
 * at once). On release the mock's behaviour for that operation is set, then the mock answers.
 */
export type GatedAdapter<ns extends Namespace> = {
  adapter: MockAdapter<ns>
  /** Lets the latest waiting call of `operation` through, answering as `behaviour` says; false if none waits. */
  release(operation: GatedOperation, behaviour?: MockBehaviour): boolean
  /** Whether a call of `operation` is waiting. */
  isWaiting(operation: GatedOperation): boolean
}

export function gatedAdapter<ns extends Namespace>(mock: MockAdapter<ns>): GatedAdapter<ns> {
  // Only the latest call of an operation is live: an earlier one belongs to a stopped actor.
  const waiting = new Map<GatedOperation, () => void>()
  const gate = (operation: GatedOperation) =>
    new Promise<void>((resolve) => {
      waiting.set(operation, resolve)
    })
  const adapter: MockAdapter<ns> = {
    ...mock,
    connect: async (p) => {
      await gate('connect')
      return mock.connect(p)
    },
    reconnect: async (p) => {
      await gate('reconnect')
      return mock.reconnect(p)
    },
    getBalance: async (p) => {
      await gate('getBalance')
      return mock.getBalance(p)
    },
    switchNetwork: async (connection, network) => {
      await gate('switchNetwork')
      return mock.switchNetwork?.(connection, network)
    },
    disconnect: async (connection) => {
      await gate('disconnect')
      return mock.disconnect(connection)
    },
    signMessage: async (connection, request) => {
      await gate('signMessage')
      return mock.signMessage(connection, request)
    },
  }
  return {
    adapter,
    release(operation, behaviour = 'succeed') {
      const open = waiting.get(operation)
      if (!open) return false
      waiting.delete(operation)
      if (operation !== 'disconnect') mock.controls.behaviour[operation] = behaviour
      open()
      return true
    },
    isWaiting: (operation) => waiting.has(operation),
  }
}

/** The EVM mock wallet of the tests: Ethereum and Base configured, 10000 ETH everywhere. */
export const evmMock = (options: Partial<Parameters<typeof mockAdapter<'eip155'>>[0]> = {}) =>
  mockAdapter({
    namespace: 'eip155',
    networks: [mainnet, base],
    address: EVM_ADDRESS,
    balance: BALANCE,
    connectors: [mockConnector('eip155')],
    ...options,
  })

/** The Solana mock wallet of the tests: mainnet and devnet configured. */
export const solanaMock = (options: Partial<Parameters<typeof mockAdapter<'solana'>>[0]> = {}) =>
  mockAdapter({
    namespace: 'solana',
    networks: [solana, solanaDevnet],
    address: SOLANA_ADDRESS,
    balance: 2_000_000_000n,
    connectors: [mockConnector('solana')],
    ...options,
  })

/** Lets every pending promise and timer-free callback run. */
export const settle = () => new Promise<void>((resolve) => setImmediate(resolve))

/** JSON for snapshots that hold bigints. */
export const stringify = (value: unknown) =>
  JSON.stringify(value, (_key, v) => (typeof v === 'bigint' ? `${v}n` : v))
