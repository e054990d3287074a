import {
  type Address,
  type Client,
  createClient,
  custom,
  type EIP1193Provider,
  type Hex,
  keccak256,
} from 'viem'
import type { signTypedData } from 'viem/actions'
import type { Connector } from '../../connectors/connector.types.js'
import { BaseError } from '../../errors/base.js'
import { TokenBalanceUnavailableError } from '../../errors/blockchain.js'
import { ConnectionConnectorNotFoundError } from '../../errors/connection.js'
import { isEvmAddress } from '../../networks/address.js'
import type { Network } from '../../networks/network.types.js'
import { settledWithin } from '../../utils/settled-within.js'
import { accountOf, activeAccountOf } from '../account.js'
import type { Connection } from '../adapter.types.js'
import type { createNetworkTransport } from '../rpc-transport.js'
import { createInjectedDiscovery } from './discovery.js'
import { eip155Kit } from './eip155.kit.js'
import type { Eip155Adapter, Eip155Options } from './eip155.types.js'
import {
  InvalidAccountsError,
  InvalidChainIdError,
  InvalidSignatureAnswerError,
  MissingProviderError,
  toWalletError,
  WalletRequestFailedError,
} from './errors.js'
import { watchProviderEvents } from './provider-events.js'
import { toAccounts, toCaipNetworkId, toChainId, toSignature } from './wallet-answers.js'

/** EVM addresses are the same whatever their letters' case (the case only carries the checksum). */
const sameEvmAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/**
 * Whether `value` looks like an EIP-1193 provider: an object with a `request` function.
 *
 * @example
 * if (!isEip1193Provider(connector.provider)) throw new MissingProviderError()
 */
export function isEip1193Provider(value: unknown): value is EIP1193Provider {
  return (
    typeof value === 'object' && value !== null && typeof (value as EIP1193Provider).request === 'function'
  )
}

/** A connector whose wallet answered, remembered so later calls on its connection reach the same provider. */
type Wallet = { connector: Connector; provider: EIP1193Provider }

// A wallet may never answer wallet_revokePermissions; disconnecting must not wait for it forever.
// SPEC §9's sign-out wait (3000 ms) is the same bound for the same reason.
const revokeWaitMs = 3_000

/**
 * The EVM chain adapter, built on viem: EIP-6963 and legacy `window.ethereum` discovery, connect /
 * reconnect / switch (adding the chain on 4902) through the wallet, balances over each network's own RPC
 * with retries, batching and fallback URLs (SPEC §9). Touches `window` only when discovery starts, so it
 * can be created during server-side rendering.
 *
 * @example
 * import { eip155 } from '@foyer/core/eip155'
 * const adapter = eip155({ networks: [networks.mainnet, networks.base] })
 * const stop = adapter.watchConnectors((connectors) => console.log(connectors.map((c) => c.name)))
 */
export function eip155(options: Eip155Options): Eip155Adapter {
  const { networks, rpc } = options
  const discovery = createInjectedDiscovery()
  const wallets = new Map<string, Wallet>()
  // Bare clients with the few actions imported one by one: viem's wallet and public clients would bring
  // every action along (sendTransaction, writeContract, multicall…) into the site's first download.
  const walletClients = new WeakMap<EIP1193Provider, Client>()
  const publicClientsByKey = new Map<string, Client>()

  function walletClientOf(provider: EIP1193Provider): Client {
    let client = walletClients.get(provider)
    if (!client) {
      // No retries: a retried request to a wallet is a second prompt for the visitor.
      client = createClient({ transport: custom(provider, { retryCount: 0 }) })
      walletClients.set(provider, client)
    }
    return client
  }

  // The RPC transport (viem's fallback over several URLs) downloads with the first read of the chain (a
  // page with no connected wallet never reads it): each reader awaits it, then makes its clients at once.
  async function publicClients(): Promise<(network: Network<'eip155'>) => Client> {
    const { createNetworkTransport } = await import('../rpc-transport.js')
    return (network) => publicClientWith(createNetworkTransport, network)
  }

  function publicClientWith(
    createTransport: typeof createNetworkTransport,
    network: Network<'eip155'>,
  ): Client {
    const urls = network.rpcUrls.default.http
    // Keyed by URLs too: the same chain may come with and without RPC overrides.
    const key = `${network.caipNetworkId} ${urls.join(' ')}`
    let client = publicClientsByKey.get(key)
    if (!client) {
      client = createClient({ transport: createTransport(network, rpc) })
      publicClientsByKey.set(key, client)
    }
    return client
  }

  function walletOf(connector: Connector): Wallet {
    if (!isEip1193Provider(connector.provider)) throw new MissingProviderError({ details: connector.id })
    return { connector, provider: connector.provider }
  }

  function clientOf(connection: Connection<'eip155'>): Client {
    const wallet = wallets.get(connection.connectorId)
    if (!wallet) throw new ConnectionConnectorNotFoundError({ details: connection.connectorId })
    return walletClientOf(wallet.provider)
  }

  /** Reads accounts (with `method`) and the chain id, and remembers the wallet; `null` when no account. */
  async function readConnection(
    wallet: Wallet,
    method: 'eth_requestAccounts' | 'eth_accounts',
  ): Promise<Connection<'eip155'> | null> {
    const client = walletClientOf(wallet.provider)
    try {
      const rawAccounts: unknown = await client.request({ method })
      const accounts = toAccounts(rawAccounts)
      if (!accounts)
        throw new InvalidAccountsError({ details: `${method} returned ${describe(rawAccounts)}` })
      const [first, ...rest] = accounts
      if (!first) {
        if (method === 'eth_accounts') return null
        throw new InvalidAccountsError({ details: `${method} returned no account` })
      }
      const rawChainId: unknown = await client.request({ method: 'eth_chainId' })
      const chainId = toChainId(rawChainId)
      if (chainId === undefined)
        throw new InvalidChainIdError({ details: `eth_chainId returned ${describe(rawChainId)}` })
      wallets.set(wallet.connector.id, wallet)
      const { connector } = wallet
      return {
        namespace: 'eip155',
        connectorId: connector.id,
        accounts: [first, ...rest],
        caipNetworkId: toCaipNetworkId(chainId),
        wallet: sessionWalletOf(wallet.provider) ?? {
          name: connector.name,
          icon: connector.info?.icon ?? connector.imageUrl,
        },
      }
    } catch (error) {
      throw toWalletError(error)
    }
  }

  /** The address every signature of `connection` is made with: its active account. */
  const signerOf = (connection: Connection<'eip155'>) => activeAccountOf(connection).address as Address

  return {
    namespace: 'eip155',
    kit: eip155Kit,
    networks,

    watchConnectors: (onChange) => discovery.subscribe(onChange),

    async connect({ connector }) {
      const connection = await readConnection(walletOf(connector), 'eth_requestAccounts')
      // readConnection only answers null for eth_accounts; eth_requestAccounts with no account throws.
      if (!connection) throw new InvalidAccountsError()
      return connection
    },

    async reconnect({ connectorId, connector: known }) {
      // A fresh discovery first: the provider object may have changed since the connection was made.
      const connector = discovery.snapshot().find((c) => c.id === connectorId) ?? known
      const wallet =
        connector && isEip1193Provider(connector.provider) ? walletOf(connector) : wallets.get(connectorId)
      if (!wallet) return null
      return readConnection(wallet, 'eth_accounts')
    },

    async disconnect(connection) {
      // A connection restored from storage but never used since the page loaded (another wallet's, with
      // multi-wallet) is ended through the wallet discovery finds under its connector id.
      const discovered = discovery.snapshot().find((c) => c.id === connection.connectorId)
      const wallet =
        wallets.get(connection.connectorId) ??
        (discovered && isEip1193Provider(discovered.provider) ? walletOf(discovered) : undefined)
      wallets.delete(connection.connectorId)
      if (!wallet) return
      // A provider that owns a session (WalletConnect's) ends it; an injected wallet is asked to forget
      // the site's permission instead.
      const end = hasOwnDisconnect(wallet.provider)
        ? wallet.provider.disconnect()
        : walletClientOf(wallet.provider).request({
            method: 'wallet_revokePermissions',
            params: [{ eth_accounts: {} }],
          })
      // Older wallets do not know the method (4200) and some never answer: the site forgets the
      // connection either way, so neither is an error here.
      await settledWithin(end, revokeWaitMs)
    },

    // Switching (and adding a chain the wallet does not know) downloads with the first switch.
    async switchNetwork(connection, network) {
      const client = clientOf(connection)
      const { switchOrAddChain } = await import('./switch-network.js')
      await switchOrAddChain(client, network)
    },

    async getBalance({ address, network }) {
      try {
        const rpcClientOf = await publicClients()
        // What viem's getBalance sends for a client without multicall batching, as these are, written
        // out: its multicall branch would bring `call`, ABI coding and contract bytecodes into every page.
        const wei = await rpcClientOf(network).request({
          method: 'eth_getBalance',
          params: [address as Address, 'latest'],
        })
        const value = BigInt(wei)
        const { decimals, symbol } = network.nativeCurrency
        return { value, decimals, symbol }
      } catch (error) {
        throw new TokenBalanceUnavailableError({ cause: error })
      }
    },

    // ERC-20 reading downloads with the first Account view that lists tokens.
    async readTokenBalances({ address, network, tokens }) {
      try {
        const { readErc20Balances } = await import('./token-balances.js')
        const rpcClientOf = await publicClients()
        return await readErc20Balances(rpcClientOf(network), { address, network, tokens })
      } catch (error) {
        throw new TokenBalanceUnavailableError({ cause: error })
      }
    },

    // NFT reading downloads with the first NFTs tab shown.
    async readOwnedNfts({ address, network, collections }) {
      const { readOwnedErc721s } = await import('./owned-nfts.js')
      const rpcClientOf = await publicClients()
      return readOwnedErc721s(rpcClientOf(network), { address, network, collections })
    },

    // ENS reading downloads with the first name looked up.
    async readChainIdentity({ address, network }) {
      const { readEnsIdentity } = await import('./ens-name.js')
      const rpcClientOf = await publicClients()
      return readEnsIdentity({ address, network, networks, clientOf: rpcClientOf })
    },

    // Reading a local chain's history downloads with the first Activity list on one.
    async readLocalHistory({ address, network, tokens, collections }) {
      const { readLocalHistory } = await import('./account-history.js')
      const rpcClientOf = await publicClients()
      return readLocalHistory(rpcClientOf(network), { address, network, tokens, collections })
    },

    // Sending downloads with the first Send form.
    async loadTransfers() {
      const { evmTransfers } = await import('./transfer/evm-transfer.js')
      const rpcClientOf = await publicClients()
      return evmTransfers({
        networks,
        signerOf,
        walletClientOf: clientOf,
        publicClientOf: rpcClientOf,
        keccak: (bytes) => keccak256(bytes, 'bytes'),
      })
    },

    async signMessage(connection, { message, address }) {
      // An address the wallet did not share is refused here, before the wallet is asked.
      const account = accountOf(connection, address, sameEvmAddress).address as Address
      return signatureFrom('personal_sign', async () => {
        const client = clientOf(connection)
        const { signMessage } = await import('./eip155.sign.js')
        return signMessage(client, { account, message })
      })
    },

    async signTypedData(connection, typedData) {
      // viem's generics cannot follow the typed data through a spread; the shape is checked by viem.
      const parameters = { ...typedData, account: signerOf(connection) } as Parameters<
        typeof signTypedData
      >[1]
      return signatureFrom('eth_signTypedData_v4', async () => {
        const client = clientOf(connection)
        const { signTypedData } = await import('./eip155.sign.js')
        return signTypedData(client, parameters)
      })
    },

    watchAccount: (connection, onEvent) => {
      const wallet = wallets.get(connection.connectorId)
      if (!wallet) throw new ConnectionConnectorNotFoundError({ details: connection.connectorId })
      return watchProviderEvents(wallet.provider, onEvent)
    },

    isAddress: (value) => isEvmAddress(value),
  }
}

/**
 * Asks the wallet for a signature and checks the answer: a wallet is third-party code, and whatever
 * it returns would otherwise reach the site (or a server) as "the signature". A refusal keeps its
 * JSON-RPC error; anything else thrown becomes `WalletRequestFailedError`.
 */
async function signatureFrom(method: string, ask: () => Promise<unknown>): Promise<Hex> {
  let answer: unknown
  try {
    answer = await ask()
  } catch (error) {
    const known = toWalletError(error)
    if (known instanceof BaseError) throw known
    throw new WalletRequestFailedError({ cause: error, details: `${method} failed: ${describe(error)}` })
  }
  const signature = toSignature(answer)
  if (!signature) throw new InvalidSignatureAnswerError({ details: `${method} returned ${describe(answer)}` })
  return signature
}

/** Whether a provider ends its own session (WalletConnect's providers do; injected wallets do not). */
function hasOwnDisconnect(provider: EIP1193Provider): provider is EIP1193Provider & {
  disconnect(): Promise<void>
} {
  return typeof (provider as { disconnect?: unknown }).disconnect === 'function'
}

/** The wallet behind a session provider (WalletConnect's peer), when the provider knows it. */
function sessionWalletOf(provider: EIP1193Provider): Connection['wallet'] | undefined {
  const walletInfo = (provider as { walletInfo?: unknown }).walletInfo
  if (typeof walletInfo !== 'function') return undefined
  const info: unknown = walletInfo.call(provider)
  if (typeof info !== 'object' || info === null || typeof (info as { name?: unknown }).name !== 'string')
    return undefined
  const { name, icon } = info as { name: string; icon?: unknown }
  return { name, icon: typeof icon === 'string' ? icon : undefined }
}

/** A short, safe rendering of a wallet's unexpected answer for error details. */
function describe(value: unknown): string {
  try {
    return JSON.stringify(value)?.slice(0, 200) ?? String(value)
  } catch {
    return String(value)
  }
}
