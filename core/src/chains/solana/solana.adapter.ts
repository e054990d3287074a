import type { Wallet } from '@wallet-standard/base'
import { type ActorRefFrom, createActor } from 'xstate'
import type { Connector } from '../../connectors/connector.types.js'
import { TokenBalanceUnavailableError } from '../../errors/blockchain.js'
import { ConnectionConnectorNotFoundError } from '../../errors/connection.js'
import type { Network } from '../../networks/network.types.js'
import { settledWithin } from '../../utils/settled-within.js'
import { accountOf } from '../account.js'
import type { Connection } from '../adapter.types.js'
import { createNetworkTransport } from '../rpc-transport.js'
import { isSessionPort } from '../walletconnect/session-port.js'
import { solanaDiscoveryMachine } from './discovery/discovery.machine.js'
import type { WalletRegistry } from './discovery/discovery.types.js'
import { frameSolanaWallet } from './embedded/frame-wallet.js'
import { solanaKit } from './solana.kit.js'
import { SOLANA_PING } from './solana.rpc.js'
import { signInWhileConnecting } from './solana.sign-in.js'
import { createSolanaTransactions } from './solana.transactions.js'
import type { SolanaAdapter, SolanaOptions } from './solana.types.js'
import {
  accountsOf,
  InvalidSolanaWalletAnswerError,
  signatureOf,
  toSolanaWalletError,
} from './wallet-answers.js'
import { walletChainOf } from './wallet-chains.js'
import { featureOf, isWallet } from './wallet-features.js'
import { walletConnectSolanaWallet } from './walletconnect-wallet.js'

// A wallet may never answer `standard:disconnect`; the site forgets the connection after this long anyway.
const disconnectWaitMs = 3_000

/** The page's Wallet Standard registry, loaded when discovery starts (never during server rendering). */
async function pageRegistry(): Promise<WalletRegistry> {
  const { getWallets } = await import('@wallet-standard/app')
  return getWallets()
}

/**
 * The Solana chain adapter: wallets discovered through the Wallet Standard, connect with
 * `standard:connect` (silently on reload), `solana:signMessage`, account changes from
 * `standard:events`, native balances (lamports, 9 decimals) over each network's own JSON-RPC with
 * SPEC §9's timeout, retries, backoff and fallback URLs. Solana wallets do not choose the network: a
 * connection is on the network the site asked for, and follows the site's choice.
 *
 * @example
 * import { solana } from '@foyer/core/solana'
 * const adapter = solana({ networks: [networks.solana, networks.solanaDevnet] })
 */
export function solana(options: SolanaOptions): SolanaAdapter {
  const { networks, rpc } = options
  /** JSON-RPC over `network`'s endpoints, with the site's RPC options (timeouts, retries). */
  const rpcOf =
    (network: Network<'solana'>) =>
    (method: string, params: readonly unknown[]): Promise<unknown> =>
      createNetworkTransport(network, rpc, SOLANA_PING)({}).request({ method, params: [...params] })
  let discovery: ActorRefFrom<typeof solanaDiscoveryMachine> | undefined
  let starting: Promise<ActorRefFrom<typeof solanaDiscoveryMachine>> | undefined
  const watchers = new Set<(connectors: readonly Connector[]) => void>()

  function startDiscovery(): Promise<ActorRefFrom<typeof solanaDiscoveryMachine>> {
    starting ??= (options.registry ? Promise.resolve(options.registry()) : pageRegistry()).then(
      (registry) => {
        const actor = createActor(solanaDiscoveryMachine, { input: { registry } }).start()
        actor.subscribe((snapshot) => {
          for (const watcher of watchers) watcher(snapshot.context.connectors)
        })
        discovery = actor
        return actor
      },
    )
    return starting
  }

  // Wallets of connectors no discovery lists (WalletConnect's), kept from the connect that used them.
  const outside = new Map<string, Wallet>()

  const discovered = (connectorId: string) =>
    discovery?.getSnapshot().context.connectors.find((c) => c.id === connectorId)

  /**
   * The wallet behind a connector: as discovered now, else the one a connector from outside discovery
   * carries (a WalletConnect session is read as a Wallet Standard wallet).
   */
  function walletOf(connectorId: string, known?: Connector): Wallet | undefined {
    const found = discovered(connectorId)
    if (isWallet(found?.provider)) return found.provider
    if (known && !outside.has(connectorId)) {
      const { provider } = known
      const wallet = isSessionPort(provider) ? walletConnectSolanaWallet(provider) : provider
      if (isWallet(wallet)) outside.set(connectorId, wallet)
    }
    return outside.get(connectorId)
  }

  function connectionOf(
    wallet: Wallet,
    connectorId: string,
    accounts: ReturnType<typeof accountsOf>,
    network: Network<'solana'>,
  ): Connection<'solana'> | null {
    const [first, ...rest] = accounts
    if (!first) return null
    // A WalletConnect session names the wallet on the other side of it.
    const info =
      'walletInfo' in wallet && typeof wallet.walletInfo === 'function' ? wallet.walletInfo() : undefined
    return {
      namespace: 'solana',
      connectorId,
      accounts: [first, ...rest],
      caipNetworkId: network.caipNetworkId,
      wallet: info ?? { name: wallet.name, icon: wallet.icon },
    }
  }

  const transactions = createSolanaTransactions({
    walletOf: (connectorId) => walletOf(connectorId),
    networks,
    rpc,
  })

  return {
    namespace: 'solana',
    kit: solanaKit,
    networks,

    watchConnectors(onChange) {
      watchers.add(onChange)
      onChange(discovery?.getSnapshot().context.connectors ?? [])
      void startDiscovery().then((actor) => {
        if (watchers.has(onChange)) onChange(actor.getSnapshot().context.connectors)
      })
      return () => watchers.delete(onChange)
    },

    async connect({ connector, network, signIn }) {
      const wallet = walletOf(connector.id, connector)
      const connect = wallet && featureOf(wallet, 'standard:connect')
      if (!wallet || !connect) throw new ConnectionConnectorNotFoundError({ details: connector.id })
      // A wallet with `solana:signIn` connects and signs in with one prompt when sign-in runs.
      const signedIn = signIn && (await signInWhileConnecting(wallet, network, signIn))
      const signedInConnection = signedIn && connectionOf(wallet, connector.id, signedIn, network)
      if (signedInConnection) return signedInConnection
      let answer: Awaited<ReturnType<typeof connect.connect>>
      try {
        answer = await connect.connect()
      } catch (error) {
        throw toSolanaWalletError(error)
      }
      const connection = connectionOf(wallet, connector.id, accountsOf(answer?.accounts ?? []), network)
      if (!connection)
        throw new InvalidSolanaWalletAnswerError({ details: 'the wallet shared no Solana account' })
      return connection
    },

    async reconnect({ connectorId, connector, network }) {
      await startDiscovery()
      const wallet = walletOf(connectorId, connector)
      const connect = wallet && featureOf(wallet, 'standard:connect')
      if (!wallet || !connect) return null
      try {
        // Silent: the wallet answers with the accounts it already shared with the site, without a prompt.
        const answer = await connect.connect({ silent: true })
        return connectionOf(wallet, connectorId, accountsOf(answer?.accounts ?? []), network)
      } catch {
        return null
      }
    },

    async disconnect(connection) {
      const wallet = walletOf(connection.connectorId)
      const disconnect = wallet && featureOf(wallet, 'standard:disconnect')
      if (!disconnect) return
      // The site forgets the connection whatever the wallet answers, and does not wait forever.
      await settledWithin(disconnect.disconnect(), disconnectWaitMs)
    },

    async getBalance({ address, network }) {
      try {
        const answer = await rpcOf(network)('getBalance', [address, { commitment: 'confirmed' }])
        const lamports =
          typeof answer === 'object' && answer !== null ? Reflect.get(answer, 'value') : undefined
        if (!Number.isSafeInteger(lamports) || lamports < 0)
          throw new Error(`getBalance answered ${JSON.stringify(answer)}`)
        const { decimals, symbol } = network.nativeCurrency
        return { value: BigInt(lamports), decimals, symbol }
      } catch (error) {
        throw new TokenBalanceUnavailableError({ cause: error })
      }
    },

    // SPL token balances download with the first Tokens list on Solana.
    async readTokenBalances({ address, network, tokens }) {
      try {
        const { readSplBalances } = await import('./token-balances.js')
        return await readSplBalances(rpcOf(network), address, tokens)
      } catch (error) {
        throw new TokenBalanceUnavailableError({ cause: error })
      }
    },

    async signMessage(connection, { message, address }) {
      // An address the wallet did not share is refused here, before the wallet is asked.
      const { address: signer } = accountOf(connection, address)
      const wallet = walletOf(connection.connectorId)
      const sign = wallet && featureOf(wallet, 'solana:signMessage')
      const account = wallet?.accounts.find((candidate) => candidate.address === signer)
      if (!sign || !account) throw new ConnectionConnectorNotFoundError({ details: connection.connectorId })
      let outputs: Awaited<ReturnType<typeof sign.signMessage>>
      try {
        outputs = await sign.signMessage({ account, message: new TextEncoder().encode(message) })
      } catch (error) {
        throw toSolanaWalletError(error)
      }
      return signatureOf(outputs?.[0]?.signature)
    },

    watchAccount(connection, onEvent) {
      const wallet = walletOf(connection.connectorId)
      const events = wallet && featureOf(wallet, 'standard:events')
      const stopChanges = events?.on('change', (properties) => {
        // Only account changes matter here: a wallet that shares no account any more disconnected the site.
        if (properties?.accounts)
          onEvent({ type: 'accountsChanged', accounts: accountsOf(properties.accounts) })
      })
      // A wallet that unregisters (or can no longer connect) leaves the list, and its connection ends.
      // Wallets from outside discovery (WalletConnect) end with their session instead.
      const listing =
        discovered(connection.connectorId) &&
        discovery?.subscribe((snapshot) => {
          if (!snapshot.context.connectors.some((c) => c.id === connection.connectorId))
            onEvent({ type: 'disconnect' })
        })
      return () => {
        stopChanges?.()
        listing?.unsubscribe()
      }
    },

    isAddress: solanaKit.isAddress,

    // The embedded wallet's Solana side: a Wallet Standard wallet over the login frame, on the
    // network a request's chain names (the site's first Solana network without one).
    embeddedWalletProvider: (link, name) =>
      frameSolanaWallet(
        {
          ...link,
          network(chain) {
            const network =
              networks.find((candidate) => walletChainOf(candidate.caipNetworkId) === chain) ?? networks[0]
            return {
              caipNetworkId: network.caipNetworkId,
              name: network.name,
              // The review of a transaction reads lookup tables, token accounts and mints with it.
              request: rpcOf(network),
            }
          },
        },
        name,
      ),

    ...transactions,

    // Sending SOL downloads with the first Send form on Solana.
    loadTransfers: () =>
      import('./transfer/solana-transfer.js').then((transfer) =>
        transfer.solanaTransfers({
          networks,
          rpc,
          signAndSendTransaction: transactions.signAndSendTransaction,
        }),
      ),
  }
}
