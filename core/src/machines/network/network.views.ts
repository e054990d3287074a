import type { Namespace } from '../../networks/network.types.js'
import type { NetworkBadge } from '../connection/connection.views.js'

/**
 * The Networks view and the network button: every configured network, the active one marked.
 *
 * @example
 * const view: NetworksViewModel = { active: base, networks: [{ ...mainnet, isActive: false }, { ...base, isActive: true }], isUnsupported: false }
 */
export type NetworksViewModel = {
  /** The active network; for a wallet on an unknown network, a badge named 'Unknown Network' with `isSupported: false`. */
  active: NetworkBadge | undefined
  networks: readonly NetworkChoice[]
  /** The wallet is on a network the site does not configure. */
  isUnsupported: boolean
}

/** A network in the Networks list. */
export type NetworkChoice = NetworkBadge & { isActive: boolean }

/**
 * The networks of one namespace, under its name, for a list grouped by namespace.
 *
 * @example
 * const group: NetworkGroup = { namespace: 'solana', label: 'Solana', networks: [solanaChoice] }
 */
export type NetworkGroup = { namespace: Namespace; label: string; networks: readonly NetworkChoice[] }

/**
 * The SwitchNetwork view: the switch being asked of the wallet, and how it is going. The two error
 * states always carry a message: 'Network switch rejected', or the failure's standard text.
 *
 * @example
 * const view: SwitchNetworkViewModel = { target: base, status: 'rejected', message: 'Network switch rejected', walletName: 'MetaMask' }
 */
export type SwitchNetworkViewModel = {
  target: NetworkBadge | undefined
  walletName?: string | undefined
} & ({ status: 'switching' | 'switched' } | { status: 'rejected' | 'failed'; message: string })

/**
 * The SwitchActiveChain view: moving to another namespace, where no wallet is connected yet.
 *
 * @example
 * const view: SwitchActiveChainViewModel = { target: solana, from: 'eip155', to: 'solana' }
 */
export type SwitchActiveChainViewModel = {
  target: NetworkBadge | undefined
  from: Namespace | undefined
  to: Namespace
}
