import type { AnyChainAdapter } from '../../chains/adapter.types.js'
import type { Features, FeaturesOptions } from '../../config/features.js'
import type { DappMetadata } from '../../config/metadata.js'
import type { ThemeMode } from '../../config/theme.js'
import type { ConnectMethod, Connector, ConnectorGroup } from '../../connectors/connector.types.js'
import type { Alert, AlertId } from '../../errors/alerts.js'
import type { CaipNetworkId, Namespace } from '../../networks/network.types.js'
import type { RecentWallet } from '../../storage/keys.js'
import type { StorageAdapter, TypedStorage } from '../../storage/storage.types.js'
import type { AnyFoyerModule } from '../../system/module.types.js'

export type { ThemeMode } from '../../config/theme.js'
export type { DappMetadata }

/** CSS custom properties the skin reads, e.g. `{ '--foyer-accent': '#4f46e5' }`. */
export type ThemeVariables = Readonly<Record<`--foyer-${string}`, string>>

/** The theme the skin renders with. */
export type Theme = { mode: ThemeMode; variables: ThemeVariables }

/** Where Foyer's remote services live; every host is an option (ARCHITECTURE.md "Services"). */
export type ServiceUrls = {
  /** The wallet directory and project config API (`/appkit/v1/config`, `/projects/v1/origins`, `/getWallets`). */
  apiUrl: string
  /** The Blockchain API (`/v1/account/{address}/balance`, history, identity), for account data. */
  blockchainApiUrl: string
}

/**
 * What a site passes to `createFoyer`.
 *
 * @example
 * createFoyer({ projectId: 'my-project', themeMode: 'light', features: { email: false } })
 */
export type FoyerOptions = {
  /** The project id; without one Foyer runs in basic mode and says so with an alert. */
  projectId?: string | undefined
  /** Basic mode: no remote features and no remote config fetch (SPEC §6). Implied without a project id. */
  basic?: boolean | undefined
  metadata?: DappMetadata | undefined
  /** Local feature settings; the remote config wins for the flags it controls (SPEC §6). */
  features?: FeaturesOptions | undefined
  /**
   * The colour scheme: `light`, `dark`, or `system` (the default), which follows the visitor's
   * light/dark setting. A choice made at run time (`FOYER.SET_THEME`, e.g. the site's theme switch)
   * is stored and wins over this option on the next visit.
   */
  themeMode?: ThemeMode | undefined
  themeVariables?: ThemeVariables | undefined
  /** The modal lives inside the page instead of over it (SPEC §2 embedded mode). */
  embedded?: boolean | undefined
  /** The site drives WalletConnect itself (SPEC §2 manual wallet-connect control). */
  manualWalletConnect?: boolean | undefined
  /** The order of connect methods; by default email, social, wallet (wallet first with a browser wallet). */
  connectMethodsOrder?: readonly ConnectMethod[] | undefined
  /** The order of connector groups on the Connect view. */
  connectorGroupOrder?: readonly ConnectorGroup[] | undefined
  /** Whether the visitor is on a mobile device; detected from the user agent when left out. */
  isMobile?: boolean | undefined
  /** Remote service hosts. */
  services?: Partial<ServiceUrls> | undefined
  /** The origin this page is served from; read from `location` when left out. */
  origin?: string | undefined
  /** One chain adapter per namespace (two of one namespace is an error). Without any, SPEC §2's no-adapter rules apply. */
  adapters?: readonly AnyChainAdapter[] | undefined
  /** The network to start on when storage names none; must be one of the adapters' networks. */
  defaultNetwork?: CaipNetworkId | undefined
  /** Restore the stored connections on load without a prompt (SPEC §4); on by default. */
  enableReconnect?: boolean | undefined
  /** Accept a wallet on a network the site does not configure without showing UnsupportedChain. */
  allowUnsupportedChain?: boolean | undefined
  /** Let the visitor switch networks; on by default. When off, UnsupportedChain is not shown either. */
  enableNetworkSwitch?: boolean | undefined
  /** Where connection status, recent wallets and caches are kept; `localStorage` by default (memory on a server). */
  storage?: StorageAdapter | undefined
  /**
   * Capabilities beyond connecting browser wallets, each a module: `walletConnect()` (QR codes and deep
   * links), `walletDirectory()` (AllWallets and the recommended wallets), `siwx()` (sign in with X),
   * `toasts()`. Their actions join the object `createFoyer` returns.
   */
  modules?: readonly AnyFoyerModule[] | undefined
}

/** The root actor's context. */
export type FoyerContext = {
  options: FoyerOptions
  features: Features
  /** The typed store over `options.storage`, shared with the connection and network actors. */
  storage: TypedStorage
  /** Every namespace's connectors merged, in the adapters' order. */
  connectors: readonly Connector[]
  /** Connectors by namespace, as each adapter last reported them. */
  connectorsByNamespace: Partial<Record<Namespace, readonly Connector[]>>
  /** Wallets connected recently, newest first (SPEC §2 `recent` group). */
  recentWallets: readonly RecentWallet[]
  /** The namespace of the last connect attempt: its connection actor feeds the ConnectingExternal view. */
  connectingNamespace: Namespace | undefined
  /** Alerts waiting to be seen, oldest first. */
  alerts: readonly Alert[]
  /** Every alert raised so far: each is shown once (SPEC §8). */
  raisedAlertIds: readonly AlertId[]
  /** Developer warnings (failed remote config, ignored local settings). */
  warnings: readonly string[]
  theme: Theme
}

/**
 * Events the root actor accepts.
 *
 * @example
 * foyer.actor.send({ type: 'FOYER.ALERT', alert: { id: 'NETWORK_NOT_FOUND' } })
 */
export type FoyerEvent =
  /**
   * The modal opened; the first open loads the remote config.
   *
   * @example
   * foyer.actor.send({ type: 'FOYER.MODAL_OPENED' })
   */
  | { type: 'FOYER.MODAL_OPENED' }
  /**
   * Something needs the remote config before the modal opens (a returning visitor's login): it is
   * loaded now, as the first open would. Nothing happens once it is loading or loaded.
   *
   * @example
   * foyer.actor.send({ type: 'FOYER.LOAD_REMOTE_CONFIG' })
   */
  | { type: 'FOYER.LOAD_REMOTE_CONFIG' }
  /**
   * The modal closed; alerts that end with the modal are dropped.
   *
   * @example
   * foyer.actor.send({ type: 'FOYER.MODAL_CLOSED' })
   */
  | { type: 'FOYER.MODAL_CLOSED' }
  /**
   * Raise an alert; an alert already raised once is not shown again.
   *
   * @example
   * foyer.actor.send({ type: 'FOYER.ALERT', alert: { id: 'NETWORK_NOT_FOUND' } })
   */
  | { type: 'FOYER.ALERT'; alert: Alert }
  /**
   * The visitor dismissed the alert on screen.
   *
   * @example
   * foyer.actor.send({ type: 'FOYER.DISMISS_ALERT' })
   */
  | { type: 'FOYER.DISMISS_ALERT' }
  /**
   * A chain adapter discovered or lost connectors. With a `namespace`, that namespace's connectors are
   * replaced and merged with the others'; without one, the whole list is replaced.
   *
   * @example
   * foyer.actor.send({ type: 'FOYER.CONNECTORS_CHANGED', namespace: 'eip155', connectors: [metamask] })
   */
  | { type: 'FOYER.CONNECTORS_CHANGED'; namespace?: Namespace | undefined; connectors: readonly Connector[] }
  /**
   * The recent wallets changed (a wallet connected).
   *
   * @example
   * foyer.actor.send({ type: 'FOYER.RECENT_WALLETS_CHANGED', recentWallets: [{ id: 'io.metamask' }] })
   */
  | { type: 'FOYER.RECENT_WALLETS_CHANGED'; recentWallets: readonly RecentWallet[] }
  /**
   * A namespace's connection actor started a connect attempt.
   *
   * @example
   * foyer.actor.send({ type: 'FOYER.CONNECTION_ATTEMPT', namespace: 'solana' })
   */
  | { type: 'FOYER.CONNECTION_ATTEMPT'; namespace: Namespace }
  /**
   * Change the theme at run time. A mode is the visitor's choice (the site's theme switch sends
   * it), so it is stored and outlives a reload.
   *
   * @example
   * foyer.actor.send({ type: 'FOYER.SET_THEME', mode: 'light' })
   */
  | { type: 'FOYER.SET_THEME'; mode?: ThemeMode | undefined; variables?: ThemeVariables | undefined }
