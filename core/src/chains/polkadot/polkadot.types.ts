import type { CaipNetworkId, Network } from '../../networks/network.types.js'
import type { ChainAdapter } from '../adapter.types.js'
import type { TransferLoader } from '../transfer.types.js'
import type { PolkadotChainApi } from './chain-api.js'

/**
 * One account as an extension lists it (`accounts.get()`, `accounts.subscribe`): its address, written
 * with the generic prefix 42 by most extensions, the name the visitor gave it, its key type, and the
 * chain it is restricted to, if any. Read with care: an extension is code from another origin.
 *
 * @example
 * const alice: InjectedPolkadotAccount = { address: '5GrwvaEF…utQY', name: 'Alice', type: 'sr25519', genesisHash: null }
 */
export type InjectedPolkadotAccount = {
  address: string
  name?: string | undefined
  /** `sr25519`, `ed25519`, `ecdsa` or `ethereum` (Talisman's and SubWallet's EVM accounts). */
  type?: string | undefined
  /** The genesis hash of the one chain the account may be used on; none (or `null`) for any chain. */
  genesisHash?: string | null | undefined
}

/**
 * What a Polkadot extension puts at `window.injectedWeb3[name]`: `enable` asks the visitor to let the
 * site in (a prompt the first time) and resolves with the extension's accounts and signer.
 *
 * @example
 * const injected = await window.injectedWeb3['polkadot-js'].enable('My site')
 */
export type PolkadotExtension = { enable(originName: string): Promise<unknown>; version?: string }

/**
 * What `enable` resolves with, once checked: the extension's accounts (listed, and followed) and its
 * signer (`signRaw` signs bytes; `signPayload` signs a transaction's `SignerPayloadJSON`, for transfers).
 *
 * @example
 * const { signature } = await injected.signer.signRaw?.({ address, data: '0x68656c6c6f', type: 'bytes' })
 */
export type PolkadotInjected = {
  accounts: {
    /** Every account shared with the site; `true` asks for accounts of every key type. */
    get(anyType?: boolean): Promise<unknown>
    /** Calls `onChange` with the whole list now and after every change; returns the stop function. */
    subscribe?(onChange: (accounts: unknown) => unknown): unknown
  }
  signer: {
    signRaw?(payload: { address: string; data: string; type: 'bytes' }): Promise<unknown>
    /** Signs a transaction: `{ id, signature }`, and from newer extensions a `signedTransaction`. */
    signPayload?(payload: object): Promise<unknown>
  }
}

/** Where extensions inject themselves: the page's global object (`window`); read, never written. */
export type PolkadotPage = object

/**
 * How a wallet is shown on the Connect view: its name and its icon (a URL or a `data:` image).
 *
 * @example
 * const talisman: PolkadotWalletLook = { name: 'Talisman', icon: 'https://example.com/talisman.svg' }
 */
export type PolkadotWalletLook = { name?: string | undefined; icon?: string | undefined }

/**
 * Options of the Polkadot adapter.
 *
 * @example
 * const options: PolkadotOptions = { networks: [polkadotNetwork, kusama], appName: 'My site' }
 */
export type PolkadotOptions = {
  /** The Polkadot networks the site offers, the default first (`polkadot`, `kusama`, `westend` or your own). */
  networks: readonly [Network<'polkadot'>, ...Network<'polkadot'>[]]
  /**
   * The name extensions show when they ask the visitor to let the site in (`enable(appName)`); the
   * page's host name by default.
   */
  appName?: string | undefined
  /**
   * The SS58 prefix addresses are written with on networks Foyer does not know (Polkadot 0, Kusama 2
   * and Westend 42 are known), by CAIP-2 id; 42 (generic Substrate) where neither says.
   */
  ss58Prefixes?: Readonly<Partial<Record<CaipNetworkId, number>>> | undefined
  /**
   * The site's own connection to a network, by CAIP-2 id (an `ApiPromise` of `@polkadot/api`): balances
   * are read and transfers sent with it (a narrower object reads balances only), and Foyer never
   * disconnects it. Other networks get one of Foyer's, made with `import('@polkadot/api')` on the first
   * balance read there.
   */
  apis?: Readonly<Partial<Record<CaipNetworkId, PolkadotChainApi>>> | undefined
  /**
   * WebSocket endpoints per network, by CAIP-2 id; by default each of the network's RPC URLs with
   * `https` written `wss` (Substrate nodes serve both on one address).
   */
  webSocketUrls?: Readonly<Partial<Record<CaipNetworkId, readonly string[]>>> | undefined
  /** How wallets are shown, by their `injectedWeb3` key, over the names Foyer knows. */
  wallets?: Readonly<Record<string, PolkadotWalletLook>> | undefined
  /** How long a wallet may take to answer `enable` (the visitor's approval included); see `POLKADOT_ENABLE_TIMEOUT_MS`. */
  enableTimeoutMs?: number | undefined
  /** How long a network may take to connect for a balance read; see `POLKADOT_API_TIMEOUT_MS`. */
  apiTimeoutMs?: number | undefined
  /**
   * How long a wallet may take to sign a transfer (`signPayload`, the visitor's approval included), and
   * a WalletConnect wallet a message (`polkadot_signMessage`): two minutes by default
   * (`POLKADOT_SIGN_TIMEOUT_MS` of the sending code), after which nothing is sent.
   */
  signTimeoutMs?: number | undefined
  /** The page whose wallets are found (`globalThis` by default); tests pass their own. */
  page?: PolkadotPage | undefined
}

/**
 * The Polkadot adapter: the common contract, sending (`loadTransfers`, the network's own token with
 * `balances.transferKeepAlive`), and `dispose`, which ends the connections to networks it opened (a
 * site that drops its Foyer calls it; the site's own `apis` stay open).
 *
 * @example
 * const adapter: PolkadotAdapter = polkadot({ networks: [polkadotNetwork] })
 * await adapter.dispose()
 */
export type PolkadotAdapter = ChainAdapter<'polkadot'> &
  TransferLoader<'polkadot'> & { dispose(): Promise<void> }
