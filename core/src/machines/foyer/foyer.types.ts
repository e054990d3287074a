import type { Features, FeaturesOptions } from '../../config/features.js'
import type { ConnectMethod, Connector, ConnectorGroup } from '../../connectors/connector.types.js'
import type { Alert, AlertId } from '../../errors/alerts.js'

/** The site's metadata, shown to wallets (SPEC §3 dapp metadata). */
export type DappMetadata = { name: string; description: string; url: string; icons: readonly string[] }

/** Light or dark (SPEC §3 theme sync); dark by default (SPEC §9). */
export type ThemeMode = 'light' | 'dark'

/** CSS custom properties the skin reads, e.g. `{ '--foyer-accent': '#4f46e5' }`. */
export type ThemeVariables = Readonly<Record<`--foyer-${string}`, string>>

/** The theme the skin renders with. */
export type Theme = { mode: ThemeMode; variables: ThemeVariables }

/** Where Foyer's remote services live; every host is an option (ARCHITECTURE.md "Services"). */
export type ServiceUrls = {
  /** The wallet directory and project config API (`/appkit/v1/config`, `/projects/v1/origins`, `/getWallets`). */
  apiUrl: string
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
}

/** The root actor's context. */
export type FoyerContext = {
  options: FoyerOptions
  features: Features
  connectors: readonly Connector[]
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
  /** The modal opened; the first open loads the remote config. */
  | { type: 'FOYER.MODAL_OPENED' }
  /** Raise an alert; an alert already raised once is not shown again. */
  | { type: 'FOYER.ALERT'; alert: Alert }
  /** The visitor dismissed the alert on screen. */
  | { type: 'FOYER.DISMISS_ALERT' }
  /** Chain adapters discovered or lost connectors. */
  | { type: 'FOYER.CONNECTORS_CHANGED'; connectors: readonly Connector[] }
  /** Change the theme at run time. */
  | { type: 'FOYER.SET_THEME'; mode?: ThemeMode | undefined; variables?: ThemeVariables | undefined }
