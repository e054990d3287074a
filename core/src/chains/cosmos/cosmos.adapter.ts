import { createActor, toPromise } from 'xstate'
import type { Connector } from '../../connectors/connector.types.js'
import { ConnectorChainsNotSupportedError } from '../../errors/adapter.js'
import { TokenBalanceUnavailableError } from '../../errors/blockchain.js'
import { ConnectionConnectorNotFoundError } from '../../errors/connection.js'
import type { CaipNetworkId, Network } from '../../networks/network.types.js'
import { isRecord } from '../../utils/is-record.js'
import { settledWithin } from '../../utils/settled-within.js'
import { accountOf } from '../account.js'
import type { AccountEvent, Connection } from '../adapter.types.js'
import type { NamespaceKit } from '../kit.types.js'
import { rpcDefaults } from '../rpc-options.js'
import { isSessionPort } from '../walletconnect/session-port.js'
import { lazyStargateReader } from './balance/chain-reader.js'
import { COSMOS_WALLET_REQUEST_TIMEOUT_MS } from './connect/cosmos-connect.constants.js'
import { cosmosConnectMachine } from './connect/cosmos-connect.machine.js'
import type { CosmosConnectOutput } from './connect/cosmos-connect.types.js'
import { invalidAnswer } from './cosmos.errors.js'
import { cosmosKit, isCosmosAddress, readCosmosAddress } from './cosmos.kit.js'
import type { CosmosAdapter, CosmosOptions, CosmosWalletPort } from './cosmos.types.js'
import { accountOfKeys, primaryChainOf } from './cosmos-connection.js'
import { type CosmosSession, followKeySwitches } from './cosmos-key-follow.js'
import { type CosmosChain, cosmosChainsOf } from './cosmos-networks.js'
import { signCosmosMessage } from './cosmos-sign-message.js'
import { loadKeyChecks } from './key-checks.load.js'
import { COSMOS_DETECTION_WINDOW_MS, watchCosmosWallets } from './sources/detect.js'
import { lazyWalletConnectCosmosPort } from './sources/walletconnect.load.js'

// A wallet may never answer a disconnect; the site forgets the connection after this long anyway.
const disconnectWaitMs = 3_000

/**
 * The kit the adapter carries: the namespace's facts, and the wait until a transaction it sent is in a
 * block (the chain's `tx` finds it by its hash), downloaded with the first one. The wait is the
 * adapter's, not `cosmosKit`'s: sign-in pages carry that kit for its address rules, and would carry
 * the wait's loader with it.
 */
const adapterKit: NamespaceKit<'cosmos'> = {
  ...cosmosKit,
  loadWaitUntilLanded: () => import('./cosmos.landed.js').then((landed) => landed.waitUntilLanded),
}

/** Why a chain given is not one of the adapter's. */
const notOurs = (name: string) => `${name} is not one of the adapter's chains`

function isPort(value: unknown): value is CosmosWalletPort {
  return (
    isRecord(value) &&
    ['chainIds', 'enable', 'getKey', 'signArbitrary', 'watch'].every((m) => typeof value[m] === 'function')
  )
}

/**
 * The Cosmos chain adapter. Keplr, Leap, Cosmostation and the in-app browsers of their phone apps
 * are found on the page without a fixed wait. One connect reaches every Cosmos chain of the site the
 * wallet serves: the wallet's chain list is asked first, chains it does not know are suggested to
 * it, then one `enable` asks for all of them and each chain's key is read and checked. A chain the
 * visitor refuses, or whose answer is unusable, is left out alone: the connection says which and why
 * (`missingNetworks`), and switching to it later asks the wallet again. One key serves every chain:
 * one account, with its address per chain (`networkAddresses`). Messages are signed with ADR-036
 * (`signArbitrary`), checked before they are returned. Balances come from each chain's RPC through
 * CosmJS, downloaded with the first one. The Send form sends a chain's own coin: a bank send the wallet
 * signs with `signDirect`, checked against what the visitor reviewed, then broadcast by Foyer
 * (`transfer/cosmos-transfer.ts`, downloaded with the first Send form).
 *
 * @example
 * import { cosmos } from '@foyer/core/cosmos'
 * const adapter = cosmos({ networks: [cosmosHub, osmosis] })
 */
export function cosmos(options: CosmosOptions): CosmosAdapter {
  const { networks } = options
  const chains = cosmosChainsOf(networks, options.chains)
  const page = options.page ?? globalThis
  const timeoutMs = options.requestTimeoutMs ?? COSMOS_WALLET_REQUEST_TIMEOUT_MS
  const rpcTimeoutMs = options.rpcTimeoutMs ?? rpcDefaults.timeoutMs
  const reader = options.chainReader ?? lazyStargateReader({ timeoutMs: rpcTimeoutMs })
  let connectors: readonly Connector[] = []
  let stopDetection: (() => void) | undefined
  const watchers = new Set<(connectors: readonly Connector[]) => void>()
  // Who listens to each connection's events, so a switch the site asked for is reported like a wallet's.
  const listeners = new Map<string, Set<(event: AccountEvent<'cosmos'>) => void>>()
  const sessions = new Map<string, CosmosSession>()
  // Ports of connectors no detection lists (a site's own), kept from the connect that used them.
  const outside = new Map<string, CosmosWalletPort>()

  const chainOf = (caipNetworkId: CaipNetworkId) => chains.find((c) => c.caipNetworkId === caipNetworkId)

  // Who waits for a wallet to appear (a reconnect on load, before the wallet injected itself).
  const waiting = new Set<(connectors: readonly Connector[]) => void>()

  function startDetection(): void {
    if (stopDetection) return
    stopDetection = watchCosmosWallets(page, (found) => {
      connectors = found
      for (const watcher of [...watchers, ...waiting]) watcher(found)
    })
  }

  /**
   * Settles once `connectorId`'s wallet is on the page, or once the detection window is over: Keplr
   * may inject itself only when the page has loaded, after a reconnect on load has started.
   */
  function whenListed(connectorId: string): Promise<void> {
    startDetection()
    if (connectors.some((c) => c.id === connectorId)) return Promise.resolve()
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer)
        waiting.delete(check)
        resolve()
      }
      const check = (found: readonly Connector[]) => {
        if (found.some((c) => c.id === connectorId)) done()
      }
      const timer = setTimeout(done, COSMOS_DETECTION_WINDOW_MS)
      waiting.add(check)
    })
  }

  function portOf(connectorId: string, known?: Connector): CosmosWalletPort | undefined {
    const found = connectors.find((connector) => connector.id === connectorId)?.provider
    if (isPort(found)) return found
    // A WalletConnect connector carries the session: it is read as a port once, and kept.
    const port = isSessionPort(known?.provider)
      ? (outside.get(connectorId) ?? lazyWalletConnectCosmosPort(known.provider, chains))
      : known?.provider
    if (isPort(port)) outside.set(connectorId, port)
    return outside.get(connectorId)
  }

  function requirePort(connectorId: string): CosmosWalletPort {
    const port = portOf(connectorId)
    if (!port) throw new ConnectionConnectorNotFoundError({ details: connectorId })
    return port
  }

  /** The site's chains, the one asked for first: a wallet asks for them in this order. */
  const askedFirst = (caipNetworkId: CaipNetworkId) => [
    ...chains.filter((c) => c.caipNetworkId === caipNetworkId),
    ...chains.filter((c) => c.caipNetworkId !== caipNetworkId),
  ]

  const runConnect = (port: CosmosWalletPort, ordered: readonly CosmosChain[], prompt: boolean) =>
    toPromise(
      createActor(cosmosConnectMachine, { input: { port, chains: ordered, prompt, timeoutMs } }).start(),
    )

  /** The connection the keys make, kept as a session; or the error of the chain asked for. */
  function connectionOf(
    port: CosmosWalletPort,
    connector: Pick<Connector, 'id' | 'name' | 'imageUrl'>,
    result: CosmosConnectOutput,
    asked: Network<'cosmos'>,
  ): Connection<'cosmos'> {
    const primary = primaryChainOf(chains, asked.caipNetworkId, result.keys)
    const made = primary && accountOfKeys({ chains, primary, ...result })
    if (!primary || !made) {
      const askedChain = chainOf(asked.caipNetworkId)
      const failure = (askedChain && result.missing[askedChain.chainId]) ?? Object.values(result.missing)[0]
      throw failure?.error ?? invalidAnswer('connect', 'no chain connected')
    }
    const reached = chains
      .filter((chain) => made.account.networkAddresses?.[chain.caipNetworkId] !== undefined)
      .map((chain) => chain.caipNetworkId)
    sessions.set(connector.id, {
      caipNetworkId: primary.caipNetworkId,
      reached,
      publicKey: made.account.publicKey,
    })
    return {
      namespace: 'cosmos',
      connectorId: connector.id,
      accounts: [made.account],
      caipNetworkId: primary.caipNetworkId,
      wallet: port.walletInfo?.() ?? { name: connector.name, icon: connector.imageUrl },
      ...(made.missing.length > 0 ? { missingNetworks: made.missing } : {}),
    }
  }

  function emit(connectorId: string, event: AccountEvent<'cosmos'>): void {
    for (const listener of listeners.get(connectorId) ?? []) listener(event)
  }

  return {
    namespace: 'cosmos',
    kit: adapterKit,
    networks,

    watchConnectors(onChange) {
      watchers.add(onChange)
      startDetection()
      onChange(connectors)
      return () => {
        watchers.delete(onChange)
        if (watchers.size === 0) {
          stopDetection?.()
          stopDetection = undefined
        }
      }
    },

    async connect({ connector, network }) {
      const port = portOf(connector.id, connector)
      if (!port) throw new ConnectionConnectorNotFoundError({ details: connector.id })
      // The key checks download while the visitor reads the wallet's prompt.
      loadKeyChecks().catch(() => {})
      const result = await runConnect(port, askedFirst(network.caipNetworkId), true)
      return connectionOf(port, connector, result, network)
    },

    async reconnect({ connectorId, connector, network }) {
      // A page's wallet may inject itself late; a WalletConnect session is at hand at once.
      if (!isPort(connector?.provider) && !isSessionPort(connector?.provider)) await whenListed(connectorId)
      const port = portOf(connectorId, connector)
      const known = connectors.find((c) => c.id === connectorId) ?? connector
      if (!port || !known) return null
      // No prompt to add chains; a wallet that still lets the site in answers `enable` without one.
      try {
        const result = await runConnect(port, askedFirst(network.caipNetworkId), false)
        return connectionOf(port, known, result, network)
      } catch {
        return null
      }
    },

    async disconnect(connection) {
      const port = portOf(connection.connectorId)
      const session = sessions.get(connection.connectorId)
      listeners.delete(connection.connectorId)
      sessions.delete(connection.connectorId)
      const chainIds = (session?.reached ?? []).flatMap((id) => chainOf(id)?.chainId ?? [])
      if (port?.disconnect) await settledWithin(port.disconnect(chainIds), disconnectWaitMs)
    },

    async switchNetwork(connection, network) {
      const chain = chainOf(network.caipNetworkId)
      if (!chain) throw new ConnectorChainsNotSupportedError({ details: notOurs(network.name) })
      const { connectorId } = connection
      const account = accountOf(connection, undefined)
      const { caipNetworkId } = chain
      if (account.networkAddresses?.[caipNetworkId] === undefined) {
        // A chain the connect left out: the wallet is asked for it now (suggested if it does not know it).
        const result = await runConnect(requirePort(connectorId), [chain], true)
        const key = result.keys[chain.chainId]
        if (!key) throw result.missing[chain.chainId]?.error ?? invalidAnswer('switchNetwork', 'no key')
        if (key.publicKey !== account.publicKey)
          throw invalidAnswer(`getKey(${chain.chainId})`, 'another key than the connection’s')
        const session = sessions.get(connectorId)
        if (session) sessions.set(connectorId, { ...session, reached: [...session.reached, caipNetworkId] })
        const widened = {
          ...account,
          networkAddresses: { ...account.networkAddresses, [caipNetworkId]: key.address },
        }
        emit(connectorId, {
          type: 'accountsChanged',
          accounts: connection.accounts.map((a) => (a === account ? widened : a)),
        })
      }
      const session = sessions.get(connectorId)
      if (session) sessions.set(connectorId, { ...session, caipNetworkId })
      emit(connectorId, { type: 'chainChanged', caipNetworkId })
    },

    async getBalance({ address, network }) {
      try {
        const chain = chainOf(network.caipNetworkId)
        if (!chain) throw new Error(notOurs(network.name))
        // The same account written with another chain's prefix is refused: it names no balance here.
        if (readCosmosAddress(address)?.prefix !== chain.bech32Prefix)
          throw new Error(`${address} is not written with ${network.name}'s prefix ${chain.bech32Prefix}`)
        const rpcUrl = network.rpcUrls.default.http[0]
        if (!rpcUrl) throw new Error(`${network.name} has no RPC URL`)
        const value = await reader.balance({ rpcUrl, address, denom: chain.denom })
        const { decimals, symbol } = network.nativeCurrency
        return { value, decimals, symbol }
      } catch (error) {
        throw new TokenBalanceUnavailableError({ cause: error })
      }
    },

    signMessage(connection, request) {
      return signCosmosMessage({
        connection,
        request,
        chainOf: () => {
          const chain = chainOf(connection.caipNetworkId)
          if (!chain)
            throw new ConnectorChainsNotSupportedError({ details: notOurs(connection.caipNetworkId) })
          return chain
        },
        portOf: () => requirePort(connection.connectorId),
        timeoutMs,
      })
    },

    watchAccount(connection, onEvent) {
      const { connectorId } = connection
      const own = listeners.get(connectorId) ?? new Set()
      listeners.set(connectorId, own.add(onEvent))
      const port = portOf(connectorId)
      const stopWallet =
        port && followKeySwitches({ port, connectorId, sessions, chains, timeoutMs, onEvent })
      return () => {
        own.delete(onEvent)
        stopWallet?.()
      }
    },

    isAddress: isCosmosAddress,

    // Sending the chains' coins downloads with the first Send form on Cosmos (CosmJS with it, if the
    // balances have not brought it already).
    loadTransfers: () =>
      import('./transfer/cosmos-transfer.js').then((transfer) =>
        transfer.cosmosTransfers({
          chains,
          portOf: (connection) => requirePort(connection.connectorId),
          walletTimeoutMs: timeoutMs,
          rpcTimeoutMs,
        }),
      ),

    dispose() {
      reader.dispose()
      stopDetection?.()
      stopDetection = undefined
      watchers.clear()
    },
  }
}
