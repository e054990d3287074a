import { bytesToHex } from '@noble/hashes/utils'
import type { Connector } from '../../connectors/connector.types.js'
import { TokenBalanceUnavailableError } from '../../errors/blockchain.js'
import { ConnectionConnectorNotFoundError } from '../../errors/connection.js'
import type { CaipNetworkId, Network } from '../../networks/network.types.js'
import { accountOf } from '../account.js'
import type { ConnectedWalletInfo, Connection } from '../adapter.types.js'
import { visitorPick } from '../visitor-pick.js'
import type { WalletConnectSessionPort } from '../walletconnect/walletconnect-kit.types.js'
import { POLKADOT_API_TIMEOUT_MS, type PolkadotChainApi, webSocketUrlOf } from './chain-api.js'
import { extensionOf, extensionWithin, polkadotWalletName, watchPolkadotWallets } from './injected-wallets.js'
import { isPolkadotAddress, polkadotAccountKey, polkadotKit } from './polkadot.kit.js'
import type { PolkadotAdapter, PolkadotInjected, PolkadotOptions, PolkadotPage } from './polkadot.types.js'
import { ss58PrefixOf } from './polkadot-networks.js'
import { watchWalletAccounts } from './wallet-accounts.js'
import {
  type AccountsTarget,
  accountsOf,
  callWallet,
  invalidAnswer,
  isPolkadotExtension,
  signatureOf,
} from './wallet-answers.js'
import { POLKADOT_ENABLE_TIMEOUT_MS, POLKADOT_RESTORE_TIMEOUT_MS, walletEnabler } from './wallet-enable.js'

// Generic Substrate's SS58 prefix: addresses on a network whose prefix neither Foyer nor the site knows.
const genericPrefix = 42

// The code that reads networks (and `@polkadot/api` with it) downloads with the first balance read.
const loadChainReads = () => import('./chain-reads.js')

/**
 * The WalletConnect session a connector carries: the WalletConnect connector's provider is one (the
 * Polkadot kit hands the session over as it is, `polkadot.walletconnect.ts`). Told by the connector's
 * type, which costs the Polkadot entry less than `isSessionPort`'s look at the object.
 */
const sessionOf = (connector: Pick<Connector, 'type' | 'provider'> | undefined) =>
  connector?.type === 'WALLET_CONNECT' ? (connector.provider as WalletConnectSessionPort) : undefined

/** The name extensions show the visitor for the site by default: the page's host name. */
function hostOf(page: PolkadotPage): string {
  try {
    const location: unknown = Reflect.get(page, 'location')
    const host = typeof location === 'object' && location !== null ? Reflect.get(location, 'host') : undefined
    if (typeof host === 'string' && host.length > 0) return host
  } catch {
    // A page without a readable location (a test's, a worker's) names the site Foyer.
  }
  return 'Foyer'
}

const sameAccount = (a: string, b: string) => polkadotAccountKey(a) === polkadotAccountKey(b)

/**
 * The Polkadot chain adapter. Extensions in `window.injectedWeb3` (Polkadot{.js}, Talisman, SubWallet,
 * Nova Wallet's browser, and any other) are found without a fixed wait, one connector each; connecting
 * enables only the extension the visitor chose, once, and offers every account it shares (the visitor
 * picks the active one: extensions have none), written with the network's SS58 prefix and told apart
 * by public key. Messages are signed with `signRaw`; balances are read with `@polkadot/api`, which
 * downloads with the first one (a site's own `ApiPromise` may be handed over instead). Extensions do
 * not choose networks: a connection is on the network the site asked for, and follows the site's
 * choice. A WalletConnect session's Polkadot accounts (the `walletConnect` module's connector, when the
 * site's WalletConnect networks include Polkadot ones) connect the same way: the session is read as an
 * extension (`walletconnect/session-wallet.ts`, downloaded when such a connection starts), messages
 * are signed with `polkadot_signMessage` and transfers with `polkadot_signTransaction`.
 *
 * @example
 * import { polkadot as polkadotNetwork } from '@foyer/core'
 * import { polkadot } from '@foyer/core/polkadot'
 * const adapter = polkadot({ networks: [polkadotNetwork], appName: 'My site' })
 */
export function polkadot(options: PolkadotOptions): PolkadotAdapter {
  const { networks } = options
  const page = options.page ?? globalThis
  const enableTimeoutMs = options.enableTimeoutMs ?? POLKADOT_ENABLE_TIMEOUT_MS
  const apiTimeoutMs = options.apiTimeoutMs ?? POLKADOT_API_TIMEOUT_MS
  // Read when an extension is first asked, not here: the adapter may be made during server rendering.
  let enable: ReturnType<typeof walletEnabler> | undefined
  const askToEnable = (...args: Parameters<ReturnType<typeof walletEnabler>>) => {
    enable ??= walletEnabler(options.appName ?? hostOf(page))
    return enable(...args)
  }
  let connectors: readonly Connector[] = []
  let stopDetection: (() => void) | undefined
  const watchers = new Set<(connectors: readonly Connector[]) => void>()
  // Each connected extension, by connector id: what `enable` gave, and the address it wrote for each
  // account (by key), which is the one it is given back when signing.
  const wallets = new Map<string, { injected: PolkadotInjected; addresses: ReadonlyMap<string, string> }>()
  // Foyer's own connection to each network, made on the first balance read there.
  const apis = new Map<CaipNetworkId, Promise<PolkadotChainApi>>()
  // The WalletConnect session behind each connection made through one, by connector id: ended with it.
  const sessions = new Map<string, WalletConnectSessionPort>()

  /**
   * A WalletConnect session (the WalletConnect connector's provider) as an extension: `enable`
   * downloads the code that reads it (walletconnect/session-wallet.ts) and answers once it is live.
   */
  const sessionExtension = (session: WalletConnectSessionPort) => ({
    enable: () =>
      import('./walletconnect/session-wallet.js').then((code) =>
        code.polkadotSessionWallet(session, options.signTimeoutMs, invalidAnswer, polkadotAccountKey),
      ),
  })

  const prefixOf = (caipNetworkId: CaipNetworkId) =>
    options.ss58Prefixes?.[caipNetworkId] ?? ss58PrefixOf(caipNetworkId) ?? genericPrefix
  const networkPrefixes = Object.fromEntries(
    networks.map((n) => [n.caipNetworkId, prefixOf(n.caipNetworkId)]),
  )
  const targetOf = (caipNetworkId: CaipNetworkId): AccountsTarget => ({
    prefix: prefixOf(caipNetworkId),
    reference: caipNetworkId.slice('polkadot:'.length),
    networkPrefixes,
  })

  /**
   * The extension behind a connector: a WalletConnect session read as one, else the extension as the
   * page has it now, else as the connector carries it.
   */
  function extensionFor(connector: Connector) {
    const session = sessionOf(connector)
    if (session) return sessionExtension(session)
    const extension = extensionOf(page, connector.id)
    if (extension) return extension
    return isPolkadotExtension(connector.provider) ? connector.provider : undefined
  }

  /**
   * The connection to `injected`'s accounts on `network`, or `null` when it offers none. Through a
   * WalletConnect `session`, the wallet shown is the one on the other side, and the session is kept to
   * be ended with the connection.
   */
  async function connectionOf(
    connector: Pick<Connector, 'id' | 'name' | 'imageUrl'>,
    injected: PolkadotInjected,
    network: Network<'polkadot'>,
    session?: WalletConnectSessionPort,
  ): Promise<{ connection: Connection<'polkadot'> | null; dropped: readonly string[] }> {
    const listed = await callWallet(injected.accounts, 'get', 'accounts.get')
    const { accounts, walletAddresses, dropped } = accountsOf(listed, targetOf(network.caipNetworkId))
    const [first, ...rest] = accounts
    if (!first) return { connection: null, dropped }
    wallets.set(connector.id, { injected, addresses: walletAddresses })
    if (session) sessions.set(connector.id, session)
    const wallet: ConnectedWalletInfo = session?.walletInfo() ?? {
      name: connector.name,
      icon: connector.imageUrl,
    }
    const connection: Connection<'polkadot'> = {
      namespace: 'polkadot',
      connectorId: connector.id,
      accounts: [first, ...rest],
      caipNetworkId: network.caipNetworkId,
      wallet,
    }
    return { connection, dropped }
  }

  function apiOf(network: Network<'polkadot'>): Promise<PolkadotChainApi> {
    const { caipNetworkId } = network
    const own = options.apis?.[caipNetworkId]
    if (own) return Promise.resolve(own)
    let api = apis.get(caipNetworkId)
    if (!api) {
      const endpoints =
        options.webSocketUrls?.[caipNetworkId] ?? network.rpcUrls.default.http.map(webSocketUrlOf)
      const connecting = loadChainReads().then((reads) => reads.connectPolkadotApi(endpoints, apiTimeoutMs))
      // A network that did not connect is tried again on the next read.
      connecting.catch(() => {
        if (apis.get(caipNetworkId) === connecting) apis.delete(caipNetworkId)
      })
      apis.set(caipNetworkId, connecting)
      api = connecting
    }
    return api
  }

  return {
    namespace: 'polkadot',
    kit: polkadotKit,
    // Extensions share a list of accounts, none of them active: the visitor picks one, and keeps it.
    accountPick: visitorPick('polkadot', polkadotAccountKey),
    networks,

    watchConnectors(onChange) {
      watchers.add(onChange)
      stopDetection ??= watchPolkadotWallets(
        page,
        (found) => {
          connectors = found
          for (const watcher of watchers) watcher(found)
        },
        { wallets: options.wallets },
      )
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
      const extension = extensionFor(connector)
      if (!extension) throw new ConnectionConnectorNotFoundError({ details: connector.id })
      // Only the extension the visitor chose is asked (one prompt, in that extension).
      const injected = await askToEnable(connector.id, extension, enableTimeoutMs)
      const { connection, dropped } = await connectionOf(connector, injected, network, sessionOf(connector))
      if (!connection)
        throw invalidAnswer(
          'accounts.get',
          dropped.length > 0
            ? `no account to offer (${dropped.join('; ')})`
            : 'no account is shared with the site',
        )
      return connection
    },

    async reconnect({ connectorId, connector, network }) {
      const session = sessionOf(connector)
      const extension = session ? sessionExtension(session) : await extensionWithin(page, connectorId)
      if (!extension) return null
      const known = connector ?? connectors.find((c) => c.id === connectorId)
      const icon = known?.imageUrl ?? options.wallets?.[connectorId]?.icon
      const name = known?.name ?? polkadotWalletName(page, connectorId, options.wallets)
      try {
        // An extension that let the site in before answers at once; one that would prompt is not waited
        // for. A WalletConnect session never prompts here: its client may take a while to start.
        const injected = await askToEnable(
          connectorId,
          extension,
          session ? enableTimeoutMs : POLKADOT_RESTORE_TIMEOUT_MS,
        )
        const { connection } = await connectionOf(
          { id: connectorId, name, imageUrl: icon },
          injected,
          network,
          session,
        )
        return connection
      } catch {
        return null
      }
    },

    async disconnect(connection) {
      // Extensions have no way to end a site's access: the site forgets the connection. A WalletConnect
      // session is ended (in the wallet too, every namespace's: a session is one for all) in the
      // background: the site forgets the connection at once, whatever the relay does.
      wallets.delete(connection.connectorId)
      sessions
        .get(connection.connectorId)
        ?.disconnect()
        .catch(() => {})
      sessions.delete(connection.connectorId)
    },

    async getBalance({ address, network }) {
      try {
        if (!isPolkadotAddress(address)) throw new Error(`${address} is not a Polkadot address`)
        const [api, { readFreeBalance }] = await Promise.all([apiOf(network), loadChainReads()])
        return await readFreeBalance(api, polkadotAccountKey(address), network.nativeCurrency)
      } catch (error) {
        throw new TokenBalanceUnavailableError({ cause: error })
      }
    },

    // Polkadot signs messages one way: a request's `protocol` is not read.
    async signMessage(connection, request) {
      // An address the extension did not share is refused here, before it is asked; any prefix names it.
      const account = accountOf(connection, request.address, sameAccount)
      const wallet = wallets.get(connection.connectorId)
      if (!wallet) throw new ConnectionConnectorNotFoundError({ details: connection.connectorId })
      const address = wallet.addresses.get(polkadotAccountKey(account.address)) ?? account.address
      // Extensions sign `<Bytes>` + the message + `</Bytes>`, not the message's bytes alone (so that
      // a message can never be a transaction): a verifier must accept both (Foyer's server does).
      const data = `0x${bytesToHex(new TextEncoder().encode(request.message))}`
      const answer = await callWallet(wallet.injected.signer, 'signRaw', 'signRaw', {
        address,
        data,
        type: 'bytes',
      })
      return signatureOf(answer, account.addressType)
    },

    watchAccount(connection, onEvent) {
      const wallet = wallets.get(connection.connectorId)
      if (!wallet) return () => {}
      return watchWalletAccounts(
        wallet.injected,
        targetOf(connection.caipNetworkId),
        connection.accounts,
        onEvent,
        (addresses) => {
          wallet.addresses = addresses
        },
      )
    },

    isAddress: isPolkadotAddress,

    // Sending downloads with the first Send form on Polkadot (transfer/polkadot-transfers.ts says how).
    loadTransfers: () =>
      import('./transfer/polkadot-transfers.js').then((transfer) =>
        transfer.polkadotTransfers(options, apiOf, prefixOf, wallets, callWallet, invalidAnswer),
      ),

    async dispose() {
      stopDetection?.()
      stopDetection = undefined
      const opened = [...apis.values()]
      apis.clear()
      await Promise.all(opened.map((api) => api.then((a) => a.disconnect?.()).catch(() => {})))
    },
  }
}
