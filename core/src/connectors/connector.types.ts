import type { CaipNetworkId, Namespace } from '../networks/network.types.js'

/** How a connector reaches its wallet (SPEC §3). */
export type ConnectorType = 'MULTI_CHAIN' | 'ANNOUNCED' | 'INJECTED' | 'EXTERNAL' | 'WALLET_CONNECT' | 'AUTH'

/**
 * A way to connect a wallet, as chain adapters discover them (SPEC §3).
 *
 * @example
 * const metamask: Connector = { id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155', info: { rdns: 'io.metamask' } }
 */
export type Connector = {
  id: string
  name: string
  type: ConnectorType
  chain: Namespace
  chains?: readonly CaipNetworkId[]
  imageUrl?: string
  imageId?: string
  /** The wallet directory's id for this wallet, when known. */
  explorerId?: string
  info?: { rdns?: string; icon?: string }
  /** The wallet's own provider object (EIP-1193, Wallet Standard, …); opaque to the core. */
  provider?: unknown
  /**
   * An embedded wallet's (type AUTH) ways to sign a visitor in: the Connect view offers only these
   * methods. Both email and social when left out.
   */
  signInMethods?: readonly ('email' | 'social')[]
}

/** The ways to connect, in the order the Connect view shows them (SPEC §2). */
export type ConnectMethod = 'email' | 'social' | 'wallet'

/** The groups of wallets on the Connect view (SPEC §2). */
export type ConnectorGroup =
  | 'walletConnect'
  | 'recent'
  | 'injected'
  | 'featured'
  | 'custom'
  | 'external'
  | 'recommended'
