import type { SnapshotFrom } from 'xstate'
import { activeAccountOf } from '../../chains/account.js'
import { kitOf } from '../../chains/kits.js'
import type { Connector } from '../../connectors/connector.types.js'
import { shortenAddress } from '../../networks/address.js'
import type { Namespace } from '../../networks/network.types.js'
import type { StoredConnection } from '../../storage/keys.js'
import type { multiWalletMachine } from './multi-wallet.machine.js'
import { walletStatusOf } from './multi-wallet.rules.js'
import type { NamespaceWallets, WalletConnectionStatus } from './multi-wallet.types.js'
import type { ProfileWalletsViewModel, WalletConnectionRow } from './multi-wallet.views.js'

/** A snapshot of the multi-wallet actor. */
export type MultiWalletSnapshot = SnapshotFrom<typeof multiWalletMachine>

/** A connection of a namespace with its status. */
export type WalletConnection = StoredConnection & { namespace: Namespace; status: WalletConnectionStatus }

const noWallets: NamespaceWallets = { connections: [], disconnectedIds: [], active: undefined }

/**
 * Every connection of the namespaces asked for (all by default), each with its status: the active
 * one first in each namespace, then the others newest first.
 *
 * @example
 * selectWalletConnections(snapshot, ['eip155']).filter((c) => c.status !== 'disconnected')
 */
export function selectWalletConnections(
  snapshot: MultiWalletSnapshot,
  namespaces: readonly Namespace[] = snapshot.context.namespaces,
): WalletConnection[] {
  return namespaces.flatMap((namespace) => {
    const wallets = snapshot.context.wallets[namespace] ?? noWallets
    const all = wallets.connections.map((entry) => ({
      ...entry,
      namespace,
      status: walletStatusOf(wallets, entry.connectorId) ?? 'disconnected',
    }))
    return [...all.filter((c) => c.status === 'connected'), ...all.filter((c) => c.status !== 'connected')]
  })
}

/**
 * The status of the connection of `connectorId` in `namespace`; `undefined` when there is none.
 *
 * @example
 * selectWalletStatus(snapshot, 'eip155', 'io.rabby') // 'active'
 */
export function selectWalletStatus(
  snapshot: MultiWalletSnapshot,
  namespace: Namespace,
  connectorId: string,
): WalletConnectionStatus | undefined {
  return walletStatusOf(snapshot.context.wallets[namespace] ?? noWallets, connectorId)
}

/**
 * The ProfileWallets view's model; `connectorsOf` gives each namespace's connectors, for the wallets'
 * names and icons.
 *
 * @example
 * selectProfileWalletsView(snapshot, (namespace) => connectorsByNamespace[namespace] ?? [])
 */
export function selectProfileWalletsView(
  snapshot: MultiWalletSnapshot,
  connectorsOf: (namespace: Namespace) => readonly Connector[],
): ProfileWalletsViewModel {
  return {
    namespaces: snapshot.context.namespaces.map((namespace) => {
      const connectors = connectorsOf(namespace)
      const active = snapshot.context.wallets[namespace]?.active
      const rows = selectWalletConnections(snapshot, [namespace]).map((connection): WalletConnectionRow => {
        const connector = connectors.find((c) => c.id === connection.connectorId)
        const isActive = connection.status === 'connected'
        // The connected row shows the live connection's active account; the others what was stored.
        const address = activeAccountOf(isActive && active ? active : connection)?.address ?? ''
        return {
          connectorId: connection.connectorId,
          name: (isActive ? active?.wallet.name : connector?.name) ?? connection.connectorId,
          icon: (isActive ? active?.wallet.icon : undefined) ?? connector?.info?.icon ?? connector?.imageUrl,
          address,
          shortAddress: shortenAddress(address),
          status: connection.status,
        }
      })
      return {
        namespace,
        label: kitOf(snapshot.context.kits, namespace).displayName,
        connections: rows.filter((row) => row.status !== 'disconnected'),
        recent: rows.filter((row) => row.status === 'disconnected'),
      }
    }),
  }
}
