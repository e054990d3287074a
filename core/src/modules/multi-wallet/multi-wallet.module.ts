import { multiWalletMachine } from '../../machines/multi-wallet/multi-wallet.machine.js'
import type { WalletConnection } from '../../machines/multi-wallet/multi-wallet.selectors.js'
import type { ProfileWalletsViewModel } from '../../machines/multi-wallet/multi-wallet.views.js'
import type { Namespace } from '../../networks/network.types.js'
import type { FoyerModule } from '../../system/module.types.js'
import { addWallet } from './actions/add-wallet.js'
import { deleteRecentConnection, disconnectConnection } from './actions/disconnect-connection.js'
import { getProfileWalletsView } from './actions/get-profile-wallets-view.js'
import { getRecentConnections, getWalletConnections } from './actions/get-wallet-connections.js'
import {
  type SwitchConnectionResult,
  type SwitchConnectionTarget,
  switchConnection,
} from './actions/switch-connection.js'
import { multiWalletViews } from './multi-wallet.views.js'
// Also imported on its own: type declarations keep this line (they drop the one above), so the view
// names it merges into the view map reach every site that imports this module.
import './multi-wallet.views.js'
import { getSystemActor } from '../../system/system.js'
import './multi-wallet.system.js'

/** Which connection of which namespace an action is about. */
export type WalletConnectionTarget = { namespace: Namespace; connectorId: string }

/** What the multi-wallet module adds to the facade `createFoyer` returns. */
export type MultiWalletActions = {
  /** The connections the site holds (the active one first). See {@link getWalletConnections}. */
  getWalletConnections(namespace?: Namespace): WalletConnection[]
  /** The connections the visitor ended, newest first. */
  getRecentConnections(namespace?: Namespace): WalletConnection[]
  /** Makes another connection the active one. See {@link switchConnection}. */
  switchConnection(target: SwitchConnectionTarget): Promise<SwitchConnectionResult | undefined>
  /** Ends one connection and keeps the others. */
  disconnectConnection(target: WalletConnectionTarget): void
  /** Forgets a recent connection. */
  deleteRecentConnection(target: WalletConnectionTarget): void
  /** Shows the Connect view to connect one more wallet. */
  addWallet(): void
  /** The ProfileWallets view's model now. See {@link getProfileWalletsView}. */
  getProfileWalletsView(): ProfileWalletsViewModel | undefined
}

/**
 * Multi-wallet: a visitor keeps several wallets connected in a namespace, one active, and switches
 * between them from the ProfileWallets view (reached from the Account view) without new prompts.
 * Every action needs the remote configuration's `multiWallet` feature (off by default); without it
 * the visitor sees the info alert 'Multi-Wallet Not Enabled'.
 *
 * @example
 * const foyer = createFoyer({ projectId, adapters, modules: [multiWallet()] })
 * await foyer.switchConnection({ namespace: 'eip155', connectorId: 'io.rabby' })
 */
export function multiWallet(): FoyerModule<MultiWalletActions> {
  return {
    id: 'multiWallet',
    views: multiWalletViews,
    // The ProfileWallets row, wherever an account shows.
    account: (system) =>
      getSystemActor(system, 'multiWallet') ? [{ kind: 'wallets', opens: 'ProfileWallets' }] : [],
    plug: ({ storage, namespaces, kits }) => ({
      actors: [{ systemId: 'multiWallet', logic: multiWalletMachine, input: { storage, namespaces, kits } }],
    }),
    actions: (foyer) => ({
      getWalletConnections: (namespace) => getWalletConnections(foyer, namespace),
      getRecentConnections: (namespace) => getRecentConnections(foyer, namespace),
      switchConnection: (target) => switchConnection(foyer, target),
      disconnectConnection: (target) => disconnectConnection(foyer, target),
      deleteRecentConnection: (target) => deleteRecentConnection(foyer, target),
      addWallet: () => addWallet(foyer),
      getProfileWalletsView: () => getProfileWalletsView(foyer),
    }),
  }
}
