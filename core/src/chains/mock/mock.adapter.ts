import type { Connector } from '../../connectors/connector.types.js'
import { toRpcError } from '../../errors/rpc.js'
import type { CaipNetworkId, Namespace, Network } from '../../networks/network.types.js'
import { accountOf } from '../account.js'
import type { Account, AccountEvent, Balance, ChainAdapter, Connection } from '../adapter.types.js'
import { kitOf } from '../kits.js'
import { knownKits } from '../known-kits.js'

/**
 * How the mock wallet answers a request: as asked, with a rejection (4001), with a failure, or never.
 *
 * @example
 * adapter.controls.behaviour.connect = 'reject'
 */
export type MockBehaviour = 'succeed' | 'reject' | 'fail' | 'hang'

/** The adapter calls a mock wallet can be told to misbehave on. */
export type MockOperation = 'connect' | 'reconnect' | 'switchNetwork' | 'signMessage' | 'getBalance'

/** A request the mock wallet received, in order: what tests assert the wallet "saw". */
export type MockCall = { method: MockOperation | 'addNetwork' | 'disconnect'; params?: unknown }

/**
 * Options of {@link mockAdapter}.
 *
 * @example
 * mockAdapter({ namespace: 'solana', networks: [networks.solana], address: 'So1ana…' })
 */
export type MockAdapterOptions<ns extends Namespace> = {
  namespace: ns
  networks: readonly [Network<ns>, ...Network<ns>[]]
  /** The connectors it "discovers"; one injected connector `mock` by default. */
  connectors?: readonly Connector[]
  /** The account the wallet connects with (the active one when `accounts` lists more). */
  address: string
  /**
   * Further accounts the wallet shares, after the active one: several wallet accounts, Bitcoin's
   * payment and ordinals accounts, addresses that differ per network.
   */
  accounts?: readonly Account[]
  /** The network the wallet is on before any switch; the site's first network by default. May be unknown to the site. */
  walletNetwork?: CaipNetworkId<ns>
  /** Networks the wallet knows; switching to another one needs it added first. All configured ones by default. */
  knownNetworks?: readonly CaipNetworkId<ns>[]
  /**
   * Other wallets behind other connectors (multi-wallet), by connector id, each with its own accounts;
   * a connector not listed connects with `address` and `accounts`.
   */
  wallets?: Readonly<Record<string, { address: string; accounts?: readonly Account[] }>>
  /** Whether the wallets already authorised the site, so `reconnect` restores without a prompt. */
  authorised?: boolean
  /** The native balance every address has, in the smallest unit. */
  balance?: bigint
}

/** The levers and records of a mock wallet, for tests. */
export type MockControls<ns extends Namespace> = {
  /** How each operation answers next; change it at any time. */
  behaviour: Record<MockOperation, MockBehaviour>
  /** Every request the wallet received, in order. */
  calls: MockCall[]
  /**
   * Whether a wallet authorises the site. Each wallet (connector) keeps its own authorisation: connect
   * grants it, disconnect revokes it; setting this grants or revokes it for every wallet at once.
   */
  authorised: boolean
  /** Whether the wallet behind `connectorId` authorises the site. */
  isAuthorised(connectorId: string): boolean
  /** The network the wallet is on. */
  walletNetwork: CaipNetworkId<ns>
  /** Networks the wallet knows; a switch to another one adds it first (EIP-3085's 4902 path). */
  knownNetworks: Set<CaipNetworkId<ns>>
  /** Sends a wallet event to every watcher, as a wallet extension would. */
  emit(event: AccountEvent<ns>): void
  /** Replaces the discovered connectors and tells the watchers. */
  setConnectors(connectors: readonly Connector[]): void
}

/** A chain adapter with a scripted wallet behind it, plus its controls. */
export type MockAdapter<ns extends Namespace> = ChainAdapter<ns> & { controls: MockControls<ns> }

const never = () => new Promise<never>(() => {})

/**
 * A chain adapter for any namespace whose wallet is scripted: each operation can succeed, reject with
 * 4001, fail, or hang. Machines are tested against it; the real adapters are tested against devnets.
 *
 * @example
 * const adapter = mockAdapter({ namespace: 'eip155', networks: [networks.mainnet], address: '0xf39F…' })
 * adapter.controls.behaviour.connect = 'reject'
 */
export function mockAdapter<ns extends Namespace>(options: MockAdapterOptions<ns>): MockAdapter<ns> {
  const { namespace, networks } = options
  // The mock stands in for any namespace's adapter, so it brings that namespace's own rules.
  const kit = kitOf(knownKits, namespace)
  let connectors: readonly Connector[] = options.connectors ?? [
    { id: 'mock', name: 'Mock Wallet', type: 'INJECTED', chain: namespace },
  ]
  const connectorWatchers = new Set<(connectors: readonly Connector[]) => void>()
  const accountWatchers = new Set<(event: AccountEvent<ns>) => void>()

  // Authorisation: every wallet's by default (`authorised`), then each wallet's own grants and revocations.
  let authorisedByDefault = options.authorised ?? false
  const granted = new Set<string>()
  const revoked = new Set<string>()
  const isAuthorised = (connectorId: string) =>
    granted.has(connectorId) || (authorisedByDefault && !revoked.has(connectorId))

  const controls: MockControls<ns> = {
    behaviour: {
      connect: 'succeed',
      reconnect: 'succeed',
      switchNetwork: 'succeed',
      signMessage: 'succeed',
      getBalance: 'succeed',
    },
    calls: [],
    get authorised() {
      return granted.size > 0 || connectors.some((connector) => isAuthorised(connector.id))
    },
    set authorised(value: boolean) {
      authorisedByDefault = value
      granted.clear()
      revoked.clear()
    },
    isAuthorised,
    walletNetwork: options.walletNetwork ?? networks[0].caipNetworkId,
    knownNetworks: new Set(options.knownNetworks ?? networks.map((n) => n.caipNetworkId)),
    emit(event) {
      if (event.type === 'chainChanged') controls.walletNetwork = event.caipNetworkId
      for (const watcher of accountWatchers) watcher(event)
    },
    setConnectors(next) {
      connectors = next
      for (const watcher of connectorWatchers) watcher(connectors)
    },
  }

  /** Records the call, then answers as the behaviour for `operation` says. */
  async function answer<value>(
    operation: MockOperation,
    params: unknown,
    result: () => value,
  ): Promise<value> {
    controls.calls.push({ method: operation, params })
    switch (controls.behaviour[operation]) {
      case 'reject':
        throw toRpcError(4001, 'Mock wallet: user rejected the request')
      case 'fail':
        throw new Error(`Mock wallet: ${operation} failed`)
      case 'hang':
        return never()
      case 'succeed':
        return result()
    }
  }

  const connectionOf = (connectorId: string): Connection<ns> => {
    const connector = connectors.find((c) => c.id === connectorId)
    const wallet = options.wallets?.[connectorId] ?? options
    return {
      namespace,
      connectorId,
      accounts: [{ address: wallet.address, type: 'eoa' }, ...(wallet.accounts ?? [])],
      caipNetworkId: controls.walletNetwork,
      wallet: { name: connector?.name ?? connectorId, icon: connector?.info?.icon },
    }
  }

  return {
    namespace,
    kit,
    networks,
    controls,
    watchConnectors(onChange) {
      connectorWatchers.add(onChange)
      onChange(connectors)
      return () => connectorWatchers.delete(onChange)
    },
    connect: ({ connector, network }) =>
      answer('connect', { connectorId: connector.id, network: network.caipNetworkId }, () => {
        granted.add(connector.id)
        revoked.delete(connector.id)
        return connectionOf(connector.id)
      }),
    reconnect: ({ connectorId }) =>
      answer('reconnect', { connectorId }, () =>
        isAuthorised(connectorId) && connectors.some((c) => c.id === connectorId)
          ? connectionOf(connectorId)
          : null,
      ),
    async disconnect({ connectorId }) {
      controls.calls.push({ method: 'disconnect', params: { connectorId } })
      granted.delete(connectorId)
      revoked.add(connectorId)
    },
    switchNetwork: (_connection, network) =>
      answer('switchNetwork', { network: network.caipNetworkId }, () => {
        if (!controls.knownNetworks.has(network.caipNetworkId)) {
          controls.calls.push({ method: 'addNetwork', params: { network: network.caipNetworkId } })
          controls.knownNetworks.add(network.caipNetworkId)
        }
        controls.emit({ type: 'chainChanged', caipNetworkId: network.caipNetworkId })
      }),
    getBalance: ({ address, network }) =>
      answer(
        'getBalance',
        { address, network: network.caipNetworkId },
        (): Balance => ({
          value: options.balance ?? 0n,
          decimals: network.nativeCurrency.decimals,
          symbol: network.nativeCurrency.symbol,
        }),
      ),
    signMessage: (connection, { message, address }) =>
      answer(
        'signMessage',
        { message },
        () => `mock-signature:${accountOf(connection, address).address}:${message}`,
      ),
    watchAccount(_connection, onEvent) {
      accountWatchers.add(onEvent)
      return () => accountWatchers.delete(onEvent)
    },
    isAddress: kit.isAddress,
  }
}
