import type { Connector } from '../../connectors/connector.types.js'
import { ConnectorChainsNotSupportedError } from '../../errors/adapter.js'
import { TokenBalanceUnavailableError } from '../../errors/blockchain.js'
import { ConnectionConnectorNotFoundError } from '../../errors/connection.js'
import type { CaipNetworkId, Network } from '../../networks/network.types.js'
import { settledWithin } from '../../utils/settled-within.js'
import { accountOf } from '../account.js'
import type { Account, AccountEvent, Connection } from '../adapter.types.js'
import { isSessionPort } from '../walletconnect/session-port.js'
import { bip122Kit } from './bip122.kit.js'
import { bitcoinTransactionActions } from './bip122.transactions.js'
import type {
  Bip122Adapter,
  Bip122Options,
  BitcoinSignProtocol,
  BitcoinWalletAddress,
  BitcoinWalletPort,
} from './bip122.types.js'
import { isBitcoinAddress } from './bitcoin-address.js'
import { bitcoinNetworkName, caipIdOfBitcoinNetwork, isAddressOfBitcoinNetwork } from './bitcoin-networks.js'
import { defaultEsploraUrls, esploraBalance } from './esplora.js'
import { pageWalletRegistry, watchBitcoinWallets } from './sources/detect.js'
import { lazyWalletConnectBitcoinPort } from './sources/walletconnect.load.js'
import { invalidAnswer, toBitcoinWalletError } from './wallet-answers.js'

// A wallet may never answer a disconnect; the site forgets the connection after this long anyway.
const disconnectWaitMs = 3_000

const protocols: readonly string[] = ['ecdsa', 'bip322'] satisfies BitcoinSignProtocol[]
const isProtocol = (value: string): value is BitcoinSignProtocol => protocols.includes(value)

/** Foyer's accounts for a wallet's addresses: payment ones are `payment` accounts, ordinals ones `ordinal`. */
function accountsOf(addresses: readonly BitcoinWalletAddress[]): Account[] {
  return addresses.map(({ address, publicKey, purpose, addressType }) => ({
    address,
    type: purpose === 'payment' ? ('payment' as const) : ('ordinal' as const),
    purpose,
    addressType,
    publicKey,
  }))
}

function isPort(value: unknown): value is BitcoinWalletPort {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof Reflect.get(value, 'connect') === 'function' &&
    typeof Reflect.get(value, 'signMessage') === 'function'
  )
}

/**
 * The Bitcoin chain adapter. Wallets of every family (sats-connect/WBIP004 like Xverse and Magic
 * Eden, UniSat-style injected ones like UniSat and OKX) are found on the page without a fixed wait
 * and all give the same accounts: a payment account first (Bitcoin's default account type), and an
 * ordinals account where the wallet has one, each with its address type and public key. Messages are
 * signed with the legacy format or BIP-322 and **verified before they are returned**; balances come
 * from an Esplora API per network.
 *
 * @example
 * import { bip122 } from '@foyer/core/bip122'
 * const adapter = bip122({ networks: [networks.bitcoin], esploraUrls: { [networks.bitcoin.caipNetworkId]: 'https://mempool.space/api' } })
 */
export function bip122(options: Bip122Options): Bip122Adapter {
  const { networks } = options
  const page = options.page ?? globalThis
  let connectors: readonly Connector[] = []
  let stopDetection: (() => void) | undefined
  const watchers = new Set<(connectors: readonly Connector[]) => void>()
  // Who listens to each connection's events, so a switch the site asked for is reported like the wallet's own.
  const listeners = new Map<string, Set<(event: AccountEvent<'bip122'>) => void>>()
  // Ports of connectors no detection lists (WalletConnect's), kept from the connect that used them.
  const outside = new Map<string, BitcoinWalletPort>()

  // Settles once the Wallet Standard registry's wallets are listed (it loads on first use).
  let registryFollowed: Promise<unknown> = Promise.resolve()

  function startDetection(): Promise<unknown> {
    if (stopDetection) return registryFollowed
    const registry = options.registry?.() ?? pageWalletRegistry()
    registryFollowed = Promise.resolve(registry).catch(() => {})
    stopDetection = watchBitcoinWallets(
      page,
      (found) => {
        connectors = found
        for (const watcher of watchers) watcher(found)
      },
      { registry },
    )
    return registryFollowed
  }

  function portOf(connectorId: string, known?: Connector): BitcoinWalletPort | undefined {
    const found = connectors.find((connector) => connector.id === connectorId)?.provider
    if (isPort(found)) return found
    // A WalletConnect connector carries the session: it is read as a port once, and kept.
    const port = isSessionPort(known?.provider)
      ? (outside.get(connectorId) ?? lazyWalletConnectBitcoinPort(known.provider))
      : known?.provider
    if (isPort(port)) outside.set(connectorId, port)
    return outside.get(connectorId)
  }

  function requirePort(connectorId: string): BitcoinWalletPort {
    const port = portOf(connectorId)
    if (!port) throw new ConnectionConnectorNotFoundError({ details: connectorId })
    return port
  }

  /** The network the wallet is on: the one it names, else (it does not say) the one the site asked for. */
  async function walletNetwork(
    port: BitcoinWalletPort,
    asked: Network<'bip122'>,
  ): Promise<CaipNetworkId<'bip122'>> {
    const name = await port.network?.().catch(() => undefined)
    return (name && caipIdOfBitcoinNetwork(name)) || asked.caipNetworkId
  }

  async function connectionOf(
    port: BitcoinWalletPort,
    connector: Pick<Connector, 'id' | 'name' | 'imageUrl'>,
    addresses: readonly BitcoinWalletAddress[],
    asked: Network<'bip122'>,
  ): Promise<Connection<'bip122'> | null> {
    const caipNetworkId = await walletNetwork(port, asked)
    // Addresses of another network than the wallet's are not this connection's.
    const [first, ...rest] = accountsOf(
      addresses.filter((a) => isAddressOfBitcoinNetwork(a.address, caipNetworkId)),
    )
    if (!first) return null
    return {
      namespace: 'bip122',
      connectorId: connector.id,
      accounts: [first, ...rest],
      caipNetworkId,
      wallet: port.walletInfo?.() ?? { name: connector.name, icon: connector.imageUrl },
    }
  }

  /** The Esplora API of a network: the site's, else mempool.space's for the public networks. */
  function esploraUrlOf(caipNetworkId: CaipNetworkId): string {
    const url = options.esploraUrls?.[caipNetworkId] ?? defaultEsploraUrls[caipNetworkId]
    if (!url) throw new Error(`no Esplora URL for ${caipNetworkId}`)
    return url.replace(/\/+$/, '')
  }

  function emit(connectorId: string, event: AccountEvent<'bip122'>): void {
    for (const listener of listeners.get(connectorId) ?? []) listener(event)
  }

  const transactionDeps = {
    requirePort,
    esploraUrlOf: (connection: Connection<'bip122'>) => esploraUrlOf(connection.caipNetworkId),
  }

  return {
    namespace: 'bip122',
    kit: bip122Kit,
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
      // A connector that names its chains must have one of the site's (SPEC §5).
      const offered = connector.chains
      if (offered && !networks.some((n) => offered.includes(n.caipNetworkId)))
        throw new ConnectorChainsNotSupportedError({
          details: `${connector.id} offers ${offered.join(', ')}`,
        })
      const name = bitcoinNetworkName(network.caipNetworkId) ?? 'mainnet'
      let addresses: readonly BitcoinWalletAddress[]
      try {
        addresses = await port.connect(name)
      } catch (error) {
        throw toBitcoinWalletError(error, 'connect')
      }
      const connection = await connectionOf(port, connector, addresses, network)
      if (!connection) throw invalidAnswer('connect', 'no address of the network the wallet is on')
      return connection
    },

    async reconnect({ connectorId, connector, network }) {
      await startDetection()
      const port = portOf(connectorId, connector)
      const known = connectors.find((c) => c.id === connectorId) ?? connector
      if (!port || !known) return null
      // Silent: the wallet answers with the addresses it already shares with the site, without a prompt.
      const addresses = await port.accounts().catch(() => [])
      return addresses.length > 0 ? connectionOf(port, known, addresses, network) : null
    },

    async disconnect(connection) {
      const port = portOf(connection.connectorId)
      listeners.delete(connection.connectorId)
      if (port?.disconnect) await settledWithin(port.disconnect(), disconnectWaitMs)
    },

    async switchNetwork(connection, network) {
      const port = requirePort(connection.connectorId)
      const name = bitcoinNetworkName(network.caipNetworkId)
      if (!port.switchNetwork || !name)
        throw new ConnectorChainsNotSupportedError({
          details: `${connection.connectorId} cannot move to ${network.name}`,
        })
      try {
        await port.switchNetwork(name)
      } catch (error) {
        throw toBitcoinWalletError(error, 'switchNetwork')
      }
      // The wallet's addresses differ per network: read them again, then say where it is now.
      const addresses = await port.accounts().catch(() => [])
      const accounts = accountsOf(
        addresses.filter((a) => isAddressOfBitcoinNetwork(a.address, network.caipNetworkId)),
      )
      if (accounts.length > 0) emit(connection.connectorId, { type: 'accountsChanged', accounts })
      emit(connection.connectorId, { type: 'chainChanged', caipNetworkId: network.caipNetworkId })
    },

    async getBalance({ address, network }) {
      try {
        const value = await esploraBalance(esploraUrlOf(network.caipNetworkId), address)
        const { decimals, symbol } = network.nativeCurrency
        return { value, decimals, symbol }
      } catch (error) {
        throw new TokenBalanceUnavailableError({ cause: error })
      }
    },

    async signMessage(connection, request) {
      // An address the wallet did not share is refused here, before the wallet is asked.
      const account = accountOf(connection, request.address)
      const protocol = request.protocol ?? (account.addressType === 'p2tr' ? 'bip322' : 'ecdsa')
      if (!isProtocol(protocol))
        throw invalidAnswer('signMessage', `unknown protocol ${JSON.stringify(protocol)} (ecdsa or bip322)`)
      const port = requirePort(connection.connectorId)
      let signature: string
      try {
        signature = await port.signMessage({
          address: account.address,
          message: request.message,
          protocol,
        })
      } catch (error) {
        throw toBitcoinWalletError(error, 'signMessage')
      }
      // Checked here, so a site never stores a signature that its server will refuse. The check
      // (bitcoinjs-lib, which runs in browsers as they are) loads on the first signature.
      const { verifyMessageSignature } = await import('./message/verify-message.js')
      const check = await verifyMessageSignature({
        address: account.address,
        message: request.message,
        signature,
      })
      if (!check.ok) throw invalidAnswer('signMessage', `the signature does not verify (${check.message})`)
      return check.signature
    },

    watchAccount(connection, onEvent) {
      const { connectorId } = connection
      const own = listeners.get(connectorId) ?? new Set()
      listeners.set(connectorId, own.add(onEvent))
      const stopWallet = portOf(connectorId)?.watch?.((change) => {
        if (change.type === 'disconnect') onEvent({ type: 'disconnect' })
        else if (change.type === 'accounts')
          onEvent({ type: 'accountsChanged', accounts: accountsOf(change.addresses) })
        else {
          const caipNetworkId = caipIdOfBitcoinNetwork(change.network)
          if (caipNetworkId) onEvent({ type: 'chainChanged', caipNetworkId })
        }
      })
      return () => {
        own.delete(onEvent)
        stopWallet?.()
      }
    },

    isAddress: isBitcoinAddress,

    ...bitcoinTransactionActions(transactionDeps),

    // Sending from the payment address downloads with the first Send form on Bitcoin.
    loadTransfers: () =>
      import('./psbt/psbt-transfers.js').then((transfers) =>
        transfers.psbtTransfers(transactionDeps, networks),
      ),
  }
}
