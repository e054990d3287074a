import type { ConnectMethod, Connector, ConnectorGroup } from './connector.types.js'
import { isInstalledConnector } from './installed-connector.js'

/** SPEC §2 and §9: the default order of connector groups. */
export const defaultConnectorGroupOrder: readonly ConnectorGroup[] = [
  'walletConnect',
  'recent',
  'injected',
  'featured',
  'custom',
  'external',
  'recommended',
]

/**
 * The order of connect methods (SPEC §2): email, social, wallet by default; wallet first when an
 * injected or announced wallet is available; the site's own order wins.
 *
 * @example
 * connectMethodOrder({ connectors: [metamask] }) // ['wallet', 'email', 'social']
 */
export function connectMethodOrder(p: {
  connectors: readonly Connector[]
  override?: readonly ConnectMethod[] | undefined
}): readonly ConnectMethod[] {
  if (p.override) return p.override
  return p.connectors.some(isInstalledConnector)
    ? ['wallet', 'email', 'social']
    : ['email', 'social', 'wallet']
}

/** A non-empty group of connectors, as the Connect view lists them. */
export type ConnectorGroupEntry = { group: ConnectorGroup; connectors: readonly Connector[] }

/**
 * Sorts connectors into the Connect view's groups, in the configured order, each connector once.
 * A recently used connector is listed under `recent` only, newest first (`recentIds` is newest first). Featured, custom and recommended groups
 * hold wallet-directory entries, which are not connectors, so they are filled by the directory.
 *
 * @example
 * groupConnectors({ connectors, recentIds: ['io.metamask'] })
 * // [{ group: 'recent', connectors: [metamask] }, { group: 'injected', connectors: [rabby] }]
 */
export function groupConnectors(p: {
  connectors: readonly Connector[]
  recentIds?: readonly string[]
  order?: readonly ConnectorGroup[] | undefined
}): readonly ConnectorGroupEntry[] {
  const recentIds = p.recentIds ?? []
  const groupOf = (connector: Connector): ConnectorGroup | undefined => {
    if (connector.type === 'AUTH') return undefined // email and social are connect methods of their own
    if (recentIds.includes(connector.id)) return 'recent'
    switch (connector.type) {
      case 'WALLET_CONNECT':
        return 'walletConnect'
      case 'INJECTED':
      case 'ANNOUNCED':
      case 'MULTI_CHAIN':
        return 'injected'
      case 'EXTERNAL':
        return 'external'
    }
  }
  const unique = [...new Map(p.connectors.map((c) => [c.id, c])).values()]
  // Recent wallets are listed newest first, as `recentIds` orders them.
  const recent = recentIds.flatMap((id) => unique.filter((c) => c.id === id && groupOf(c) === 'recent'))
  return (p.order ?? defaultConnectorGroupOrder)
    .map((group) => ({
      group,
      connectors: group === 'recent' ? recent : unique.filter((c) => groupOf(c) === group),
    }))
    .filter((entry) => entry.connectors.length > 0)
}
