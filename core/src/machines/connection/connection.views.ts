import type { AccountPurpose, MissingNetworkReason } from '../../chains/adapter.types.js'
import type { ConnectorType } from '../../connectors/connector.types.js'
import type { CaipAddress, CaipNetworkId, Namespace } from '../../networks/network.types.js'
import type { ConnectError } from './connection.types.js'

// View models the React skin renders. Selectors build them from machine snapshots; components never
// read machine context (STYLE.md 12). Plain data only, so `sameViewModel` can compare them.

/**
 * A network as a badge or list row shows it.
 *
 * @example
 * const badge: NetworkBadge = { caipNetworkId: 'eip155:8453', name: 'Base', isSupported: true }
 */
export type NetworkBadge = {
  caipNetworkId: CaipNetworkId
  name: string
  imageUrl?: string | undefined
  /** The network's logo among the public assets, for a skin to fetch when there is no `imageUrl`. */
  imageId?: string | undefined
  /** False for a network the wallet reported but the site does not configure ('Unknown Network'). */
  isSupported: boolean
}

/**
 * The ConnectingExternal view: the wallet being asked, and how the request is going. `waiting`: the
 * wallet prompt is open; `rejected`: the visitor refused (retry offered); `failed`: any other error.
 * The two error states always carry the spec's text.
 *
 * @example
 * const view: ConnectingViewModel = { connector: { id: 'io.metamask', name: 'MetaMask' }, status: 'rejected', message: 'Connection rejected' }
 */
export type ConnectingViewModel = {
  connector: { id: string; name: string; icon?: string | undefined } | undefined
} & ({ status: 'waiting' | 'connected' } | { status: 'rejected' | 'failed'; message: string })

/**
 * The Account view and the account button: the active namespace's connection.
 *
 * @example
 * const view: AccountViewModel = { status: 'connected', address: '0xf39F…', shortAddress: '0xf39F…2266', balance: { amount: '10000.000', formatted: '10,000.000', symbol: 'ETH' }, isBalanceLoading: false }
 */
export type AccountViewModel = {
  status: 'disconnected' | 'connecting' | 'connected'
  namespace?: Namespace | undefined
  address?: string | undefined
  caipAddress?: CaipAddress | undefined
  /** e.g. `0xf39F…2266`. */
  shortAddress?: string | undefined
  /**
   * The native balance truncated (not rounded) to 3 decimals (SPEC §9); absent until read, or when the
   * read failed. `amount` is that figure as a plain decimal string, every one of its 3 decimals written
   * (`'10000.000'`), for a UI to write in its visitor's locale (Foyer's skin does); `formatted` is the
   * same figure in en-US (`'10,000.000'`), for a UI without locale formats.
   */
  balance?: { amount: string; formatted: string; symbol: string } | undefined
  isBalanceLoading: boolean
  /** The address on the network's block explorer, when the network has one. */
  explorerUrl?: string | undefined
  /** The network the wallet is on. */
  network?: NetworkBadge | undefined
  wallet?: { name: string; icon?: string | undefined } | undefined
  /** How the wallet is connected (`AUTH`: through an embedded wallet's email login). */
  connectorType?: ConnectorType | undefined
  /**
   * The accounts the wallet shared for what the active one is for, for a picker (empty when
   * disconnected), in an order that does not change when the visitor picks one: by label, then address.
   * Accounts for another purpose are in `otherAddresses`, not here.
   */
  accounts: readonly AccountChoice[]
  /**
   * The wallet's addresses for another purpose than the active account's (Bitcoin: the ordinals address
   * beside the payment one), to show and copy; empty where a wallet gives one kind of account.
   */
  otherAddresses: readonly PurposeAddress[]
  /** A request (a signature) waits for the visitor's answer in the wallet. */
  isAwaitingWallet: boolean
}

/**
 * A network of the site's that the connection left out (a Cosmos chain the visitor declined while the
 * others connected), as the Account view says it: `selectMissingNetworks` builds them.
 *
 * @example
 * const notice: MissingNetworkNotice = { network: osmoBadge, reason: 'rejected', message: 'Foyer Devnet OSMO was not connected: you declined it in the wallet.', canRetry: true }
 */
export type MissingNetworkNotice = {
  network: NetworkBadge
  reason: MissingNetworkReason
  /** The network named and why it was left out, as one sentence. */
  message: string
  /** Switching to the network asks the wallet for it again (the adapter can switch networks). */
  canRetry: boolean
}

/** One account the wallet shared, as an account picker shows it. */
export type AccountChoice = {
  address: string
  /** e.g. `0xf39F…2266`. */
  shortAddress: string
  /** The wallet's name for it, or what it is for (payment, ordinals), when known. */
  label?: string | undefined
  isActive: boolean
}

/**
 * An address the wallet shared for another purpose than the active account's, as a labelled row shows it.
 *
 * @example
 * const ordinals: PurposeAddress = { purpose: 'ordinals', address: 'bc1p…', shortAddress: 'bc1p…x7k2' }
 */
export type PurposeAddress = {
  purpose: AccountPurpose
  address: string
  /** e.g. `bc1p…x7k2`. */
  shortAddress: string
}

/**
 * A connect attempt in progress: the connector asked, and whether the wallet is being waited for,
 * refused ('Connection rejected', retry offered) or failed (with its message).
 *
 * @example
 * const attempt: AttemptView = { connectorId: 'io.metamask', status: 'waiting', error: undefined }
 */
export type AttemptView = {
  connectorId: string | undefined
  status: 'waiting' | 'rejected' | 'failed'
  error: ConnectError | undefined
}
