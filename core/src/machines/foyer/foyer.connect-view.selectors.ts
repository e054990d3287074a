import type { DirectoryWallet } from '../../api/wallet-directory.types.js'
import { kitOf, kitsOf } from '../../chains/kits.js'
import type { SocialProvider } from '../../config/features.js'
import { socialDisplayOrder } from '../../config/social-display-order.js'
import type { ConnectMethod, Connector, ConnectorGroup } from '../../connectors/connector.types.js'
import { installedConnectorOf, isInstalledConnector } from '../../connectors/installed-connector.js'
import {
  type ConnectorGroupEntry,
  connectMethodOrder,
  defaultConnectorGroupOrder,
  groupConnectors,
} from '../../connectors/order.js'
import { walletsToGet } from '../recommended-wallets/recommended-wallets.rules.js'
import type { DirectoryWalletGroups } from '../recommended-wallets/recommended-wallets.types.js'
import { enabledOptionalFeatures } from './foyer.rules.js'
import type { FoyerSnapshot } from './foyer.selectors.js'

/**
 * A directory group of the Connect view (SPEC §2 `featured` and `recommended` hold directory
 * wallets, `custom` the site's own, connected the same way). It and {@link connectGroupsOf} live with the Connect view's selector, their one reader,
 * which the modal's lazy chunk carries, rather than with the root's rules, which are on the page.
 */
export type DirectoryGroupEntry = {
  group: 'featured' | 'custom' | 'recommended'
  wallets: readonly DirectoryWallet[]
}

/** A group of the Connect view: connectors, or wallets from the directory. */
export type ConnectGroupEntry = ConnectorGroupEntry | DirectoryGroupEntry

/**
 * The Connect view's groups in the configured order (groups the order leaves out are not shown): the
 * connector groups, the directory's featured and recommended wallets and the site's custom ones,
 * without those installed in this browser (they are listed with their connector already).
 *
 * @example
 * connectGroupsOf({ connectorGroups, directoryWallets, connectors, order: defaultConnectorGroupOrder })
 * // [{ group: 'walletConnect', connectors }, { group: 'injected', connectors }, { group: 'recommended', wallets }]
 */
export function connectGroupsOf(p: {
  connectorGroups: readonly ConnectorGroupEntry[]
  directoryWallets: DirectoryWalletGroups
  connectors: readonly Connector[]
  order: readonly ConnectorGroup[]
}): readonly ConnectGroupEntry[] {
  const notInstalled = (wallet: DirectoryWallet) => !installedConnectorOf(wallet, p.connectors)
  const directoryGroups: DirectoryGroupEntry[] = (['featured', 'custom', 'recommended'] as const).map(
    (group) => ({ group, wallets: (p.directoryWallets[group] ?? []).filter(notInstalled) }),
  )
  const entries: ConnectGroupEntry[] = [
    ...p.connectorGroups,
    ...directoryGroups.filter((entry) => entry.wallets.length > 0),
  ]
  return p.order.flatMap((group) => entries.filter((entry) => entry.group === group))
}

/** What the wallet directory module brings to the Connect view, when the site has it. */
export type ConnectViewDirectory = {
  /** The featured and recommended directory wallets, once loaded, and the site's custom ones. */
  groups: DirectoryWalletGroups
  /** AllWallets can be offered: the wallet directory runs. */
  hasWalletList: boolean
}

const noDirectory: ConnectViewDirectory = {
  groups: { featured: [], recommended: [] },
  hasWalletList: false,
}

/**
 * What the wallet method shows when it has no wallet to offer: a title, and what the visitor can do
 * about it on this device.
 */
export type ConnectViewEmptyState = { title: string; hint: string }

/**
 * The empty wallet list's words. On a computer a browser extension is the way in, and the page only
 * sees an extension installed after it loaded once it is reloaded; a phone has no extensions, but a
 * wallet app's own browser shows the page with the wallet in it.
 *
 * @example
 * emptyStateFor(true).hint // "Open this page in your wallet app's browser…"
 */
function emptyStateFor(isMobile: boolean): ConnectViewEmptyState {
  return {
    title: 'No wallets found',
    hint: isMobile
      ? "Open this page in your wallet app's browser, or install a wallet app first."
      : 'Install a wallet browser extension, then reload this page.',
  }
}

// The Connect view's selector has a module of its own: only the modal's lazily loaded UI uses it, so
// it and the connector ordering stay out of the page's first download.

/** What the Connect view renders: the connect methods in order and the wallet groups. */
export type ConnectViewModel = {
  methods: readonly ConnectMethod[]
  /**
   * The social method's providers, in display order (SPEC §9's social list): those the project
   * enables; empty without the social method.
   */
  socials: readonly SocialProvider[]
  /**
   * Wallet groups in the configured order: connectors, and the directory's featured and recommended
   * wallets (those with `wallets`); the `recent` group lists the wallets connected last, newest first.
   */
  groups: readonly ConnectGroupEntry[]
  /** Connectors of wallets installed in this browser (announced or injected), for an "Installed" badge. */
  installedConnectorIds: readonly string[]
  /**
   * On a site with several namespaces, the namespace name of each connector that serves one
   * ("EVM", "Solana"), so a wallet listed once per namespace can be told apart; empty otherwise.
   */
  namespaceLabels: Readonly<Record<string, string>>
  /** No wallet to offer yet: no adapter is configured or none found a wallet. */
  isEmpty: boolean
  /** What the wallet method says instead of a list while `isEmpty`: no wallet here, and what to do. */
  emptyState: ConnectViewEmptyState
  /** The remote configuration is still loading (email and social buttons may still change). */
  isLoadingConfig: boolean
  /** Offer AllWallets: the `allWallets` feature is on and a wallet directory is configured. */
  showAllWallets: boolean
  /** On a phone, AllWallets comes first: most wallets there are apps reached by deep link, not extensions. */
  allWalletsFirst: boolean
  /**
   * Offer "New to wallets? Get one" (the GetWallet view): the directory says where to get at least one
   * of its featured or recommended wallets.
   */
  offersWalletToGet: boolean
}

/**
 * The Connect view's model: the connect methods in order (email, social, wallet; wallet first when a
 * browser wallet is installed; the site may override) and the wallet groups in the configured order,
 * with every adapter's connectors merged and the directory's wallets when the site has the wallet
 * directory module.
 *
 * `asServerRenders`: the view a server renders, which is also the browser's first render while it
 * hydrates that markup (React throws the server's markup away when they differ). It lists none of
 * the wallets installed in the browser (announced or injected): only the page finds them, never a
 * server. Every other render in the browser lists them.
 *
 * @example
 * const { methods, groups } = selectConnectView(foyer.actor.getSnapshot(), { groups, hasWalletList: true })
 */
export function selectConnectView(
  snapshot: FoyerSnapshot,
  directory: ConnectViewDirectory = noDirectory,
  asServerRenders = false,
): ConnectViewModel {
  const { connectors, options, features, recentWallets } = snapshot.context
  // The wallets to list: not the email and social connector (AUTH), and, as a server renders the view,
  // none installed in the browser (a server cannot find them).
  const wallets: readonly Connector[] = connectors.filter(
    (c) => c.type !== 'AUTH' && !(asServerRenders && isInstalledConnector(c)),
  )
  // The wallet method is always offered. Email and social need their feature on and a connector
  // that signs visitors in with them (an embedded wallet's, type AUTH): without one, nothing could
  // answer the row, so it is not shown at all rather than shown as unavailable.
  const enabled = enabledOptionalFeatures(features)
  const canSignInWith = (method: ConnectMethod) =>
    connectors.some(
      (connector) =>
        connector.type === 'AUTH' &&
        method !== 'wallet' &&
        (connector.signInMethods ?? ['email', 'social']).includes(method),
    )
  // The wallets tell whether one is installed in the browser, which puts the wallet method first.
  const methods = connectMethodOrder({ connectors: wallets, override: options.connectMethodsOrder }).filter(
    (method) => method === 'wallet' || (canSignInWith(method) && enabled.includes(method)),
  )
  const order = options.connectorGroupOrder ?? defaultConnectorGroupOrder
  const groups = connectGroupsOf({
    connectorGroups: groupConnectors({
      connectors: wallets,
      recentIds: recentWallets.map((w) => w.id),
      order,
    }),
    directoryWallets: directory.groups,
    connectors: wallets,
    order,
  })
  // The namespaces' names come from the kits of this Foyer's adapters.
  const kits = kitsOf(options.adapters ?? [])
  // WalletConnect serves every namespace at once: it gets no label.
  const labelled = kits.length > 1 ? wallets.filter((c) => c.type !== 'WALLET_CONNECT') : []
  const socials = methods.includes('social') && features.socials ? features.socials : []
  return {
    methods,
    socials: socialDisplayOrder.filter((provider) => socials.includes(provider)),
    groups,
    namespaceLabels: Object.fromEntries(labelled.map((c) => [c.id, kitOf(kits, c.chain).displayName])),
    installedConnectorIds: [...new Set(wallets.filter(isInstalledConnector).map((c) => c.id))],
    isEmpty: groups.length === 0,
    emptyState: emptyStateFor(options.isMobile ?? false),
    isLoadingConfig: snapshot.matches({ loadingRemoteConfig: 'first' }),
    showAllWallets: features.allWallets && directory.hasWalletList,
    allWalletsFirst: options.isMobile ?? false,
    offersWalletToGet: walletsToGet(directory.groups).length > 0,
  }
}
