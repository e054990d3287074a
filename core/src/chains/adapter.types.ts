import type { Connector } from '../connectors/connector.types.js'
import type { CaipNetworkId, Namespace, Network } from '../networks/network.types.js'
import type { SiwxMessageFields, SiwxSession } from '../siwx/siwx.types.js'
import type { AccountType } from '../storage/keys.js'
import type { TypedStorage } from '../storage/storage.types.js'
import type { NamespaceKit } from './kit.types.js'

/**
 * One account of a connection. `activeAccountOf(connection)` says which one is active: the first one
 * (the visitor can pick another, `CONNECTION.SELECT_ACCOUNT` moves it first, and a wallet reporting its
 * accounts puts its own active one first), except that a Bitcoin connection's active account is its
 * first payment account. A wallet may hand out several accounts at once, each for a purpose (Bitcoin
 * wallets give a payment and an ordinals account) and of an address type, and an account's address may
 * differ per network (bech32 prefixes, SS58 formats, Bitcoin testnet).
 *
 * @example
 * const payment: Account = { address: 'bc1q…', type: 'payment', purpose: 'payment', addressType: 'p2wpkh', publicKey: '02…' }
 */
export type Account = {
  /** The address on the connection's network. */
  address: string
  type: AccountType
  /** What the wallet gave this account for, where it gives several (Bitcoin: payment, ordinals). */
  purpose?: AccountPurpose | undefined
  /** The address's script or format, where the namespace has several (Bitcoin: p2tr, p2wpkh, p2sh, p2pkh). */
  addressType?: string | undefined
  /** The name the wallet shows for the account. */
  name?: string | undefined
  /** The public key, hex, where the wallet reveals it (needed to verify some signatures). */
  publicKey?: string | undefined
  /** The derivation path, where the wallet reveals it. */
  path?: string | undefined
  /** The account's address on other networks, where it differs from `address` (CAIP-2 id → address). */
  networkAddresses?: Readonly<Partial<Record<CaipNetworkId, string>>> | undefined
}

/** Why a wallet gave an account, where it gives several at once. */
export type AccountPurpose = 'payment' | 'ordinals'

/**
 * What to sign. `address` picks the connection's account (the active one by default); `protocol`
 * picks the signing scheme where a namespace has several (Bitcoin: `ecdsa` for the legacy message
 * format, `bip322` for BIP-322): the namespace's adapter says which it accepts.
 *
 * @example
 * const request: SignMessageRequest = { message: 'Hello', address: 'bc1p…', protocol: 'bip322' }
 */
export type SignMessageRequest = {
  message: string
  address?: string | undefined
  protocol?: string | undefined
}

/** What the Account view shows about the connected wallet (SPEC §3 connectedWalletInfo). */
export type ConnectedWalletInfo = { name: string; icon?: string | undefined; identifier?: string | undefined }

/**
 * A live connection to a wallet in one namespace, as an adapter returns it.
 *
 * @example
 * const connection = await adapter.connect({ connector, network: networks.base })
 * activeAccountOf(connection).address
 */
export type Connection<ns extends Namespace = Namespace> = {
  namespace: ns
  connectorId: string
  /** Never empty: a wallet that reports no account is not connected. */
  accounts: readonly [Account, ...Account[]]
  /** The network the wallet is on, as it reports it; it may be one the site does not configure. */
  caipNetworkId: CaipNetworkId<ns>
  wallet: ConnectedWalletInfo
  /**
   * The site's networks this connection does not reach, each with why, where one prompt connects
   * several networks at once and some may fail alone (Cosmos wallets enable every chain of the site
   * together: the visitor may refuse adding one, or the wallet may answer junk for one). Left out, or
   * empty, when the connection reaches every network of the site it was asked for. As it was when
   * the wallet connected: `missingNetworksOf(connection)` leaves out those reached since.
   */
  missingNetworks?: readonly MissingNetwork<ns>[] | undefined
}

/**
 * A network of the site's that a connection does not reach, and why: the visitor refused it, the
 * wallet does not serve it (it does not know the chain and cannot add it), or its answer for it was
 * unusable or late. `error` is the Foyer error with a stable `code` (4001's for a refusal).
 *
 * @example
 * const missing: MissingNetwork = { caipNetworkId: 'cosmos:osmosis-1', reason: 'rejected', error: toRpcError(4001) }
 */
export type MissingNetwork<ns extends Namespace = Namespace> = {
  caipNetworkId: CaipNetworkId<ns>
  reason: MissingNetworkReason
  error: Error
}

/** Why a connection does not reach one of the site's networks (see {@link MissingNetwork}). */
export type MissingNetworkReason = 'rejected' | 'unsupported' | 'invalid' | 'failed'

/**
 * A native balance. `value` is in the smallest unit (wei, lamports, sats).
 *
 * @example
 * const balance: Balance = { value: 10n ** 18n, decimals: 18, symbol: 'ETH' }
 */
export type Balance = { value: bigint; decimals: number; symbol: string }

/**
 * What a wallet reports about a connection after it was made (EIP-1193 events and their peers).
 *
 * @example
 * adapter.watchAccount(connection, (event) => { if (event.type === 'disconnect') … })
 */
export type AccountEvent<ns extends Namespace = Namespace> =
  /** The wallet's accounts changed; an empty list means the wallet disconnected this site. */
  | { type: 'accountsChanged'; accounts: readonly Account[] }
  /** The wallet moved to another network (possibly one the site does not configure). */
  | { type: 'chainChanged'; caipNetworkId: CaipNetworkId<ns> }
  /** The wallet ended the connection. */
  | { type: 'disconnect' }

/**
 * A sign-in a wallet may make together with connecting, in one prompt, where its namespace has a way
 * (Solana's `solana:signIn`). The sign-in module gives it for each connect attempt; an adapter whose
 * wallet cannot ignores it, and sign-in then asks for its signature after the connection as usual.
 *
 * @example
 * const fields = await signIn.prepare(network) // the site's fresh nonce, its domain, page and statement
 * await signIn.complete({ data: { ...fields, accountAddress }, message: walletText, signature })
 */
export type ConnectSignIn = {
  /** The message's fields for `network`, without the account (the wallet picks it). */
  prepare(network: Network): Promise<SiwxMessageFields>
  /**
   * Hands over what the wallet signed. It is kept as a session only when `message` is exactly the
   * CAIP-122 text of `data` (a wallet writes the text itself) and the site's storage accepts it;
   * otherwise sign-in asks for a signature as usual. Never rejects.
   */
  complete(session: SiwxSession): Promise<void>
}

/**
 * How the account a visitor picked (`CONNECTION.SELECT_ACCOUNT`) stays active where a namespace's
 * wallets mark none active, for as long as the wallet still shares it: when the wallet reports its
 * list again (an account renamed, added or removed), and after a reload, the site keeping it with the
 * stored connection (the wallet cannot say which one it was). The connection machine calls it where
 * the adapter has one; `visitorPick` (chains/visitor-pick.ts) makes one for a namespace.
 *
 * @example
 * adapter.accountPick?.keep(reported, connection) ?? reported
 */
export type AccountPick = {
  /** `reported` (the wallet's list reported again) with `previous`'s active account active, if still shared. */
  keep(reported: Connection, previous: Connection): Connection
  /** `restored` (the stored connection, restored on load) with the stored pick active, if still shared. */
  restore(restored: Connection, storage: TypedStorage): Connection
  /** Stores `connection`'s active account, each time the connection is stored: so it is of its wallet. */
  store(connection: Connection, storage: TypedStorage): void
  /** Forgets the stored pick, with the stored connection. */
  forget(storage: TypedStorage): void
}

/**
 * A chain adapter: everything Foyer needs from one CAIP namespace (ARCHITECTURE.md "Chain adapters").
 * Adapters are factories (`eip155({ networks })`) imported from their own subpath. Errors thrown are
 * Foyer errors (or carry an EIP-1193 `code`, so `isUserRejection` recognises rejections).
 *
 * @example
 * const adapter = eip155({ networks: [networks.mainnet, networks.base] })
 * const stop = adapter.watchConnectors((connectors) => console.log(connectors))
 */
export interface ChainAdapter<ns extends Namespace = Namespace> {
  readonly namespace: ns
  /**
   * The namespace's rules (addresses, CAIP references, explorer paths, names): the Foyer created with
   * this adapter checks its namespace with them, and no other Foyer does.
   */
  readonly kit: NamespaceKit<ns>
  /**
   * Where the namespace's wallets share a list of accounts with none active (Polkadot extensions), so
   * the visitor picks the active one: how that pick is kept (see {@link AccountPick}). Absent where the
   * wallet says which account is active (EVM, Solana and Bitcoin wallets report theirs first): a list
   * the wallet reports again makes its first account the active one, and nothing is stored. Its code
   * comes with the adapter, so a site without such an adapter does not download it.
   */
  readonly accountPick?: AccountPick
  /** The networks the site configured for this namespace, the default one first. Never empty. */
  readonly networks: readonly [Network<ns>, ...Network<ns>[]]
  /** Calls `onChange` with every connector found now and on every change; returns the stop function. */
  watchConnectors(onChange: (connectors: readonly Connector[]) => void): () => void
  /**
   * Asks the wallet to connect (a prompt), signing in with the same prompt when `signIn` is given and
   * the wallet can. Rejects with the wallet's error (4001 when refused).
   */
  connect(p: {
    connector: Connector
    network: Network<ns>
    signIn?: ConnectSignIn | undefined
  }): Promise<Connection<ns>>
  /**
   * Restores a connection without a prompt; `null` when the wallet is gone or no longer authorises the
   * site. `connector` is given when Foyer already knows it (e.g. WalletConnect's, which no discovery finds).
   */
  reconnect(p: {
    connectorId: string
    connector?: Connector | undefined
    network: Network<ns>
  }): Promise<Connection<ns> | null>
  /** Ends the connection on the wallet's side where the wallet supports it; never rejects. */
  disconnect(connection: Connection<ns>): Promise<void>
  /** Asks the wallet to move to `network`, adding it first when the wallet does not know it. */
  switchNetwork?(connection: Connection<ns>, network: Network<ns>): Promise<void>
  /** The native balance of `address` on `network`, read from the network's own RPC. */
  getBalance(p: { address: string; network: Network<ns> }): Promise<Balance>
  /**
   * Signs a message with the connection's account `request.address` (the active one by default). An
   * address that is not one of the connection's accounts is refused.
   */
  signMessage(connection: Connection<ns>, request: SignMessageRequest): Promise<string>
  /** Calls `onEvent` for each wallet event of this connection; returns the stop function. */
  watchAccount(connection: Connection<ns>, onEvent: (event: AccountEvent<ns>) => void): () => void
  isAddress(value: string): boolean
}

/** Any chain adapter, whatever its namespace. */
export type AnyChainAdapter = { [ns in Namespace]: ChainAdapter<ns> }[Namespace]
