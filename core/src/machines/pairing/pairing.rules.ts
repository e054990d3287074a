import type { DirectoryWallet } from '../../api/wallet-directory.types.js'
import type { Connector } from '../../connectors/connector.types.js'
import { isInstalledConnector } from '../../connectors/installed-connector.js'
import type { Namespace } from '../../networks/network.types.js'

/**
 * The link that opens the site inside a directory wallet's own app browser, for wallets of a
 * namespace that work that way (the WalletConnect module knows which, from the namespace kits).
 *
 * @example
 * const link: WalletBrowserLink = (namespace, wallet) => namespace === 'solana' ? phantomLink(wallet) : undefined
 */
export type WalletBrowserLink = (namespace: Namespace, wallet: DirectoryWallet) => string | undefined

/**
 * Where a directory wallet picked on a phone opens the site in its own app browser instead of
 * pairing (`undefined`: pair over WalletConnect as usual). That happens on a phone, when the active
 * namespace's wallets work that way and this wallet has such a link, and no wallet of that namespace
 * is in this browser already (inside a wallet's own browser the site connects to it directly).
 *
 * @example
 * walletBrowserLinkOf({ isMobile: true, namespace: 'solana', connectors: [], wallet: phantom, link })
 * // 'https://phantom.app/ul/browse/…'
 */
export function walletBrowserLinkOf(p: {
  isMobile: boolean
  namespace: Namespace | undefined
  connectors: readonly Connector[]
  wallet: DirectoryWallet | undefined
  link: WalletBrowserLink | undefined
}): string | undefined {
  const { namespace, wallet } = p
  if (!p.isMobile || !wallet || !namespace || !p.link) return undefined
  const inThisBrowser = p.connectors.some(
    (connector) => connector.chain === namespace && isInstalledConnector(connector),
  )
  return inThisBrowser ? undefined : p.link(namespace, wallet)
}

/**
 * Which of a session's namespaces takes the active namespace as they connect together: the active
 * namespace when the wallet approved it (the visitor paired from there), else the session's first. The
 * others connect alongside it, so the one the visitor sees does not depend on which connects last.
 *
 * @example
 * leadingNamespace(['eip155', 'bip122'], 'eip155') // 'eip155'
 * leadingNamespace(['eip155', 'bip122'], 'solana') // 'eip155'
 */
export function leadingNamespace(
  sessionNamespaces: readonly Namespace[],
  activeNamespace: Namespace | undefined,
): Namespace | undefined {
  return activeNamespace && sessionNamespaces.includes(activeNamespace)
    ? activeNamespace
    : sessionNamespaces[0]
}
